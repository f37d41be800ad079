/// The data a template renders: JSON's shapes, typed, with literals for every case.
///
/// ```swift
/// let page: TemplateValue = ["title": "Bumble", "colors": [["name": "bumbleYellow"]], "draft": false]
/// ```
///
/// Values are copy-on-write, so pushing one onto the renderer's context stack copies a reference,
/// never the list or object behind it. Not `indirect`: lists and objects hold their values in
/// their own storage already, and boxing every case cost a heap allocation per string, number
/// and flag of every page.
public enum TemplateValue: Sendable, Equatable {
    /// Nothing: renders as the empty string and is falsey.
    case null
    /// `true` renders its section once; `false` hides it.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A number with a fraction; a whole double prints like an int, as JSON readers expect.
    case double(Double)
    /// Text; escaped for HTML by `{{name}}`, raw through `{{{name}}}` or `{{&name}}`.
    case string(String)
    /// A list; a section over it renders once per item.
    case list([TemplateValue])
    /// Named values; a section over it pushes it onto the context stack.
    case object(TemplateObject)
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// Creates `.null` from `nil`.
    public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// Creates `.bool` from `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// Creates `.int` from an integer literal.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// Creates `.double` from a decimal literal.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// Creates `.string` from a string literal.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// Creates `.list` from an array literal.
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Creates `.object` from a dictionary literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        // The literal's own array becomes the object's storage (`TemplateObject`): pages build
        // thousands of these, and a hash table cost an allocation and a hash of every key.
        self = .object(TemplateObject(pairs: elements))
    }
}
