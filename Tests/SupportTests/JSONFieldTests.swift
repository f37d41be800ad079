import Foundation
import Support
import Testing

/// A type written as a JSON object names each field once, and reads back what it wrote.
@Suite struct JSONFieldTests {
    private struct Sample: JSONRecord, Equatable {
        var name = ""
        var count = 0
        var ratio = 0.0
        var note: String?
        var tags: [String] = []
        var grid: [[Double]?] = []
        var flag = false
        /// Stored compactly, as a string, through a field's own functions.
        var code = 0

        static let fields: [JSONField<Sample>] = [
            JSONField("name", \.name), JSONField("count", \.count), JSONField("ratio", \.ratio),
            JSONField("note", \.note), JSONField("tags", \.tags), JSONField("grid", \.grid), JSONField("flag", \.flag),
            JSONField("code", \.code, read: { $0.stringValue.flatMap { Int($0, radix: 16) } }, write: { .string(String($0, radix: 16)) }),
        ]
    }

    private let sample: Sample = {
        var sample = Sample()
        sample.name = "Bumble"
        sample.count = 3
        sample.ratio = 0.25
        sample.tags = ["a", "b"]
        sample.grid = [[1, 0.5], nil]
        sample.flag = true
        sample.code = 255
        return sample
    }()

    @Test func writesInTableOrderAndReadsBack() throws {
        let text = sample.json.serialized(indent: 0)
        #expect(text == #"{"name":"Bumble","count":3,"ratio":0.25,"note":null,"tags":["a","b"],"grid":[[1,0.5],null],"flag":true,"code":"ff"}"#)
        let back = try #require(Sample(json: try JSONValue(parsing: Data(text.utf8))))
        #expect(back == sample)
    }

    @Test func membersInAnotherOrderStillRead() throws {
        let text = #"{"code":"ff","flag":true,"grid":[[1,0.5],null],"tags":["a","b"],"ratio":0.25,"count":3,"name":"Bumble","extra":1}"#
        #expect(Sample(json: try JSONValue(parsing: Data(text.utf8))) == sample)
    }

    @Test func dictionariesWriteSortedKeys() throws {
        let value: [String: Int] = ["b": 2, "a": 1]
        #expect(value.json.serialized(indent: 0) == #"{"a":1,"b":2}"#)
        #expect([String: Int](json: value.json) == value)
        #expect([String: Int](json: ["a", 1]) == nil)
    }

    @Test func aMissingOptionalReadsAsNil() throws {
        let text = #"{"name":"x","count":1,"ratio":1,"tags":[],"grid":[],"flag":false,"code":"0"}"#
        #expect(Sample(json: try JSONValue(parsing: Data(text.utf8)))?.note == nil)
    }

    @Test(arguments: [
        #"{"count":1,"ratio":1,"tags":[],"grid":[],"flag":false,"code":"0"}"#,
        #"{"name":"x","count":1.5,"ratio":1,"tags":[],"grid":[],"flag":false,"code":"0"}"#,
        #"{"name":"x","count":1e300,"ratio":1,"tags":[],"grid":[],"flag":false,"code":"0"}"#,
        #"{"name":"x","count":1,"ratio":1,"tags":["a",2],"grid":[],"flag":false,"code":"0"}"#,
        #"{"name":"x","count":1,"ratio":1,"tags":[],"grid":[],"flag":false,"code":"zz"}"#,
        #"["name"]"#,
    ])
    func refusesWhatItWouldNeverWrite(text: String) throws {
        #expect(Sample(json: try JSONValue(parsing: Data(text.utf8))) == nil)
    }
}
