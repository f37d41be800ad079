import Support

extension SearchIndexFiles {
    /// Where a brand's chunk files go (written and kept with its pages, as its files; under
    /// `search/`, so a brand's own folder holds its pages and exports alone).
    static func chunkPrefix(_ slug: String) -> String { "search/brands/\(slug)/" }
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
        var groups = brands.map { Group(name: $0.name, chunkPrefix: "brands/\($0.slug)/", chunkCount: $0.searchChunkCount, idSpace: $0.searchIDSpace, postings: $0.searchPostings) }
        groups.append(Group(name: "SF Symbols", chunkPrefix: "symbols-", chunkCount: symbolGroup.chunkCount, idSpace: symbolGroup.idSpace, postings: symbolGroup.postings))
        return SearchIndexFiles(groups: groups).files() + symbolGroup.files(prefix: symbolsPrefix)
    }
}
