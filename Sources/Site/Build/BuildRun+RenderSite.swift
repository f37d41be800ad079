import Foundation
import Synchronization
import Support
import Templates

extension BuildRun {
    /// Step 6, render site-wide pages: gallery, categories, symbols, compare, 404 and the search
    /// index, made from the digests alone, so when none of what they read changed (an edit to a
    /// guide's prose, say) last build's pages stand; then the static compare pages, each kept
    /// while its members' columns are unchanged. Beside them, in the same batch: the
    /// manifest's brand lines and the copies of the theme's assets and the content files.
    mutating func renderSitePages(_ plan: SitePlan, library: TemplateLibrary, into staging: StagingFolder) {
        progress("Rendering site pages")
        let site = SitePages(
            configuration: configuration, address: address, library: library, templateFiles: theme.files, staging: staging,
            frame: plan.frame, brands: digests, categories: plan.categories, compare: plan.compare
        )
        sitePagesKey = ContentHash.of([plan.siteKey] + digests.map(\.siteHash))
        var siteJobs: [@Sendable () -> SitePages.Result] = []
        var kept: SitePages.Result?
        if let previous, previous.sitePages == sitePagesKey, staging.keep(SitePages.files(of: previous.sitePagePaths), from: output.target) {
            kept = SitePages.Result(pagePaths: previous.sitePagePaths)
        } else {
            siteJobs = site.jobs()
        }
        // The site-wide pages and the compare pages are rendered as one batch on all cores:
        // one batch after the other, each ended on its largest page with a core idle.
        let (order, compareJobs) = comparePageJobs(plan, site: site, staging: staging)
        // So are the manifest's brand lines (the digests are final now), first and in four
        // parts: whole, they were the batch's longest job, a core's work while the other
        // finished the pages.
        let (digests, previous) = (self.digests, self.previous)
        let parts = Self.manifestParts(digests.count)
        let manifestLines = Mutex<[[Substring]]>(Array(repeating: [], count: parts.count))
        let manifestJobs = parts.enumerated().map { index, range in
            { @Sendable () -> SitePages.Result in
                let lines = BuildManifest.brandLines(of: Array(digests[range]), reusingLinesOf: previous, concurrently: false)
                manifestLines.withLock { $0[index] = lines }
                return SitePages.Result()
            }
        }
        // And the theme's assets and the content files published as they are, copied (a
        // content file that is no regular file inside the content folder when opened is left
        // out with a warning).
        let copies = theme.assets + plan.contentFiles
        let skipped = Mutex<[(relativePath: String, failure: FileFailure)]>([])
        let copyJob: @Sendable () -> SitePages.Result = {
            let left = staging.write(copies)
            skipped.withLock { $0 = left }
            return SitePages.Result()
        }
        // The search index: kept whole when nothing it is made from changed (merging 200
        // brands' postings was most of a rebuild that changed nothing), else made again with
        // each file written only when its bytes changed.
        let searchFiles = Mutex<[String: String]>([:])
        let (frame, address, target) = (plan.frame, self.address, output.target)
        searchKey = ContentHash.of([address.absolute("")] + digests.map { "\($0.siteHash) \($0.searchChunkCount) \($0.searchIDSpace) \($0.searchPostings)" })
        let searchKey = searchKey
        let searchJob: @Sendable () -> SitePages.Result = {
            if let previous, previous.searchKey == searchKey, staging.keep(previous.searchFiles.keys.sorted(), from: target) {
                searchFiles.withLock { $0 = previous.searchFiles }
                return SitePages.Result()
            }
            let files = SearchIndexFiles.site(brands: digests, symbols: SymbolIndexView(frame: frame, brands: digests).index, address: address)
            searchFiles.withLock { $0 = Self.writeChanged(files, previous: previous?.searchFiles ?? [:], from: target, into: staging) }
            return SitePages.Result()
        }
        let sideJobs = manifestJobs + [copyJob, searchJob]
        let results = Array((sideJobs + siteJobs + compareJobs).concurrentMap { $0() }.dropFirst(sideJobs.count))
        manifestBrandLines = manifestLines.withLock { $0.flatMap { $0 } }
        self.searchFiles = searchFiles.withLock { $0 }
        let content = configuration.contentDirectory
        diagnostics += skipped.withLock { $0 }.map { ContentFolder.skipped($0.relativePath, $0.failure, at: configuration.display(content.appendingPathComponent($0.relativePath))) }
        var result = kept ?? SitePages.Result()
        for part in results.prefix(siteJobs.count) { result.add(part) }
        sitePagePaths = result.pagePaths
        for (path, job) in order {
            guard let job else {
                result.pagePaths.append(path)
                continue
            }
            result.add(results[siteJobs.count + job])
        }
        // The columns (a brand's cells are tens of kilobytes) are not needed past here.
        columns = [:]
        diagnostics += result.diagnostics
        pagePaths = digests.flatMap(\.pagePaths) + result.pagePaths
    }

    /// Writes the files whose text differs from what the last build wrote at their path (told
    /// by the hash `previous` holds) and keeps the others (hard links to the live site's), as
    /// the search shards are: an edit to one guide rewrites only the shards it changed.
    /// Returns each file's hash.
    static func writeChanged(_ files: [SiteFile], previous: [String: String], from target: URL, into staging: StagingFolder) -> [String: String] {
        var hashes: [String: String] = [:]
        var changed: [SiteFile] = [], same: [SiteFile] = []
        for file in files {
            guard case .text(let text) = file.contents else { changed.append(file); continue }
            let hash = ContentHash.of([text])
            hashes[file.path] = hash
            if previous[file.path] == hash { same.append(file) } else { changed.append(file) }
        }
        // A file that cannot be kept (the live site lost it) is written after all.
        if !same.isEmpty, !staging.keep(same.map(\.path), from: target) { changed += same }
        staging.write(changed)
        return hashes
    }

    /// The digests' indices in four consecutive parts (fewer for fewer digests).
    static func manifestParts(_ count: Int) -> [Range<Int>] {
        let size = max(1, (count + 3) / 4)
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// A compare page shows its members' columns, so it changes only when one of their
    /// compare.json files does. Columns not in memory (kept brands', and those past the
    /// budget) are read back from staging. Returns every compare page's path in category and
    /// page order, each with the index of the job that renders it, or nil when last build's
    /// page is kept.
    private mutating func comparePageJobs(_ plan: SitePlan, site: SitePages, staging: StagingFolder) -> (order: [(path: String, job: Int?)], jobs: [@Sendable () -> SitePages.Result]) {
        // Categories hold the digests as they were before rendering; column hashes are known
        // only now.
        let columnHashes = Dictionary(uniqueKeysWithValues: digests.map { ($0.slug, $0.columnHash) })
        var pending: [(category: PublishedCategory, page: Int, members: [BrandDigest])] = []
        // Page paths in category and page order, kept or rendered (an index into `pending`).
        var order: [(path: String, job: Int?)] = []
        for category in plan.categories {
            for (page, members) in CompareView.pages(of: category).enumerated() {
                let path = CompareView.pagePath(category.slug, page: page)
                let key = ContentHash.of([plan.siteKey] + members.map { "\($0.slug) \(columnHashes[$0.slug] ?? "")" })
                comparePages[path] = key
                if previous?.comparePages[path] == key, staging.keep([path + "index.html"], from: output.target) {
                    order.append((path, nil))
                } else {
                    order.append((path, pending.count))
                    pending.append((category, page, members))
                }
            }
        }
        // Staging holds every brand's compare.json by now (rendered, or kept from the last build).
        let columns = columns
        let jobs = pending.map { category, page, members in
            { @Sendable () -> SitePages.Result in
                let memberColumns = members.compactMap { member in
                    columns[member.slug] ?? FileManager.default.contents(atPath: staging.url.appendingPathComponent("brands/\(member.slug)/compare.json").path).flatMap(CompareColumn.init(json:))
                }
                var pageResult = SitePages.Result()
                site.renderComparePage(category, page: page, columns: memberColumns, into: &pageResult)
                return pageResult
            }
        }
        return (order, jobs)
    }
}
