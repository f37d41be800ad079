/// One stored property of `Root` and the object member it is written as, so a type that is
/// written as a JSON object and read back names each field once, in one table (see `JSONRecord`):
///
///     static let fields: [JSONField<Point>] = [JSONField("x", \.x), JSONField("y", \.y)]
///
/// The table also fixes the members' order, so what is written is stable and can be hashed.
public struct JSONField<Root>: Sendable {
    /// The member's key.
    public let key: String
    @usableFromInline let write: @Sendable (Root) -> JSONValue
    @usableFromInline let read: @Sendable (inout Root, JSONValue) -> Bool

    /// A field whose value converts itself.
    @inlinable public init<Value: JSONConvertible>(_ key: String, _ path: any WritableKeyPath<Root, Value> & Sendable) {
        self.init(key, path, read: { Value(json: $0) }, write: { $0.json })
    }

    /// A field written and read by the given functions (a compact form of a common type, say).
    @inlinable public init<Value>(
        _ key: String, _ path: any WritableKeyPath<Root, Value> & Sendable,
        read: @escaping @Sendable (JSONValue) -> Value?, write: @escaping @Sendable (Value) -> JSONValue
    ) {
        self.key = key
        self.write = { root in write(root[keyPath: path]) }
        self.read = { root, json in
            guard let value = read(json) else { return false }
            root[keyPath: path] = value
            return true
        }
    }
}

extension JSONValue {
    /// An object of `fields` of `root`, in the table's order.
    @inlinable public init<Root>(_ root: Root, fields: [JSONField<Root>]) {
        self = .object(fields.map { ($0.key, $0.write(root)) })
    }

    /// Sets `fields` of `root` from this object's members; false when this is not an object or
    /// a member does not read (a missing member reads as null, which only optionals accept).
    @inlinable public func read<Root>(into root: inout Root, fields: [JSONField<Root>]) -> Bool {
        guard case .object(let members) = self else { return false }
        for (index, field) in fields.enumerated() {
            // What sitegen wrote has its members in the table's order: found without hashing
            // a key. Anything else is searched, first occurrence winning as in `members`.
            let member = index < members.count && members[index].0 == field.key
                ? members[index].1 : members.first { $0.0 == field.key }?.1
            guard field.read(&root, member ?? .null) else { return false }
        }
        return true
    }
}

/// A struct written as a JSON object through one table of its fields, which gives it both
/// directions of `JSONConvertible`: declare the stored properties with defaults and the table.
public protocol JSONRecord: JSONConvertible {
    /// An empty value, which reading fills in field by field.
    init()
    /// The fields, in the order they are written.
    static var fields: [JSONField<Self>] { get }
}

extension JSONRecord {
    @inlinable public init?(json: JSONValue) {
        self.init()
        guard json.read(into: &self, fields: Self.fields) else { return nil }
    }

    @inlinable public var json: JSONValue { JSONValue(self, fields: Self.fields) }
}
