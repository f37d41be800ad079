import Foundation
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
            let url = Fixtures.url("mustache-spec/\(module).json")
            let file = try JSONDecoder().decode(SpecFile.self, from: Data(contentsOf: url))
            var seen: [String: Int] = [:]
            return file.tests.map { test in
                seen[test.name, default: 0] += 1
                let count = seen[test.name]!
                return SpecCase(
                    module: module,
                    name: count == 1 ? test.name : "\(test.name) (\(count))",
                    template: test.template,
                    partials: test.partials ?? [:],
                    data: test.data,
                    expected: test.expected
                )
            }
        }
    }
}

private struct SpecFile: Decodable {
    struct Test: Decodable {
        let name: String
        let data: TemplateValue
        let template: String
        let partials: [String: String]?
        let expected: String
    }

    let tests: [Test]
}

/// The test target's copied `Fixtures` folder.
enum Fixtures {
    static func url(_ path: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(path)
    }
}
