import Diagnostics
import Foundation
import Guide
import Markdown
import Testing

/// View trees of two guides written for the purpose (unlike the collection's), checked
/// against what their code says; helpers run through the evaluator; hostile components.
@Suite struct ViewTreeTests {
    static func fixture(_ path: String) throws -> Guide {
        let url = Repository.root.appendingPathComponent("Tests/GuideTests/Fixtures/\(path)/DESIGN-swiftui.md")
        let relative = "\(path)/DESIGN-swiftui.md"
        return Guide(document: MarkdownDocument(parsing: try Data(contentsOf: url), source: relative), path: relative)
    }

    static func component(_ guide: Guide, _ name: String) throws -> Component {
        try #require(guide.components.first { $0.name == name })
    }

    /// The first node of `kind` in depth-first order.
    static func first(_ kind: String, in node: ViewNode) -> ViewNode? { node.allNodes.first { $0.kind.rawValue == kind } }

    static func color(_ value: ViewValue?) -> ViewColor? {
        if case .color(let color)? = value { return color }
        return nil
    }

    static func font(_ value: ViewValue?) -> ViewFont? {
        if case .font(let font)? = value { return font }
        return nil
    }

    @Test func bothFixturesHaveNoReaderErrorsAndDrawEveryComponent() throws {
        for path in ["garden/verdant", "books/folio"] {
            let guide = try Self.fixture(path)
            #expect(!guide.diagnostics.containsErrors, "\(guide.diagnostics)")
            #expect(guide.components.allSatisfy { !$0.views.isEmpty })
            // "Minimum iOS target: 17" and "iOS target: 17+".
            #expect(guide.minimumIOS == "17")
        }
    }

    // MARK: - Verdant

    @Test func aSwitchingFontHelperReadsAsTheFaceItPicks() throws {
        let guide = try Self.fixture("garden/verdant")
        let title = try #require(guide.font(named: "verdantTitle"))
        #expect(title.face == "Sprout-ExtraBold")
        #expect(title.size == 28)
        #expect(title.weight == .heavy)
        let body = try #require(guide.font(named: "verdantBody"))
        #expect(body.face == "Sprout-Regular")
        #expect(body.weight == .regular)
        #expect(guide.font(named: "verdantLabel")?.face == "Sprout-Bold")
    }

    @Test func aTranslucentColorBehindAShapeKeepsItsOpacity() throws {
        // `.background(.black.opacity(0.5), in: Capsule())`: a scrim, not a black bar.
        let markdown = """
        # Test (iOS) — SwiftUI Implementation Guide

        ## 3. Signature Components

        ### Live Chip

        ```swift
        struct LiveChip: View {
            var body: some View {
                Text("Live").padding(8).background(.black.opacity(0.5), in: Capsule())
            }
        }
        ```
        """
        let chip = try #require(guide(markdown).components.first?.views.first?.view)
        let capsule = try #require(chip.allNodes.flatMap { $0.modifiers }.first { $0.kind == .background }?.layers.first)
        #expect(capsule.kind == .capsule)
        #expect(Self.color(capsule.property("fill"))?.light?.alpha == 0.5)
    }

    @Test func aSectionDrawsEachViewNoneOfTheOthersUses() throws {
        // The row uses the chip, so the chip is drawn inside it; the badge stands apart.
        let markdown = """
        # Test (iOS) — SwiftUI Implementation Guide

        ## 3. Signature Components

        ### Chips

        ```swift
        struct Chip: View {
            let title: String
            var body: some View { Text(title).padding(8) }
        }
        struct ChipRow: View {
            var body: some View { HStack { Chip(title: "A"); Chip(title: "B") } }
        }
        struct CountBadge: View {
            let isNew: Bool
            var body: some View { Text(isNew ? "New" : "3") }
        }
        ```
        """
        let chips = try #require(guide(markdown).components.first)
        #expect(chips.views.map(\.label) == ["ChipRow", "CountBadge (isNew = false)", "CountBadge (isNew = true)"])
        #expect(chips.views.map(\.root) == ["ChipRow", "CountBadge", "CountBadge"])
        #expect(chips.views.map(\.inputs) == ["default", "isNew = false", "isNew = true"])
        #expect(chips.unsupported.isEmpty)
    }

    @Test func anEnumInputGivesOneStatePerCase() throws {
        let chip = try Self.component(try Self.fixture("garden/verdant"), "Watering Chip")
        #expect(chip.views.map(\.label) == ["level = .dry", "level = .moist", "level = .soaked"])
        #expect(chip.unsupported.isEmpty)
        let dry = chip.views[0].view
        let stack = try #require(Self.first("HStack", in: dry))
        #expect(stack.property("spacing") == .number(6))
        #expect(stack.modifiers.map(\.kind) == [.foregroundStyle, .padding, .padding, .background])
        #expect(stack.modifiers[1].properties == [ViewProperty("leading", .number(10)), ViewProperty("trailing", .number(10))])
        let text = try #require(Self.first("Text", in: dry))
        #expect(text.property("text") == .string("Dry"))
        #expect(Self.font(text.property("font"))?.face == "Sprout-Bold")
        #expect(Self.font(text.property("font"))?.size == 13)
        // The color is inherited from the stack's foregroundStyle, kept as the token.
        #expect(Self.color(text.property("color"))?.token == "verdantSun")
        let capsule = try #require(stack.modifier(.background)?.layers.first)
        #expect(capsule.kind == .capsule)
        let fill = Self.color(capsule.modifier(.fill)?.property("style"))
        #expect(fill?.token == "verdantSun")
        #expect(fill?.opacity == 0.15)
        #expect(Self.color(Self.first("Text", in: chip.views[2].view)?.property("color"))?.token == "verdantSoil")
        #expect(Self.first("Image", in: dry)?.property("systemName") == .string("drop.fill"))
        #expect(Self.font(Self.first("Image", in: dry)?.property("font"))?.weight == .bold)
    }

    @Test func aViewModifierThroughAViewExtensionAndATopLevelColor() throws {
        let card = try Self.component(try Self.fixture("garden/verdant"), "Plant Card")
        #expect(card.views.map(\.label) == ["needsWater = false", "needsWater = true"])
        let dry = card.views[0].view
        let stack = try #require(Self.first("VStack", in: dry))
        #expect(stack.property("alignment") == .keyword("leading"))
        #expect(stack.children.map(\.kind) == [.text])
        #expect(stack.modifier(.padding)?.properties.map(\.value) == Array(repeating: .number(16), count: 4))
        let surface = try #require(stack.modifier(.background)?.layers.first)
        #expect(surface.kind == .roundedRectangle)
        #expect(surface.property("cornerRadius") == .number(24))
        #expect(Self.color(surface.property("fill"))?.token == "verdantMist")
        let title = try #require(stack.children.first)
        #expect(title.property("text") == .string("Name"))
        #expect(Self.font(title.property("font"))?.weight == .heavy)
        let wet = try #require(Self.first("VStack", in: card.views[1].view))
        #expect(wet.children.map(\.kind) == [.text, .label])
        let alert = Self.color(wet.children[1].property("color"))
        #expect(alert?.light?.hex == "#D93D33")
        #expect(alert?.token == nil)
    }

    @Test func aButtonIsDrawnThroughTheGuidesButtonStyle() throws {
        let repot = try Self.component(try Self.fixture("garden/verdant"), "Repot Button")
        #expect(repot.views.map(\.label) == ["default"])
        #expect(repot.unsupported.isEmpty)
        let button = try #require(Self.first("Button", in: repot.views[0].view))
        #expect(button.property("style") == .string("SproutButtonStyle"))
        let label = try #require(button.children.first)
        #expect(label.kind == .text)
        #expect(label.property("text") == .string("Repot now"))
        #expect(Self.color(label.property("color"))?.light == .white)
        #expect(label.modifiers.map(\.kind) == [.font, .foregroundStyle, .padding, .frame, .background, .overlay, .scaleEffect])
        #expect(Self.color(label.modifier(.background)?.layers.first?.modifier(.fill)?.property("style"))?.token == "verdantLeaf")
        #expect(label.modifier(.scaleEffect)?.property("value") == .number(1))
        #expect(label.location.line == 151)
    }

    @Test func forEachOverARangeAndACustomShape() throws {
        let rings = try Self.component(try Self.fixture("garden/verdant"), "Growth Rings")
        let stack = try #require(Self.first("ZStack", in: rings.views[0].view))
        #expect(stack.children.map(\.kind) == [.circle, .circle, .circle, .shape])
        #expect(stack.children.prefix(3).map { $0.modifier(.frame)?.property("width") } == [.number(40), .number(64), .number(88)])
        #expect(stack.children.prefix(3).map { Self.color($0.modifier(.stroke)?.property("style"))?.opacity } == [1, 0.75, 0.5])
        let leaf = stack.children[3]
        #expect(leaf.property("shape") == .string("Leaf"))
        guard case .gradient(let gradient)? = leaf.modifier(.fill)?.property("style") else {
            Issue.record("the leaf is not filled with a gradient")
            return
        }
        #expect(gradient.stops.map(\.color.token) == ["verdantLeaf", "verdantSun"])
        #expect(gradient.stops.map(\.location) == [0, 1])
    }

    // MARK: - Folio

    @Test func anExplicitInitAndTheCallersArguments() throws {
        let row = try Self.component(try Self.fixture("books/folio"), "Book Row")
        let root = row.views[0].view
        #expect(root.property("name") == .string("LibraryShelf"))
        let texts = root.allNodes.filter { $0.kind == .text }.compactMap { if case .string(let text)? = $0.property("text") { text } else { nil } }
        #expect(texts.contains("Middlemarch"))
        #expect(texts.contains("by George Eliot"))
        // `min(max(progress, 0), 1)` in the init clamps the caller's 1.4.
        #expect(Self.first("ProgressView", in: root)?.property("value") == .number(1))
        #expect(texts.contains("100% read"))
        let cover = try #require(Self.first("AsyncImage", in: root))
        // While it loads, its `placeholder:` closure: `Color.folioMuted.opacity(0.3)`.
        #expect(cover.property("phase") == .keyword("empty"))
        #expect(cover.children.first?.kind == .color)
        #expect(cover.modifier(.frame)?.properties == [ViewProperty("width", .number(56)), ViewProperty("height", .number(84))])
        #expect(cover.modifier(.clipShape)?.layers.first?.property("bottomTrailingRadius") == .number(8))
        let title = try #require(root.allNodes.first { $0.property("text") == .string("Middlemarch") })
        #expect(Self.font(title.property("font"))?.family == "Literata")
        #expect(Self.font(title.property("font"))?.weight == .semibold)
    }

    @Test func aSwitchOnABindingAndTheColorSchemeEnvironment() throws {
        let settings = try Self.component(try Self.fixture("books/folio"), "Reading Settings")
        #expect(settings.views.map(\.label) == ["theme = .paper", "theme = .night"])
        let paper = try #require(Self.first("VStack", in: settings.views[0].view))
        #expect(paper.children.map(\.kind) == [.text, .toggle, .textField, .divider])
        #expect(paper.children[0].property("text") == .string("Paper"))
        #expect(paper.children[1].property("isOn") == .bool(true))
        #expect(paper.children[2].property("placeholder") == .string("Add a note"))
        // `scheme == .dark ? … : …` reads the light appearance; token names keep the dark one.
        #expect(Self.color(paper.children[2].modifier(.background)?.layers.first?.property("fill"))?.token == "folioPaper")
        let page = Self.color(paper.modifier(.background)?.layers.first?.property("fill"))
        #expect(page?.token == "folioPage")
        #expect(page?.light == .white)
        #expect(page?.dark?.hex == "#1C1C1F")
        let night = try #require(Self.first("VStack", in: settings.views[1].view))
        #expect(night.children[0].property("text") == .string("Night"))
        #expect(Self.color(night.modifier(.background)?.layers.first?.property("fill"))?.token == "folioInk")
    }

    @Test func topLevelCodeIsTheViewTheSnippetBuilds() throws {
        let opener = try Self.component(try Self.fixture("books/folio"), "Chapter Opener")
        let root = opener.views[0].view
        #expect(root.kind == .vStack)
        #expect(root.children.map(\.kind) == [.label, .text])
        #expect(Self.color(root.children[0].property("color"))?.system == "secondary")
        #expect(Self.font(root.children[0].property("font"))?.design == "rounded")
        guard case .gradient(let gradient)? = root.modifier(.background)?.layers.first?.property("gradient") else {
            Issue.record("no gradient background")
            return
        }
        #expect(gradient.stops.map(\.color.token) == ["folioPaper", "folioAccent"])
        #expect(gradient.stops[1].color.light?.alpha == 0.2)
    }

    @Test func whatIsNotUnderstoodIsAnExplicitNodeWithItsPlace() throws {
        let turn = try Self.component(try Self.fixture("books/folio"), "Page Turn")
        #expect(turn.unsupported.map(\.construct) == ["TimelineView"])
        #expect(turn.unsupported.first?.location == SourceLocation(file: "books/folio/DESIGN-swiftui.md", line: 144, column: 9))
        // The frame around it is still read.
        #expect(Self.first("unsupported", in: turn.views[0].view)?.modifier(.frame)?.property("height") == .number(120))
    }

    /// The arithmetic guides use to shape waveforms and pulses reduces to numbers; a random
    /// value reads as the middle of its range, so the drawing is representative and stable.
    @Test(arguments: [
        ("14 * 0.4 + 0.6 * abs(sin(0))", 5.6),
        ("max(4, CGFloat.random(in: 0.2 ... 1.0) * 20)", 12),
        ("CGFloat.random(in: 4 ... 10)", 7),
        ("min(10, 3, 8)", 3),
        ("20 * cos(Double.pi)", -20),
        ("10 * 1.5.truncatingRemainder(dividingBy: 1)", 5),
        ("sqrt(-1)", nil),
    ] as [(String, Double?)])
    func numericHelpersReduceToNumbers(_ written: String, _ expected: Double?) throws {
        let guide = Self.componentGuide("struct A: View {\n    var body: some View { Capsule().frame(height: \(written)) }\n}")
        let component = try #require(guide.components.first)
        let frame = try #require(Self.first("Capsule", in: component.views[0].view)?.modifier(.frame))
        if let expected {
            guard case .number(let height)? = frame.property("height") else { Issue.record("no height for \(written)"); return }
            #expect(abs(height - expected) < 1e-9)
        } else {
            #expect(frame.property("height").map { if case .number = $0 { true } else { false } } != true)
        }
    }

    /// Counts formatted as apps do: a `switch` over ranges picks its case, `String(format:)`
    /// prints as Foundation would, an age reads as an adult's.
    @Test(arguments: [
        ("count: 3", "3"), ("count: 12_500", "12.5K"), ("count: 4_200_000", "4.2M"), ("count: 1_000", "1.0K"),
    ])
    func rangeCasesAndStringFormatReadLikeTheApp(_ call: String, _ text: String) throws {
        let guide = Self.componentGuide("""
        struct Counter: View {
            var body: some View { Text(Count.format(\(call.replacingOccurrences(of: "count: ", with: "")))) }
        }
        enum Count {
            static func format(_ n: Int) -> String {
                switch n {
                case ..<1_000: return "\\(n)"
                case 1_000..<1_000_000: return String(format: "%.1fK", Double(n) / 1_000)
                default: return String(format: "%.1f%@", Double(n) / 1_000_000, "M")
                }
            }
        }
        """)
        let component = try #require(guide.components.first)
        #expect(Self.first("Text", in: try #require(component.views.first).view)?.property("text") == .string(text))
    }

    /// A call inside an interpolation reads as the same call in `Text(…)` does, never as its
    /// source humanized (issue 31: "(reviews.formatted())" was drawn as text).
    @Test func aCallInAnInterpolationReadsAsItsValue() throws {
        let guide = Self.componentGuide("struct Card: View {\n    let reviews: Int\n    let rating: Double\n    var body: some View { Text(\"\\(reviews.formatted()) reviews, \\(String(format: \"%.1f\", 4.25))\") }\n}")
        let component = try #require(guide.components.first)
        #expect(Self.first("Text", in: try #require(component.views.first).view)?.property("text") == .string("3 reviews, 4.2"))
    }

    @Test func anAgeNobodyPassesReadsAsAnAdults() throws {
        let guide = Self.componentGuide("struct Card: View {\n    let name: String\n    let age: Int\n    let unreadCount: Int\n    var body: some View { Text(\"\\(name), \\(age) \\(unreadCount)\") }\n}")
        let component = try #require(guide.components.first)
        #expect(Self.first("Text", in: try #require(component.views.first).view)?.property("text") == .string("Name, 27 3"))
    }

    /// A view's font through the guide's own font function runs in the interpreter, as the
    /// font tokens do (issue 31: `.font(Font(UIFont.daxTitle1()))` was left undrawn).
    @Test func aFontThroughTheGuidesFunctionIsDrawn() throws {
        let guide = Self.componentGuide("extension UIFont {\n    static func brandTitle() -> UIFont { UIFont.systemFont(ofSize: 28, weight: .bold) }\n}\nstruct Card: View {\n    var body: some View { Text(\"a\").font(Font(UIFont.brandTitle())) }\n}")
        let component = try #require(guide.components.first)
        let font = Self.font(Self.first("Text", in: try #require(component.views.first).view)?.property("font"))
        #expect(font?.size == 28)
        #expect(font?.weight == .bold)
        #expect(component.views.first?.view.allNodes.contains { $0.kind == .unsupported } == false)
    }

    // MARK: - Hostile components

    static func componentGuide(_ code: String) -> Guide {
        guide("# H (iOS) — SwiftUI Implementation Guide\n\n## Components\n\n### Hostile\n\n```swift\n\(code)\n```\n")
    }

    struct Hostile: Sendable, CustomTestStringConvertible {
        let name: String
        let code: String
        let message: String
        let line: Int
        var testDescription: String { name }
    }

    static let hostile: [Hostile] = [
        Hostile(name: "an unclosed brace", code: "struct A: View {\n    var body: some View { Text(\"a\") }", message: "'{' is never closed", line: 8),
        Hostile(name: "1e308 * 10", code: "struct A: View {\n    var body: some View { Text(\"a\").padding(1e308 * 10) }\n}", message: "'1e308 * 10' is out of range", line: 9),
        Hostile(name: "Int.max + 1", code: "struct A: View {\n    var body: some View { Text(\"a\").frame(width: Int.max + 1) }\n}", message: "'Int.max + 1' overflows Int", line: 9),
        Hostile(name: "9223372036854775808", code: "struct A: View {\n    var body: some View { Text(\"a\").padding(9223372036854775808) }\n}", message: "integer literal '9223372036854775808' overflows Int", line: 9),
        Hostile(name: "Color(red: 1e308)", code: "struct A: View {\n    var body: some View { Color(red: 1e308, green: 0, blue: 0) }\n}", message: "", line: 9),
        Hostile(name: "a view that contains itself", code: "struct Tree: View {\n    var body: some View { VStack { Tree() } }\n}", message: "view 'Tree' contains itself; it is drawn three levels deep", line: 9),
        Hostile(name: "10,000 nested parentheses", code: "struct A: View {\n    var body: some View { Text(\"a\").padding(" + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + ") }\n}", message: "nested deeper than 256 levels", line: 9),
        Hostile(name: "8,000 nested extension blocks", code: String(repeating: "extension A {\n", count: 8_000) + String(repeating: "}\n", count: 8_000), message: "nested deeper than 256 levels", line: 264),
        Hostile(name: "5,000 nested stacks", code: "struct A: View {\n    var body: some View {\n" + String(repeating: "VStack {\n", count: 5_000) + "Text(\"a\")\n" + String(repeating: "}\n", count: 5_000) + "    }\n}", message: "nested deeper than", line: 0),
    ]

    @Test(arguments: hostile)
    func hostileCodeIsADiagnosticNeverACrash(_ input: Hostile) throws {
        let read = Self.componentGuide(input.code)
        let drawn = try #require(read.components.first)
        #expect(!drawn.views.isEmpty)
        if input.message.isEmpty { return }
        let diagnostic = try #require(read.diagnostics.first { $0.message.hasPrefix(input.message) }, "\(read.diagnostics.prefix(3))")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location.file == "test/brand/DESIGN-swiftui.md")
        if input.line > 0 { #expect(diagnostic.location.line == input.line) }
        #expect(diagnostic.location.column > 0)
    }
}

/// What each text is drawn on, for the contrast rule: the one reading, `ViewNode.placedTexts`.
@Suite struct TextPlacementTests {
    /// The colors beneath a text, nearest first, opacity groups flattened.
    static func backgrounds(_ text: PlacedText) -> [ViewColor?] {
        func colors(_ layers: [TextLayer]) -> [ViewColor?] {
            layers.flatMap { layer -> [ViewColor?] in
                switch layer {
                case .text: []
                case .color(let color): [color]
                case .group(_, let inner): colors(inner)
                }
            }
        }
        return colors(text.stack)
    }

    @Test func textsKnowTheFillsBeneathThem() throws {
        let guide = try ViewTreeTests.fixture("garden/verdant")
        let chip = try #require(try ViewTreeTests.component(guide, "Watering Chip").views.first?.view.placedTexts.first)
        #expect(chip.foreground?.token == "verdantSun")
        #expect(Self.backgrounds(chip).map { $0?.token } == ["verdantSun"])
        #expect(Self.backgrounds(chip).first??.opacity == 0.15)
        let button = try #require(try ViewTreeTests.component(guide, "Repot Button").views.first?.view.placedTexts.first)
        #expect(button.foreground?.light == RGBAColor.white)
        #expect(Self.backgrounds(button).map { $0?.token } == ["verdantLeaf"])
        let card = try #require(try ViewTreeTests.component(guide, "Plant Card").views.first?.view.placedTexts.first)
        #expect(card.foreground?.token == "verdantInk")
        #expect(Self.backgrounds(card).map { $0?.token }.first == "verdantMist")
        let settings = try #require(try ViewTreeTests.component(try ViewTreeTests.fixture("books/folio"), "Reading Settings").views.last?.view.placedTexts.first)
        #expect(settings.foreground?.token == "folioPaper")
        #expect(Self.backgrounds(settings).map { $0?.token }.first == "folioInk")
    }

    @Test func aZStackLayerBelowIsABackground() throws {
        let bumble = try Repository.sample("dating/bumble")
        let match = try #require(bumble.components.first { $0.name.hasPrefix("Match Celebration") })
        let placements = try #require(match.views.first?.view.placedTexts)
        let headline = try #require(placements.first { $0.node.property("text") == .string("It's a Match!") })
        #expect(headline.foreground?.token == "bumbleBlack")
        #expect(Self.backgrounds(headline).first??.token == "bumbleYellow")
    }
}
