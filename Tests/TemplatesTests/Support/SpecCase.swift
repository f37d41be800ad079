import Foundation
import Support
import Templates
import Testing

/// One test of the Mustache spec, read from the vendored JSON in `Fixtures/mustache-spec`.
struct SpecCase: Sendable, CustomTestStringConvertible {
    /// The spec file without `.json`: `interpolation`, `~inheritance`, …
    let module: String
    let name: String
    let template: String
    let partials: [String: String]
    let data: TemplateValue
    let expected: String

    var testDescription: String { "\(module): \(name)" }

    /// The modules sitegen's engine implements: the core ones, inheritance and dynamic names.
    static let modules = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
        "~inheritance", "~dynamic-names",
    ]

    /// Every test of every module, in file order. Two tests that share a name in one module get
    /// a number, so every case reads differently in the test report.
    static func all() throws -> [SpecCase] {
        try modules.flatMap { module in
            let file = try JSONValue(parsing: Data(contentsOf: Fixtures.url("mustache-spec/\(module).json")))
            var seen: [String: Int] = [:]
            return try (file["tests"]?.arrayValue ?? []).map { test in
                guard let name = test["name"]?.stringValue, let template = test["template"]?.stringValue,
                      let expected = test["expected"]?.stringValue, let data = test["data"] else { throw SpecFileError(module: module) }
                seen[name, default: 0] += 1
                let count = seen[name]!
                return SpecCase(
                    module: module,
                    name: count == 1 ? name : "\(name) (\(count))",
                    template: template,
                    partials: test["partials"]?.members?.compactMapValues(\.stringValue) ?? [:],
                    data: TemplateValue(specData: data),
                    expected: expected
                )
            }
        }
    }
}

/// A spec test without the fields every test has.
private struct SpecFileError: Error {
    let module: String
}

extension TemplateValue {
    /// The spec's JSON data as template data. Templates reads no JSON itself; `sitegen render`
    /// converts the same way (`TemplateValue(_: JSONValue)` in SitegenCLI), tested there.
    init(specData json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = Int(exactly: value).map(TemplateValue.int) ?? .double(value)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .list(elements.map(TemplateValue.init(specData:)))
        case .object(let members):
            var object = TemplateObject()
            for (key, member) in members where object[key] == nil { object[key] = TemplateValue(specData: member) }
            self = .object(object)
        }
    }
}

/// The test target's copied `Fixtures` folder.
enum Fixtures {
    static func url(_ path: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(path)
    }
}
