import Foundation
import Guide
import Markdown
import Testing

/// The guide's one theory of light and dark: pairs, themes, chrome families and counterparts.
@Suite struct ColorThemesTests {
    /// A guide with `colors` in its color section and `code` as a second snippet.
    static func read(_ colors: String, code: String = "") -> Guide {
        guide("# Test (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\nextension Color {\n\(colors)\n}\n```\n\n## 3. Signature Components\n\n### Card\n\n```swift\n\(code)\n```\n")
    }

    @Test(arguments: [
        // The name says it.
        ("    static let brandCanvas = Color.white\n    static let brandDarkCanvas = Color(white: 0.06)", "", "brandCanvas", "brandDarkCanvas"),
        // A scheme switch pairs names that say nothing.
        ("    static let chCream = Color(white: 0.95)\n    static let chRoom = Color(white: 0.1)",
         "Text(\"Hi\").background(scheme == .dark ? Color.chRoom : Color.chCream)", "chCream", "chRoom"),
        // So does the same choice written as `if`/`else`, or as a `switch`.
        ("    static let chCream = Color(white: 0.95)\n    static let chRoom = Color(white: 0.1)",
         "var fill: Color {\n    if colorScheme == .light { return .chCream } else { return .chRoom }\n}", "chCream", "chRoom"),
        ("    static let chCream = Color(white: 0.95)\n    static let chRoom = Color(white: 0.1)",
         "var fill: Color {\n    switch colorScheme {\n    case .dark: .chRoom\n    default: .chCream\n    }\n}", "chCream", "chRoom"),
        // Equal stems of one chrome family, whatever the theme word.
        ("    static let brandCanvas = Color.white\n    static let brandCanvasNight = Color(white: 0.06)", "", "brandCanvas", "brandCanvasNight"),
        // A numbered dark ramp steps through the light tokens its stem names, in guide order.
        ("    static let nSurfaceGray = Color(white: 0.97)\n    static let nSurfacePressed = Color(white: 0.93)\n    static let nDarkSurface1 = Color(white: 0.12)\n    static let nDarkSurface2 = Color(white: 0.18)", "", "nSurfacePressed", "nDarkSurface2"),
        ("    static let mSurface = Color.white\n    static let mSurfacePressed = Color(white: 0.93)\n    static let mDarkSurface1 = Color(white: 0.12)\n    static let mDarkSurface2 = Color(white: 0.18)", "", "mSurface", "mDarkSurface1"),
        // A guide whose default is dark: the light variant is the light side.
        ("    // MARK: - Text (Dark — default)\n    static let ghFgDefault = Color(white: 0.9)\n    static let ghFgDefaultLight = Color(white: 0.12)", "", "ghFgDefaultLight", "ghFgDefault"),
    ])
    func pairsOneToOne(_ colors: String, _ code: String, _ light: String, _ dark: String) {
        let read = Self.read(colors, code: code)
        #expect(read.color(named: light)?.darkCounterpart == dark)
        #expect(read.color(named: dark)?.lightCounterpart == light)
        #expect(read.hasDarkMode)
    }

    /// A control's own fill is never the page's ground, whatever its name says (Braintree's
    /// `PayPalButtonColor.blue.backgroundColor` painted every drawing's canvas blue).
    @Test func aButtonsBackgroundIsNoCanvas() {
        let read = Self.read("    static let payButtonBackground = Color(red: 0.376, green: 0.804, blue: 1.0)\n    static let errorBorder = Color(red: 0.62, green: 0.07, blue: 0.12)")
        #expect(read.colorRoles[.canvas] != "payButtonBackground")
    }

    @Test func aDarkTokenTheCodeSwitchesTwoLightTokensToIsTheCounterpartOfBoth() {
        // The sheet and the card both switch to the one dark surface; the dark keeps its first light.
        let colors = "    static let chCard = Color(white: 0.97)\n    static let chSheet = Color(white: 0.93)\n    static let chNight = Color(white: 0.1)"
        let code = "VStack {\n    Text(\"A\").background(scheme == .dark ? Color.chNight : Color.chCard)\n    Text(\"B\").background(scheme == .dark ? Color.chNight : Color.chSheet)\n}"
        let read = Self.read(colors, code: code)
        #expect(read.color(named: "chCard")?.darkCounterpart == "chNight")
        #expect(read.color(named: "chSheet")?.darkCounterpart == "chNight")
        #expect(read.color(named: "chNight")?.lightCounterpart == "chCard")
    }

    @Test func pageThemesTheReaderPicksHaveNoCounterparts() {
        // Named as light and dark, but the guide says the reader picks them: not one color's two appearances.
        let colors = """
            static let bookCanvas = Color.white
            static let bookDarkCanvas = Color(white: 0.08)
            // MARK: - Reading themes (chosen by the reader; they never follow the system scheme)
            static let pageLight = Color(white: 1.0)
            static let pageSepia = Color(red: 0.98, green: 0.94, blue: 0.86)
            static let pageDark = Color(white: 0.1)
        """
        let read = Self.read(colors)
        #expect(read.color(named: "bookCanvas")?.darkCounterpart == "bookDarkCanvas")
        for name in ["pageLight", "pageSepia", "pageDark"] {
            #expect(read.color(named: name)?.darkCounterpart == nil && read.color(named: name)?.lightCounterpart == nil)
            #expect(!read.themes.chrome.contains { $0.token.name == name })
        }
        // The same colors without the guide's word pair by name.
        let unsaid = Self.read(colors.replacingOccurrences(of: "Reading themes (chosen by the reader; they never follow the system scheme)", with: "Pages"))
        #expect(unsaid.color(named: "pageLight")?.darkCounterpart == "pageDark")
    }

    @Test func aLightOnlyGuideHasNoDarkMode() {
        let read = Self.read("    static let brandCanvas = Color.white\n    static let brandTextPrimary = Color.black\n    static let brandYellowLight = Color.yellow")
        #expect(!read.hasDarkMode)
        #expect(!read.themes.hasDarkChrome)
        #expect(read.themes.defaultTheme == .light)
        #expect(read.colors.allSatisfy { $0.darkCounterpart == nil && $0.lightCounterpart == nil })
    }

    /// A MARK group that names the default theme decides it, in an ASCII title or not.
    @Test(arguments: [
        ("Surfaces (Dark, default)", ColorTheme.dark), ("PRIMARY — light", .light), ("Défaut / primary: dark", .dark),
        ("Default (light & dark)", .light), ("Dark surfaces", .light),
    ])
    func aGroupNamesTheDefaultTheme(_ group: String, _ theme: ColorTheme) {
        let read = Self.read("    // MARK: - \(group)\n    static let brandSurface = Color.white\n    static let brandDarkSurface = Color(white: 0.06)")
        #expect(read.themes.defaultTheme == theme, "\(group)")
    }

    @Test func anAdaptiveTokenIsADarkMode() {
        let read = Self.read("    static let brandCanvas = Color(light: Color.white, dark: Color(red: 0.07, green: 0.07, blue: 0.07))")
        #expect(read.hasDarkMode)
        #expect(!read.themes.hasDarkChrome)
    }

    @Test func chromeFamiliesAndThemes() {
        let read = Self.read("""
            static let brandCanvas = Color.white
            static let brandTextPrimary = Color(white: 0.1)
            static let brandTextSecondary = Color(white: 0.35)
            static let brandTextBlue = Color.blue
            static let brandDarkCanvas = Color(white: 0.06)
            static let brandDarkTextPrimary = Color(white: 0.95)
        """)
        let themes = read.themes
        #expect(themes.hasDarkChrome)
        #expect(themes.chrome.map(\.token.name) == ["brandCanvas", "brandTextPrimary", "brandTextSecondary", "brandDarkCanvas", "brandDarkTextPrimary"])
        #expect(themes.chrome.first { $0.token.name == "brandDarkTextPrimary" }.map { [$0.family.rawValue, $0.theme.rawValue, $0.stem] } == ["text", "dark", "textprimary"])
        #expect(themes.unpaired(in: .text).light.map(\.token.name) == ["brandTextSecondary"])
        #expect(themes.unpaired(in: .canvas).light.isEmpty)
        #expect(themes.theme(of: "brandDarkCanvas") == .dark)
        #expect(themes.theme(of: "brandTextBlue") == .light)
    }

    @Test func eachOthersOnlyCounterpartByRoleIsAPair() {
        let read = Self.read("""
            static let brandTextPrimary = Color(white: 0.1)
            static let brandInkSecondary = Color(white: 0.4)
            static let brandDarkTextPri = Color.white
            static let brandDarkTextSec = Color(white: 0.7)
        """)
        #expect(read.color(named: "brandTextPrimary")?.darkCounterpart == "brandDarkTextPri")
        #expect(read.color(named: "brandInkSecondary")?.darkCounterpart == "brandDarkTextSec")
    }

    @Test func counterpartsBeyondThePairs() {
        let read = Self.read("""
            // MARK: - Canvas & Surfaces
            static let brandCream = Color(white: 0.98)
            static let brandButter = Color(white: 0.95)
            static let brandCanvas = Color.white
            static let brandDimCanvas = Color(red: 0.12, green: 0.16, blue: 0.21)
            // MARK: - Dark mode
            static let brandDarkSurface = Color(white: 0.1)
        """)
        // Any light color of the group may be the one a dark surface replaces: no pair, but both count.
        #expect(read.themes.counterparts(of: "brandDarkSurface") == ["brandButter", "brandCream"])
        #expect(read.color(named: "brandDarkSurface")?.lightCounterpart == nil)
        // Another theme is an alternative, not a dark counterpart.
        #expect(read.themes.counterparts(of: "brandCanvas") == ["brandDimCanvas"])
        #expect(read.color(named: "brandCanvas")?.darkCounterpart == nil)
        #expect(read.themes.theme(of: "brandDimCanvas") == nil)
    }

    @Test func rolesReadTheSameDarkVariants() {
        let read = Self.read("    static let brandCanvas = Color.white\n    static let brandCanvasNight = Color(white: 0.06)")
        #expect(read.colorRoles[.canvas] == "brandCanvas")
        #expect(read.colorRoles[.darkCanvas] == "brandCanvasNight")
    }
}

/// A full reading handed an outline's colors (as a site too large to keep its readings does)
/// is the reading it would have made itself.
@Suite struct ColorReadingReuseTests {
    @Test(arguments: ["dating/bumble", "dating/grindr", "dating/raya", "dating/tinder", "social/tiktok"])
    func aFullReadingTakingTheOutlinesColorsIsTheSame(_ brand: String) throws {
        let url = Repository.root.appendingPathComponent("content/\(brand)/DESIGN-swiftui.md")
        let data = try Data(contentsOf: url)
        func read(_ scope: Guide.ReadingScope, colors: Guide.ColorReading? = nil) -> Guide {
            Guide(document: MarkdownDocument(parsing: data, source: brand), path: "\(brand)/DESIGN-swiftui.md", scope: scope, colors: colors)
        }
        let outline = read(.outline)
        let reused = read(.full, colors: outline.colorReading)
        #expect(!reused.colors.isEmpty)
        #expect(reused.dumpJSON() == read(.full).dumpJSON())
    }
}
