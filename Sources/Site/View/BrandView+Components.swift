import Diagnostics
import Guide
import Markdown
import Templates

extension BrandView {
    /// Components (the `.component` parts) with their prose and highlighted code, and the tokens and symbols they use.
    func componentValues(_ parts: [BrandPagePart], rewriter: MarkdownRewriter, anchors: inout AnchorSet, diagnostics: inout [Diagnostic]) -> [TemplateValue] {
        let components = parts.compactMap { part -> (Component, BrandPagePart)? in
            if case .component(let component, _) = part.kind { (component, part) } else { nil }
        }
        return components.enumerated().map { index, pair in
            let (component, part) = pair
            let id = part.claimID(in: &anchors) ?? ""
            let (html, problems) = rewriter.render(part.blocks, anchors: &anchors)
            diagnostics += problems
            let colors = unique(component.snippets.flatMap { $0.colorReferences.map(\.name) })
            let fonts = unique(component.snippets.flatMap { $0.fontReferences.map(\.name) })
            let symbolNames = unique(component.snippets.flatMap(\.symbols))
            let preview: TemplateValue = index < previews.count ? previews[index].templateValue : .null
            return [
                "preview": preview,
                "name": .string(component.name),
                "id": .string(id),
                "html": .string(html),
                "colors": .list(colors.map { name in
                    ["name": .string(name), "id": .string(TokenNaming.colorAnchor(name)),
                     "paint": guide.color(named: name)?.displayColor == nil ? .null : .string("background: var(\(brand.cssNames.color(name)))")]
                }),
                "fonts": .list(fonts.map { ["name": .string($0), "id": .string(TokenNaming.fontAnchor($0))] }),
                "symbols": .list(symbolNames.map { ["name": .string($0), "url": .string(symbolURL($0))] }),
            ]
        }
    }

    enum ReferenceKind { case color, font }

    /// The components whose code names a token, for "used by" lists.
    func components(using name: String, kind: ReferenceKind) -> [TemplateValue] {
        usage[(kind == .color ? "color/" : "font/") + name] ?? []
    }

    func symbolURL(_ name: String) -> String {
        address.link("symbols/") + "#" + TokenNaming.symbolAnchor(name)
    }

    /// The SF Symbols table, each symbol linked to the site-wide index.
    func symbols() -> TemplateValue {
        .list(guide.symbols.map { row in
            [
                "component": .string(row.component),
                "names": .list(row.names.map { ["name": .string($0), "url": .string(symbolURL($0))] }),
                "others": .list(row.otherCodes.map { .string($0) }),
                "size": .text(row.sizeText),
                "notes": .text(row.notes.joined(separator: "; ")),
            ]
        })
    }

    private func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
