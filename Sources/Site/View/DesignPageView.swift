import Diagnostics
import Guide
import Markdown
import Templates

/// The companion `DESIGN.md` as its own page, hex codes shown with chips.
struct DesignPageView {
    let brand: PublishedBrand
    let document: MarkdownDocument
    let frame: PageFrame
    let links: LinkResolver
    let snippet: @Sendable (String, String) -> String

    /// Ids the page's layout uses, which no heading may take.
    static let reservedAnchors = ["top", "main"]

    func context() -> (TemplateValue, [Diagnostic]) {
        var anchors = AnchorSet(reserved: Self.reservedAnchors)
        let rewriter = MarkdownRewriter(snippet: snippet, resolveLink: links.resolve, source: document.source, hexCodes: ProseHexCodes())
        let (html, diagnostics) = rewriter.render(document.blocks, anchors: &anchors)
        let page = frame.page(path: brand.designPath, title: "\(brand.name) — design spec", description: "The framework-neutral design spec of \(brand.name).", kind: "design", content: [
            "brand": [
                "name": .string(brand.name),
                "url": .string(frame.address.link(brand.path)),
                "category": ["name": .string(PublishedCategory.displayName(brand.category)), "url": .string(frame.address.link(brand.categoryPath))],
            ],
            "html": .string(html),
        ])
        return (page, diagnostics + document.diagnostics.filter { $0.severity == .error })
    }
}
