import Support
import Templates

extension TemplateValue {
    /// Template data from JSON, read by Support's one JSON reader (Templates depends on
    /// nothing, so the conversion lives with whoever loads the data). Integral numbers become
    /// `.int` (JSON has one number type, and `1.0` means the same as `1`); numbers with a
    /// fraction or out of `Int` range become `.double`. Of repeated keys, the first counts.
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = Int(exactly: value).map(TemplateValue.int) ?? .double(value)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .list(elements.map(TemplateValue.init))
        case .object(let members):
            var object = TemplateObject()
            for (key, member) in members where object[key] == nil { object[key] = TemplateValue(member) }
            self = .object(object)
        }
    }
}
