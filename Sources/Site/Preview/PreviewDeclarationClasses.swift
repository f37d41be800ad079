/// The declarations nearly every drawn element repeats (a stack is `display:flex;
/// flex-direction:column;align-items:center;justify-content:center`, each child
/// `flex:0 1 auto;align-self:stretch`), written as a class of the theme's stylesheet instead of
/// in the element's style attribute: they were about two thirds of a drawing's style bytes.
///
/// Each rule in site.css is `.preview-canvas.NAME, .preview-canvas .NAME`: two classes outrank
/// every other rule that reaches into a drawing (`.pv-symbol`, `.preview-canvas *`), so a class
/// wins where the inline declaration did. An element sets each property once (`css(_:_:)`), so
/// two of these never compete. `PreviewDeclarationClassesTests` holds site.css to this table.
enum PreviewDeclarationClasses {
    /// Property → value → class name.
    static let table: [String: [String: String]] = [
        "display": ["flex": "pv-flex", "grid": "pv-grid", "inline-flex": "pv-iflex"],
        "flex-direction": ["column": "pv-col", "row": "pv-row"],
        "align-items": ["center": "pv-ai-c", "flex-start": "pv-ai-s"],
        "justify-content": ["center": "pv-jc-c"],
        "flex": ["0 1 auto": "pv-f-01", "0 0 auto": "pv-f-00", "1 1 auto": "pv-f-11", "1 1 0": "pv-f-110"],
        "align-self": ["stretch": "pv-as-st", "center": "pv-as-c"],
        "justify-self": ["stretch": "pv-js-st", "center": "pv-js-c"],
        "position": ["relative": "pv-rel", "absolute": "pv-abs"],
        "inset": ["0": "pv-inset0"],
        "pointer-events": ["auto": "pv-pe"],
        "grid-area": ["1 / 1": "pv-ga"],
        "line-height": ["1.2": "pv-lh"],
        "min-width": ["0": "pv-minw0"],
        "overflow": ["hidden": "pv-clip"],
        // The system stack (`BrandView.systemFamilies`, no design): a brand's own faces stay inline.
        "font-family": [#"system-ui, -apple-system, "SF Pro Text", "Helvetica Neue", Arial, sans-serif"#: "pv-sysfont"],
    ]

    /// The class that stands for `property: value`, if it has one.
    static func name(_ property: String, _ value: String) -> String? {
        table[property]?[value]
    }
}
