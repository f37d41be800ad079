import Foundation
import Support
import Templates

extension BuildRun {
    /// Step 6, render site-wide pages: gallery, categories, symbols, compare, 404 and the search
    /// index, made from the digests alone, so when none of what they read changed (an edit to a
    /// guide's prose, say) last build's pages stand; then the static compare pages, each kept
    /// while its members' columns are unchanged.
    mutating func renderSitePages(_ plan: SitePlan, library: TemplateLibrary, into staging: StagingFolder) {
        progress("Rendering site pages")
        let site = SitePages(
            configuration: configuration, address: address, library: library, staging: staging,
            frame: plan.frame, brands: digests, categories: plan.categories, compare: plan.compare
        )
        sitePagesKey = ContentHash.of([plan.siteKey] + digests.map(\.siteHash))
        var result: SitePages.Result
        if let previous, previous.sitePages == sitePagesKey, staging.keep(SitePages.files(of: previous.sitePagePaths), from: output.target) {
            result = SitePages.Result(pagePaths: previous.sitePagePaths)
        } else {
            result = site.render()
        }
        sitePagePaths = result.pagePaths
        renderComparePages(plan, site: site, into: &result, staging: staging)
        // The columns (a brand's cells are tens of kilobytes) are not needed past here.
        columns = [:]
        diagnostics += result.diagnostics
        pagePaths = digests.flatMap(\.pagePaths) + result.pagePaths
    }

    /// A compare page shows its members' columns, so it changes only when one of their
    /// compare.json files does. Columns not in memory (kept brands', and those past the
    /// budget) are read back from staging.
    private mutating func renderComparePages(_ plan: SitePlan, site: SitePages, into result: inout SitePages.Result, staging: StagingFolder) {
        // Categories hold the digests as they were before rendering; column hashes are known
        // only now.
        let columnHashes = Dictionary(uniqueKeysWithValues: digests.map { ($0.slug, $0.columnHash) })
        var pending: [(category: PublishedCategory, page: Int, members: [BrandDigest])] = []
        // Page paths in category and page order, kept or rendered (an index into `pending`).
        var order: [(path: String, pending: Int?)] = []
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
        // On all cores: a thousand brands make some 250 pages. Staging holds every brand's
        // compare.json by now (rendered, or kept from the last build).
        let columns = columns
        let results = pending.concurrentMap { category, page, members in
            let memberColumns = members.compactMap { member in
                columns[member.slug] ?? FileManager.default.contents(atPath: staging.url.appendingPathComponent("brands/\(member.slug)/compare.json").path).flatMap(CompareColumn.init(json:))
            }
            var pageResult = SitePages.Result()
            site.renderComparePage(category, page: page, columns: memberColumns, into: &pageResult)
            return pageResult
        }
        for (path, job) in order {
            guard let job else {
                result.pagePaths.append(path)
                continue
            }
            result.pagePaths += results[job].pagePaths
            result.diagnostics += results[job].diagnostics
        }
    }
}
