import Foundation
import Guide
import Support
import Templates

/// One brand's column of the comparison: a cell per row (rendered through the theme's
/// `partials/compare-cell`) and the color of each color row, for differences between brands.
struct BrandComparison: Sendable {
    let brand: PublishedBrand
    /// Cell contexts by row id; rows the brand has nothing for are absent.
    let cells: [String: TemplateValue]
    /// Role colors by row id, for ΔE between brands.
    let colors: [String: RGBAColor]

    /// `highlight` gives a component's code as highlighted HTML, `preview` its drawing's
    /// template values (nil when previews are off or it is not a component of the guide).
    init(_ brand: PublishedBrand, address: SiteAddress, highlight: (Component) -> String, preview: (Component) -> TemplateValue?) {
        self.brand = brand
        var cells: [String: TemplateValue] = [:]
        var colors: [String: RGBAColor] = [:]
        let guide = brand.guide
        let canvas = brand.roles[.canvas].flatMap(guide.color(named:))?.published ?? .white
        // Dark-mode colors are read against the dark canvas, where they are used.
        let darkCanvas = brand.roles[.darkCanvas].flatMap(guide.color(named:))?.published
        let page = address.link(brand.path)
        let typeRoles = guide.typeRoles
        let purposes = guide.symbols.map(SymbolPurpose.purposes(of:))
        let components = Dictionary(guide.components.compactMap { component in ComponentKind(componentName: component.name).map { ($0, component) } }, uniquingKeysWith: { first, _ in first })
        for row in CompareRow.all {
            switch row.kind {
            case .fact(let fact):
                let text: String? = switch fact {
                case .appearance: brand.appearance.rawValue
                case .minimumIOS: guide.minimumIOS.map { "iOS \($0)" }
                case .typefaces: Self.typefaces(guide)
                }
                if let text { cells[row.id] = ["isText": true, "text": .string(text)] }
            case .color(let role):
                guard let name = brand.roles[role], let token = guide.color(named: name), let color = token.published else { continue }
                colors[row.id] = color
                let isDark = role == .darkSurface || role == .darkText
                let ratio = color.contrastRatio(on: isDark ? darkCanvas ?? canvas : canvas)
                var cell: TemplateObject = [
                    "isColor": true, "name": .string(name), "hex": .string(token.hex ?? color.hex),
                    "paint": .string(CSSGradient.cssColor(color)), "url": .string(page + "#" + TokenNaming.colorAnchor(name)),
                ]
                if let verdict = Self.contrastVerdict(ratio, use: role.contrastUse) {
                    for (key, value) in verdict { cell[key] = value }
                    cell["against"] = .string(isDark && darkCanvas != nil ? "dark canvas" : "canvas")
                }
                cells[row.id] = .object(cell)
            case .gradients:
                let gradients: [TemplateValue] = guide.gradients.compactMap { gradient in
                    CSSGradient.css(for: gradient, names: brand.cssNames).map { ["name": .string(gradient.name), "paint": .string($0), "url": .string(page + "#" + TokenNaming.gradientAnchor(gradient.name))] }
                }
                if !gradients.isEmpty { cells[row.id] = ["isGradients": true, "gradients": .list(gradients)] }
            case .otherColors:
                let assigned = Set(brand.roles.tokens.values)
                let others: [TemplateValue] = guide.colors.filter { !assigned.contains($0.name) && $0.published != nil }.map { token in
                    ["name": .string(token.name), "hex": .string(token.hex ?? ""), "paint": .string(CSSGradient.cssColor(token.published!)), "url": .string(page + "#" + TokenNaming.colorAnchor(token.name))]
                }
                if !others.isEmpty { cells[row.id] = ["isChips": true, "chips": .list(others)] }
            case .type(let role):
                guard let name = typeRoles[role], let token = guide.font(named: name) else { continue }
                cells[row.id] = [
                    "isType": true, "name": .string(name), "url": .string(page + "#" + TokenNaming.fontAnchor(name)),
                    "style": .string(FontStack.style(for: token, fallback: guide.typographyFallback)),
                    "sample": .string(role == .body || role == .caption ? "The quick brown fox" : brand.name),
                    "detail": .string([token.family.map(PublishedBrand.displayFamily) ?? "System", token.displaySize.map { Formatting.number($0) + " pt" }, token.displayWeight.map(BrandView.weightLabel)].compactMap { $0 }.joined(separator: " · ")),
                ]
            case .typeScale:
                if let ratio = guide.typeScaleRatio {
                    let sizes = Set(guide.fonts.compactMap(\.displaySize)).sorted()
                    cells[row.id] = ["isText": true, "text": .string("\(Formatting.number(ratio, digits: 2)) (\(Formatting.number(sizes.first!))–\(Formatting.number(sizes.last!)) pt, \(NumberFormat.counted(sizes.count, "size")))")]
                }
            case .component(let kind):
                guard let component = components[kind] ?? Self.tabBarSection(of: kind, in: guide) else { continue }
                cells[row.id] = [
                    "isComponent": true, "name": .string(component.name),
                    "url": .string(page + "#" + Self.componentAnchor(component, in: guide)),
                    "codeHTML": .string(highlight(component)),
                    "preview": preview(component) ?? .null,
                ]
            case .symbols(let purpose):
                // By index: pairing every row with its purposes copied each row for each purpose.
                let rows = guide.symbols.indices.filter { purposes[$0].contains(purpose) }.map { guide.symbols[$0] }
                guard !rows.isEmpty else { continue }
                cells[row.id] = ["isSymbols": true, "symbols": .list(rows.map { symbolRow in
                    [
                        "names": .list(symbolRow.names.map { ["name": .string($0), "url": .string(address.link("symbols/") + "#" + TokenNaming.symbolAnchor($0))] }),
                        "purpose": .string(symbolRow.component), "size": .text(symbolRow.sizeText),
                    ]
                })]
            case .motion(let kind):
                let specs = guide.motion.filter { $0.kind == kind }
                guard !specs.isEmpty else { continue }
                cells[row.id] = ["isMotion": true, "specs": .list(specs.map { spec in
                    [
                        "name": .string(spec.name),
                        "parameters": .string(spec.parameters.map { "\($0.label) \($0.value)" }.joined(separator: " · ")),
                        "label": .text(spec.label),
                    ]
                })]
            }
        }
        self.cells = cells
        self.colors = colors
    }

    /// A color's contrast with its canvas as the compare cell shows it: a verdict only where
    /// WCAG sets a minimum for what the role is drawn as (text 4.5:1, icons and controls 3:1);
    /// surfaces and dividers get the ratio alone, as information.
    static func contrastVerdict(_ ratio: Double, use: ColorRole.ContrastUse) -> TemplateObject? {
        let text = Formatting.ratio(ratio)
        switch use {
        case .canvas:
            return nil
        case .surface:
            return ["contrast": .string(text), "criterion": "no minimum for surfaces"]
        case .text:
            let level = ContrastLevel(ratio: ratio)
            return ["contrast": .string(text), "level": .string(level.rawValue), "levelClass": .string(BrandView.levelClass(level)), "criterion": "as text"]
        case .graphic:
            let passes = ratio >= 3
            return ["contrast": .string(text), "level": .string(passes ? "Pass" : "Fail"), "levelClass": .string(passes ? "aa" : "fail"), "criterion": "as icon or control, 3:1"]
        }
    }

    private static func typefaces(_ guide: Guide) -> String? {
        var seen: [String] = []
        for family in guide.fonts.compactMap({ $0.family.map(PublishedBrand.displayFamily) }) where !seen.contains(family) { seen.append(family) }
        if guide.fonts.contains(where: { $0.family == nil }) { seen.append("SF Pro (system)") }
        return seen.isEmpty ? nil : seen.joined(separator: ", ")
    }

    /// A guide without a tab bar component still shows its tab bar section's code.
    private static func tabBarSection(of kind: ComponentKind, in guide: Guide) -> Component? {
        if kind == .tabBar, let section = guide.section(.tabBar) {
            let snippets = guide.snippets.filter { snippet in section.blocks.contains { block in block.range.startLine == snippet.location.line - 1 } }
            if !snippets.isEmpty { return Component(name: section.title, blocks: [], snippets: snippets, location: section.location) }
        }
        return nil
    }

    private static func componentAnchor(_ component: Component, in guide: Guide) -> String {
        zip(guide.components, TokenNaming.componentAnchors(guide)).first { $0.0.name == component.name }?.1 ?? AnchorSet.slug(component.name)
    }
}
