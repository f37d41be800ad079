import Guide
import Testing

/// Every way real guides write a color, each read to the value SwiftUI would give.
@Suite struct ColorTokenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var declaration: String
        var hex: String?
        var alpha: Double?
        var kind: ColorToken.Kind
        var testDescription: String { declaration }
    }

    static let forms: [Case] = [
        Case(declaration: "static let a = Color(red: 1.000, green: 0.776, blue: 0.161) // #FFC629", hex: "#FFC629", alpha: 1, kind: .literal),
        Case(declaration: "static let a = Color(red: 0.988, green: 0.298, blue: 0.008, opacity: 0.3)", hex: "#FC4C02", alpha: 0.3, kind: .literal),
        Case(declaration: "static let a = Color(red: 0.988, green: 0.298, blue: 0.008).opacity(0.3)", hex: "#FC4C02", alpha: 0.3, kind: .literal),
        Case(declaration: "static let a = Color(.sRGB, red: 0.5, green: 0.5, blue: 0.5, opacity: 1)", hex: "#808080", alpha: 1, kind: .literal),
        Case(declaration: "static let a = Color(red: 255/255, green: 198/255, blue: 41/255)", hex: "#FFC629", alpha: 1, kind: .literal),
        Case(declaration: "static let a = Color.white", hex: "#FFFFFF", alpha: 1, kind: .literal),
        Case(declaration: "static let a = Color.black.opacity(0.4)", hex: "#000000", alpha: 0.4, kind: .literal),
        Case(declaration: "static let a: Color = .clear", hex: "#000000", alpha: 0, kind: .literal),
        Case(declaration: "static let a = Color(white: 0.2)", hex: "#333333", alpha: 1, kind: .literal),
        Case(declaration: "static let a = Color(white: 1, opacity: 0.5)", hex: "#FFFFFF", alpha: 0.5, kind: .literal),
        Case(declaration: "static let a = Color(hex: 0x00B0B9)", hex: "#00B0B9", alpha: 1, kind: .literal),
        Case(declaration: "static let a = Color(hex: \"#FF6B81\")", hex: "#FF6B81", alpha: 1, kind: .literal),
        Case(declaration: "static let a = Color(hue: 0, saturation: 1, brightness: 1)", hex: "#FF0000", alpha: 1, kind: .literal),
        Case(declaration: "static let a = Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))", hex: "#336699", alpha: 0.8, kind: .literal),
        Case(declaration: "static let a = Color(uiColor: .systemRed)", hex: nil, alpha: nil, kind: .system("systemRed")),
        Case(declaration: "static let a = Color.primary", hex: nil, alpha: nil, kind: .system("primary")),
        Case(declaration: "static let a = Color(.tertiaryLabel) // Delivered / placeholder", hex: nil, alpha: nil, kind: .system("tertiaryLabel")),
        Case(declaration: "static let a = Color(\"BrandSurface\")", hex: nil, alpha: nil, kind: .asset("BrandSurface")),
        Case(declaration: "static let a = Color(\"UberSurface\") // #FFFFFF / #1A1A1A", hex: "#FFFFFF", alpha: 1, kind: .asset("UberSurface")),
        // Xcode's color literal, on iOS a UIColor of these components.
        Case(declaration: "static let a = #colorLiteral(red: 0.1137254902, green: 0.4392156863, blue: 0.7215686275, alpha: 1)", hex: "#1D70B8", alpha: 1, kind: .literal),
        Case(declaration: "static let a: Color = #colorLiteral(red: 0.831, green: 0.220, blue: 0.149, alpha: 0.5)", hex: "#D43826", alpha: 0.5, kind: .literal),
        Case(declaration: "static let a = Color.brand(for: .primary)", hex: nil, alpha: nil, kind: .function("Color.brand(for: .primary)")),
    ]

    @Test(arguments: forms)
    func readsEveryForm(_ form: Case) throws {
        let guide = colorGuide(form.declaration)
        let token = try #require(guide.colors.first)
        #expect(guide.colors.count == 1)
        #expect(token.name == "a")
        #expect(token.hex == form.hex)
        #expect(token.displayColor?.alpha == form.alpha)
        #expect(token.kind == form.kind)
        #expect(token.kind.isDecidedAtRunTime == (form.kind != .literal))
        #expect(guide.diagnostics.isEmpty)
    }

    @Test func aliasesResolveAcrossExtensionsAndOrder() throws {
        let guide = colorGuide("""
            static let tint = Color.brand.opacity(0.15)
            static let brand = Color(hex: 0x00B0B9)
            static let link: Color = .brand
            static let loopA = Color.loopB
            static let loopB = Color.loopA
        """)
        #expect(guide.color(named: "tint")?.kind == .alias(of: "brand"))
        #expect(guide.color(named: "tint")?.hex == "#00B0B9")
        #expect(guide.color(named: "tint")?.color?.alpha == 0.15)
        #expect(guide.color(named: "link")?.hex == "#00B0B9")
        // A cycle leaves both tokens without a value instead of looping.
        #expect(guide.color(named: "loopA")?.color == nil)
        #expect(guide.colors.count == 5)
    }

    @Test func severalDeclarationsOnOneLine() {
        let guide = colorGuide("static let peachA = Color(red: 0.957, green: 0.780, blue: 0.482); static let peachB = Color(red: 0.878, green: 0.635, blue: 0.294)")
        #expect(guide.colors.map(\.name) == ["peachA", "peachB"])
        #expect(guide.colors.map(\.hex) == ["#F4C77B", "#E0A24B"])
        #expect(guide.colors[1].source == "static let peachB = Color(red: 0.878, green: 0.635, blue: 0.294)")
        #expect(guide.colors[1].location.column > guide.colors[0].location.column)
    }

    @Test func computedPropertiesAndDynamicProviders() throws {
        let guide = colorGuide("""
            static var incoming: Color {
                Color(UIColor { $0.userInterfaceStyle == .dark
                    ? UIColor(red: 0.149, green: 0.149, blue: 0.165, alpha: 1)
                    : UIColor(red: 0.914, green: 0.914, blue: 0.922, alpha: 1) })
            }
            static var canvas: Color { Color(UIColor { $0.userInterfaceStyle == .dark ? .black : .white }) }
            static var plain: Color { Color(red: 0.2, green: 0.2, blue: 0.2) }
            static let adaptive = Color(light: .white, dark: Color(hex: 0x1A1A1A))
        """)
        let incoming = try #require(guide.color(named: "incoming"))
        #expect(incoming.kind == .dynamic)
        #expect(incoming.color == nil)
        #expect(incoming.appearance?.light.hex == "#E9E9EB")
        #expect(incoming.appearance?.dark.hex == "#26262A")
        #expect(guide.color(named: "canvas")?.appearance?.dark.hex == "#000000")
        #expect(guide.color(named: "plain")?.hex == "#333333")
        #expect(guide.color(named: "adaptive")?.appearance?.dark.hex == "#1A1A1A")
    }

    @Test func shapeStyleExtensionsAndNamespaces() {
        let guide = guide("""
        # T (iOS) — SwiftUI Implementation Guide

        ```swift
        extension ShapeStyle where Self == Color {
            static var brandInk: Color { Color(red: 0.1, green: 0.1, blue: 0.1) }
        }
        enum Palette {
            static let accent = Color(hex: 0xFF0000)
            static let spacing: CGFloat = 8
        }
        ```
        """)
        #expect(guide.colors.map(\.name) == ["brandInk", "accent"])
        #expect(guide.colors.map(\.hex) == ["#1A1A1A", "#FF0000"])
    }

    @Test func groupsComeFromMarksOrHeadingComments() {
        let marked = colorGuide("""
            // MARK: - Brand
            static let a = Color.white
            // pressed state
            static let b = Color.black
            // MARK: Text
            static let c = Color.white
            // MARK: - Background -
            static let d = Color.black
        """)
        // A dash after the name is Xcode's separator line, not part of it.
        #expect(marked.colors.map(\.group) == ["Brand", "Brand", "Text", "Background"])
        let plain = colorGuide("""
            // Canvas & surfaces
            static let a = Color.white
            static let b = Color.black

            // Text
            static let c = Color.white
        """)
        #expect(plain.colors.map(\.group) == ["Canvas & surfaces", "Canvas & surfaces", "Text"])
    }

    @Test func commentsStateValues() throws {
        let guide = colorGuide("""
            static let scrim = Color(red: 0.078, green: 0.071, blue: 0.063).opacity(0.5) // rgba(20,18,16,0.5)
            static let close = Color(red: 1.000, green: 0.776, blue: 0.160) // #FFC629
            static let pair = Color("Surface") // #FFFFFF / #1A1A1A
            static let tinted = Color.black.opacity(0.4) // #000000 @ 40%
            static let tintedAt = Color.black.opacity(0.5) // #000000 at 50%
        """)
        #expect(guide.color(named: "scrim")?.stated?.color.alpha == 0.5)
        #expect(guide.color(named: "scrim")?.stated?.statesAlpha == true)
        // Within one step per channel the comment's exact hex is kept.
        #expect(guide.color(named: "close")?.hex == "#FFC629")
        let pair = try #require(guide.color(named: "pair"))
        #expect(pair.appearance?.light.hex == "#FFFFFF")
        #expect(pair.appearance?.dark.hex == "#1A1A1A")
        #expect(pair.valueSource == .comment)
        #expect(guide.color(named: "tinted")?.stated?.color.alpha == 0.4)
        #expect(guide.color(named: "tintedAt")?.stated?.color.alpha == 0.5)
        #expect(guide.diagnostics.isEmpty)
    }

    @Test func componentsThatDisagreeWithTheCommentAreWarned() throws {
        let guide = colorGuide("static let off = Color(red: 1.000, green: 0.700, blue: 0.161) // #FFC629")
        let diagnostic = try #require(guide.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "'off' components give #FFB329 but the comment says #FFC629")
        #expect(diagnostic.location.line == 7)
        #expect(diagnostic.location.column == 12)
        #expect(guide.color(named: "off")?.hex == "#FFB329")
    }
}

/// A comment beside an asset color may state its dark value in words (issue 31/32: Orbit's
/// `// #0172CB, dark #34A4FE` lost its dark half).
@Suite struct StatedDarkCommentTests {
    @Test(arguments: [
        ("#0172CB, dark #34A4FE", "#34A4FE"), ("#0172CB (dark: #34A4FE)", "#34A4FE"), ("#0172CB; Dark mode #34A4FE", "#34A4FE"),
        ("#0172CB / #34A4FE", "#34A4FE"), ("#0172CB, in dark #34A4FE", "#34A4FE"),
        ("#FFFFFF text on dark #1A1A1A", nil), ("#0172CB, #34A4FE", nil),
    ])
    func theDarkValueIsReadFromWords(_ comment: String, _ dark: String?) {
        let stated = StatedColorParser.parse(comment)
        #expect(stated?.color.hex == String(comment.prefix(7)))
        #expect(stated?.dark?.hex == dark)
    }

    @Test func anAssetColorTakesBothFromItsComment() throws {
        let read = colorGuide("    static let blueNormal = Color(\"Blue Normal\", bundle: .current) // #0172CB, dark #34A4FE")
        let token = try #require(read.color(named: "blueNormal"))
        #expect(token.appearance?.light.hex == "#0172CB")
        #expect(token.appearance?.dark.hex == "#34A4FE")
    }
}
