import Guide

/// A guide under check, with what several rules read from it worked out once: its Swift
/// snippets with the way from a token to its place in the file. Each is computed the first time
/// a rule asks, so a check with one rule pays only for what it uses.
///
/// One `CheckedGuide` serves the rules of one guide in turn, on one thread; it is not shared.
public final class CheckedGuide {
    public let guide: Guide

    public init(_ guide: Guide) {
        self.guide = guide
    }

    lazy var code = GuideCode(guide)
}
