import Foundation
import Templates
import Testing

@Suite struct TemplateValueTests {
    @Test func literalsBuildEveryCase() {
        let value: TemplateValue = ["name": "Bumble", "count": 3, "ratio": 1.5, "draft": false, "tags": ["a", nil]]
        #expect(value == .object([
            "name": .string("Bumble"), "count": .int(3), "ratio": .double(1.5), "draft": .bool(false),
            "tags": .list([.string("a"), .null]),
        ]))
    }

    /// Sections follow JavaScript's `!!value`, which the spec names as its model.
    @Test(arguments: [
        (TemplateValue.null, false), (false, false), (true, true), (0, false), (7, true), (0.0, false),
        (0.5, true), ("", false), ("0", true), ([], false), ([nil], true), ([:], true),
    ] as [(TemplateValue, Bool)])
    func truthiness(_ value: TemplateValue, isTruthy: Bool) throws {
        let template = try Template("{{#v}}yes{{/v}}{{^v}}no{{/v}}", name: "t")
        #expect(try template.render(["v": value]) == (isTruthy ? "yes" : "no"))
    }

    @Test(arguments: [
        (TemplateValue.int(-42), "-42"), (1.21, "1.21"), (1.5, "1.5"), (2.0, "2"), (-0.0, "0"),
        (0.1, "0.1"), (1e21, "1e+21"), (true, "true"), (false, "false"), (nil, ""),
        (["a", 1, 2.5], "a,1,2.5"), (["k": "v"], ""),
    ] as [(TemplateValue, String)])
    func interpolatedText(_ value: TemplateValue, text: String) throws {
        #expect(try Template("{{{v}}}", name: "t").render(["v": value]) == text)
    }

    @Test func dottedNamesIndexLists() throws {
        let template = try Template("{{colors.1.name}}|{{colors.9.name}}", name: "t")
        #expect(try template.render(["colors": [["name": "a"], ["name": "b"]]]) == "b|")
    }
}
