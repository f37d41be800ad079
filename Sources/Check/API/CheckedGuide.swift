import Guide

/// A guide under check. Everything the rules read is Guide's model (`guide.themes`,
/// `guide.contrastClaims`, `guide.declaredNames`, each snippet's `tokens`…), so this holds the
/// guide alone; it stays the rules' argument so that a fact several rules need and Guide does
/// not keep can be worked out once per guide here.
public struct CheckedGuide: Sendable {
    public let guide: Guide

    public init(_ guide: Guide) {
        self.guide = guide
    }
}
