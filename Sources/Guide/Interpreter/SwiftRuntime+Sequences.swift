/// Arrays and dictionaries, as guides' helpers use them: subscripts (`components[0]`,
/// `palette[.primary]`), and the closures of `map`, `compactMap`, `filter`, `first(where:)`,
/// `contains(where:)` and `reduce` run per element. A dictionary is the array of its
/// `(key, value)` pairs (`SwiftExpressionParser`), so it is looked up by key here.
extension SwiftRuntime {
    /// `receiver.name(arguments)` of an array; nil for a name it does not know.
    mutating func sequenceLibrary(_ receiver: SwiftValue, _ name: String, _ arguments: [Argument], in scope: inout SwiftScope) -> SwiftValue? {
        guard case .array(let elements) = receiver else { return nil }
        let values = arguments.map(\.value)
        switch (name, values.count) {
        case ("[]", 1):
            // An array by index; a dictionary (its pairs, whatever its keys) by key.
            guard Self.isDictionary(elements) else {
                guard case .int(let index) = values[0] else { return .gap("subscript") }
                return elements.indices.contains(index) ? elements[index] : .gap("index \(index) out of range")
            }
            for case .tuple(let pair, _) in elements {
                switch Self.equal(pair[0], values[0]) {
                case true?: return pair[1]
                case nil: return .gap("subscript")
                case false?: continue
                }
            }
            return .nil
        case ("map", 1), ("compactMap", 1), ("filter", 1), ("first", 1), ("contains", 1), ("allSatisfy", 1):
            guard case .function(let body) = values[0] else {
                // `contains(x)`: by equality.
                guard name == "contains" else { return nil }
                return Self.contains(values[0], in: elements)
            }
            var mapped: [SwiftValue] = []
            for element in elements {
                let result = invoke(body, [Argument(label: nil, value: element)], in: &scope)
                if result.isGap { return result }
                switch name {
                case "map": mapped.append(result)
                case "compactMap": if result != .nil { mapped.append(result) }
                default:
                    guard case .bool(let holds) = result else { return .gap(name + " { … }") }
                    if name == "filter", holds { mapped.append(element) }
                    if name == "first", holds { return element }
                    if name == "contains", holds { return .bool(true) }
                    if name == "allSatisfy", !holds { return .bool(false) }
                }
            }
            switch name {
            case "first": return .nil
            case "contains": return .bool(false)
            case "allSatisfy": return .bool(true)
            default: return .array(mapped)
            }
        case ("reduce", 2):
            guard case .function(let body) = values[1] else { return nil }
            var result = values[0]
            for element in elements {
                result = invoke(body, [Argument(label: nil, value: result), Argument(label: nil, value: element)], in: &scope)
                if result.isGap { return result }
            }
            return result
        case ("joined", _):
            var texts: [String] = []
            for element in elements {
                guard case .string(let text) = element else { return .gap("joined()") }
                texts.append(text)
            }
            let separator: String
            switch values.first {
            case .string(let text)?: separator = text
            case nil: separator = ""
            default: return .gap("joined(…)")
            }
            return .string(texts.joined(separator: separator))
        case ("reversed", 0): return .array(elements.reversed())
        default: return nil
        }
    }

    /// An array of `(key, value)` pairs, as a dictionary literal reads.
    private static func isDictionary(_ elements: [SwiftValue]) -> Bool {
        !elements.isEmpty && elements.allSatisfy { if case .tuple(let pair, _) = $0 { pair.count == 2 } else { false } }
    }

    private static func contains(_ value: SwiftValue, in elements: [SwiftValue]) -> SwiftValue {
        for element in elements {
            switch equal(element, value) {
            case true?: return .bool(true)
            case nil: return .gap("contains(…)")
            case false?: continue
            }
        }
        return .bool(false)
    }
}
