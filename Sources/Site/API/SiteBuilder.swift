import Diagnostics
import Foundation
import Guide
import Markdown
import Synchronization
import Templates

/// Builds the site: reads every guide, renders every page through the theme, writes the
/// output aside and swaps it in. A build with errors leaves the previous output untouched.
///
/// Builds are incremental. The output's manifest remembers, for each brand, a digest of what
/// site-wide pages need and the key its pages were rendered for: a hash of its guide's files,
/// the theme, the site as a whole (brands, categories, base URL, links) and its nearest brands.
/// A brand whose key is unchanged keeps its files (its folder moves into the new output); only
/// changed guides are read again. Site-wide pages are always made from digests, in full builds
/// too, so an incremental build writes exactly what a full build would.
public struct SiteBuilder: Sendable {
    /// The version printed by `sitegen --version`.
    public static let version = "0.1.0"

    public let configuration: SiteConfiguration

    /// Changed guides up to this many bytes in all stay read between digesting and rendering.
    /// A guide's model takes about seven times its size (measured at 200 brands), so this
    /// bounds kept readings to some 30 MB.
    static let guideBytesKeptInMemory = 4_000_000

    public init(configuration: SiteConfiguration) {
        self.configuration = configuration
    }

    /// Runs the build; `progress` hears one line per step.
    public func build(progress: @escaping @Sendable (String) -> Void = { _ in }) async throws(BuildError) -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        let address: SiteAddress
        do { address = try SiteAddress(configuration.baseURL) } catch { throw .invalidBaseURL(error.description) }
        for (role, folder) in [("content", configuration.contentDirectory), ("templates", configuration.templatesDirectory)] {
            guard FileManager.default.fileExists(atPath: folder.path) else { throw .missingFolder(role: role, path: configuration.display(folder)) }
        }
        let output = try OutputFolder(configuration)
        var diagnostics: [Diagnostic] = []
        let theme = Theme.load(from: configuration.templatesDirectory, display: configuration.display)
        diagnostics += theme.diagnostics

        let sources: [GuideSource]
        do { sources = try ContentDiscovery(contentDirectory: configuration.contentDirectory).guides() } catch {
            throw .missingFolder(role: "content", path: configuration.display(configuration.contentDirectory))
        }
        progress("Reading \(sources.count) guide\(sources.count == 1 ? "" : "s")")
        let fingerprints = await Self.parallelMap(sources) { GuideInputs($0).fingerprint }
        let previous = BuildManifest.load(from: output.target, generator: BuildManifest.generatorIdentity).flatMap { $0.theme == theme.hash && $0.address == address.absolute("") ? $0 : nil }
        let previousByPath = Dictionary((previous?.brands ?? []).map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        let contentRoot = configuration.contentDirectory.standardizedFileURL.path

        // Only guides whose files changed since the last build are read. Their readings (the
        // guide's model; companions are parsed only when rendered) stay in memory for rendering
        // up to a budget; past it, large sites read the rest again when their pages are rendered.
        let changed = fingerprints.filter { previousByPath[$0.source.relativePath]?.input != $0.hash }
        var budget = Self.guideBytesKeptInMemory
        let keeps = changed.map { input in
            budget -= input.size
            return budget >= 0
        }
        let reader = GuideReading(configuration: configuration)
        let fresh = await Self.parallelMap(Array(zip(changed, keeps))) { fingerprint, keep -> (String, BrandDigest, PublishedBrand?) in
            let input = GuideInputs(fingerprint.source)
            let brand = reader.publish(input, parsingCompanion: false)
            return (input.source.relativePath, BrandDigest(brand, input: input.hash, address: address, contentRoot: contentRoot), keep ? brand : nil)
        }
        let freshDigests = Dictionary(uniqueKeysWithValues: fresh.map { ($0.0, $0.1) })
        var parsed = Dictionary(uniqueKeysWithValues: fresh.compactMap { item in item.2.map { (item.0, $0) } })
        let sourcesByPath = Dictionary(uniqueKeysWithValues: fingerprints.map { ($0.source.relativePath, $0.source) })
        var digests = fingerprints.map { freshDigests[$0.source.relativePath] ?? previousByPath[$0.source.relativePath]! }
        diagnostics += digests.flatMap(\.diagnostics)
        digests = Self.uniqueSlugs(digests, diagnostics: &diagnostics)
        digests.sort { ($0.category, $0.name.lowercased(), $0.slug) < ($1.category, $1.name.lowercased(), $1.slug) }

        let categories = Dictionary(grouping: digests, by: \.category).keys.sorted().map { slug in
            PublishedCategory(slug: slug, brands: digests.filter { $0.category == slug })
        }
        let frame = PageFrame(address: address, categories: categories, brandCount: digests.count)
        let pages = Self.publishedPages(digests)
        let contentFiles = GuideReading.contentFiles(in: configuration.contentDirectory)
        let siteKey = ContentHash.of(
            [theme.hash, address.pathPrefix, address.origin ?? ""]
                + digests.map { "\($0.slug)|\($0.name)|\($0.category)" }
                + pages.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                + contentFiles.map(\.path)
        )
        let nearest = NearestBrands(digests)
        let compare = CompareView(frame: frame, nearest: nearest, digests: Dictionary(uniqueKeysWithValues: digests.map { ($0.slug, $0) }))
        for index in digests.indices {
            let neighbours = compare.nearestValues(for: digests[index].slug).map { "\($0.slug) \($0.distance)" }
            digests[index].key = ContentHash.of([siteKey, digests[index].input] + neighbours)
        }

        let staging = try output.beginStaging()
        var pagePaths: [String] = []
        var columns: [String: CompareColumn] = [:]
        if let library = theme.library {
            // Brands whose key is unchanged keep last build's files.
            var render: [Int] = []
            for (index, digest) in digests.enumerated() {
                let old = previousByPath[digest.relativePath]
                if let old, old.key == digest.key,
                   staging.adopt(String(digest.path.dropLast()), files: old.files, from: output.target) || staging.keep(old.files, from: output.target) {
                    digests[index].files = old.files
                    digests[index].pagePaths = old.pagePaths
                    digests[index].columnHash = old.columnHash
                } else {
                    render.append(index)
                }
            }
            progress("Rendering \(render.count) of \(digests.count) brand\(digests.count == 1 ? "" : "s")")
            let renderer = BrandPages(configuration: configuration, address: address, library: library, staging: staging, frame: frame, pages: pages, compare: compare)
            // Each kept reading is let go of as soon as its pages are out.
            let kept = Mutex(parsed)
            parsed = [:]
            let rendered = await Self.parallelMap(render.map { digests[$0].relativePath }) { path in
                if let reading = kept.withLock({ $0.removeValue(forKey: path) }) { return renderer.render(reader.attachingCompanion(to: reading)) }
                return renderer.render(reader.publish(GuideInputs(sourcesByPath[path]!)))
            }
            for (index, result) in zip(render, consume rendered) {
                digests[index].files = result.files
                digests[index].pagePaths = result.pagePaths
                digests[index].columnHash = result.columnHash
                diagnostics += result.diagnostics
                columns[digests[index].slug] = result.column
            }
            progress("Rendering site pages")
            let site = SitePages(configuration: configuration, address: address, library: library, staging: staging, frame: frame, brands: digests, categories: categories, compare: compare)
            // Site-wide pages are made from the digests alone: when none of what they read
            // changed (an edit to a guide's prose, say), last build's pages stand.
            let sitePagesKey = ContentHash.of([siteKey] + digests.map(\.siteHash))
            var siteResult: SitePages.Result
            if let previous, previous.sitePages == sitePagesKey, staging.keep(SitePages.files(of: previous.sitePagePaths), from: output.target) {
                siteResult = SitePages.Result(pagePaths: previous.sitePagePaths)
            } else {
                siteResult = site.render()
            }
            let sitePagePaths = siteResult.pagePaths
            var comparePages: [String: String] = [:]
            // Categories hold the digests as they were before rendering; column hashes are
            // known only now.
            let columnHashes = Dictionary(uniqueKeysWithValues: digests.map { ($0.slug, $0.columnHash) })
            for category in categories {
                for (page, members) in CompareView.pages(of: category).enumerated() {
                    let path = CompareView.pagePath(category.slug, page: page)
                    // A compare page shows its members' columns, so it changes only when one of
                    // their compare.json files does.
                    let key = ContentHash.of([siteKey] + members.map { "\($0.slug) \(columnHashes[$0.slug] ?? "")" })
                    comparePages[path] = key
                    if previous?.comparePages[path] == key, staging.keep([path + "index.html"], from: output.target) {
                        siteResult.pagePaths.append(path)
                        continue
                    }
                    let memberColumns = members.compactMap { member in
                        columns[member.slug] ?? FileManager.default.contents(atPath: output.target.appendingPathComponent("brands/\(member.slug)/compare.json").path).flatMap(CompareColumn.init(json:))
                    }
                    site.renderComparePage(category, page: page, columns: memberColumns, into: &siteResult)
                }
            }
            // The columns (a brand's cells are tens of kilobytes) are not needed past here.
            columns = [:]
            diagnostics += siteResult.diagnostics
            pagePaths = digests.flatMap(\.pagePaths) + siteResult.pagePaths
            staging.write([SiteFile("sitemap.xml", text: Sitemap.xml(pages: pagePaths.filter { $0 != "404.html" }, address: address))])
            staging.write(theme.assets + contentFiles)

            if !diagnostics.fails(strict: configuration.strict) {
                let manifest = BuildManifest(
                    version: BuildManifest.version, generator: BuildManifest.generatorIdentity, theme: theme.hash, address: address.absolute(""),
                    brands: digests, sitePages: sitePagesKey, sitePagePaths: sitePagePaths, comparePages: comparePages
                )
                try output.finish(staging, manifest: manifest.serialized())
                progress("Swapping the new site in")
                try output.commit(staging)
            }
        }
        diagnostics.sort()
        let failed = diagnostics.fails(strict: configuration.strict) || theme.library == nil
        if failed { output.discard(staging.url) }
        return BuildReport(
            diagnostics: diagnostics, brandCount: digests.count, pageCount: pagePaths.count,
            fileCount: staging.fileCount, wroteOutput: !failed, duration: clock.now - start
        )
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

    /// Runs `transform` over `items` on all cores, keeping their order.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) async -> [R] {
        await withTaskGroup(of: (Int, R).self) { group in
            for (index, item) in items.enumerated() { group.addTask { (index, transform(item)) } }
            var results: [(Int, R)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
