import Diagnostics
import Foundation

/// What the digest step makes of the digests, and every later step reads: the site's shape.
struct SitePlan {
    let categories: [PublishedCategory]
    let frame: PageFrame
    /// Markdown that becomes a page, by content-relative path.
    let pages: [String: String]
    /// Files of the content folder published as they are.
    let contentFiles: [SiteFile]
    /// Their paths relative to the content folder, for links.
    var publishedFiles: Set<String> { Set(contentFiles.map { String($0.path.dropFirst("files/".count)) }) }
    /// A hash of what every page depends on: theme, address, brands, categories, links.
    let siteKey: String
    let compare: CompareView
}

extension BuildRun {
    /// Step 4, digest: orders the digests as the gallery lists them (one per slug), lays out the
    /// site and gives every brand the dependency key of its pages: the site key, its guide's
    /// files and its nearest brands.
    mutating func digest() -> SitePlan {
        diagnostics += digests.flatMap(\.diagnostics)
        digests = Self.uniqueSlugs(digests, diagnostics: &diagnostics)
        digests.sort { ($0.category, $0.name.lowercased(), $0.slug) < ($1.category, $1.name.lowercased(), $1.slug) }
        // Categories and the compare view hold the digests as they are now, before their keys.
        let ordered = digests
        let categories = Dictionary(grouping: ordered, by: \.category).keys.sorted().map { slug in
            PublishedCategory(slug: slug, brands: ordered.filter { $0.category == slug })
        }
        var frame = PageFrame(address: address, categories: categories, brandCount: ordered.count)
        frame.title = configuration.title
        frame.description = configuration.siteDescription
        frame.appearance = configuration.appearance
        let pages = Self.publishedPages(ordered)
        let (contentFiles, contentProblems) = GuideReading.contentFiles(in: content, display: configuration.display)
        diagnostics += contentProblems
        let siteKey = ContentHash.of(
            [theme.hash, address.pathPrefix, address.origin ?? "", configuration.previews ? "previews" : "no previews",
             frame.title, frame.description ?? "", frame.appearance.rawValue]
                + ordered.map { "\($0.slug)|\($0.name)|\($0.category)" }
                + pages.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                + contentFiles.map(\.path)
        )
        let compare = CompareView(frame: frame, nearest: NearestBrands(ordered), digests: Dictionary(uniqueKeysWithValues: ordered.map { ($0.slug, $0) }))
        for index in digests.indices {
            let neighbours = compare.nearestValues(for: digests[index].slug).map { "\($0.slug) \($0.distance)" }
            digests[index].key = ContentHash.of([siteKey, digests[index].input] + neighbours)
        }
        return SitePlan(categories: categories, frame: frame, pages: pages, contentFiles: contentFiles, siteKey: siteKey, compare: compare)
    }

    /// Markdown that becomes a page, by content-relative path: guides, their companions and
    /// READMEs (which lead to the brand page).
    static func publishedPages(_ digests: [BrandDigest]) -> [String: String] {
        var pages: [String: String] = [:]
        for digest in digests {
            pages[digest.relativePath] = digest.path
            if let companion = digest.companionPath { pages[companion] = "brands/\(digest.slug)/design/" }
            if let readme = digest.readmePath { pages[readme] = digest.path }
        }
        return pages
    }

    /// Keeps the first guide of each slug: two would publish to the same pages.
    private static func uniqueSlugs(_ digests: [BrandDigest], diagnostics: inout [Diagnostic]) -> [BrandDigest] {
        var firstBySlug: [String: BrandDigest] = [:]
        var kept: [BrandDigest] = []
        for digest in digests {
            if let first = firstBySlug[digest.slug] {
                diagnostics.append(Diagnostic(
                    .error, "two guides would publish as 'brands/\(digest.slug)/'; rename one folder",
                    at: SourceLocation(file: digest.relativePath, line: 1, column: 1), code: "site.duplicate-slug",
                    notes: [Diagnostic(.note, "the other guide is here", at: SourceLocation(file: first.relativePath, line: 1, column: 1))]
                ))
                continue
            }
            firstBySlug[digest.slug] = digest
            kept.append(digest)
        }
        return kept
    }
}
