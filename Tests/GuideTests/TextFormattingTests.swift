import Foundation
import Guide
import Testing

/// What a `Text` shows, worked out with Swift's and Foundation's (en-US) string and number
/// semantics, and the named gap (a placeholder) where the code does not determine it.
@Suite struct TextFormattingTests {
    /// The first `Text` a component of `body` draws, with `declarations` in its view.
    static func text(_ body: String, _ declarations: String = "") throws -> ViewNode {
        let guide = ViewTreeTests.componentGuide("struct Card: View {\n\(declarations)\n    var body: some View { \(body) }\n}")
        let view = try #require(guide.components.first?.views.first?.view)
        return try #require(ViewTreeTests.first("Text", in: view))
    }

    static let inputs = """
        let count: Int
        let amount: Double   // a representative 24
        let name: String
        let tags: [String]
        let isOn: Bool
        """

    @Test(arguments: [
        // String(format:)
        (#"Text(String(format: "%d items", 3))"#, "3 items"),
        (#"Text(String(format: "%i/%ld/%lu", 1, 12, 13))"#, "1/12/13"),
        (#"Text(String(format: "%.1f", 4.25))"#, "4.2"),
        (#"Text(String(format: "%f", 1.5))"#, "1.500000"),
        (#"Text(String(format: "%.0f%%", 99.6))"#, "100%"),
        (#"Text(String(format: "%02d:%02d", 5, 7))"#, "05:07"),
        (#"Text(String(format: "%5d|%-3d|", 42, 7))"#, "   42|7  |"),
        (#"Text(String(format: "%05.1f", 3.14159))"#, "003.1"),
        (#"Text(String(format: "%+d", 5))"#, "+5"),
        (#"Text(String(format: "%@ and %s", "a", "b"))"#, "a and b"),
        // .formatted()
        ("Text(12345.formatted())", "12,345"),
        ("Text(1234.5.formatted())", "1,234.5"),
        ("Text(3.14159265.formatted())", "3.141593"),
        ("Text((-1234567).formatted())", "-1,234,567"),
        ("Text(2.5.formatted(.number.precision(.fractionLength(0))))", "2"),
        ("Text(1.015.formatted(.number.precision(.fractionLength(2))))", "1.02"),
        ("Text(24.formatted(.number.precision(.fractionLength(2))))", "24.00"),
        ("Text(24.5.formatted(.number.precision(.fractionLength(0...4))))", "24.5"),
        ("Text(0.256.formatted(.percent))", "25.6%"),
        ("Text(25.formatted(.percent))", "25%"),
        (#"Text(12.formatted(.currency(code: "USD")))"#, "$12.00"),
        (#"Text((-1234.5).formatted(.currency(code: "USD")))"#, "-$1,234.50"),
        (#"Text(12.5.formatted(.currency(code: "EUR")))"#, "€12.50"),
        (#"Text(1200.formatted(.currency(code: "JPY")))"#, "¥1,200"),
        // Text(value, format:)
        (#"Text(amount, format: .number)"#, "24"),
        (#"Text(amount, format: .currency(code: "USD"))"#, "$24.00"),
        (#"Text(count, format: .number)"#, "3"),
        // interpolation as Swift prints it
        (#"Text("\(count) items")"#, "3 items"),
        (#"Text("\(amount)")"#, "24.0"),
        (#"Text("\(3.0) \(count + 1) \(amount * 2)")"#, "3.0 4 48.0"),
        (#"Text("\(isOn) \(min(count, 99))")"#, "false 3"),
        // the interpreter's number functions: `fabs` and `pow` take and give `Double`s
        (#"Text("\(round(2.6)) \(fabs(-3)) \(max(2, 7)) \(pow(2, 10))")"#, "3.0 3.0 7 1024.0"),
        (#"Text("\(amount, specifier: "%.1f")")"#, "24.0"),
        (#"Text("$\(amount, specifier: "%.2f")")"#, "$24.00"),
        (#"Text("\(amount, format: .currency(code: "USD")) total")"#, "$24.00 total"),
        (#"Text("\(count.formatted()) reviews")"#, "3 reviews"),
        // strings
        ("Text(String(count))", "3"),
        ("Text(String(amount))", "24.0"),
        (#"Text("\(count)" + " left")"#, "3 left"),
        ("Text(name.uppercased())", "NAME"),
        (#"Text("Hello World".lowercased())"#, "hello world"),
        (#"Text("hello world".capitalized)"#, "Hello World"),
        (#"Text("\(name.count) \(tags.count)")"#, "4 3"),
        (#"Text("\(tags.isEmpty) \("".isEmpty)")"#, "false true"),
        (#"Text(["a", "b", "c"].joined(separator: ", "))"#, "a, b, c"),
        (#"Text(String(name.prefix(1)))"#, "N"),
        // the rest of String's methods are the interpreter's library
        (#"Text(String(format: "%.1fK", 1.0).replacingOccurrences(of: ".0", with: ""))"#, "1K"),
        (##"Text(String("#FF5500".dropFirst()))"##, "FF5500"),
        (#"Text("\("Sunday".hasPrefix("Sun"))")"#, "true"),
        (#"Text(isOn ? "On" : "Off")"#, "Off"),
    ])
    func aTextReadsAsSwiftPrintsIt(_ body: String, _ expected: String) throws {
        let text = try Self.text(body, Self.inputs)
        #expect(text.placeholderText == nil, "\(text.properties)")
        #expect(text.property("text") == .string(expected))
    }

    @Test(arguments: [
        ("Text(title)", "title", "Title"),
        ("Text(model.userName)", "model.userName", "User Name"),
        ("Text(reviews.formatted())", "reviews.formatted()", "Reviews"),
        (#"Text(String(format: "%.1f", value))"#, #"String(format: "%.1f", value)"#, "Value"),
        (#"Text(String(format: "%q", 3))"#, #"String(format: "%q", 3)"#, "3"),
        (#"Text("You and \(theirName) matched")"#, #""You and \(theirName) matched""#, "You and Their Name matched"),
        ("Text(date, style: .relative)", "Text(date, style: .relative)", "Date"),
        ("Text(total, format: .number.notation(.compactName))", "Text(total, format: .number.notation(.compactName))", "Total"),
        ("Text(handle.uppercased())", "handle.uppercased()", "Handle"),
    ])
    func aTextTheCodeDoesNotDetermineIsANamedPlaceholder(_ body: String, construct: String, standIn: String) throws {
        let guide = ViewTreeTests.componentGuide("struct Card: View {\n    var body: some View { \(body) }\n}")
        let component = try #require(guide.components.first)
        let view = try #require(component.views.first).view
        let text = try #require(ViewTreeTests.first("Text", in: view))
        let placeholder = try #require(text.placeholderText)
        #expect(placeholder.standIn == standIn)
        #expect(placeholder.construct == construct)
        #expect(text.property("text") == nil, "the stand-in is not passed off as the text")
        #expect(component.unsupported.map(\.construct) == [construct])
        #expect(component.unsupported.first?.location.line == text.location.line)
    }

    @Test func thePlaceholderIsInTheViewsDump() throws {
        let guide = ViewTreeTests.componentGuide("struct Card: View {\n    var body: some View { Text(reviews.formatted()) }\n}")
        let json = guide.viewsDumpValue.serialized().replacingOccurrences(of: " ", with: "")
        #expect(json.contains(#""placeholder":"Reviews""#))
        #expect(json.contains(#""construct":"reviews.formatted()""#))
    }

    @Test func aTupleDestructuredInForEachGivesItsParts() throws {
        let guide = ViewTreeTests.componentGuide("""
            struct Row: View {
                var body: some View {
                    ForEach([("message", "Message"), ("phone", "Call")], id: \\.1) { icon, label in Text(label) }
                    ForEach([("a", "Pair")], id: \\.0) { pair in Text(pair.1) }
                }
            }
            """)
        let view = try #require(guide.components.first?.views.first?.view)
        #expect(view.allNodes.filter { $0.kind == .text }.map { $0.property("text") } == [.string("Message"), .string("Call"), .string("Pair")])
    }
}
