import Diagnostics
import Guide
import Markdown
import Templates

extension BrandView {
    /// The guide's sections in order. Colors, typography, components and symbols get the rich
    /// views (with the section's own prose above them); every other section is rendered from the
    /// guide through cmark-gfm, its code highlighted.
    func sectionValues(rewriter: MarkdownRewriter, anchors: inout AnchorSet) -> ([TemplateValue], [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var values: [TemplateValue] = []
        var usedRich: Set<GuideSection.Role> = []
        for section in guide.sections {
            let rich = section.role.flatMap { [.colors, .typography, .components, .symbols].contains($0) && !usedRich.contains($0) ? $0 : nil }
            let id: String
            if let rich {
                usedRich.insert(rich)
                id = rich.rawValue
            } else {
                id = anchors.claim(section.title)
            }
            let blocks = rich.map { proseBlocks(of: section, role: $0) } ?? section.blocks
            let (html, problems) = rewriter.render(blocks, anchors: &anchors)
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

    /// What a rich section keeps of the guide's own blocks: prose, not what the rich view shows
    /// (the color and type code, the components' subsections, the symbols table).
    private func proseBlocks(of section: GuideSection, role: GuideSection.Role) -> [MarkdownNode] {
        switch role {
        case .components:
            return Array(section.blocks.prefix { if case .heading = $0.kind { false } else { true } })
        case .symbols:
            return section.blocks.filter { if case .table = $0.kind { false } else { true } }
        default:
            return section.blocks.filter { block in
                if case .codeBlock = block.kind { return !declaresTokens(block) }
                return true
            }
        }
    }

    /// Code that declares the tokens the rich view already shows; other code (modifiers,
    /// helpers) stays in the page. A block declares tokens when a token's name sits inside it.
    private func declaresTokens(_ block: MarkdownNode) -> Bool {
        let lines = block.range.startLine...max(block.range.startLine, block.range.endLine)
        return guide.colors.contains { lines.contains($0.location.line) }
            || guide.fonts.contains { lines.contains($0.location.line) }
            || guide.gradients.contains { lines.contains($0.location.line) }
    }
}
