import Guide
import Testing

/// Each text a view tree draws, with what is beneath it (`ViewNode.placedTexts`).
@Suite struct PlacedTextTests {
    /// The texts of the one component whose code is `component`, in its first state.
    static func texts(_ component: String) -> [PlacedText] {
        let markdown = """
            # Test (iOS) — SwiftUI Implementation Guide

            ## 1. Color Tokens

            ```swift
            extension Color {
                static let ink = Color(red: 0, green: 0, blue: 0) // #000000
                static let card = Color(red: 1, green: 1, blue: 1) // #FFFFFF
                static let mode = Color(light: .white, dark: .black)
            }
            ```

            ## 3. Signature Components

            ### Card

            ```swift
            \(component)
            ```
            """
        return guide(markdown).components.first?.views.first?.view.placedTexts ?? []
    }

    @Test(arguments: [
        // Its own background; the stack's background farther down is hidden by it.
        ("VStack { Text(\"A\").foregroundStyle(Color.card).background(Color.ink) }.background(Color.card)", "#FFFFFF", "#000000"),
        // A ZStack layer, seen through a translucent background.
        ("ZStack { Color.ink\n Text(\"A\").foregroundStyle(Color.card).background(Color.card.opacity(0.5)) }", "#FFFFFF", "#808080"),
        // The foreground inherited from around the text; the shape it overlays.
        ("Circle().fill(Color.ink).overlay(Text(\"A\")).foregroundStyle(Color.card)", "#FFFFFF", "#000000"),
        // A view at half opacity over white: text and background fade together.
        ("ZStack { Color.card\n Text(\"A\").foregroundStyle(Color.card).background(Color.ink).opacity(0.5) }", "#FFFFFF", "#808080"),
    ])
    func colorsAsSeen(_ component: String, _ foreground: String, _ background: String) throws {
        let texts = Self.texts(component)
        let seen = try #require(texts.first?.seenColors())
        #expect(texts.count == 1)
        #expect(seen.foreground.hex == foreground)
        #expect(seen.background.hex == background)
    }

    @Test(arguments: [
        "Color.card.safeAreaInset(edge: .bottom) { Text(\"A\").foregroundStyle(Color.card) }.background(Color.ink)",
        "Color.card.toolbar { Text(\"A\").foregroundStyle(Color.card) }.background(Color.ink)",
    ])
    func anInsetOrToolbarIsBesideTheViewNotOverIt(_ component: String) throws {
        // Beneath the inset's text is the background around the whole (ink), never the view
        // it is beside (card).
        let seen = try #require(Self.texts(component).first?.seenColors())
        #expect(seen.background.hex == "#000000")
    }

    @Test(arguments: [
        "Text(\"A\").foregroundStyle(Color.card)",
        "Text(\"A\").foregroundStyle(Color.card).background(.ultraThinMaterial)",
        "ZStack { Color.ink\n Image(\"photo\")\n Text(\"A\").foregroundStyle(Color.card) }",
        "Text(\"A\").foregroundStyle(.secondary).background(Color.ink)",
    ])
    func unknownLayersGiveNoColors(_ component: String) {
        let texts = Self.texts(component)
        #expect(texts.count == 1)
        #expect(texts.first?.seenColors() == nil)
    }

    @Test func darkValuesAndFonts() throws {
        let text = try #require(Self.texts("Text(\"A\").font(.system(size: 20, weight: .bold)).foregroundStyle(Color.mode).background(Color.ink)").first)
        #expect(text.seenColors(dark: false)?.foreground.hex == "#FFFFFF")
        #expect(text.seenColors(dark: true)?.foreground.hex == "#000000")
        #expect(text.font?.size == 20)
        #expect(text.font?.weight == .bold)
        #expect(Self.texts("Text(\"A\")").first?.font == .body)
    }
}
