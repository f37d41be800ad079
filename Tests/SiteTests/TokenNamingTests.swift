import Testing
@testable import Site

/// What each export lets a hostile name become, one function per target, on scalars: a
/// grapheme that starts with a letter (U+0D4E, a "prepend" letter) carries `;`, `{` or `}` with it.
@Suite struct TokenNamingTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var css: String
        var swift: String
        var asset: String
        var dtcg: String
        var testDescription: String { name.debugDescription }
    }

    static let long = String(repeating: "a", count: 300)
    static let longAccented = String(repeating: "\u{E9}", count: 150)

    static let rows: [Row] = [
        Row(name: "a\u{0D4E};b", css: "--a\u{0D4E}-b", swift: "a\u{0D4E}_b", asset: "a\u{0D4E}_b", dtcg: "a\u{0D4E};b"),
        Row(name: "c\u{0D4E}}d", css: "--c\u{0D4E}-d", swift: "c\u{0D4E}_d", asset: "c\u{0D4E}_d", dtcg: "c\u{0D4E})d"),
        Row(name: "e\u{0D4E}{f", css: "--e\u{0D4E}-f", swift: "e\u{0D4E}_f", asset: "e\u{0D4E}_f", dtcg: "e\u{0D4E}(f"),
        Row(name: "\u{0D4E};", css: "--\u{0D4E}", swift: "\u{0D4E}_", asset: "\u{0D4E}_", dtcg: "\u{0D4E};"),
        Row(name: "\u{0301}accent", css: "--accent", swift: "_\u{0301}accent", asset: "_\u{0301}accent", dtcg: "\u{0301}accent"),
        Row(name: "\u{0903}x", css: "--\u{0903}x", swift: "_\u{0903}x", asset: "_\u{0903}x", dtcg: "\u{0903}x"),
        Row(name: "default", css: "--default", swift: "`default`", asset: "default", dtcg: "default"),
        Row(name: "self", css: "--self", swift: "`self`", asset: "self", dtcg: "self"),
        Row(name: "class", css: "--class", swift: "`class`", asset: "class", dtcg: "class"),
        Row(name: "Type", css: "--type", swift: "`Type`", asset: "Type", dtcg: "Type"),
        Row(name: "init", css: "--init", swift: "`init`", asset: "init", dtcg: "init"),
        Row(name: "`init`", css: "--init", swift: "_init_", asset: "_init_", dtcg: "`init`"),
        Row(name: "none", css: "--none", swift: "none", asset: "none", dtcg: "none"),
        Row(name: "\u{1F642}", css: "--token", swift: "\u{1F642}", asset: "_", dtcg: "\u{1F642}"),
        Row(name: "emoji\u{1F642}", css: "--emoji", swift: "emoji\u{1F642}", asset: "emoji_", dtcg: "emoji\u{1F642}"),
        Row(name: "\u{1F469}\u{200D}\u{1F4BB}", css: "--token", swift: "\u{1F469}\u{200D}\u{1F4BB}", asset: "___", dtcg: "\u{1F469}\u{200D}\u{1F4BB}"),
        Row(name: "a\u{200D}b", css: "--a\u{200D}b", swift: "a\u{200D}b", asset: "a_b", dtcg: "a\u{200D}b"),
        Row(name: "\u{202E}evil", css: "--evil", swift: "_evil", asset: "_evil", dtcg: "\u{202E}evil"),
        Row(name: "$value", css: "--value", swift: "_value", asset: "_value", dtcg: "value"),
        Row(name: "a.b", css: "--a-b", swift: "a_b", asset: "a_b", dtcg: "a\u{B7}b"),
        Row(name: "{x}", css: "--x", swift: "_x_", asset: "_x_", dtcg: "(x)"),
        Row(name: "$", css: "--token", swift: "`_`", asset: "_", dtcg: "token"),
        Row(name: "", css: "--token", swift: "color", asset: "color", dtcg: "token"),
        Row(name: "2fast", css: "--2fast", swift: "_2fast", asset: "2fast", dtcg: "2fast"),
        Row(name: "bumbleBFFTeal", css: "--bumble-bff-teal", swift: "bumbleBFFTeal", asset: "bumbleBFFTeal", dtcg: "bumbleBFFTeal"),
        Row(name: "zürichBlau", css: "--zürich-blau", swift: "zürichBlau", asset: "zürichBlau", dtcg: "zürichBlau"),
        Row(name: long, css: "--" + long, swift: long, asset: String(long.prefix(200)), dtcg: long),
        Row(name: longAccented, css: "--" + longAccented, swift: longAccented, asset: String(longAccented.prefix(100)), dtcg: longAccented),
    ]

    @Test(arguments: rows)
    func eachTargetWritesWhatItsGrammarLetsStand(_ row: Row) {
        #expect(TokenNaming.cssVariable(row.name).unicodeScalars.elementsEqual(row.css.unicodeScalars), "\(TokenNaming.cssVariable(row.name).debugDescription)")
        #expect(TokenNaming.swiftIdentifier(row.name).unicodeScalars.elementsEqual(row.swift.unicodeScalars), "\(TokenNaming.swiftIdentifier(row.name).debugDescription)")
        #expect(TokenNaming.assetName(row.name).unicodeScalars.elementsEqual(row.asset.unicodeScalars), "\(TokenNaming.assetName(row.name).debugDescription)")
        #expect(TokenNaming.dtcgName(row.name, fallback: "token").unicodeScalars.elementsEqual(row.dtcg.unicodeScalars), "\(TokenNaming.dtcgName(row.name, fallback: "token").debugDescription)")
    }

    /// Whatever the name, the CSS name is a custom property CSS reads as one ident: `--` and
    /// ident code points (letters, digits, `-`, `_`, anything past ASCII), never `--` alone.
    @Test(arguments: rows)
    func aCSSNameIsOneIdent(_ row: Row) {
        let variable = TokenNaming.cssVariable(row.name)
        // By scalars: `-` and a spacing mark after it are one Character.
        #expect(variable.unicodeScalars.starts(with: "--".unicodeScalars) && variable.unicodeScalars.count > 2)
        #expect(variable.unicodeScalars.allSatisfy { $0.value >= 0x80 || $0 == "-" || $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        let key = TokenNaming.tailwindKey(variable)
        #expect(!key.isEmpty && !key.contains("--") && !key.unicodeScalars.contains("\\"))
    }

    /// A DTCG name never holds `.`, `{` or `}` nor starts with `$`; an asset name is at most
    /// 200 bytes and holds nothing a path or a string literal would read.
    @Test(arguments: rows)
    func dtcgAndAssetNamesKeepTheirFormatsRules(_ row: Row) {
        let dtcg = TokenNaming.dtcgName(row.name, fallback: "token").unicodeScalars
        #expect(!dtcg.contains(".") && !dtcg.contains("{") && !dtcg.contains("}") && dtcg.first != "$")
        let asset = TokenNaming.assetName(row.name)
        #expect(asset.utf8.count <= TokenNaming.maximumAssetNameBytes)
        #expect(!asset.unicodeScalars.contains { "/\\:.\"'`\n".unicodeScalars.contains($0) || $0.value < 0x20 })
    }

    /// Names that escape alike get a number, the names that stand as written keep theirs
    /// whatever their order, and asset names differ without regard to case.
    @Test func namesEscapedAlikeStayApart() {
        #expect(UniqueNames.claim(["a;b", "a_b", "a.b"]) { TokenNaming.swiftIdentifierBody($0) } == ["a_b2", "a_b", "a_b3"])
        #expect(UniqueNames.claim(["$value", "value"]) { TokenNaming.dtcgName($0, fallback: "token") } == ["value2", "value"])
        #expect(UniqueNames.claim(["Acme", "acme", "ACME"], escape: { TokenNaming.assetName($0) }, foldingCase: true) == ["Acme", "acme2", "ACME3"])
        #expect(UniqueNames.claim([Self.long + "b", Self.long + "c"]) { TokenNaming.assetName($0) } == [String(Self.long.prefix(200)), String(Self.long.prefix(200)) + "2"])
    }

    /// Thousands of names that escape alike get consecutive numbers (found from where the last
    /// one stopped, not by counting again from 2).
    @Test func manyNamesEscapedAlikeGetConsecutiveNumbers() {
        let names = (0..<5000).map { String(repeating: ";", count: $0 + 1) }
        let claimed = UniqueNames.claim(names) { _ in "x" }
        #expect(claimed.first == "x" && claimed.last == "x5000" && Set(claimed).count == names.count)
    }

    /// Scalars, not Characters: a name of letters, digits and breaks kebab-cases as it did.
    @Test(arguments: [("ZürichBlau", "zürich-blau"), ("ÉCRU", "écru"), ("caf\u{65}\u{301}Noir", "caf\u{65}\u{301}-noir"), ("日本Red", "日本red"), ("naïve-2", "naïve-2")])
    func unicodeNamesKebabCaseAsBefore(_ name: String, _ expected: String) {
        #expect(TokenNaming.kebab(name) == expected)
    }
}

/// Anchors are HTML ids: no whitespace, whatever a raw identifier holds.
@Suite struct TokenAnchorTests {
    @Test func anAnchorHoldsNoWhitespace() {
        #expect(TokenNaming.colorAnchor("brandRed") == "color-brandRed")
        #expect(TokenNaming.colorAnchor("brand red\tx\ny") == "color-brand_red_x_y")
        #expect(TokenNaming.fontAnchor("big title") == "font-big_title")
        #expect(TokenNaming.gradientAnchor("a b") == "gradient-a_b")
    }

    /// A link's fragment takes only URL code points; the id says the same as the link.
    @Test func anAnchorIsAFragmentAsWritten() {
        #expect(TokenNaming.colorAnchor("x\u{0D4E}}y") == "color-x\u{0D4E}%7Dy")
        #expect(TokenNaming.colorAnchor("\u{0D4E}{") == "color-\u{0D4E}%7B")
        #expect(TokenNaming.colorAnchor("100%\"<a>|") == "color-100%25%22%3Ca%3E%7C")
        #expect(TokenNaming.colorAnchor("caf\u{E9}Cr\u{E8}me") == "color-caf\u{E9}Cr\u{E8}me")
        #expect(TokenNaming.colorAnchor("a;b:c") == "color-a;b:c")
    }
}
