import Diagnostics
import Testing
@testable import Check

/// Text/background pairs the components use.
@Suite struct UsedPairContrastRuleTests {
    static let colors = """
        static let brandYellow = Color(red: 1.000, green: 0.776, blue: 0.161) // #FFC629
        static let brandGreen  = Color(red: 0.024, green: 0.757, blue: 0.404) // #06C167
        static let brandInk    = Color(red: 0.122, green: 0.122, blue: 0.122) // #1F1F1F
        static let brandMist   = Color(red: 0.612, green: 0.612, blue: 0.612) // #9C9C9C
        static let brandCard   = Color(red: 0.961, green: 0.961, blue: 0.961) // #F5F5F5
    """
    static let fonts = """
        static let brandButton = Font.custom("Brand-Bold", size: 16)
        static let brandMeta   = Font.custom("Brand-Medium", size: 13)
    """

    static func findingsFor(_ component: String) -> [Diagnostic] {
        findings(UsedPairContrastRule(), sampleGuide(colors: colors, fonts: fonts, component: component))
    }

    @Test(arguments: [
        // The text's own background; 16 pt bold is normal-size text (large is 24 px, or 18.66 px bold).
        ("Text(\"Go\")\n    .font(.brandButton)\n    .foregroundStyle(.white)\n    .background(Capsule().fill(Color.brandYellow))",
         "Text(\"Go\") is 'white' (#FFFFFF) on 'brandYellow' (#FFC629) at 16 pt bold: 1.57:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // The color behind it in a ZStack, through a VStack and an `if` on an input: only the state that draws it.
        ("struct Done: View {\n    let done: Bool\n    var body: some View {\n        ZStack {\n            Color.brandGreen.ignoresSafeArea()\n            VStack {\n                if done {\n                    Text(\"Done\").font(.brandMeta).foregroundStyle(.white)\n                }\n            }\n        }\n    }\n}",
         "Text(\"Done\") is 'white' (#FFFFFF) on 'brandGreen' (#06C167) when done at 13 pt medium: 2.37:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // A shape with an overlay; the foreground set around it.
        ("Circle().fill(Color.brandYellow)\n    .frame(width: 40, height: 40)\n    .overlay(Text(\"AB\").font(.system(size: 14, weight: .bold)))\n    .foregroundStyle(.white)",
         "Text(\"AB\") is 'white' (#FFFFFF) on 'brandYellow' (#FFC629) at 14 pt bold: 1.57:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // A translucent layer over a known one; 22 pt bold is large.
        ("ZStack {\n    Color.brandGreen\n    Text(\"+10 XP\").font(.system(size: 22, weight: .bold)).foregroundStyle(.white)\n        .background(Capsule().fill(Color.brandYellow.opacity(0.25)))\n}",
         "Text(\"+10 XP\") is 'white' (#FFFFFF) on 'brandYellow.opacity(0.25)' over 'brandGreen' (#44C258) at 22 pt bold: 2.30:1, below the 3:1 WCAG AA asks even of large text"),
        // Chosen by one input: only the pair that input makes is reported.
        ("struct Chip: View {\n    let expired: Bool\n    var body: some View {\n        Text(\"Ends soon\").font(.brandMeta).fontWeight(.bold)\n            .foregroundStyle(expired ? Color.brandMist : Color.brandInk)\n            .background(Capsule().fill(expired ? Color.brandCard : Color.brandYellow))\n    }\n}",
         "Text(\"Ends soon\") is 'brandMist' (#9C9C9C) on 'brandCard' (#F5F5F5) when expired at 13 pt bold: 2.51:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // A label, quoted as written: argument labels keep their colon.
        ("Label(\"Gate B32\", systemImage: \"airplane\")\n    .font(.brandMeta)\n    .foregroundStyle(.white)\n    .background(Color.brandGreen)",
         "Label(\"Gate B32\", systemImage: \"airplane\") is 'white' (#FFFFFF) on 'brandGreen' (#06C167) at 13 pt medium: 2.37:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // Only the tree sees these. An inline color the guide's own `Color(hex:)` reads.
        ("extension Color {\n    init(hex: String) { self.init(.sRGB, red: 0, green: 0, blue: 0) }\n}\nText(\"Safe\").font(.brandMeta).foregroundStyle(Color.brandMist).background(Color(hex: \"FFF5C4\"))",
         "Text(\"Safe\") is 'brandMist' (#9C9C9C) on #FFF5C4 at 13 pt medium: 2.49:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // A ZStack layer that is a shape, with no font: SwiftUI's body text, 17 pt.
        ("ZStack {\n    RoundedRectangle(cornerRadius: 12).fill(Color.brandGreen)\n    Text(\"Start\").foregroundStyle(.white)\n}",
         "Text(\"Start\") is 'white' (#FFFFFF) on 'brandGreen' (#06C167) at 17 pt regular: 2.37:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // A translucent scrim over a card, the text above both.
        ("ZStack {\n    Color.brandCard\n    Color.black.opacity(0.6)\n    Text(\"Caption\").font(.brandMeta).foregroundStyle(Color.brandInk)\n}",
         "Text(\"Caption\") is 'brandInk' (#1F1F1F) on 'black' over 'brandCard' (#626262) at 13 pt medium: 2.69:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // A view at half opacity over a card: text and its background fade together.
        ("ZStack {\n    Color.white\n    Text(\"Off\").font(.brandMeta).foregroundStyle(Color.brandInk)\n        .background(Color.brandMist)\n        .opacity(0.5)\n}",
         "Text(\"Off\") is 'brandInk' (#1F1F1F) on 'brandMist' over 'white' (#CECECE) at 13 pt medium: 2.04:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // A custom view whose background the caller passes.
        ("struct Row: View {\n    var body: some View { Pill(title: \"New\", fill: .brandGreen) }\n}\nstruct Pill: View {\n    let title: String\n    let fill: Color\n    var body: some View {\n        Text(title).font(.brandMeta).foregroundStyle(.white).padding(8).background(Capsule().fill(fill))\n    }\n}",
         "Text(title) is 'white' (#FFFFFF) on 'brandGreen' (#06C167) at 13 pt medium: 2.37:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        // Nothing of its own beneath it: the text is seen on the guide's ground, here the
        // system background (the guide names no canvas); a stroked shape fills nothing, and a
        // translucent fill is seen over the ground.
        ("Text(\"Go\").foregroundStyle(.white)",
         "Text(\"Go\") is 'white' (#FFFFFF) on 'systemBackground' (#FFFFFF) at 17 pt regular: 1.00:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        ("Text(\"Go\").foregroundStyle(.white).background(Capsule().stroke(Color.brandYellow))",
         "Text(\"Go\") is 'white' (#FFFFFF) on 'systemBackground' (#FFFFFF) at 17 pt regular: 1.00:1, below the 4.5:1 WCAG AA asks of normal-size text"),
        ("Text(\"Go\").foregroundStyle(.white).background(Color.brandYellow.opacity(0.3))",
         "Text(\"Go\") is 'white' (#FFFFFF) on 'brandYellow' over 'systemBackground' (#FFEEBF) at 17 pt regular: 1.15:1, below the 4.5:1 WCAG AA asks of normal-size text"),
    ])
    func pairsBelowAAAreAWarning(_ component: String, _ message: String) {
        let markdown = sampleGuide(colors: Self.colors, fonts: Self.fonts, component: component)
        let found = findings(UsedPairContrastRule(), markdown)
        #expect(found.map(\.message) == [message])
        #expect(found.map(\.severity) == [.warning])
        #expect(found.map(\.code) == ["check.contrast"])
        let site = String(message.prefix { $0 != ")" }) + ")"
        #expect(found.map(\.location) == [location(of: site, in: markdown)])
    }

    @Test(arguments: [
        // Passing pairs (19 pt bold is large text: 3.01:1 passes).
        "Text(\"Go\").font(.brandButton).foregroundStyle(Color.brandInk).background(Color.brandYellow)",
        "Text(\"Go\").font(.system(size: 19, weight: .bold)).foregroundStyle(.white).background(Color(red: 1.0, green: 0.376, blue: 0.212))",
        // Unknown background: a custom view, an image behind the text, a material, a gradient.
        "BrandCard {\n    Text(\"Go\").foregroundStyle(.white)\n}\n.background(Color.brandYellow)",
        "ZStack {\n    Color.brandYellow\n    photo\n    Text(\"Go\").foregroundStyle(.white)\n}",
        "Text(\"Go\").foregroundStyle(.white).background(.ultraThinMaterial)",
        "Text(\"Go\").foregroundStyle(.white).background(LinearGradient(colors: [.brandYellow, .brandGreen], startPoint: .top, endPoint: .bottom))",
        // Unknown text color: a system color, a variable.
        "Text(\"Go\").foregroundStyle(.secondary).background(Color.brandYellow)",
        "Text(\"Go\").foregroundStyle(tint).background(Color.brandYellow)",
        // Two conditions that may never hold together.
        "Text(\"Go\").foregroundStyle(selected ? .white : Color.brandInk).background(highlighted ? Color.brandYellow : Color.brandInk)",
        // A button style that draws its own background.
        "VStack {\n    Button(action: go) { Text(\"Go\").foregroundStyle(.white) }\n}\n.buttonStyle(.borderedProminent)\n.background(Color.brandYellow)",
        // Not text: an icon.
        "Image(systemName: \"star\").foregroundStyle(.white).background(Color.brandYellow)",
        // A text faded out entirely, a layer moved away by `.offset`.
        "ZStack {\n    Color.brandYellow\n    Text(\"Go\").foregroundStyle(.white).opacity(0)\n}",
        "ZStack {\n    Color.brandInk\n    Circle().fill(Color.brandYellow).frame(width: 6, height: 6).offset(x: 40, y: -80)\n    Text(\"Go\").foregroundStyle(.white)\n}",
        // A modifier the tree does not know may draw behind the text.
        "VStack {\n    Text(\"Go\").foregroundStyle(.white)\n}\n.cardStyle()\n.background(Color.brandYellow)",
        // A list draws its own rows.
        "List {\n    Text(\"Go\").foregroundStyle(.white)\n}\n.background(Color.brandYellow)",
    ])
    func passingOrUnknownPairsAreFine(_ component: String) {
        #expect(Self.findingsFor(component).isEmpty)
    }

    /// A text color with a dark value (`Color(light:dark:)`) on a fixed background.
    static let adaptiveColors = colors + "\n    static let brandText = Color(light: Color(red: 0.122, green: 0.122, blue: 0.122), dark: .white) // #1F1F1F / #FFFFFF"

    @Test func theDarkPairIsCheckedWhereAColorChanges() {
        let component = "Text(\"Hi\").font(.brandMeta).foregroundStyle(Color.brandText).background(Color.brandCard)"
        let found = findings(UsedPairContrastRule(), sampleGuide(colors: Self.adaptiveColors, fonts: Self.fonts, component: component))
        #expect(found.map(\.message) == [
            "Text(\"Hi\") is 'brandText' (#FFFFFF) on 'brandCard' (#F5F5F5) in dark mode at 13 pt medium: 1.08:1, below the 4.5:1 WCAG AA asks of normal-size text",
        ])
    }

    @Test func codeThatReadsTheColorSchemeKeepsToTheLightPair() {
        let component = "struct Hi: View {\n    @Environment(\\.colorScheme) private var colorScheme\n    var body: some View {\n        Text(\"Hi\").font(.brandMeta).foregroundStyle(Color.brandText).background(colorScheme == .dark ? Color.brandInk : Color.brandCard)\n    }\n}"
        #expect(findings(UsedPairContrastRule(), sampleGuide(colors: Self.adaptiveColors, fonts: Self.fonts, component: component)).isEmpty)
    }

    /// A canvas and text paired with their dark counterparts by name.
    static let groundColors = """
        static let brandCanvas     = Color(red: 1.000, green: 1.000, blue: 1.000) // #FFFFFF
        static let brandDarkCanvas = Color(red: 0.059, green: 0.059, blue: 0.059) // #0F0F0F
        static let brandText       = Color(red: 0.122, green: 0.122, blue: 0.122) // #1F1F1F
        static let brandDarkText   = Color(red: 0.949, green: 0.949, blue: 0.949) // #F2F2F2
        static let brandMist       = Color(red: 0.612, green: 0.612, blue: 0.612) // #9C9C9C
    """

    @Test func aTextWithNoBackgroundIsJudgedOnTheCanvasOfEachAppearance() {
        // Mist fails on the light canvas and passes on the dark one; the paired text passes on both.
        let component = "VStack {\n    Text(\"Hi\").font(.brandMeta).foregroundStyle(Color.brandMist)\n    Text(\"There\").font(.brandMeta).foregroundStyle(Color.brandText)\n}"
        let found = findings(UsedPairContrastRule(), sampleGuide(colors: Self.groundColors, fonts: Self.fonts, component: component))
        #expect(found.map(\.message) == [
            "Text(\"Hi\") is 'brandMist' (#9C9C9C) on 'brandCanvas' (#FFFFFF) at 13 pt medium: 2.74:1, below the 4.5:1 WCAG AA asks of normal-size text",
        ])
    }

    @Test func aComponentDrawnInTheDarkThemesTokensStandsOnTheDarkCanvas() {
        // Written with the dark twin of brandText: a part of the dark screen, in both appearances.
        let component = "Text(\"Hi\").font(.brandMeta).foregroundStyle(Color.brandDarkText)"
        #expect(findings(UsedPairContrastRule(), sampleGuide(colors: Self.groundColors, fonts: Self.fonts, component: component)).isEmpty)
        let onLight = "VStack {\n    Text(\"Hi\").font(.brandMeta).foregroundStyle(Color.brandDarkText)\n    Text(\"There\").font(.brandMeta).foregroundStyle(Color.brandText)\n}"
        let found = findings(UsedPairContrastRule(), sampleGuide(colors: Self.groundColors, fonts: Self.fonts, component: onLight))
        #expect(found.map(\.message).first?.hasPrefix("Text(\"Hi\") is 'brandDarkText' (#F2F2F2) on 'brandCanvas' (#FFFFFF)") == true)
    }
}
