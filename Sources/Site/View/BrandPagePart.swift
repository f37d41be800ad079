import Guide
import Markdown

/// A part of a brand page in page order (the intro, each section, each component), with the
/// guide's blocks it shows. The page and the search index both walk these parts, claiming ids
/// through one `AnchorSet` in the same order, so a search result's anchor is the page's.
struct BrandPagePart {
    enum Kind {
        /// The blocks before the first section; no anchor of its own.
        case intro
        /// A section, `rich` when the page shows it as its colors, type, components or symbols view.
        case section(GuideSection, rich: GuideSection.Role?)
        /// A component, whose anchor is fixed (`TokenNaming.componentAnchors`).
        case component(Component, id: String)
    }

    let kind: Kind
    /// What the page shows of the guide's own blocks here (a rich section keeps its prose).
    let blocks: [MarkdownNode]

    /// The part's title: a section's heading or a component's name; empty for the intro.
    var title: String {
        switch kind {
        case .intro: ""
        case .section(let section, _): section.title
        case .component(let component, _): component.name
        }
    }

    /// The part's own anchor, claimed (or reserved) in `anchors` as the page does; nil for the intro.
    func claimID(in anchors: inout AnchorSet) -> String? {
        switch kind {
        case .intro: return nil
        case .section(let section, let rich): return rich?.rawValue ?? anchors.claim(section.title)
        case .component(_, let id):
            anchors.reserve(id)
            return id
        }
    }

    /// The page's parts in order.
    static func parts(of guide: Guide) -> [BrandPagePart] {
        var parts = [BrandPagePart(kind: .intro, blocks: guide.intro)]
        var usedRich: Set<GuideSection.Role> = []
        for section in guide.sections {
            let rich = section.role.flatMap { [.colors, .typography, .components, .symbols].contains($0) && !usedRich.contains($0) ? $0 : nil }
            if let rich { usedRich.insert(rich) }
            let blocks = rich.map { proseBlocks(of: section, role: $0, guide: guide) } ?? section.blocks
            parts.append(BrandPagePart(kind: .section(section, rich: rich), blocks: blocks))
        }
        for (component, id) in zip(guide.components, TokenNaming.componentAnchors(guide)) {
            parts.append(BrandPagePart(kind: .component(component, id: id), blocks: component.blocks))
        }
        return parts
    }

    /// What a rich section keeps of the guide's own blocks: prose, not what the rich view shows
    /// (the color and type code, the components' subsections, the symbols table).
    private static func proseBlocks(of section: GuideSection, role: GuideSection.Role, guide: Guide) -> [MarkdownNode] {
        switch role {
        case .components:
            return Array(section.blocks.prefix { if case .heading = $0.kind { false } else { true } })
        case .symbols:
            return section.blocks.filter { if case .table = $0.kind { false } else { true } }
        default:
            return section.blocks.filter { block in
                if case .codeBlock = block.kind { return !declaresTokens(block, guide: guide) }
                return true
            }
        }
    }

    /// Code that declares the tokens the rich view already shows; other code (modifiers,
    /// helpers) stays in the page. A block declares tokens when a token's name sits inside it.
    private static func declaresTokens(_ block: MarkdownNode, guide: Guide) -> Bool {
        let lines = block.range.startLine...max(block.range.startLine, block.range.endLine)
        return guide.colors.contains { lines.contains($0.location.line) }
            || guide.fonts.contains { lines.contains($0.location.line) }
            || guide.gradients.contains { lines.contains($0.location.line) }
    }
}
