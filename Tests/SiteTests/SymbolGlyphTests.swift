import Foundation
import Testing
@testable import Site

/// SF Symbols drawn as the vendored Bootstrap Icons glyphs (`SymbolGlyph`).
@Suite struct SymbolGlyphTests {
    @Test func aSymbolWithAGlyphIsDrawnAsItsGlyphInTheForegroundColor() throws {
        let html = try PreviewTests.preview("Image(systemName: \"heart.fill\").font(.system(size: 24, weight: .bold)).foregroundStyle(Color.acmeRed)").states[0].html
        #expect(html.contains(#"<svg data-view="Image""#))
        #expect(html.contains(#"viewBox="0 0 16 16" fill="currentColor" stroke="currentColor" stroke-width="0.6""#))
        #expect(html.contains(#"role="img" aria-label="heart.fill""#))
        #expect(html.contains("<title>heart.fill</title><path fill-rule=\"evenodd\" d=\"M8 1.314C12.438"))
        #expect(html.contains("width:26.4px;height:26.4px;color:var(--acme-red"))
        #expect(!html.contains("pv-symbol"))
    }

    @Test func aRegularSymbolIsNotStroked() throws {
        let html = try PreviewTests.preview("Image(systemName: \"magnifyingglass\")").states[0].html
        #expect(html.contains(#"aria-label="magnifyingglass""#))
        #expect(!html.contains("stroke-width"))
    }

    @Test func aSymbolWithNoGlyphStaysALabeledPlaceholder() throws {
        let html = try PreviewTests.preview("Image(systemName: \"figure.run\")").states[0].html
        #expect(html.contains(#"class="pv-symbol"#))
        #expect(html.contains(#"role="img" aria-label="figure.run" title="figure.run""#))
        #expect(!html.contains("<svg"))
    }

    @Test func everySymbolTheMappingNamesHasItsGlyph() throws {
        let mapping = try String(contentsOf: Repository.root.appendingPathComponent("third_party/bootstrap-icons/sf-symbols.tsv"), encoding: .utf8)
        let rows = mapping.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        #expect(rows.count == SymbolGlyphs.glyphBySymbol.count, "Generated/SymbolGlyphs.swift is stale: run scripts/vendor-symbols")
        for row in rows {
            #expect(SymbolGlyphs.glyphBySymbol[row[0]] == row[1], "Generated/SymbolGlyphs.swift is stale: run scripts/vendor-symbols")
            #expect(SymbolGlyph.shapes(for: row[0])?.isEmpty == false)
        }
    }
}
