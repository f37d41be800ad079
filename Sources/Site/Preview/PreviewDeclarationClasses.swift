/// The declarations nearly every drawn element repeats (a stack is `display:flex;
/// flex-direction:column;align-items:center;justify-content:center`, each child
/// `flex:0 1 auto;align-self:stretch`), written as classes instead of in each element's style
/// attribute: they were about two thirds of a drawing's style bytes.
///
/// The rules are sitegen's, not the theme's: they say what the code lays out, as the inline
/// declarations did, so a theme written before them still draws right. The build writes them
/// to `drawings.css`, which every page that shows drawings links. Each rule is
/// `.preview-canvas.NAME, .preview-canvas .NAME`: two classes outrank every other rule that
/// reaches into a drawing (`.pv-symbol`, `.preview-canvas *`), so a class wins where the inline
/// declaration did. An element sets each property once (`css(_:_:)`), so two never compete.
enum PreviewDeclarationClasses {
    /// Where the rules are published.
    static let stylesheetPath = "drawings.css"

    /// Property, value and class name, in the stylesheet's order.
    static let declarations: [(property: String, value: String, name: String)] = [
        ("display", "flex", "pv-flex"), ("display", "grid", "pv-grid"), ("display", "inline-flex", "pv-iflex"),
        ("flex-direction", "column", "pv-col"), ("flex-direction", "row", "pv-row"),
        ("align-items", "center", "pv-ai-c"), ("align-items", "flex-start", "pv-ai-s"),
        ("justify-content", "center", "pv-jc-c"),
        ("flex", "0 1 auto", "pv-f-01"), ("flex", "0 0 auto", "pv-f-00"), ("flex", "1 1 auto", "pv-f-11"), ("flex", "1 1 0", "pv-f-110"),
        ("align-self", "stretch", "pv-as-st"), ("align-self", "center", "pv-as-c"),
        ("justify-self", "stretch", "pv-js-st"), ("justify-self", "center", "pv-js-c"),
        ("position", "relative", "pv-rel"), ("position", "absolute", "pv-abs"),
        ("inset", "0", "pv-inset0"), ("pointer-events", "auto", "pv-pe"), ("grid-area", "1 / 1", "pv-ga"),
        ("line-height", "1.2", "pv-lh"), ("min-width", "0", "pv-minw0"), ("overflow", "hidden", "pv-clip"),
        // The system stack (`BrandView.systemFamilies`, no design); a brand's own faces stay inline.
        ("font-family", #"system-ui, -apple-system, "SF Pro Text", "Helvetica Neue", Arial, sans-serif"#, "pv-sysfont"),
    ]

    /// Property → its values with their class names. Asked for every declaration of every
    /// drawn element (hundreds of thousands a build), so a property is hashed only when its
    /// length and first byte are those of a property here (`background`, `color`, `width`
    /// are not), and a value is compared, length first, never hashed (a brand's font stack
    /// is a long one).
    private static let table: [String: [(value: String, name: String)]] = declarations.reduce(into: [:]) { table, declaration in
        table[declaration.property, default: []].append((declaration.value, declaration.name))
    }
    private static let propertyLengths: UInt64 = declarations.reduce(0) { $0 | 1 << UInt64(min($1.property.utf8.count, 63)) }
    private static let propertyFirstBytes: UInt64 = declarations.reduce(0) { $0 | 1 << UInt64(($1.property.utf8.first ?? 0) & 63) }

    /// The class that stands for `property: value`, if it has one.
    static func name(_ property: String, _ value: String) -> String? {
        let utf8 = property.utf8
        guard propertyLengths & 1 << UInt64(min(utf8.count, 63)) != 0, let first = utf8.first, propertyFirstBytes & 1 << UInt64(first & 63) != 0,
              let values = table[property] else { return nil }
        let length = value.utf8.count
        return values.first { $0.value.utf8.count == length && $0.value == value }?.name
    }

    /// The published stylesheet: a rule per class.
    static let stylesheet: String = {
        var css = "/* sitegen: the layout declarations drawings repeat, as classes (written by the build). */\n"
        for (property, value, name) in declarations {
            css += ".preview-canvas.\(name), .preview-canvas .\(name) { \(property): \(value); }\n"
        }
        return css
    }()
}
