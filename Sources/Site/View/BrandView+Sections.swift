import Diagnostics
import Guide
import Markdown
import Templates

extension BrandView {
    /// The guide's sections in order (the `.section` parts). Colors, typography, components and
    /// symbols get the rich views (with the section's own prose above them); every other section
    /// is rendered from the guide's tree, its code highlighted.
    func sectionValues(_ parts: [BrandPagePart], rewriter: MarkdownRewriter, anchors: inout AnchorSet) -> ([TemplateValue], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var values: [TemplateValue] = []
        for part in parts {
            guard case .section(let section, let rich) = part.kind, let id = part.claimID(in: &anchors) else { continue }
            let (html, problems) = rewriter.render(part.blocks, anchors: &anchors)
            diagnostics += problems
            values.append([
                "id": .string(id),
                "title": .string(section.title),
                "number": .text(section.number),
                "html": .string(html),
                "isColors": .bool(rich == .colors),
                // The contents link to the checker only when the page has one (a guide with
                // fewer than two colors it can show has none: the link led nowhere).
                "hasContrastChecker": .bool(rich == .colors && hasContrastChecker),
                "isTypography": .bool(rich == .typography),
                "isComponents": .bool(rich == .components),
                "isSymbols": .bool(rich == .symbols),
                "isPlain": .bool(rich == nil),
            ])
        }
        return (values, diagnostics)
    }
}
