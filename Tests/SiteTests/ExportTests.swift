import Foundation
import Guide
import Markdown
import Support
import Testing
@testable import Site

/// The exporters on small guides written here: unique CSS names, aliases, dark values, the
/// resolver, the Tailwind theme and the asset catalog.
@Suite struct ExportTests {
    static let guide = """
    # Acme

    ```swift
    import SwiftUI

    extension Color {
        // MARK: Brand
        static let acmeBrand = Color(red: 1, green: 0.5, blue: 0) // #FF8000
        static let acmeAccent = Color.acmeBrand
        static let acmeAccentDeep = acmeAccent
        // MARK: Canvas
        static let acmeCanvas = Color.white
        static let acmeCanvasDark = Color(red: 0.1, green: 0.1, blue: 0.1)
    }

    extension LinearGradient {
        static let acmeBrand = LinearGradient(colors: [.acmeCanvasDark, .acmeCanvas], startPoint: .leading, endPoint: .trailing)
    }

    extension Font {
        static let acmeCode = Font.system(size: 13, weight: .medium, design: .monospaced)
        static let acmeTitle = Font.custom("Acme-Bold", size: 28)
    }
    ```
    """

    static func brand() -> PublishedBrand {
        let document = MarkdownDocument(parsing: Data(guide.utf8), source: "acme/DESIGN-swiftui.md")
        let guide = Guide(document: document, path: "acme/DESIGN-swiftui.md")
        let source = GuideSource(relativePath: "acme/DESIGN-swiftui.md", url: URL(fileURLWithPath: "/acme/DESIGN-swiftui.md"), companion: nil, readme: nil, root: FolderBoundary(path: "/")!)
        return PublishedBrand(source: source, guide: guide, hasCompanion: false, summary: nil, roles: guide.colorRoles)
    }

    @Test func aColorAndAGradientOfOneNameGetTwoProperties() {
        let brand = Self.brand()
        #expect(brand.cssNames.color("acmeBrand") == "--acme-brand")
        #expect(brand.cssNames.gradient("acmeBrand") == "--acme-brand-gradient")
        let css = BrandExports(brand).files.first { $0.path.hasSuffix("tokens.css") }.map(Self.text) ?? ""
        #expect(css.contains("  --acme-brand: #FF8000;\n"))
        #expect(css.contains("  --acme-brand-gradient: linear-gradient(90deg, var(--acme-canvas-dark, #1A1A1A) 0%"))
        #expect(css.components(separatedBy: "  --acme-brand:").count == 2, "defined once")
    }

    @Test func swiftAliasesBecomeDTCGAliasesInJSONAndCSS() throws {
        let exports = BrandExports(Self.brand())
        let root = try JSONValue(parsing: Data(Self.text(Self.file(exports, "acme.tokens.json")).utf8))
        #expect(root["color"]?["Brand"]?["acmeAccent"]?["$value"]?.stringValue == "{color.Brand.acmeBrand}")
        #expect(root["color"]?["Brand"]?["acmeAccentDeep"]?["$value"]?.stringValue == "{color.Brand.acmeAccent}")
        #expect(root["gradient"]?["acmeBrand"]?["$value"]?[0]?["color"]?.stringValue == "{color.Canvas.acmeCanvasDark}")
        #expect(Self.text(Self.file(exports, "tokens.css")).contains("  --acme-accent-deep: var(--acme-accent);\n"))
    }

    @Test func codeFontsStayMonospaceInJSON() throws {
        let root = try JSONValue(parsing: Data(Self.text(Self.file(BrandExports(Self.brand()), "acme.tokens.json")).utf8))
        let reference = try #require(root["typography"]?["Type"]?["acmeCode"]?["$value"]?["fontFamily"]?.stringValue)
        let key = String(reference.dropFirst("{fontFamily.".count).dropLast())
        let families = root["fontFamily"]?[key]?["$value"]?.arrayValue?.compactMap(\.stringValue)
        #expect(families == ["ui-monospace", "SF Mono", "Menlo", "monospace"])
    }

    @Test func theResolverAddsTheDarkSetInItsDarkContext() throws {
        let exports = BrandExports(Self.brand())
        let resolver = try JSONValue(parsing: Data(Self.text(Self.file(exports, "acme.resolver.json")).utf8))
        #expect(resolver["version"]?.stringValue == "2025.10")
        #expect(resolver["sets"]?["tokens"]?["sources"]?[0]?["$ref"]?.stringValue == "acme.tokens.json")
        #expect(resolver["modifiers"]?["theme"]?["contexts"]?["light"]?.arrayValue?.isEmpty == true)
        #expect(resolver["modifiers"]?["theme"]?["contexts"]?["dark"]?[0]?["$ref"]?.stringValue == "acme.dark.tokens.json")
        #expect(resolver["resolutionOrder"]?.arrayValue?.compactMap { $0["$ref"]?.stringValue } == ["#/sets/tokens", "#/modifiers/theme"])
        let dark = try JSONValue(parsing: Data(Self.text(Self.file(exports, "acme.dark.tokens.json")).utf8))
        #expect(dark["color"]?["Canvas"]?["acmeCanvas"]?["$value"]?.stringValue == "{color.Canvas.acmeCanvasDark}")
    }

    @Test func tailwindThemeUsesItsNamespaces() {
        let css = Self.text(Self.file(BrandExports(Self.brand()), "acme.tailwind.css"))
        #expect(css.contains("@theme {\n  --color-acme-brand: #FF8000;\n  --color-acme-accent: var(--color-acme-brand);\n"))
        #expect(css.contains("  --text-acme-title: 28px;\n  --text-acme-title--line-height: 1.2;\n"))
        #expect(css.contains("  --font-system-monospaced: ui-monospace, \"SF Mono\", \"Menlo\", monospace;\n"))
        #expect(css.contains("@layer theme {\n  :root, :host {\n    @variant dark {\n      --color-acme-canvas: var(--color-acme-canvas-dark);\n"))
    }

    /// Colorset names: letters, digits and underscores, not starting with a digit; ASCII names
    /// are told from their bytes, the rest by Unicode's letters.
    @Test(arguments: [("brandPrimary", true), ("_private2", true), ("Acme_Canvas9", true), ("2fast", false), ("", false),
                      ("with space", false), ("dash-ed", false), ("at@", false), ("brack[et", false), ("tick`", false), ("brace{", false),
                      ("zürich", true), ("ÉCRU", true), ("naïve-2", false), ("日本", true), ("emoji🙂", false)])
    func aColorsetNameIsAPlainIdentifier(_ name: String, _ expected: Bool) {
        #expect(AssetCatalog.isIdentifier(name) == expected)
    }

    @Test func theAssetCatalogHoldsOneColorsetPerColorWithItsDarkValue() throws {
        let zip = try #require(BrandExports(Self.brand()).files.first { $0.path == "brands/acme/Acme.xcassets.zip" })
        guard case .data(let data) = zip.contents else { Issue.record("not bytes"); return }
        let entries = try ZipReading.entries(Array(data))
        #expect(entries.map(\.path) == [
            "Acme.xcassets/Contents.json", "Acme.xcassets/acmeBrand.colorset/Contents.json", "Acme.xcassets/acmeAccent.colorset/Contents.json",
            "Acme.xcassets/acmeAccentDeep.colorset/Contents.json", "Acme.xcassets/acmeCanvas.colorset/Contents.json",
            "Acme.xcassets/acmeCanvasDark.colorset/Contents.json", "AcmeColors.swift",
        ])
        let canvas = try JSONValue(parsing: Data(try #require(entries.first { $0.path.contains("acmeCanvas.colorset") }).bytes))
        #expect(canvas["colors"]?[0]?["color"]?["components"]?["red"]?.stringValue == "1.000")
        #expect(canvas["colors"]?[1]?["appearances"]?[0]?["value"]?.stringValue == "dark")
        #expect(canvas["colors"]?[1]?["color"]?["components"]?["red"]?.stringValue == "0.102")
        #expect(canvas["info"]?["author"]?.stringValue == "xcode")
        let swift = String(decoding: try #require(entries.last).bytes, as: UTF8.self)
        #expect(swift.contains("    static let acmeBrand = Color(\"acmeBrand\")\n"))
    }

    /// The colorset written from its text's pieces is the JSON of the tree Xcode's format
    /// describes, for colors that round up, down, clamp and carry alpha.
    @Test(arguments: [
        (RGBAColor(red: 1, green: 0.5, blue: 0), RGBAColor(red: 0.1, green: 0.1, blue: 0.1)),
        (RGBAColor(red: 0.0004, green: 0.9996, blue: 0.12345, alpha: 0.5), RGBAColor(red: 1.5, green: -0.2, blue: 0.0005, alpha: 0)),
    ])
    func aColorsetIsTheJSONOfItsTree(_ light: RGBAColor, _ dark: RGBAColor) {
        func component(_ channel: Double) -> JSONValue { .string(NumberFormat.fixed(min(max(channel, 0), 1), digits: 3)) }
        func color(_ value: RGBAColor) -> JSONValue {
            .object([
                ("color-space", "srgb"),
                ("components", .object([("alpha", component(value.alpha)), ("blue", component(value.blue)), ("green", component(value.green)), ("red", component(value.red))])),
            ])
        }
        let tree: JSONValue = .object([
            ("colors", .array([
                .object([("color", color(light)), ("idiom", "universal")]),
                .object([
                    ("appearances", .array([.object([("appearance", "luminosity"), ("value", "dark")])])),
                    ("color", color(dark)), ("idiom", "universal"),
                ]),
            ])),
            ("info", .object([("author", "xcode"), ("version", 1)])),
        ])
        #expect(String(decoding: AssetCatalog.colorset(light: light, dark: dark), as: UTF8.self) == tree.serialized() + "\n")
    }

    /// `published`, worked out on bytes, is what parsing the token's hex gives with its alpha:
    /// a comment's hex that agrees within a step wins, one that does not loses.
    @Test func thePublishedColorIsTheParsedHexWithTheTokensAlpha() {
        let text = """
        # Tints

        ```swift
        extension Color {
            static let tintNear = Color(red: 0.5, green: 0.25, blue: 1) // #7F40FF
            static let tintFar = Color(red: 0.5, green: 0.25, blue: 1) // #103050
            static let tintSoft = Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.35)
            static let tintStated = Color("Tint") // #ABCDEF
        }
        ```
        """
        let guide = Guide(document: MarkdownDocument(parsing: Data(text.utf8), source: "tints.md"), path: "tints.md")
        let tokens = guide.colors + Self.brand().guide.colors
        #expect(tokens.count == 9)
        for token in tokens {
            let parsed = token.hex.flatMap { RGBAColor(hex: $0) }.map { $0.withOpacity(token.displayColor!.alpha) } ?? token.displayColor
            #expect(token.published == parsed, "\(token.name)")
        }
        #expect(guide.color(named: "tintNear")?.published?.hex == "#7F40FF")
        #expect(guide.color(named: "tintFar")?.published?.hex == "#8040FF")
        #expect(guide.color(named: "tintSoft")?.published?.alpha == 0.35)
    }

    /// Lines written from pieces end with a line break each, the last too, as joined lines did.
    @Test func textLinesEndEveryLine() {
        var text = TextLines(capacity: 0)
        text.line("/* a */")
        text.write("  --x: ")
        text.write("var(--y)")
        text.endLine()
        text.line("")
        text.line("}")
        #expect(String(decoding: text.bytes, as: UTF8.self) == ["/* a */", "  --x: var(--y)", "", "}"].joined(separator: "\n") + "\n")
    }

    static func file(_ exports: BrandExports, _ name: String) -> SiteFile {
        exports.files.first { $0.path.hasSuffix("/" + name) }!
    }

    static func text(_ file: SiteFile) -> String {
        switch file.contents {
        case .text(let text): text
        case .bytes(let bytes): String(decoding: bytes, as: UTF8.self)
        default: ""
        }
    }
}

/// Reads back a stored ZIP, checking each entry's CRC-32: enough to test `StoredZip`.
enum ZipReading {
    struct Entry { var path: String; var bytes: [UInt8] }
    struct Malformed: Error {}

    static func entries(_ bytes: [UInt8]) throws -> [Entry] {
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) } }
        var entries: [Entry] = []
        var offset = 0
        while offset + 30 <= bytes.count, u32(offset) == 0x0403_4B50 {
            let size = Int(u32(offset + 18)), nameLength = u16(offset + 26), extra = u16(offset + 28)
            let start = offset + 30 + nameLength + extra
            guard u16(offset + 8) == 0, start + size <= bytes.count else { throw Malformed() }
            let data = Array(bytes[start..<start + size])
            guard CRC32.checksum(data) == u32(offset + 14) else { throw Malformed() }
            entries.append(Entry(path: String(decoding: bytes[offset + 30..<offset + 30 + nameLength], as: UTF8.self), bytes: data))
            offset = start + size
        }
        return entries
    }
}
