import Guide
import Foundation
import Templates

extension BrandView {
    /// A specimen per font token, at its size and weight, in its declared family first.
    func fonts(styles: FontStyles) -> TemplateValue {
        .list(guide.fonts.indices.map { specimen(guide.fonts[$0], stack: styles.stacks[$0], style: styles.styles[$0]) })
    }

    /// The type scale from largest to smallest: the ramp a designer reads top to bottom.
    func typeRamp(styles: FontStyles) -> TemplateValue {
        let sized = guide.fonts.indices.filter { guide.fonts[$0].displaySize != nil }
        // Ties keep guide order: the earlier token first.
        let sorted = sized.sorted { (guide.fonts[$0].displaySize!, -$0) > (guide.fonts[$1].displaySize!, -$1) }
        return .list(sorted.map { index in
            let token = guide.fonts[index]
            return [
                "name": .string(token.name),
                "id": .string(TokenNaming.fontAnchor(token.name)),
                "size": .number(token.displaySize),
                "weight": .text(token.displayWeight.map(Self.weightLabel)),
                "style": .string(styles.styles[index]),
                "sample": .string(brand.name),
            ]
        })
    }

    /// Each font token's stack and specimen style, by its index in the guide's fonts: the
    /// specimens and the type ramp show the same ones, worked out once.
    struct FontStyles {
        let stacks: [String]
        let styles: [String]

        init(_ guide: Guide) {
            stacks = guide.fonts.map { FontStack.families(for: $0, fallback: guide.typographyFallback) }
            styles = zip(guide.fonts, stacks).map { FontStack.style(for: $0, families: $1) }
        }
    }

    private func specimen(_ token: FontToken, stack: String, style: String) -> TemplateValue {
        return [
            "name": .string(token.name),
            "id": .string(TokenNaming.fontAnchor(token.name)),
            "swiftName": .string(token.swiftPath ?? "Font.\(token.name)"),
            "swift": .string(token.source),
            "face": .text(token.face),
            "family": .text(token.family.map(PublishedBrand.displayFamily)),
            "size": .number(token.size),
            "displaySize": .number(token.displaySize),
            "sizeIsDefault": .bool(token.size == nil && token.displaySize != nil),
            "weight": .text(token.displayWeight.map(Self.weightLabel)),
            "cssWeight": token.displayWeight.map { .int($0.cssWeight) } ?? .null,
            "design": .text(token.design),
            "italic": .bool(token.isItalic),
            "textStyle": .text(token.textStyle),
            "kind": .string(Self.kindLabel(token.kind)),
            "comment": .text(token.comment),
            "sample": .string(Self.sample(for: token, brand: brand.name)),
            "style": .string(style),
            "stack": .string(stack),
            "weightMismatch": .bool(token.faceWeight != nil && token.declaredWeight != nil && token.faceWeight != token.declaredWeight),
            "faceWeight": .text(token.faceWeight.map(Self.weightLabel)),
            "usedBy": .list(components(using: token.name, kind: .font)),
            "line": .int(token.location.line),
        ]
    }

    /// The comment as sample text when it quotes one (`// "It's a Match!"`), else a line that
    /// suits the size.
    static func sample(for token: FontToken, brand: String) -> String {
        if let comment = token.comment, let open = comment.firstIndex(where: { $0 == "\"" || $0 == "“" }),
           let close = comment[comment.index(after: open)...].firstIndex(where: { $0 == "\"" || $0 == "”" }) {
            let quoted = comment[comment.index(after: open)..<close]
            if !quoted.isEmpty { return String(quoted) }
        }
        if let size = token.displaySize, size >= 28 { return brand }
        return "The quick brown fox jumps over the lazy dog"
    }

    static func weightLabel(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: "Ultra Light"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        }
    }

    static func kindLabel(_ kind: FontToken.Kind) -> String {
        switch kind {
        case .custom: "Custom face"
        case .system: "System font"
        case .textStyle: "Dynamic Type style"
        case .alias(let name): "Alias of \(name)"
        case .runtime: "Chosen at run time"
        case .unresolved: "Computed at run time"
        }
    }

    func fallbackLabel() -> TemplateValue {
        guard let fallback = guide.typographyFallback else { return .null }
        var parts = fallback.families
        if fallback.usesSystemFont { parts.append(fallback.systemDesign == "rounded" ? "SF Pro Rounded" : "SF Pro (system)") }
        return ["families": .string(parts.joined(separator: ", ")), "statement": .text(fallback.statement)]
    }
}

/// CSS for a type specimen: the declared family first, then what the guide recommends, then
/// the platform's system stack for the token's design.
enum FontStack {
    static func families(for token: FontToken, fallback: TypographyFallback?) -> String {
        families(family: token.family, face: token.face, design: token.design, fallback: fallback)
    }

    /// The stack for a family and face however they were found (a token, or a font a view
    /// builds inline): the same order the specimens use.
    /// Written into one string as the names come: pages, exports and drawings ask for a
    /// token's stack five or six times, and an array of quoted names joined cost more than the rest.
    static func families(family: String?, face: String?, design: String?, fallback: TypographyFallback?) -> String {
        var stack = ""
        stack.reserveCapacity(160)
        forEachNamedFamily(family: family, face: face, fallback: takesFallbackFaces(family: family, face: face, design: design, fallback: fallback) ? fallback : nil) { name in
            stack.append("\"")
            stack.append(cssString(name))
            stack.append("\", ")
        }
        stack.append(systemStack(design: Self.design(family: family, face: face, design: design, fallback: fallback)))
        return stack
    }

    /// The same stack as a list of family names, unquoted: what `tokens.json` and the Tailwind
    /// theme say, so every export agrees with `tokens.css` family for family.
    static func familyList(for token: FontToken, fallback: TypographyFallback?) -> [String] {
        namedFamilies(family: token.family, face: token.face, fallback: takesFallbackFaces(family: token.family, face: token.face, design: token.design, fallback: fallback) ? fallback : nil).map(cssString)
            + systemFamilies(design: design(family: token.family, face: token.face, design: token.design, fallback: fallback))
    }

    private static func namedFamilies(family: String?, face: String?, fallback: TypographyFallback?) -> [String] {
        var families: [String] = []
        forEachNamedFamily(family: family, face: face, fallback: fallback) { families.append($0) }
        return families
    }

    /// The declared family, its spaced display name, the face, then the guide's fallbacks.
    private static func forEachNamedFamily(family: String?, face: String?, fallback: TypographyFallback?, _ body: (String) -> Void) {
        if let family, !family.isEmpty {
            body(family)
            let spaced = PublishedBrand.displayFamily(family)
            if spaced != family { body(spaced) }
            if let face, face != family, FontToken.namesAFont(face) { body(face) }
        }
        for name in fallback?.families ?? [] { body(name) }
    }

    /// A family name made safe inside a double-quoted CSS string: quotes, backslashes, angle
    /// brackets, braces, semicolons and control characters are dropped.
    static func cssString(_ name: String) -> String {
        guard name.utf8.contains(where: isUnsafeInCSSString) else { return name }
        return String(decoding: name.utf8.filter { !isUnsafeInCSSString($0) }, as: UTF8.self)
    }

    /// Asked of every byte of every family on every page: a switch, not a set's hash.
    private static func isUnsafeInCSSString(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), 0..<0x20, 0x7F: true
        default: false
        }
    }

    /// A family list as a CSS value: names quoted, CSS's generic families and keywords bare.
    static func cssList(_ families: [String]) -> String {
        families.map { genericFamilies.contains($0) ? $0 : "\"" + cssString($0) + "\"" }.joined(separator: ", ")
    }

    static let genericFamilies: Set<String> = ["system-ui", "-apple-system", "sans-serif", "serif", "monospace", "ui-rounded", "ui-serif", "ui-monospace", "ui-sans-serif", "cursive", "fantasy"]

    /// The platform's stack for a design, in CSS: names with a space quoted, generic families bare.
    static func systemStack(design: String?) -> String {
        switch design {
        case "rounded": roundedStack
        case "serif": serifStack
        case "monospaced": monospacedStack
        default: defaultStack
        }
    }

    // Each stack is written once, not for every specimen, swatch and drawing that names it.
    private static let roundedStack = cssValue(of: systemFamilies(design: "rounded"))
    private static let serifStack = cssValue(of: systemFamilies(design: "serif"))
    private static let monospacedStack = cssValue(of: systemFamilies(design: "monospaced"))
    private static let defaultStack = cssValue(of: systemFamilies(design: nil))

    private static func cssValue(of systemFamilies: [String]) -> String {
        systemFamilies.map { $0.utf8.contains(32) ? "\"\($0)\"" : $0 }.joined(separator: ", ")
    }

    static func systemFamilies(design: String?) -> [String] {
        switch design {
        case "rounded": ["ui-rounded", "SF Pro Rounded", "system-ui", "sans-serif"]
        case "serif": ["ui-serif", "New York", "Georgia", "serif"]
        case "monospaced": ["ui-monospace", "SF Mono", "Menlo", "monospace"]
        default: ["system-ui", "-apple-system", "SF Pro Text", "Helvetica Neue", "Arial", "sans-serif"]
        }
    }

    /// The inline style of a specimen.
    static func style(for token: FontToken, fallback: TypographyFallback?) -> String {
        style(for: token, families: families(for: token, fallback: fallback))
    }

    /// The inline style of a specimen whose stack (`families(for:fallback:)`) is known.
    static func style(for token: FontToken, families: String) -> String {
        var style = "font-family: \(families);"
        if let size = token.displaySize { style += " font-size: \(Formatting.number(CSSNumber.fontSize(size)))px;" }
        if let weight = token.displayWeight { style += " font-weight: \(weight.cssWeight);" }
        if token.isItalic { style += " font-style: italic;" }
        if token.usesMonospacedDigits { style += " font-variant-numeric: tabular-nums;" }
        return style
    }
}
