import Support

extension SearchIndexFiles {
    /// Where a brand's chunk files go, beside its pages (they come and go with the brand).
    static func chunkPrefix(_ slug: String) -> String { "brands/\(slug)/search-" }
    static let symbolsPrefix = "search/symbols-"

    /// The whole index of a site: a group per brand (postings and chunks made when it was
    /// rendered, read from its digest), then the SF Symbols', made here with its chunks.
    static func site(brands: [BrandDigest], symbols: [(String, [SymbolIndexView.Use])], address: SiteAddress) -> [SiteFile] {
        let symbolRecords = symbols.map { name, uses in
            var brandNames: [String] = [], purposes: [String] = []
            for use in uses {
                if !brandNames.contains(use.brand.name) { brandNames.append(use.brand.name) }
                if !use.purpose.isEmpty, !purposes.contains(use.purpose) { purposes.append(use.purpose) }
            }
            return SearchRecord(kind: .symbol, title: name, section: "SF Symbols", url: address.link("symbols/") + "#" + TokenNaming.symbolAnchor(name),
                                text: (brandNames + purposes).joined(separator: " · "))
        }
        let symbolGroup = SearchGroup(records: symbolRecords)
        var groups = brands.map { Group(name: $0.name, chunkPrefix: "../" + chunkPrefix($0.slug), chunkStarts: $0.searchChunks, postings: $0.searchPostings) }
        groups.append(Group(name: "SF Symbols", chunkPrefix: "symbols-", chunkStarts: symbolGroup.chunkStarts, postings: symbolGroup.postings))
        return SearchIndexFiles(groups: groups).files() + symbolGroup.files(prefix: symbolsPrefix)
    }
}
