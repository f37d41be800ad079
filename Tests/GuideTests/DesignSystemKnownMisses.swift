/// The design-system fixtures' values the reader does not get right today, each with its cause
/// (the Swift construct, what the reader does instead, and where the fix belongs). A value
/// listed here is skipped by `DesignSystemValueTests`; fixing a cause should empty its list,
/// and Benchmarks/design-systems/run counts the same values.
enum DesignSystemKnownMisses {
    /// `static let x: UIColor = { .init(light: .a, dark: .b) }()`: a stored property set by an immediately called closure reads as a function: ColorEvaluator.evaluateCall has no case for a call whose callee is a closure (Reading/ColorEvaluator.swift).
    static let closureRunStatic: [String] = [
        "govuk color UIColrded",
    ]

    /// A member of `GOVUKColors.Strokes` with the name of one of `Fills`/`Text`: token.same-name, only the first is read (Reading/TokenExtraction.swift unique(_:kind:)); and the closure-run static is not read.
    static let sameNameClosure: [String] = [
        "govuk color GOVUKColors.Strokes.buttonCompactHighlight",
        "govuk color GOVUKColors.Strokes.buttonCompactHighlight dark",
        "govuk color GOVUKColors.Strokes.surfaceCardEmergencyInfo",
        "govuk color GOVUKColors.Strokes.surfaceCardEmergencyInfo dark",
    ]

    /// A member with the name of one in another enum of `DesignSystem.Color` (`Dividers.card`/`Backgrounds.card`, `Links.default`/`Dividers.default`, …): token.same-name, only the first is read (Reading/TokenExtraction.swift unique(_:kind:)).
    static let sameNameQualified: [String] = [
        "onelogin color DesignSystem.Color.Dividers.card",
        "onelogin color DesignSystem.Color.Dividers.card dark",
        "onelogin color DesignSystem.Color.Icons.default",
        "onelogin color DesignSystem.Color.Icons.default dark",
        "onelogin color DesignSystem.Color.Icons.statusOverlay",
        "onelogin color DesignSystem.Color.Links.default",
        "onelogin color DesignSystem.Color.Links.default dark",
        "onelogin color DesignSystem.Color.Shadows.card",
        "onelogin color DesignSystem.Color.Text.qrScanner",
        "onelogin color DesignSystem.Color.Text.statusOverlay",
    ]

    /// `Color.themeGray.opacity(0.5)` and `{ .themeTyler }`, aliases of an asset color whose value is only its trailing comment: the alias's reading is taken before the comment is applied (the comment is read in TokenExtraction.makeColor, the alias in ColorEvaluator.evaluateName from `resolved`), so it carries no value.
    static let aliasOfStatedAsset: [String] = [
        "themekit color Color.themeBackgroundFromGradient",
        "themekit color Color.themeBackgroundFromGradient dark",
        "themekit color Color.themeBackgroundToGradient",
        "themekit color Color.themeBackgroundToGradient dark",
        "themekit color Color.themeDark96",
        "themekit color Color.themeGray50",
        "themekit color Color.themeNavigationBarBackground",
        "themekit color Color.themeNavigationBarBackground dark",
        "themekit color Color.themeRed50",
        "themekit color Color.themeSteel10",
        "themekit color Color.themeSteel20",
        "themekit color Color.themeSteel30",
        "themekit color Color.themeYellow20",
        "themekit color Color.themeYellow50",
    ]

    /// The trailing comment `// #EDEDED at 0.96, dark #000000 at 0.96`: StatedColorParser takes the first hex and not the dark one when words other than 'dark' stand between them (Reading/StatedColorParser.swift).
    static let commentAlphaWords: [String] = [
        "themekit color Color.themeTyler96 dark",
    ]

    /// `UIColor.themeX` with the name of a `Color.themeX` is taken for that Color token's bridge and left out (Reading/TokenExtraction.swift unique(_:kind:), isBridge), though ThemeKit's UIKit palette is its own: hex literals and color(dark:light:) pairs, some of other values (UIColor.themeTyler96 is #DFDFDF/#151515, Color.themeTyler96 #EDEDED/#000000).
    static let uiColorTwinDropped: [String] = [
        "themekit color UIColor.themeAndy",
        "themekit color UIColor.themeAndy dark",
        "themekit color UIColor.themeBackgroundFromGradient",
        "themekit color UIColor.themeBackgroundFromGradient dark",
        "themekit color UIColor.themeBackgroundToGradient",
        "themekit color UIColor.themeBackgroundToGradient dark",
        "themekit color UIColor.themeBlade",
        "themekit color UIColor.themeBlade dark",
        "themekit color UIColor.themeBright",
        "themekit color UIColor.themeCarbon",
        "themekit color UIColor.themeDark",
        "themekit color UIColor.themeDark96",
        "themekit color UIColor.themeGray",
        "themekit color UIColor.themeGray50",
        "themekit color UIColor.themeJacob",
        "themekit color UIColor.themeJacob dark",
        "themekit color UIColor.themeLawrence",
        "themekit color UIColor.themeLawrence dark",
        "themekit color UIColor.themeLeah",
        "themekit color UIColor.themeLeah dark",
        "themekit color UIColor.themeLight",
        "themekit color UIColor.themeLucian",
        "themekit color UIColor.themeLucian dark",
        "themekit color UIColor.themeNavigationBarBackground",
        "themekit color UIColor.themeNavigationBarBackground dark",
        "themekit color UIColor.themeOrange",
        "themekit color UIColor.themeRemus",
        "themekit color UIColor.themeRemus dark",
        "themekit color UIColor.themeSmoke",
        "themekit color UIColor.themeSteel",
        "themekit color UIColor.themeSteel10",
        "themekit color UIColor.themeSteel20",
        "themekit color UIColor.themeSteel30",
        "themekit color UIColor.themeTyler",
        "themekit color UIColor.themeTyler dark",
        "themekit color UIColor.themeTyler96",
        "themekit color UIColor.themeTyler96 dark",
    ]

    /// `static var themeInputFieldTintColor: UIColor { .themeJacob }` names the UIKit `themeJacob` (a color(dark:light:) pair), but the reader resolves it to the SwiftUI `Color.themeJacob` asset, whose value is only in its comment (aliasOfStatedAsset), and the UIKit one is dropped (uiColorTwinDropped).
    static let uiColorAliasToColorTwin: [String] = [
        "themekit color UIColor.themeInputFieldTintColor",
        "themekit color UIColor.themeInputFieldTintColor dark",
        "themekit color UIColor.themeTabBarBackground",
        "themekit color UIColor.themeTabBarBackground dark",
    ]

    /// `UIFont.systemFont(ofSize: 14, weight: .medium).with(traits: .traitItalic)`: `with(traits:)` is UIExtensions' and not in the guide; the font reads as unresolved instead of keeping the receiver's size and weight.
    static let undeclaredMethod: [String] = [
        "themekit font UIFont.subhead1I",
    ]

    /// Every label above, with its cause.
    static let all: [String: String] = {
        let groups: [(why: String, labels: [String])] = [
            ("`static let x: UIColor = { .init(light: .a, dark: .b) }()`: a stored property set by an immediately called closure reads as a function: ColorEvaluator.evaluateCall has no case for a call whose callee is a closure (Reading/ColorEvaluator.swift).", closureRunStatic),
            ("A member of `GOVUKColors.Strokes` with the name of one of `Fills`/`Text`: token.same-name, only the first is read (Reading/TokenExtraction.swift unique(_:kind:)); and the closure-run static is not read.", sameNameClosure),
            ("A member with the name of one in another enum of `DesignSystem.Color` (`Dividers.card`/`Backgrounds.card`, `Links.default`/`Dividers.default`, …): token.same-name, only the first is read (Reading/TokenExtraction.swift unique(_:kind:)).", sameNameQualified),
            ("`Color.themeGray.opacity(0.5)` and `{ .themeTyler }`, aliases of an asset color whose value is only its trailing comment: the alias's reading is taken before the comment is applied (the comment is read in TokenExtraction.makeColor, the alias in ColorEvaluator.evaluateName from `resolved`), so it carries no value.", aliasOfStatedAsset),
            ("The trailing comment `// #EDEDED at 0.96, dark #000000 at 0.96`: StatedColorParser takes the first hex and not the dark one when words other than 'dark' stand between them (Reading/StatedColorParser.swift).", commentAlphaWords),
            ("`UIColor.themeX` with the name of a `Color.themeX` is taken for that Color token's bridge and left out (Reading/TokenExtraction.swift unique(_:kind:), isBridge), though ThemeKit's UIKit palette is its own: hex literals and color(dark:light:) pairs, some of other values (UIColor.themeTyler96 is #DFDFDF/#151515, Color.themeTyler96 #EDEDED/#000000).", uiColorTwinDropped),
            ("`static var themeInputFieldTintColor: UIColor { .themeJacob }` names the UIKit `themeJacob` (a color(dark:light:) pair), but the reader resolves it to the SwiftUI `Color.themeJacob` asset, whose value is only in its comment (aliasOfStatedAsset), and the UIKit one is dropped (uiColorTwinDropped).", uiColorAliasToColorTwin),
            ("`UIFont.systemFont(ofSize: 14, weight: .medium).with(traits: .traitItalic)`: `with(traits:)` is UIExtensions' and not in the guide; the font reads as unresolved instead of keeping the receiver's size and weight.", undeclaredMethod),
        ]
        var all: [String: String] = [:]
        for group in groups { for label in group.labels { all[label] = group.why } }
        return all
    }()
}
