/// How Mustache reads a value: truth, text, and one step of a dotted name.
extension TemplateValue {
    /// Whether a section renders. The spec coerces with JavaScript's `!!value`, so besides `null`,
    /// `false` and the empty list, `0` and `""` are falsey too; objects, even empty, are truthy.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int(let value): value != 0
        case .double(let value): value != 0 && !value.isNaN
        case .string(let value): !value.isEmpty
        case .list(let items): !items.isEmpty
        case .object: true
        }
    }

    /// The value's text before escaping. Doubles print in the shortest form that reads back the
    /// same (`1.21`); whole doubles print without `.0`, like JSON and JavaScript. Lists join their
    /// items with commas, as JavaScript Mustache does; objects have no text.
    var text: String {
        switch self {
        case .null, .object: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.text(of: value)
        case .string(let value): value
        case .list(let items): items.map(\.text).joined(separator: ",")
        }
    }

    /// The value one step down a dotted name: an object's key, or a list's index (`items.0`).
    func member(_ key: String) -> TemplateValue? {
        switch self {
        case .object(let members):
            return members[key]
        case .list(let items):
            guard let index = Int(key), items.indices.contains(index) else { return nil }
            return items[index]
        default:
            return nil
        }
    }

    private static func text(of value: Double) -> String {
        // 2^53: beyond it not every whole double is exact, and `description` switches to exponents.
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return String(Int(value))
        }
        return value.description
    }
}
