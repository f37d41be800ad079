import Foundation
import Testing

/// One Mustache spec test, read from the single vendored copy of the spec, which lives with the
/// Templates tests (found through this file's path, so the spec is not copied twice).
struct MustacheSpecCase: Sendable, CustomTestStringConvertible {
    let module: String
    let name: String
    let template: String
    let partials: [String: String]
    /// The test's data, re-encoded as a JSON document for `--data`.
    let dataJSON: Data
    let expected: String

    var testDescription: String { "\(module): \(name)" }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TemplatesTests/Fixtures/mustache-spec")

    static let modules = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
        "~inheritance", "~dynamic-names",
    ]

    static func all() throws -> [MustacheSpecCase] {
        try modules.flatMap { module in
            let url = folder.appendingPathComponent("\(module).json")
            let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
            return try file.tests.enumerated().map { index, test in
                MustacheSpecCase(
                    module: module,
                    name: "\(index + 1). \(test.name)",
                    template: test.template,
                    partials: test.partials ?? [:],
                    dataJSON: try JSONEncoder().encode(test.data),
                    expected: test.expected
                )
            }
        }
    }

    private struct File: Decodable {
        struct Test: Decodable {
            let name: String
            let data: JSONValue
            let template: String
            let partials: [String: String]?
            let expected: String
        }

        let tests: [Test]
    }
}

/// Any JSON value, decoded and encoded back without losing ints, decimals or booleans.
enum JSONValue: Codable, Sendable {
    case null, bool(Bool), int(Int), double(Double), string(String), list([JSONValue]), object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .list(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .list(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
