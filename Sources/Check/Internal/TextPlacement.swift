import Guide

/// Where a `Text` of a snippet sits: the color it is drawn in, what is behind it, and its font,
/// read from its own modifier chain and from the views around it.
///
/// The walk outward is deliberately narrow. It passes through SwiftUI's plain containers
/// (stacks, groups, `ForEach`, `Button` labels, `if` branches), takes the innermost
/// `.foregroundStyle`, `.font` and `.background` it meets, the shape an `.overlay` sits on, and
/// the view right behind it in a `ZStack` when that view is a color or a filled shape. Anything
/// else on the way (a custom view, a list, a bordered button style, an image behind the text)
/// leaves the background unknown, and an unknown background is never guessed.
struct TextPlacement: Sendable {
    /// The text color; nil when it is not set, or set to something unknown.
    var foreground: ColorChoice?
    /// Backgrounds from the innermost out, up to the first that is opaque in every case.
    var layers: [ColorChoice]
    /// Whether `layers` reach an opaque background (else what shows through is unknown).
    var isGrounded: Bool
    var font: TextFont?
    /// `.fontWeight(…)`/`.bold()` on the way, which overrides the font's weight.
    var weight: FontWeight?

    var size: Double? { font?.size }
    var effectiveWeight: FontWeight? { weight ?? font?.weight }
}
