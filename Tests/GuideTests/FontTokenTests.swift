import Guide
import Testing

/// Every way real guides write a type style.
@Suite struct FontTokenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var declaration: String
        var family: String?
        var size: Double?
        var weight: FontWeight?
        var design: String? = nil
        var italic = false
        var textStyle: String? = nil
        var testDescription: String { declaration }
    }

    static let forms: [Case] = [
        Case(declaration: "static let a = Font.custom(\"Brando-Black\", size: 44) // \"It's a Match!\"", family: "Brando", size: 44, weight: .black),
        Case(declaration: "static let a = Font.custom(\"Inter-SemiBold\", size: 16)", family: "Inter", size: 16, weight: .semibold),
        Case(declaration: "static let a = Font.custom(\"DINNextRoundedPro-Bold\", size: 20).weight(.heavy)", family: "DINNextRoundedPro", size: 20, weight: .heavy),
        Case(declaration: "static let a = Font.custom(\"Söhne-Kraftig\", size: 14)", family: "Söhne", size: 14, weight: .medium),
        Case(declaration: "static let a = Font.custom(\"AirbnbCereal-Book\", size: 14)", family: "AirbnbCereal", size: 14, weight: .regular),
        Case(declaration: "static let a = Font.custom(\"Lora-Regular\", size: 17).weight(.regular).italic()", family: "Lora", size: 17, weight: .regular, italic: true),
        Case(declaration: "static let a = Font.custom(\"DMSerifDisplay-Italic\", size: 20)", family: "DMSerifDisplay", size: 20, weight: .regular, italic: true),
        Case(declaration: "static let a = Font.custom(\"Billabong\", size: 28)", family: "Billabong", size: 28, weight: nil),
        Case(declaration: "static let a = Font.custom(\"Inter-Regular\", size: 17, relativeTo: .body)", family: "Inter", size: 17, weight: .regular, textStyle: "body"),
        Case(declaration: "static let a = Font.system(size: 13, weight: .semibold, design: .monospaced)", family: nil, size: 13, weight: .semibold, design: "monospaced"),
        Case(declaration: "static let a = Font.system(size: 22, weight: .bold, design: .rounded).monospacedDigit()", family: nil, size: 22, weight: .bold, design: "rounded"),
        Case(declaration: "static let a = Font.system(.caption2, design: .default).weight(.semibold) // 11 / 600", family: nil, size: nil, weight: .semibold, design: "default", textStyle: "caption2"),
        Case(declaration: "static let a = Font.headline", family: nil, size: nil, weight: nil, textStyle: "headline"),
        Case(declaration: "static let a: Font = .title2.bold()", family: nil, size: nil, weight: .bold, textStyle: "title2"),
    ]

    @Test(arguments: forms)
    func readsEveryForm(_ form: Case) throws {
        let guide = fontGuide(form.declaration)
        let token = try #require(guide.fonts.first)
        #expect(guide.fonts.count == 1)
        #expect(token.family == form.family)
        #expect(token.size == form.size)
        #expect(token.weight == form.weight)
        #expect(token.design == form.design)
        #expect(token.isItalic == form.italic)
        #expect(token.textStyle == form.textStyle)
    }

    @Test func faceAndDeclaredWeightsAreKeptApart() throws {
        let token = try #require(fontGuide("static let a = Font.custom(\"DINNextRoundedPro-Bold\", size: 20).weight(.heavy)").fonts.first)
        #expect(token.faceWeight == .bold)
        #expect(token.declaredWeight == .heavy)
        #expect(token.weight == .heavy)
    }

    @Test func textStylesShowTheirDefaultSize() throws {
        let token = try #require(fontGuide("static let a = Font.headline").fonts.first)
        #expect(token.kind == .textStyle)
        #expect(token.displaySize == 17)
        #expect(token.displayWeight == .semibold)
    }

    @Test func helperFunctionsAreReadAtEachCallSite() throws {
        let guide = fontGuide("""
            private static func gg(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
                if let _ = UIFont(name: "ggSans-Regular", size: size) {
                    let suffix: String = {
                        switch weight {
                        case .bold: return "Bold"
                        default: return "Regular"
                        }
                    }()
                    return .custom("ggSans-\\(suffix)", size: size)
                }
                return .system(size: size, weight: weight)
            }
            static func rounded(_ size: CGFloat, weight: Font.Weight = .bold) -> Font {
                .system(size: size, weight: weight, design: .rounded)
            }
            static let title = gg(20, weight: .bold)
            static let body = gg(16)
            static let hero = rounded(34)
        """)
        #expect(guide.fonts.map(\.name) == ["title", "body", "hero"])
        let title = try #require(guide.font(named: "title"))
        // `if let _ = UIFont(name:size:)` runs both ways: the face when it is installed (its
        // `\(suffix)` worked out), else the system font; the token shows what they agree on.
        #expect(title.kind == .runtime)
        #expect(title.face == "ggSans-Bold")
        #expect(title.family == "ggSans")
        #expect(title.size == 20)
        #expect(title.weight == .bold)
        #expect(guide.font(named: "body")?.weight == .regular)
        let hero = try #require(guide.font(named: "hero"))
        #expect(hero.kind == .system)
        #expect(hero.size == 34)
        #expect(hero.weight == .bold)
        #expect(hero.design == "rounded")
    }

    @Test func aliasesOfOtherFontTokens() {
        let guide = fontGuide("static let body = Font.custom(\"Inter-Regular\", size: 16)\nstatic let bio = Font.body")
        #expect(guide.font(named: "bio")?.kind == .alias(of: "body"))
        #expect(guide.font(named: "bio")?.size == 16)
    }
}

@Suite struct TypographyFallbackTests {
    @Test(arguments: [
        ("Fall back to SF Pro Display/Text — the warmest system substitute.", [String](), true),
        ("Fall back to Inter (or `.system`) — a tight geometric grotesque.", ["Inter"], true),
        ("For prototypes, fall back to Inter (SIL OFL) or SF Pro (system). Bundle TTFs.", ["Inter"], true),
        ("SoDo Sans is proprietary. Fall back to Lato or SF Pro.", ["Lato"], true),
        ("The logotype — fall back to `Billabong` or a similar condensed script when unavailable.", ["Billabong"], false),
    ])
    func readsTheAdvice(prose: String, families: [String], system: Bool) throws {
        let read = guide("# T (iOS) — SwiftUI Implementation Guide\n\n## Typography\n\n\(prose)\n")
        let fallback = try #require(read.typographyFallback)
        #expect(fallback.families == families)
        #expect(fallback.usesSystemFont == system)
    }

    @Test func roundedHelperGivesTheSystemDesign() throws {
        let read = guide("""
        # T (iOS) — SwiftUI Implementation Guide

        ## Typography

        ```swift
        extension Font {
            static let body = Font.custom("Feather-Bold", size: 16)
            static let code = Font.system(size: 13, design: .monospaced)
            static func duoRounded(_ size: CGFloat, weight: Font.Weight = .bold) -> Font {
                .system(size: size, weight: weight, design: .rounded)
            }
        }
        ```
        """)
        #expect(read.typographyFallback?.systemDesign == "rounded")
    }
}

/// A face named through one of the guide's string constants is followed (issue 31: fonts in the
/// collection were 96.9% for it).
@Suite struct FontFaceConstantTests {
    static func read(_ code: String) -> Guide {
        guide("# T (iOS) — SwiftUI Implementation Guide\n\n## 2. Typography\n\n```swift\n\(code)\n```\n")
    }

    @Test func aConstantOfAnotherTypeNamesTheFace() throws {
        let read = Self.read("enum AppFont { static let face = \"DMSans\" }\nextension Font {\n    static let title = Font.custom(AppFont.face, size: 28)\n}")
        let title = try #require(read.fonts.first { $0.name == "title" })
        #expect(title.face == "DMSans")
        #expect(title.size == 28)
        #expect(read.fonts.map(\.name) == ["title"])
    }

    @Test func anInterpolatedConstantBesideTheTokensNamesTheFace() throws {
        let read = Self.read("extension Font {\n    private static let brand = \"Inter\"\n    static let display = Font.custom(\"\\(brand)-Black\", size: 40)\n    static let body = Font.custom(\"\\(Self.brand)-Regular\", size: 17)\n}")
        // The constant is a face name, not a font token of its own.
        #expect(read.fonts.map(\.name) == ["display", "body"])
        #expect(read.fonts.first?.face == "Inter-Black")
        #expect(read.fonts.first?.weight == .black)
        #expect(read.fonts.last?.face == "Inter-Regular")
    }

    /// A name with two values is not guessed at; the face is chosen as the app runs.
    @Test func anAmbiguousConstantIsNotGuessed() throws {
        let read = Self.read("enum A { static let face = \"Inter\" }\nenum B { static let face = \"Lato\" }\nextension Font {\n    static let x = Font.custom(\"\\(face)-Bold\", size: 12)\n    static let y = Font.custom(B.face, size: 12)\n}")
        #expect(read.fonts.first?.kind == .runtime)
        #expect(read.fonts.last?.face == "Lato")
    }
}

/// A constant typed as a number beside the font tokens is not a font token (Orbit's
/// `static var fontSizeToLineHeightRatio: CGFloat` in `extension Font` was one, unresolved).
@Suite struct FontExtensionConstantTests {
    @Test func aNumberInFontsExtensionIsNoToken() {
        let read = fontGuide("    static var fontSizeToLineHeightRatio: CGFloat { 1.3 }\n    static let weight: Font.Weight = .bold\n    static let body = Font.system(size: 17)")
        #expect(read.fonts.map(\.name) == ["body"])
    }
}
