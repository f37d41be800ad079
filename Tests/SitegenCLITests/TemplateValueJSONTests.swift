import Foundation
import Support
import Templates
import Testing
@testable import SitegenCLI

/// `sitegen render --data` reads JSON with Support's reader and converts it to template data.
@Suite struct TemplateValueJSONTests {
    @Test func integersStayApartFromFractions() throws {
        let json = #"{"a": 1, "b": 1.5, "c": true, "d": null, "e": "x", "f": [1, 2.25], "g": {}, "h": 1.0, "i": 1e300}"#
        let value = TemplateValue(try JSONValue(parsing: Data(json.utf8)))
        #expect(value == [
            "a": 1, "b": 1.5, "c": true, "d": nil, "e": "x", "f": [1, 2.25], "g": [:], "h": 1, "i": .double(1e300),
        ])
    }

    @Test func theFirstOfRepeatedKeysCounts() throws {
        #expect(TemplateValue(try JSONValue(parsing: Data(#"{"a": 1, "a": 2}"#.utf8))) == ["a": 1])
    }
}
