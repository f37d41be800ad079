/// A value that is written as JSON and read back from it: `init?(json:)` refuses what `json`
/// would never have written. (`SendableMetatype`: `JSONField` tables are shared constants.)
/// The conformances are `@inlinable`, so a manifest's arrays and optionals are read and written
/// by code specialized for their element types: unspecialized, generic metadata lookups and
/// key path instantiation made writing a 200-brand manifest some 70% slower.
public protocol JSONConvertible: SendableMetatype {
    /// The value read from `json`, or nil when `json` does not hold one.
    init?(json: JSONValue)
    /// The value as JSON.
    var json: JSONValue { get }
}

extension String: JSONConvertible {
    @inlinable public init?(json: JSONValue) {
        guard case .string(let value) = json else { return nil }
        self = value
    }

    @inlinable public var json: JSONValue { .string(self) }
}

extension Double: JSONConvertible {
    @inlinable public init?(json: JSONValue) {
        guard case .number(let value) = json else { return nil }
        self = value
    }

    @inlinable public var json: JSONValue { .number(self) }
}

extension Int: JSONConvertible {
    /// Refuses fractions and numbers out of range rather than trapping on them.
    @inlinable public init?(json: JSONValue) {
        guard case .number(let value) = json, let exact = Int(exactly: value) else { return nil }
        self = exact
    }

    @inlinable public var json: JSONValue { .number(Double(self)) }
}

extension Bool: JSONConvertible {
    @inlinable public init?(json: JSONValue) {
        guard case .bool(let value) = json else { return nil }
        self = value
    }

    @inlinable public var json: JSONValue { .bool(self) }
}

extension Optional: JSONConvertible where Wrapped: JSONConvertible {
    /// Null (or a missing member, which `JSONField` reads as null) is nil.
    @inlinable public init?(json: JSONValue) {
        if case .null = json { self = .none; return }
        guard let value = Wrapped(json: json) else { return nil }
        self = .some(value)
    }

    @inlinable public var json: JSONValue { map { $0.json } ?? .null }
}

extension Array: JSONConvertible where Element: JSONConvertible {
    /// Every element must read: one that does not makes the whole array unreadable.
    @inlinable public init?(json: JSONValue) {
        guard case .array(let elements) = json else { return nil }
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            guard let value = Element(json: element) else { return nil }
            values.append(value)
        }
        self = values
    }

    @inlinable public var json: JSONValue { .array(map { $0.json }) }
}

extension Dictionary: JSONConvertible where Key == String, Value: JSONConvertible {
    /// Every member must read. Keys are written sorted, so the same dictionary is the same text.
    @inlinable public init?(json: JSONValue) {
        guard case .object(let members) = json else { return nil }
        var values: [String: Value] = [:]
        values.reserveCapacity(members.count)
        for (key, member) in members where values[key] == nil {
            guard let value = Value(json: member) else { return nil }
            values[key] = value
        }
        self = values
    }

    @inlinable public var json: JSONValue { .object(sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }) }
}
