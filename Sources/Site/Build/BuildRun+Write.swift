import Foundation

extension BuildRun {
    /// Step 7, write: the sitemap (when the address has an origin: the protocol takes only
    /// absolute URLs; the theme's assets and the content files were copied beside the site
    /// pages) and robots.txt, which points at it; then, when nothing failed, the manifest the
    /// next build starts from.
    func write(_ plan: SitePlan, into staging: StagingFolder) throws(BuildError) {
        if let sitemap = Sitemap.xml(pages: pagePaths.filter { $0 != "404.html" }, address: address) {
            staging.write([SiteFile(Sitemap.path, text: sitemap)])
        }
        staging.write([SiteFile(RobotsFile.path, text: RobotsFile.text(address: address))])
        guard succeeds else { return }
        let manifest = BuildManifest(
            generator: BuildManifest.generatorIdentity, theme: theme.hash, address: address.absolute(""), lint: configuration.lint.identity,
            brands: digests, sitePages: sitePagesKey, sitePagePaths: sitePagePaths, comparePages: comparePages, searchFiles: searchFiles, searchKey: searchKey
        )
        let lines = manifestBrandLines ?? BuildManifest.brandLines(of: digests, reusingLinesOf: previous, concurrently: true)
        try output.finish(staging, manifest: manifest.pieces(brandLines: lines))
    }

    /// Step 8, swap: the new output and the old are exchanged in one atomic step, when
    /// nothing failed, and the old is removed.
    func swap(_ staging: StagingFolder) throws(BuildError) {
        guard succeeds else { return }
        progress("Swapping the new site in")
        try output.commit(staging)
    }

    /// What the build did. A failed build's staging folder is removed: the old output stands.
    mutating func report(_ staging: StagingFolder, duration: Duration) -> BuildReport {
        diagnostics.sort()
        if !succeeds { output.discard(staging.url) }
        return BuildReport(
            diagnostics: diagnostics, brandCount: digests.count, pageCount: pagePaths.count,
            fileCount: staging.fileCount, wroteOutput: succeeds, duration: duration,
            remarks: (theme.files.folder == nil ? [builtInThemeRemark] : []) + (address.origin == nil ? [Sitemap.withoutOrigin] : []),
            previews: !configuration.previews ? nil : BuildReport.PreviewTally(
                drawn: digests.reduce(0) { $0 + $1.previewsFull + $1.previewsPartial },
                partial: digests.reduce(0) { $0 + $1.previewsPartial },
                components: digests.reduce(0) { $0 + $1.componentCount }
            )
        )
    }

    /// Said once a build when there is no templates folder, so a user who meant to have one
    /// learns that the built-in theme was used, and how to change it.
    var builtInThemeRemark: String {
        let folder = configuration.display(configuration.templatesDirectory)
        return "no '\(folder)' folder: using the built-in theme (a file in '\(folder)/' overrides the built-in one at its path; 'sitegen init' writes them all out)"
    }
}
