import Diagnostics
import Foundation
import Guide
import Support

/// What the site-wide pages (gallery, symbols, search, compare, nearest brands) need to know
/// about a brand. Kept in the output's manifest between builds, so an incremental build makes
/// those pages from digests instead of reading every guide again — and a full build makes
/// them from digests too, so both give the same bytes.
///
/// Each field is declared here and named once more, in the table of `BrandDigest+JSON.swift`,
/// which writes it to the manifest, reads it back and says whether the site hash covers it.
struct BrandDigest: Sendable, Equatable, JSONRecord {
    struct NamedColor: Sendable, Equatable { var name = ""; var hex = "" }
    struct SymbolUse: Sendable, Equatable { var name = ""; var purpose = ""; var size: String? }

    /// The guide, relative to the content folder.
    var relativePath = ""
    /// The hash of the guide's files when this digest was made.
    var input = ""
    /// Their `FileStamp` then: the same stamp says `input` still holds without reading them.
    var stamp = ""
    var slug = ""
    var name = ""
    var category = ""
    var summary: String?
    var typeface = ""
    var appearance = ""
    var minimumIOS: String?
    var colorCount = 0
    var fontCount = 0
    var componentCount = 0
    var keyColors: [NamedColor] = []
    /// The colors of `NearestBrands.roles`, as sRGB components over white; nil where absent.
    var palette: [[Double]?] = []
    var symbols: [SymbolUse] = []
    /// Content-relative paths of the companion and README, which links may point to.
    var companionPath: String?
    var readmePath: String?
    /// What reading and linting the guide reported (see `GuideLint`).
    var diagnostics: [Diagnostic] = []
    /// A hash of the site-facing fields (everything above but the input and the diagnostics):
    /// what site-wide pages are made from, so they are made again only when it changes.
    var siteHash = ""
    /// The dependency key of the brand's pages when they were written; see `SiteBuilder`.
    var key = ""
    /// The hash of the brand's `compare.json` when it was written.
    var columnHash = ""
    /// The files the brand's pages took in the output, and which of them are pages.
    var files: [String] = []
    var pagePaths: [String] = []
    /// How many of its components the brand page draws fully, and partly (set when rendered).
    var previewsFull = 0
    var previewsPartial = 0
    /// The brand's search postings, its number of chunk files and its range of record ids (set
    /// when rendered; `SearchGroup`): kept out of the site hash, so an edit to prose rewrites
    /// the search shards it touches and no site-wide page.
    var searchPostings = ""
    var searchChunkCount = 0
    var searchIDSpace = 0
    /// What rendering the brand's pages reported (a link to nothing, a drawing or page past its
    /// budget), so a rebuild that keeps them reports it again.
    var renderDiagnostics: [Diagnostic] = []

    /// An empty digest, which reading a manifest fills in.
    init() {}

    var path: String { "brands/\(slug)/" }
    var categoryPath: String { "categories/\(category)/" }
    var categoryName: String { PublishedCategory.displayName(category) }

    /// The whole digest of a brand read in full.
    init(_ brand: PublishedBrand, input: String, address: SiteAddress, contentRoot: String, lint: GuideLint) {
        self.init(outlineOf: brand, input: input, contentRoot: contentRoot)
        complete(with: brand, address: address, lint: lint)
    }

    /// The part of a digest the site's plan needs before any brand page is rendered: identity,
    /// counts, colors, links. An outline reading (`Guide.ReadingScope.outline`) gives the same
    /// values as a full one; `complete(with:address:lint:)` adds the rest.
    init(outlineOf brand: PublishedBrand, input: String, contentRoot: String) {
        let guide = brand.guide
        relativePath = brand.source.relativePath
        self.input = input
        slug = brand.slug
        name = brand.name
        category = brand.category
        summary = brand.summary
        typeface = brand.typeface
        appearance = brand.appearance.rawValue
        minimumIOS = guide.minimumIOS
        colorCount = guide.colors.count
        fontCount = guide.fonts.count
        componentCount = guide.components.count
        keyColors = KeyColors.names(for: brand).compactMap { name in
            guide.color(named: name)?.published.map { NamedColor(name: name, hex: $0.hex) }
        }
        palette = NearestBrands.roles.map { role in
            brand.roles[role].flatMap(guide.color(named:))?.published.map { color in
                let opaque = color.alpha < 1 ? color.over(.white) : color
                return [opaque.red, opaque.green, opaque.blue]
            }
        }
        func relative(_ url: URL?) -> String? {
            guard let path = url?.standardizedFileURL.path, path.hasPrefix(contentRoot + "/") else { return nil }
            return String(path.dropFirst(contentRoot.count + 1))
        }
        companionPath = brand.hasCompanion ? relative(brand.source.companion) : nil
        readmePath = relative(brand.source.readme)
    }

    /// Adds what only a full reading gives (symbols, the lint's findings) and
    /// the site hash over it all.
    mutating func complete(with brand: PublishedBrand, address: SiteAddress, lint: GuideLint) {
        let guide = brand.guide
        var uses: [SymbolUse] = []
        for row in guide.symbols {
            for symbol in row.names { uses.append(SymbolUse(name: symbol, purpose: row.component, size: row.sizeText)) }
        }
        // Symbols a component's code names but the table leaves out still get an entry, so
        // every symbol link on a brand page lands somewhere.
        for component in guide.components {
            for symbol in Set(component.snippets.flatMap(\.symbols)).sorted() where !uses.contains(where: { $0.name == symbol }) {
                uses.append(SymbolUse(name: symbol, purpose: "in \(component.name)", size: nil))
            }
        }
        symbols = uses
        // The lint's findings travel with the digest, so a rebuild that keeps this guide's
        // pages still prints them. (The CLI's lint publishes a guide that contradicts itself
        // with warnings: GuideCheck.buildDiagnostics.)
        diagnostics = lint.diagnostics(guide)
        siteHash = ContentHash.of([JSONValue(self, fields: Self.siteFields).serialized(indent: 0)])
    }
}
