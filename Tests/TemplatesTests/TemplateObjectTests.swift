import Testing
@testable import Templates

/// Objects keep pairs in a list, indexed past a size: both must read as a dictionary would.
@Suite struct TemplateObjectTests {
    /// Small objects search their pairs; objects past 32 keys also index them.
    static let sizes = [0, 1, 5, 32, 33, 100]

    static func object(_ size: Int) -> TemplateObject {
        var object = TemplateObject()
        for index in 0..<size { object["key\(index)"] = .int(index) }
        return object
    }

    @Test(arguments: sizes)
    func findsEveryKeyAndNoOther(size: Int) {
        let object = Self.object(size)
        #expect(object.count == size)
        for index in 0..<size { #expect(object["key\(index)"] == .int(index)) }
        #expect(object["key\(size)"] == nil)
        #expect(object["key"] == nil)
        #expect(object.keys == (0..<size).map { "key\($0)" })
    }

    @Test(arguments: sizes)
    func settingReplacesInPlaceAddsAtTheEndAndRemoves(size: Int) {
        var object = Self.object(size)
        object["new"] = "n"
        if size > 0 { object["key0"] = "zero" }
        #expect(object.count == size + 1)
        #expect(object.keys.last == "new")
        if size > 0 {
            #expect(object.keys.first == "key0")
            #expect(object["key0"] == "zero")
            object["key0"] = nil
            #expect(object["key0"] == nil)
            #expect(object.count == size)
            #expect(object["new"] == "n")
            if size > 1 { #expect(object["key\(size - 1)"] == .int(size - 1)) }
        }
    }

    /// A literal's repeated key: the last value counts, the key counts once, at its last place.
    @Test(arguments: [3, 40])
    func aRepeatedKeyKeepsItsLastValue(size: Int) throws {
        let pairs = [("a", TemplateValue.int(1))] + (0..<size).map { ("key\($0)", TemplateValue.int($0)) } + [("a", 3)]
        let object = TemplateObject(pairs: pairs)
        #expect(object["a"] == 3)
        #expect(object.count == size + 1)
        #expect(object.keys == (0..<size).map { "key\($0)" } + ["a"])
        #expect(object.map(\.1) == (0..<size).map { TemplateValue.int($0) } + [3])
        var expected = Self.object(size)
        expected["a"] = 3
        #expect(object == expected)
        #expect(try Template("{{a}}{{key0}}", name: "t").render(.object(object)) == "30")

        var replaced = object
        replaced["a"] = 4
        #expect(replaced["a"] == 4)
        #expect(replaced.count == size + 1)
        replaced["a"] = nil
        #expect(replaced["a"] == nil)
        #expect(replaced.count == size)

        let literal: TemplateObject = ["a": 1, "b": 2, "a": 3]
        #expect(literal == ["b": 2, "a": 3])
    }

    @Test func equalityIgnoresOrder() {
        let one: TemplateObject = ["a": 1, "b": [2, 3], "c": ["d": nil]]
        let other: TemplateObject = ["c": ["d": nil], "a": 1, "b": [2, 3]]
        #expect(one == other)
        #expect(one != ["a": 1, "b": [2, 3]])
        #expect(one != ["a": 1, "b": [2, 3], "c": ["d": false]])
        #expect(TemplateObject(["x": 1, "y": 2]) == ["y": 2, "x": 1])
        #expect(Self.object(40) == TemplateObject(Dictionary(uniqueKeysWithValues: (0..<40).map { ("key\($0)", TemplateValue.int($0)) })))
    }

    /// The renderer reads large and small objects alike, down dotted names and up the stack.
    @Test(arguments: sizes.filter { $0 > 0 })
    func templatesReadObjectsOfEverySize(size: Int) throws {
        let template = try Template("{{#inner}}{{key0}}|{{outer}}|{{inner.key0}}|{{missing}}{{/inner}}", name: "t")
        var root = Self.object(size)
        root["outer"] = "o"
        root["inner"] = .object(Self.object(size))
        #expect(try template.render(.object(root)) == "0|o|0|")
    }
}
