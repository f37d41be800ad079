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

    /// `UIFont(.title1, weight: .bold)` through the guide's `convenience init(_ style: TextStyle, weight: Weight = .regular, design:)` over `UIFontDescriptor.preferredFontDescriptor(withTextStyle:).addingAttributes([.traits: [.weight: weight]]).withDesign(design)` and `self.init(descriptor:size: 0)`: unresolved (Reading/FontEvaluator.swift, Interpreter/SwiftRuntime+Fonts.swift).
    static let fontDescriptorInit: [String] = [
        "onelogin font DesignSystem.Font.Base.bodyBold",
        "onelogin font DesignSystem.Font.Base.bodyBoldMonospaced",
        "onelogin font DesignSystem.Font.Base.bodySemiBold",
        "onelogin font DesignSystem.Font.Base.calloutBold",
        "onelogin font DesignSystem.Font.Base.calloutSemiBold",
        "onelogin font DesignSystem.Font.Base.caption1Bold",
        "onelogin font DesignSystem.Font.Base.caption1Medium",
        "onelogin font DesignSystem.Font.Base.caption2Bold",
        "onelogin font DesignSystem.Font.Base.caption2SemiBold",
        "onelogin font DesignSystem.Font.Base.footnoteBold",
        "onelogin font DesignSystem.Font.Base.footnoteSemiBold",
        "onelogin font DesignSystem.Font.Base.headlineBold",
        "onelogin font DesignSystem.Font.Base.largeTitleBold",
        "onelogin font DesignSystem.Font.Base.subheadlineBold",
        "onelogin font DesignSystem.Font.Base.subheadlineSemiBold",
        "onelogin font DesignSystem.Font.Base.title1Bold",
        "onelogin font DesignSystem.Font.Base.title2Bold",
        "onelogin font DesignSystem.Font.Base.title3Bold",
        "onelogin font DesignSystem.Font.Base.title3BoldMonospaced",
        "onelogin font DesignSystem.Font.Base.title3SemiBold",
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

    /// `Font.govUK` is `static var govUK: GOVUKFontBuilder { GOVUKFontBuilder() }` and the fonts are the struct's instance lets (`public let title1Bold: Font = .title.weight(.bold)`): no font token is made from them (only `govUK`, unresolved) (Reading/DeclaredFontTokens.swift).
    static let govukFontBuilder: [String] = [
        "govuk font GOVUKFontBuilder.body",
        "govuk font GOVUKFontBuilder.bodyItalic",
        "govuk font GOVUKFontBuilder.bodySemibold",
        "govuk font GOVUKFontBuilder.bodySemiboldItalic",
        "govuk font GOVUKFontBuilder.callout",
        "govuk font GOVUKFontBuilder.calloutItalic",
        "govuk font GOVUKFontBuilder.calloutSemibold",
        "govuk font GOVUKFontBuilder.calloutSemiboldItalic",
        "govuk font GOVUKFontBuilder.caption1",
        "govuk font GOVUKFontBuilder.caption1Italic",
        "govuk font GOVUKFontBuilder.caption1Medium",
        "govuk font GOVUKFontBuilder.caption1MediumItalic",
        "govuk font GOVUKFontBuilder.caption2",
        "govuk font GOVUKFontBuilder.caption2Italic",
        "govuk font GOVUKFontBuilder.caption2Semibold",
        "govuk font GOVUKFontBuilder.caption2SemiboldItalic",
        "govuk font GOVUKFontBuilder.footnote",
        "govuk font GOVUKFontBuilder.footnoteItalic",
        "govuk font GOVUKFontBuilder.footnoteSemibold",
        "govuk font GOVUKFontBuilder.footnoteSemiboldItalic",
        "govuk font GOVUKFontBuilder.headlineSemibold",
        "govuk font GOVUKFontBuilder.headlineSemiboldItalic",
        "govuk font GOVUKFontBuilder.largeTitle",
        "govuk font GOVUKFontBuilder.largeTitleBold",
        "govuk font GOVUKFontBuilder.subheadline",
        "govuk font GOVUKFontBuilder.subheadlineItalic",
        "govuk font GOVUKFontBuilder.subheadlineSemibold",
        "govuk font GOVUKFontBuilder.subheadlineSemiboldItalic",
        "govuk font GOVUKFontBuilder.title1",
        "govuk font GOVUKFontBuilder.title1Bold",
        "govuk font GOVUKFontBuilder.title2",
        "govuk font GOVUKFontBuilder.title2Bold",
        "govuk font GOVUKFontBuilder.title3",
        "govuk font GOVUKFontBuilder.title3Semibold",
    ]

    /// Every label above, with its cause.
    static let all: [String: String] = {
        let groups: [(why: String, labels: [String])] = [
            ("`static let x: UIColor = { .init(light: .a, dark: .b) }()`: a stored property set by an immediately called closure reads as a function: ColorEvaluator.evaluateCall has no case for a call whose callee is a closure (Reading/ColorEvaluator.swift).", closureRunStatic),
            ("A member of `GOVUKColors.Strokes` with the name of one of `Fills`/`Text`: token.same-name, only the first is read (Reading/TokenExtraction.swift unique(_:kind:)); and the closure-run static is not read.", sameNameClosure),
            ("A member with the name of one in another enum of `DesignSystem.Color` (`Dividers.card`/`Backgrounds.card`, `Links.default`/`Dividers.default`, …): token.same-name, only the first is read (Reading/TokenExtraction.swift unique(_:kind:)).", sameNameQualified),
            ("`UIFont(.title1, weight: .bold)` through the guide's `convenience init(_ style: TextStyle, weight: Weight = .regular, design:)` over `UIFontDescriptor.preferredFontDescriptor(withTextStyle:).addingAttributes([.traits: [.weight: weight]]).withDesign(design)` and `self.init(descriptor:size: 0)`: unresolved (Reading/FontEvaluator.swift, Interpreter/SwiftRuntime+Fonts.swift).", fontDescriptorInit),
            ("`Color.themeGray.opacity(0.5)` and `{ .themeTyler }`, aliases of an asset color whose value is only its trailing comment: the alias's reading is taken before the comment is applied (the comment is read in TokenExtraction.makeColor, the alias in ColorEvaluator.evaluateName from `resolved`), so it carries no value.", aliasOfStatedAsset),
            ("The trailing comment `// #EDEDED at 0.96, dark #000000 at 0.96`: StatedColorParser takes the first hex and not the dark one when words other than 'dark' stand between them (Reading/StatedColorParser.swift).", commentAlphaWords),
            ("`UIColor.themeX` with the name of a `Color.themeX` is taken for that Color token's bridge and left out (Reading/TokenExtraction.swift unique(_:kind:), isBridge), though ThemeKit's UIKit palette is its own: hex literals and color(dark:light:) pairs, some of other values (UIColor.themeTyler96 is #DFDFDF/#151515, Color.themeTyler96 #EDEDED/#000000).", uiColorTwinDropped),
            ("`static var themeInputFieldTintColor: UIColor { .themeJacob }` names the UIKit `themeJacob` (a color(dark:light:) pair), but the reader resolves it to the SwiftUI `Color.themeJacob` asset, whose value is only in its comment (aliasOfStatedAsset), and the UIKit one is dropped (uiColorTwinDropped).", uiColorAliasToColorTwin),
            ("`UIFont.systemFont(ofSize: 14, weight: .medium).with(traits: .traitItalic)`: `with(traits:)` is UIExtensions' and not in the guide; the font reads as unresolved instead of keeping the receiver's size and weight.", undeclaredMethod),
            ("`Font.govUK` is `static var govUK: GOVUKFontBuilder { GOVUKFontBuilder() }` and the fonts are the struct's instance lets (`public let title1Bold: Font = .title.weight(.bold)`): no font token is made from them (only `govUK`, unresolved) (Reading/DeclaredFontTokens.swift).", govukFontBuilder),
        ]
        var all: [String: String] = [:]
        for group in groups { for label in group.labels { all[label] = group.why } }
        return all
    }()
}
