import Diagnostics
import Testing
@testable import Check

/// Colors that stand for each other across themes, as the unused-token rule reads them: a dark
/// color is used wherever the light color it replaces is, however the guide names the two.
@Suite struct ThemeCounterpartsTests {
    /// The colors the unused-token rule reports for `colors` with `component` as the only code.
    static func unused(_ colors: String, component: String) -> [String] {
        findings(UnusedTokenRule(), sampleGuide(colors: colors, component: component)).map(\.message)
            .filter { $0.hasPrefix("color token") }
    }

    @Test(arguments: [
        // Named after materials, in groups named after roles; the dark mode names the roles.
        ("""
            // MARK: - Canvas & Surfaces (the cream paper)
            static let brandCream = Color(red: 0.99, green: 0.97, blue: 0.95)
            // MARK: - Text (warm-tinted greys)
            static let brandGraphite = Color(red: 0.29, green: 0.26, blue: 0.22)
            // MARK: - Dark mode
            static let brandDarkCanvas = Color(red: 0.09, green: 0.08, blue: 0.05)
            static let brandDarkTextSec = Color(red: 0.66, green: 0.62, blue: 0.56)
        """, "Text(\"Hi\").foregroundStyle(Color.brandGraphite).background(Color.brandCream)"),
        // Abbreviated steps, and `ink` for text.
        ("""
            static let brandTextPrimary = Color(red: 0.1, green: 0.1, blue: 0.1)
            static let brandInkSecondary = Color(red: 0.4, green: 0.4, blue: 0.4)
            static let brandDarkTextPri = Color.white
            static let brandDarkTextSec = Color(red: 0.7, green: 0.7, blue: 0.7)
        """, "Text(\"Hi\").foregroundStyle(Color.brandTextPrimary)\nText(\"Ho\").foregroundStyle(Color.brandInkSecondary)"),
        // A theme the reader does not pair: dim, with a dim canvas.
        ("""
            static let brandCanvas = Color.white
            static let brandDimCanvas = Color(red: 0.12, green: 0.16, blue: 0.21)
        """, "Color.brandCanvas"),
        // The theme word first, or named "night".
        ("    static let canvas = Color.white\n    static let darkCanvas = Color(red: 0.06, green: 0.06, blue: 0.06)", "Color.canvas"),
        ("    static let brandCanvas = Color.white\n    static let brandCanvasNight = Color(red: 0.06, green: 0.06, blue: 0.06)", "Color.brandCanvas"),
        // A light variant in a guide whose default is dark.
        ("""
            // MARK: - Canvas (Dark — default)
            static let brandCanvas = Color(red: 0.05, green: 0.07, blue: 0.09)
            // MARK: - Accent
            static let brandAccent = Color(red: 0.18, green: 0.51, blue: 0.97)
            static let brandAccentLight = Color(red: 0.04, green: 0.41, blue: 0.85)
        """, "Color.brandCanvas; Color.brandAccent"),
        // A hue only the light name gives.
        ("    static let brandLinkBlue = Color.blue\n    static let brandDarkLink = Color(red: 0.32, green: 0.61, blue: 0.79)", "Color.brandLinkBlue"),
        // A scheme switch makes `brandCreamText` dark, and with it the rest of its ramp.
        ("""
            static let brandInk = Color.black
            static let brandInkTertiary = Color(red: 0.6, green: 0.58, blue: 0.51)
            static let brandCreamText = Color(red: 0.95, green: 0.94, blue: 0.89)
            static let brandCreamText3 = Color(red: 0.51, green: 0.49, blue: 0.43)
        """, "Text(\"Hi\").foregroundStyle(scheme == .dark ? Color.brandCreamText : Color.brandInk)\nText(\"Ho\").foregroundStyle(Color.brandCreamText3)"),
        // No light surface at step 2: the one the light theme uses may be the one it replaces.
        ("    static let brandSurfaceCool = Color(red: 0.94, green: 0.94, blue: 0.94)\n    static let brandDarkSurface2 = Color(red: 0.15, green: 0.15, blue: 0.15)", "Color.brandSurfaceCool"),
    ])
    func aColorStandingForAUsedOneInAnotherThemeIsUsed(_ colors: String, _ component: String) {
        #expect(Self.unused(colors, component: component).isEmpty)
    }

    @Test(arguments: [
        // The dark twin of an unused light step: both unused, neither vouches for the other.
        ("""
            static let brandSurface1 = Color(red: 0.96, green: 0.96, blue: 0.96)
            static let brandSurface2 = Color(red: 0.93, green: 0.93, blue: 0.93)
            static let brandDarkSurface1 = Color(red: 0.1, green: 0.1, blue: 0.1)
            static let brandDarkSurface2 = Color(red: 0.16, green: 0.16, blue: 0.16)
        """, "Color.brandSurface1", ["brandSurface2", "brandDarkSurface2"]),
        // "Light" in a light guide is a shade, "Dim" without a dim canvas a description.
        ("    static let brandYellow = Color.yellow\n    static let brandYellowLight = Color(red: 1, green: 0.91, blue: 0.63)", "Color.brandYellow", ["brandYellowLight"]),
        ("    static let brandGreen = Color.green\n    static let brandGreenDim = Color(red: 0.13, green: 0.81, blue: 0.6)", "Color.brandGreen", ["brandGreenDim"]),
        // A dusk canvas does not make the guide's default theme dark.
        ("""
            static let brandCanvas = Color.white
            static let brandMarigold = Color.orange
            static let brandMarigoldLight = Color(red: 1, green: 0.72, blue: 0.62)
            // MARK: - Dusk (Sleep mode)
            static let brandDuskCanvas = Color(red: 0.1, green: 0.08, blue: 0.19)
        """, "Color.brandCanvas; Color.brandMarigold; Color.brandDuskCanvas", ["brandMarigoldLight"]),
        // An extra dark step where every light surface has its own twin: elevation, dark only.
        ("""
            static let brandSurface1Light = Color(red: 0.95, green: 0.95, blue: 0.97)
            static let brandSurface1Dark = Color(red: 0.11, green: 0.11, blue: 0.12)
            static let brandSurface3Dark = Color(red: 0.23, green: 0.23, blue: 0.24)
        """, "Color.brandSurface1Light", ["brandSurface3Dark"]),
        // A color named after a material does not say which role it plays, so a used dark canvas
        // does not vouch for it.
        ("""
            // MARK: - Canvas & Surfaces
            static let brandButter = Color(red: 1, green: 0.97, blue: 0.91)
            static let brandWarmGray = Color(red: 0.91, green: 0.87, blue: 0.79)
            static let brandDarkCanvas = Color(red: 0.1, green: 0.08, blue: 0.19)
        """, "Color.brandButter; Color.brandDarkCanvas", ["brandWarmGray"]),
    ])
    func aColorWhoseCounterpartIsUnusedOrMissingIsStillANote(_ colors: String, _ component: String, _ names: [String]) {
        #expect(Self.unused(colors, component: component) == names.map { "color token '\($0)' is never used" })
    }
}
