/// The design-system fixtures' values the reader does not get right today, each with its cause
/// (the Swift construct, what the reader does instead, and where the fix belongs). A value
/// listed here is skipped by `DesignSystemValueTests`; fixing a cause should empty its list,
/// and Benchmarks/design-systems/run counts the same values.
enum DesignSystemKnownMisses {
    /// ThemeKit's UIKit palette picks through `switch ThemeManager.shared.themeMode { case .dark: …; case .light: …; case .system: traits… }`: the theme mode is the app's state at run time (ThemeManager is not in the guide), so the interpreter leaves the switch a gap rather than assume `.system`; the fixture's expected values assume it.
    static let appThemeMode: [String] = [
        "themekit color UIColor.themeTyler",
        "themekit color UIColor.themeTyler dark",
        "themekit color UIColor.themeTyler96",
        "themekit color UIColor.themeTyler96 dark",
        "themekit color UIColor.themeLawrence",
        "themekit color UIColor.themeLawrence dark",
        "themekit color UIColor.themeBlade",
        "themekit color UIColor.themeBlade dark",
        "themekit color UIColor.themeAndy",
        "themekit color UIColor.themeAndy dark",
        "themekit color UIColor.themeLeah",
        "themekit color UIColor.themeLeah dark",
        "themekit color UIColor.themeJacob",
        "themekit color UIColor.themeJacob dark",
        "themekit color UIColor.themeRemus",
        "themekit color UIColor.themeRemus dark",
        "themekit color UIColor.themeLucian",
        "themekit color UIColor.themeLucian dark",
        "themekit color UIColor.themeBackgroundFromGradient",
        "themekit color UIColor.themeBackgroundFromGradient dark",
        "themekit color UIColor.themeBackgroundToGradient",
        "themekit color UIColor.themeBackgroundToGradient dark",
        "themekit color UIColor.themeInputFieldTintColor",
        "themekit color UIColor.themeInputFieldTintColor dark",
        "themekit color UIColor.themeNavigationBarBackground",
        "themekit color UIColor.themeNavigationBarBackground dark",
        "themekit color UIColor.themeTabBarBackground",
        "themekit color UIColor.themeTabBarBackground dark",
    ]

    /// Primer's dark palette is a second generated token class, `final class DesignTokensDark: Decodable { var primerColorGray100: Color? = Color(red: 0.161, …) … }`,
    /// inside `#if DEBUG … #endif` (it backs `MockDesignTokens.dark`, which the components' previews inject). The reader takes the
    /// branches a release build compiles: `ConditionalCompilation.evaluate` (Swift/ConditionalCompilation.swift, `ConditionReader.unary`)
    /// reads a flag of the project's own as unset, so the class is skipped and its colors are no tokens; with the two directive lines
    /// removed all sixteen read exactly. The fix is a policy: read `DEBUG` as set (the build previews run in), or at least keep the
    /// declarations of a `#if DEBUG` with no `#else` that the guide's previews name.
    static let debugOnlyTokenSet: [String] = [
        "primer color DesignTokensDark.primerColorGray100",
        "primer color DesignTokensDark.primerColorGray200",
        "primer color DesignTokensDark.primerColorGray300",
        "primer color DesignTokensDark.primerColorGray400",
        "primer color DesignTokensDark.primerColorGray500",
        "primer color DesignTokensDark.primerColorGray600",
        "primer color DesignTokensDark.primerColorGray700",
        "primer color DesignTokensDark.primerColorGray900",
        "primer color DesignTokensDark.primerColorGray000",
        "primer color DesignTokensDark.primerColorGreen500",
        "primer color DesignTokensDark.primerColorBrand",
        "primer color DesignTokensDark.primerColorRed100",
        "primer color DesignTokensDark.primerColorRed500",
        "primer color DesignTokensDark.primerColorRed900",
        "primer color DesignTokensDark.primerColorBlue500",
        "primer color DesignTokensDark.primerColorBlue900",
    ]

    static let all: [String: String] = {
        let groups: [(why: String, labels: [String])] = [
            ("ThemeKit's UIKit palette switches over `ThemeManager.shared.themeMode`, the app's state at run time, which the guide does not give (the expected values assume `.system`).", appThemeMode),
            ("Primer's dark palette (`DesignTokensDark`) is inside `#if DEBUG`, which the reader takes as a release build does: skipped.", debugOnlyTokenSet),
        ]
        var all: [String: String] = [:]
        for group in groups { for label in group.labels { all[label] = group.why } }
        return all
    }()
}
