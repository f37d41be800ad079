import Foundation
import Guide
import Markdown
import Support
import Testing
@testable import Site

/// A guide whose token names are hostile to every export's grammar, built as a site: its
/// tokens.css and Tailwind theme keep every declaration inside balanced blocks, its DTCG file
/// one token per name, its asset catalog one colorset per color.
@Suite struct HostileNameExportTests {
    /// Seventeen colors (U+0D4E before `;`, `}` and `{`, Swift keywords, a leading combining
    /// mark, emoji, a ZWJ sequence, DTCG's reserved characters, two that escape alike), one
    /// gradient with a stop at 1e308, one font.
    static let guide = """
    # Hostile

    ## 1. Color Tokens

    ```swift
    import SwiftUI

    extension Color {
        // MARK: Brand
        static let ink = Color(red: 0.1, green: 0.2, blue: 0.3) // #1A334D
        static let `a\u{0D4E};b` = Color(red: 1, green: 0, blue: 0)
        static let `c\u{0D4E}}d` = Color(red: 0, green: 1, blue: 0)
        static let `e\u{0D4E}{f` = Color(red: 0, green: 0, blue: 1)
        static let `default` = Color(red: 0.5, green: 0.5, blue: 0.5)
        static let `self` = Color(red: 0.6, green: 0.5, blue: 0.5)
        static let `class` = Color(red: 0.7, green: 0.5, blue: 0.5)
        static let `Type` = Color(red: 0.8, green: 0.5, blue: 0.5)
        static let `init` = Color(red: 0.9, green: 0.5, blue: 0.5)
        static let `\u{0301}accent` = Color(red: 0.2, green: 0.5, blue: 0.5)
        static let `\u{1F642}` = Color(red: 0.3, green: 0.5, blue: 0.5)
        static let `\u{1F469}\u{200D}\u{1F4BB}` = Color(red: 0.4, green: 0.5, blue: 0.5)
        static let `$value` = Color(red: 0.1, green: 0.6, blue: 0.5)
        static let `a.b` = Color(red: 0.1, green: 0.7, blue: 0.5)
        static let `{x}` = Color(red: 0.1, green: 0.8, blue: 0.5)
        static let a_b = Color(red: 0.1, green: 0.9, blue: 0.5)
        static let canvas = Color.white // #FFFFFF
    }

    extension LinearGradient {
        static let `far\u{0D4E};` = LinearGradient(stops: [Gradient.Stop(color: .ink, location: 0), Gradient.Stop(color: .canvas, location: 1e308)], startPoint: .leading, endPoint: .trailing)
    }

    extension Font {
        static let `t\u{0D4E}}` = Font.system(size: 17)
    }
    ```
    """

    static func exports() -> BrandExports {
        BrandExports(guideText: guide, slug: "hostile")
    }

    @Test func theGuideReadsSeventeenColors() {
        #expect(Self.exports().brand.guide.colors.count == 17)
    }

    /// 17 colors, a gradient and a font: 19 declarations in `:root`, every one a custom property
    /// of its own, none of them `inf`.
    @Test func tokensCSSKeepsEveryDeclaration() throws {
        let css = ExportTests.text(ExportTests.file(Self.exports(), "tokens.css"))
        let blocks = try CSSBlocks(css)
        let root = blocks.declarations(in: [":root"])
        #expect(root.count == 19)
        #expect(blocks.declarations.count == root.count)
        #expect(Set(root.map(\.name)).count == root.count, "a custom property defined twice")
        for declaration in root {
            #expect(declaration.name.hasPrefix("--") && !declaration.name.unicodeScalars.contains { ";{}:".unicodeScalars.contains($0) }, "\(declaration.name)")
        }
        #expect(root.map(\.name).contains("--a-b") && root.map(\.name).contains("--a-b-color"), "a.b and a_b")
        let gradient = try #require(root.first { $0.value.hasPrefix("linear-gradient") })
        #expect(gradient.value.hasSuffix("var(--canvas, #FFFFFF) 100%)"))
        #expect(!css.contains("inf") && !css.contains("nan"))
    }

    /// 17 colors, one family, a text size with its three companions, one weight: 23.
    @Test func theTailwindThemeKeepsEveryDeclaration() throws {
        let css = ExportTests.text(ExportTests.file(Self.exports(), "hostile.tailwind.css"))
        let theme = try CSSBlocks(css).declarations(in: ["@theme"])
        #expect(theme.count == 23)
        #expect(Set(theme.map(\.name)).count == theme.count)
        #expect(theme.filter { $0.name.hasPrefix("--color-") }.count == 17)
    }

    @Test func tokensJSONHasOneTokenPerColor() throws {
        let root = try JSONValue(parsing: Data(ExportTests.text(ExportTests.file(Self.exports(), "hostile.tokens.json")).utf8))
        let names = try #require(root["color"]?["Brand"]?.keys)
        #expect(names.count == 17 && Set(names).count == 17)
        for name in names {
            #expect(!name.unicodeScalars.contains { ".{}".unicodeScalars.contains($0) } && name.unicodeScalars.first != "$", "\(name)")
        }
        #expect(root["gradient"]?["far\u{0D4E};"]?["$value"]?[1]?["position"]?.numberValue == 1)
    }

    /// Built as a site, the brand page's style attributes (swatches, chips, gradients, pairs)
    /// each read as whole declarations whose `var()`s name properties tokens.css declares.
    @Test func theBrandPagePaintsWithDeclaredProperties() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.guide, to: "content/tests/hostile/DESIGN-swiftui.md")
        _ = try await buildSite(content: folder.url.appendingPathComponent("content"), output: folder.url.appendingPathComponent("public"))
        let declared = Set(try CSSBlocks(try folder.read("public/brands/hostile/tokens.css")).declarations.map(\.name))
        #expect(declared.count == 19)
        var references = 0
        for style in Self.styleAttributes(try folder.read("public/brands/hostile/index.html")) {
            for declaration in try CSSBlocks("x {" + style + "}").declarations {
                for name in Self.variables(in: declaration.value) where !name.hasPrefix("--pv-") {
                    #expect(declared.contains(name), "\(name) in style=\"\(style)\"")
                    references += 1
                }
            }
        }
        #expect(references >= 17, "every color paints its swatch")
    }

    /// The text of each `style="…"` attribute, unescaped, found on bytes (a Character may join
    /// the closing quote to the letter before it).
    static func styleAttributes(_ html: String) -> [String] {
        let bytes = Array(html.utf8), opening = Array(" style=\"".utf8)
        var styles: [String] = []
        var index = 0
        while index + opening.count <= bytes.count {
            guard bytes[index..<index + opening.count].elementsEqual(opening) else { index += 1; continue }
            let start = index + opening.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            styles.append(text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&"))
            index = end
        }
        return styles
    }

    /// The custom properties a value reads: `var(--name` up to `,` or `)`, by scalars.
    static func variables(in value: String) -> [String] {
        value.unicodeScalars.split(separator: "(").dropFirst().compactMap { piece in
            let name = String(String.UnicodeScalarView(piece.prefix { $0 != "," && $0 != ")" }))
            return name.unicodeScalars.starts(with: "--".unicodeScalars) ? name.trimmingCharacters(in: .whitespaces) : nil
        }
    }

    @Test func theAssetCatalogHasAColorsetPerColor() throws {
        let zip = try #require(Self.exports().files.first { $0.path.hasSuffix(".xcassets.zip") })
        guard case .data(let data) = zip.contents else { Issue.record("not bytes"); return }
        let entries = try ZipReading.entries(Array(data))
        let folders = entries.map(\.path).filter { $0.hasSuffix(".colorset/Contents.json") }
        #expect(folders.count == 17)
        #expect(Set(folders.map { $0.lowercased() }).count == 17)
        let swift = String(decoding: try #require(entries.last).bytes, as: UTF8.self)
        #expect(swift.components(separatedBy: "    static let ").count == 18)
        #expect(swift.contains("    static let `default` = Color(\"default\")\n"))
        #expect(swift.contains("    static let a_b = Color(\"a_b\")\n"))
        #expect(swift.contains("    static let a_b2 = Color(\"a_b2\")\n"))
    }
}
