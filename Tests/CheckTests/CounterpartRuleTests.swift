import Diagnostics
import Testing
@testable import Check

/// Light and dark chrome colors without a counterpart.
@Suite struct CounterpartRuleTests {
    static let paired = """
        // MARK: - Canvas & Surfaces
        static let brandCanvas = Color.white
        static let brandSurface = Color(red: 0.961, green: 0.961, blue: 0.961)
        // MARK: - Text
        static let brandTextPrimary = Color(red: 0.122, green: 0.122, blue: 0.122)
        // MARK: - Dark mode
        static let brandDarkCanvas = Color(red: 0.059, green: 0.059, blue: 0.059)
        static let brandDarkSurface = Color(red: 0.102, green: 0.102, blue: 0.102)
        static let brandDarkTextPrimary = Color(red: 0.949, green: 0.949, blue: 0.949)
    """

    @Test func aLightTextColorWithoutADarkTwinIsAWarning() {
        let colors = Self.paired.replacingOccurrences(of: "    // MARK: - Dark mode", with: "    static let brandTextSecondary = Color(red: 0.353, green: 0.353, blue: 0.353)\n    // MARK: - Dark mode")
        let markdown = sampleGuide(colors: colors)
        #expect(findings(DarkCounterpartRule(), markdown) == [
            Diagnostic(.warning, "light text color 'brandTextSecondary' has no dark counterpart, though the guide has a dark mode",
                       at: location(of: "brandTextSecondary", in: markdown), code: "check.missing-dark-counterpart"),
        ])
        #expect(findings(LightCounterpartRule(), markdown).isEmpty)
    }

    @Test func aDarkTextColorWithoutALightTwinIsAWarning() {
        let markdown = sampleGuide(colors: Self.paired + "\n    static let brandDarkTextSecondary = Color(red: 0.706, green: 0.706, blue: 0.706)")
        #expect(findings(LightCounterpartRule(), markdown) == [
            Diagnostic(.warning, "dark text color 'brandDarkTextSecondary' has no light counterpart",
                       at: location(of: "brandDarkTextSecondary", in: markdown), code: "check.missing-light-counterpart"),
        ])
        #expect(findings(DarkCounterpartRule(), markdown).isEmpty)
    }

    @Test(arguments: [
        // Every chrome color paired.
        paired,
        // Dark-only brand: no light theme, so no dark mode to complete.
        "    static let brandCanvas = Color(red: 0.07, green: 0.07, blue: 0.07)\n    static let brandTextPrimary = Color.white\n    static let brandTextSecondary = Color(red: 0.7, green: 0.7, blue: 0.7)",
        // Light-only brand.
        "    static let brandCanvas = Color.white\n    static let brandTextPrimary = Color.black",
        // Twins named differently: the surfaces pair up, though not by name.
        paired + "\n    static let brandSurfaceMuted = Color(red: 0.9, green: 0.9, blue: 0.9)\n    static let brandDarkSurface2 = Color(red: 0.165, green: 0.165, blue: 0.165)",
        // An extra dark surface is an elevation step, the way dark themes work.
        paired + "\n    static let brandDarkSurface3 = Color(red: 0.2, green: 0.2, blue: 0.2)",
        // `brandCreamText2` may well be the dark twin of the secondary text: ambiguous, so silent.
        paired + "\n    static let brandTextSecondary = Color(red: 0.353, green: 0.353, blue: 0.353)\n    static let brandCreamText2 = Color(red: 0.72, green: 0.7, blue: 0.63)",
        // Content and accent colors are not chrome.
        paired + "\n    static let brandTextBlue = Color(red: 0.04, green: 0.43, blue: 0.6)\n    static let brandTextOnAccent = Color.white",
        // Twins whose theme word comes last, or first, or says "night".
        paired + "\n    static let brandTextSecondary = Color(red: 0.353, green: 0.353, blue: 0.353)\n    static let brandTextSecondaryDark = Color(red: 0.7, green: 0.7, blue: 0.7)",
        "    static let canvas = Color.white\n    static let textSecondary = Color(red: 0.35, green: 0.35, blue: 0.35)\n    static let darkCanvas = Color(red: 0.06, green: 0.06, blue: 0.06)\n    static let darkTextSecondary = Color(red: 0.7, green: 0.7, blue: 0.7)",
        paired + "\n    static let brandTextSecondary = Color(red: 0.353, green: 0.353, blue: 0.353)\n    static let brandTextSecondaryNight = Color(red: 0.7, green: 0.7, blue: 0.7)",
        // One token that carries both values: `Color(light:dark:)`, a UIColor dynamic provider.
        paired + "\n    static let brandTextSecondary = Color(light: Color(red: 0.35, green: 0.35, blue: 0.35), dark: Color(red: 0.7, green: 0.7, blue: 0.7))",
        paired + "\n    static let brandTextSecondary = Color(UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.7, alpha: 1) : UIColor(white: 0.35, alpha: 1) })",
    ])
    func pairedOrUnclearColorsAreFine(_ colors: String) {
        let markdown = sampleGuide(colors: colors)
        #expect(findings(DarkCounterpartRule(), markdown).isEmpty)
        #expect(findings(LightCounterpartRule(), markdown).isEmpty)
    }

    @Test func darkStepsPairedByRoleLeaveTheLightStepsWithoutTwins() {
        let colors = """
            static let brandCanvas = Color.white
            static let brandDarkCanvas = Color(red: 0.06, green: 0.06, blue: 0.06)
            static let brandInkPrimary = Color(red: 0.05, green: 0.05, blue: 0.05)
            static let brandInkSecondary = Color(red: 0.4, green: 0.4, blue: 0.4)
            static let brandInkTertiary = Color(red: 0.55, green: 0.55, blue: 0.55)
            static let brandDarkText = Color(red: 0.95, green: 0.95, blue: 0.95)
            static let brandDarkTextSec = Color(red: 0.63, green: 0.63, blue: 0.63)
        """
        let markdown = sampleGuide(colors: colors)
        #expect(findings(DarkCounterpartRule(), markdown) == [
            Diagnostic(.warning, "light text color 'brandInkTertiary' has no dark counterpart, though the guide has a dark mode",
                       at: location(of: "brandInkTertiary", in: markdown), code: "check.missing-dark-counterpart"),
        ])
        #expect(findings(LightCounterpartRule(), markdown).isEmpty)
    }

    @Test func aSchemeSwitchPairsColorsWhateverTheirNames() {
        let colors = """
            static let brandCanvas = Color.white
            static let brandDarkCanvas = Color(red: 0.1, green: 0.1, blue: 0.1)
            // MARK: - Text
            static let brandInk = Color(red: 0.1, green: 0.1, blue: 0.1)
            static let brandInkSecondary = Color(red: 0.42, green: 0.39, blue: 0.33)
            static let brandCreamText = Color(red: 0.95, green: 0.94, blue: 0.89)
        """
        // Without the switch `brandCreamText` could be anything: nothing is said.
        #expect(findings(DarkCounterpartRule(), sampleGuide(colors: colors)).isEmpty)
        // The switch makes it the dark twin of `brandInk`, so the secondary ink has none.
        let component = "Text(\"Hi\")\n    .foregroundStyle(scheme == .dark ? Color.brandCreamText : Color.brandInk)"
        let markdown = sampleGuide(colors: colors, component: component)
        #expect(findings(DarkCounterpartRule(), markdown).map(\.message) == ["light text color 'brandInkSecondary' has no dark counterpart, though the guide has a dark mode"])
        #expect(findings(LightCounterpartRule(), markdown).isEmpty)
    }

    @Test func aHelperThatSwitchesATokensValueGivesItADarkTwin() {
        let colors = Self.paired + "\n    static func brandText(_ s: ColorScheme) -> Color { s == .dark ? .white : Color(red: 0.122, green: 0.122, blue: 0.122) }"
        #expect(findings(DarkCounterpartRule(), sampleGuide(colors: colors)).isEmpty)
        let helper = """
            static let brandCanvas = Color.white
            static let brandTextPrimary = Color.black
            static let brandDarkCanvas = Color(red: 0.059, green: 0.059, blue: 0.059)
            static func brandText(_ s: ColorScheme) -> Color { s == .dark ? .white : .black }
        """
        #expect(findings(DarkCounterpartRule(), sampleGuide(colors: helper)).isEmpty)
    }
}
