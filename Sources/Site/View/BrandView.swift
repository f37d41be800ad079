import Diagnostics
import Guide
import Markdown
import Templates

/// The context of a brand's page: everything the guide says, arranged for the theme.
struct BrandView {
    let brand: PublishedBrand
    let frame: PageFrame
    let links: LinkResolver
    let snippet: @Sendable (String, String) -> String
    /// Brands nearest in palette, already formatted (filled in by the compare step).
    var nearest: [TemplateValue] = []
    /// Each component's anchor, in order.
    let componentIDs: [String]
    /// For each token (color or font) name, the components whose code uses it.
    let usage: [String: [TemplateValue]]
    /// Each component's preview, in order; empty when previews are off (`--no-previews`).
    var previews: [ComponentPreview] = []
    /// The brand's export files the page links (`BrandExports.links`).
    var exports: [(file: String, path: String, title: String)] = []
    /// The canvas color contrast is measured against, found once: every swatch asks for it
    /// twice, and finding it copies the canvas token out of the guide.
    let canvasColor: RGBAColor

    init(brand: PublishedBrand, frame: PageFrame, links: LinkResolver, snippet: @escaping @Sendable (String, String) -> String) {
        self.brand = brand
        self.frame = frame
        self.links = links
        self.snippet = snippet
        let ids = TokenNaming.componentAnchors(brand.guide)
        componentIDs = ids
        var usage: [String: [TemplateValue]] = [:]
        for (component, id) in zip(brand.guide.components, ids) {
            let names = Set(component.snippets.flatMap { $0.colorReferences.map { "color/" + $0.name } + $0.fontReferences.map { "font/" + $0.name } })
            for name in names.sorted() { usage[name, default: []].append(["name": .string(component.name), "id": .string(id)]) }
        }
        self.usage = usage
        canvasColor = Self.canvasColor(of: brand)
    }

    var guide: Guide { brand.guide }
    var address: SiteAddress { frame.address }

    /// The page context and the warnings rendering raised.
    func context() -> (TemplateValue, [Diagnostic]) {
        var anchors = AnchorSet(reserved: TokenNaming.reservedAnchors)
        var diagnostics: [Diagnostic] = []
        let rewriter = MarkdownRewriter(snippet: snippet, resolveLink: links.resolve, source: guide.document.source, hexCodes: guide.proseHexCodes)
        let parts = BrandPagePart.parts(of: guide)
        let (introHTML, introProblems) = rewriter.render(guide.intro, anchors: &anchors)
        diagnostics += introProblems
        let (sections, sectionProblems) = sectionValues(parts, rewriter: rewriter, anchors: &anchors)
        diagnostics += sectionProblems
        let components = componentValues(parts, rewriter: rewriter, anchors: &anchors, diagnostics: &diagnostics)
        let fontStyles = FontStyles(guide)

        let content: TemplateObject = [
            "brand": [
                "name": .string(brand.name),
                "slug": .string(brand.slug),
                "url": .string(address.link(brand.path)),
                "category": ["name": .string(PublishedCategory.displayName(brand.category)), "url": .string(address.link(brand.categoryPath))],
                "summary": .text(brand.summary),
                "minIOS": .text(guide.minimumIOS),
                "appearance": .string(brand.appearance.rawValue),
                "typeface": .string(brand.typeface),
                "introHTML": .string(introHTML),
                "designURL": !brand.hasCompanion ? .null : .string(address.link(brand.designPath)),
                "exports": .list(exports.map { ["file": .string($0.file), "url": .string(address.link($0.path)), "title": .string($0.title)] }),
                "compareURL": .string(address.link("compare/") + "?brands=" + brand.slug),
                "keyColors": keyColors(),
                "canvas": canvasValue(),
                "sections": .list(sections),
                "colorGroups": colorGroups(),
                "pairs": darkPairs(),
                "gradients": gradients(),
                "contrast": contrastChecker(),
                "fonts": fonts(styles: fontStyles),
                "ramp": typeRamp(styles: fontStyles),
                "fallback": fallbackLabel(),
                "components": .list(components),
                "symbols": symbols(),
                "nearest": .list(nearest),
                "counts": [
                    "colors": .int(guide.colors.count), "fonts": .int(guide.fonts.count),
                    "components": .int(guide.components.count), "symbols": .int(guide.symbols.count),
                    "gradients": .int(guide.gradients.count),
                    "summary": .string(TokenCounts.phrase(colors: guide.colors.count, fonts: guide.fonts.count, components: guide.components.count)),
                ],
            ],
        ]
        let description = brand.summary ?? "\(brand.name)'s SwiftUI design tokens: " + TokenCounts.phrase(colors: guide.colors.count, fonts: guide.fonts.count, components: guide.components.count, separator: ", ", breakable: true) + "."
        let page = frame.page(path: brand.path, title: "\(brand.name) — SwiftUI design tokens", description: description, kind: "brand", stylesheets: [brand.tokensCSSPath], drawings: true, content: content)
        return (page, diagnostics)
    }

    /// Key colors for strips: brand, accent, canvas, primary text, then the rest of the palette.
    func keyColors() -> TemplateValue {
        .list(KeyColors.names(for: brand).compactMap { name in
            guard let token = guide.color(named: name), let color = token.published else { return nil }
            return ["name": .string(name), "hex": .string(color.hex), "cssVar": .string(brand.cssNames.color(name)), "id": .string(TokenNaming.colorAnchor(name))]
        })
    }

    private func canvasValue() -> TemplateValue {
        guard let name = brand.roles[.canvas], let token = guide.color(named: name), let color = token.published else {
            return ["name": "white", "hex": "#FFFFFF", "isDefault": true]
        }
        return ["name": .string(name), "hex": .string(color.hex), "id": .string(TokenNaming.colorAnchor(name))]
    }

    /// The canvas color contrast is measured against (white when the guide names none).
    static func canvasColor(of brand: PublishedBrand) -> RGBAColor {
        brand.roles[.canvas].flatMap(brand.guide.color(named:))?.published.map { $0.alpha < 1 ? $0.over(.white) : $0 } ?? .white
    }
}

/// The colors that stand for a brand in a strip of chips.
enum KeyColors {
    static func names(for brand: PublishedBrand, limit: Int = 6) -> [String] {
        var names: [String] = []
        for role in [ColorRole.brand, .accent, .canvas, .textPrimary, .surface, .pressed] {
            if let name = brand.roles[role], !names.contains(name) { names.append(name) }
        }
        for token in brand.guide.colors where names.count < limit && !names.contains(token.name) && token.displayColor?.alpha == 1 {
            names.append(token.name)
        }
        return Array(names.filter { brand.guide.color(named: $0)?.displayColor != nil }.prefix(limit))
    }
}
