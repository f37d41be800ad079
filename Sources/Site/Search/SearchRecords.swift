import Guide
import Markdown

/// A brand's search records, made from Guide's model and the Markdown tree Guide holds (never a
/// second reading of the guide): the brand, each heading of its page with the text under it, its
/// tokens and components, and each heading of its companion page. Anchors are claimed as the
/// pages claim them (`BrandPagePart`, `AnchorSet.claim(heading:)`), so every link lands.
enum SearchRecords {
    static func of(_ brand: PublishedBrand, address: SiteAddress) -> [SearchRecord] {
        let page = address.link(brand.path)
        let guide = brand.guide
        var records: [SearchRecord] = []
        var anchors = AnchorSet(reserved: TokenNaming.reservedAnchors)
        let componentsTitle = guide.sections.first { $0.role == .components }?.title ?? "Components"
        for part in BrandPagePart.parts(of: brand.guide) {
            let id = part.claimID(in: &anchors)
            var current: SearchRecord
            switch part.kind {
            case .intro:
                current = SearchRecord(kind: .brand, title: brand.name, section: PublishedCategory.displayName(brand.category), url: page, text: "")
                current.append([brand.summary, brand.typeface].compactMap { $0 }.joined(separator: " "))
            case .section:
                current = SearchRecord(kind: .heading, title: part.title, section: part.title, url: page + "#" + (id ?? ""), text: "")
            case .component:
                current = SearchRecord(kind: .component, title: part.title, section: componentsTitle, url: page + "#" + (id ?? ""), text: "")
            }
            walk(part.blocks, page: page, section: id == nil ? "Introduction" : current.section, anchors: &anchors, current: &current, into: &records)
            records.append(current)
        }
        for token in guide.colors {
            records.append(SearchRecord(kind: .color, title: token.name, section: "Colors", url: page + "#" + TokenNaming.colorAnchor(token.name), text: token.hex ?? ""))
        }
        for token in guide.fonts {
            let detail = [token.family.map(PublishedBrand.displayFamily), token.displaySize.map { Formatting.number($0) + " pt" }].compactMap { $0 }.joined(separator: " ")
            records.append(SearchRecord(kind: .font, title: token.name, section: "Typography", url: page + "#" + TokenNaming.fontAnchor(token.name), text: detail))
        }
        if let companion = brand.companion {
            let designPage = address.link(brand.designPath)
            var designAnchors = AnchorSet(reserved: DesignPageView.reservedAnchors)
            var current = SearchRecord(kind: .design, title: "Design spec", section: "Design spec", url: designPage, text: "")
            walk(companion.blocks, page: designPage, section: "Design spec", anchors: &designAnchors, current: &current, into: &records)
            records.append(current)
        }
        return records.filter { !$0.title.isEmpty || !$0.text.isEmpty }
    }

    /// Walks blocks in document order as the page's writer does: each heading (at any depth)
    /// starts a record at the id the page gives it; other blocks add their text to the current one.
    private static func walk(_ blocks: [MarkdownNode], page: String, section: String, anchors: inout AnchorSet, current: inout SearchRecord, into records: inout [SearchRecord]) {
        for block in blocks {
            block.forEachBlock { node in
                switch node.kind {
                case .heading:
                    let id = anchors.claim(heading: node)
                    records.append(current)
                    current = SearchRecord(kind: current.kind == .design ? .design : .heading, title: node.plainText, section: section, url: page + "#" + id, text: "")
                case .table:
                    for row in node.children { for cell in row.children { current.append(cell.plainText) } }
                case .paragraph, .codeBlock:
                    current.append(node.plainText)
                default:
                    break
                }
            }
        }
    }
}
