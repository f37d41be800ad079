import Foundation
import Support
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
            let file = try JSONValue(parsing: Data(contentsOf: url))
            return try (file["tests"]?.arrayValue ?? []).enumerated().map { index, test in
                guard let name = test["name"]?.stringValue, let template = test["template"]?.stringValue,
                      let expected = test["expected"]?.stringValue, let data = test["data"] else { throw SpecFileError(module: module, index: index) }
                return MustacheSpecCase(
                    module: module,
                    name: "\(index + 1). \(name)",
                    template: template,
                    partials: test["partials"]?.members?.compactMapValues(\.stringValue) ?? [:],
                    dataJSON: Data(data.serialized().utf8),
                    expected: expected
                )
            }
        }
    }
}

/// A spec test without the fields every test has.
struct SpecFileError: Error {
    let module: String
    let index: Int
}
