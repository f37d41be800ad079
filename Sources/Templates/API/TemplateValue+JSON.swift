import Foundation

extension TemplateValue: Decodable {
    /// Decodes any JSON value. Integral numbers become `.int` (JSON has one number type, and
    /// `1.0` means the same as `1`); numbers with a fraction or out of `Int` range become `.double`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([TemplateValue].self) {
            self = .list(value)
        } else {
            self = .object(try container.decode([String: TemplateValue].self))
        }
    }

    /// Parses a JSON document (an object, list or single value).
    ///
    /// Throws the `DecodingError` of `JSONDecoder` when `json` is not valid JSON.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(TemplateValue.self, from: json)
    }
}
