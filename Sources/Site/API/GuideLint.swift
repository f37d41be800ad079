import Diagnostics
import Guide

/// What a build reports about each guide it reads, beyond rendering it. Site has no rules of its
/// own: the command line hands in `sitegen check`'s (so Site never imports Check), and tests hand
/// in whatever closure they need.
///
/// Each brand's diagnostics are cached in the output's manifest with its digest, so a rebuild
/// that keeps a guide's pages still reports them without reading the guide again. `identity`
/// names the lint that made them: a build with another lint reads every guide again.
public struct GuideLint: Sendable {
    /// Names the lint (its rules, say), so cached findings are trusted only for the same one.
    public var identity: String
    /// Everything to report for a guide: its own `diagnostics` merged with what the lint finds.
    public var diagnostics: @Sendable (Guide) -> [Diagnostic]

    /// A lint named `identity` that reports `diagnostics(guide)` for each guide.
    public init(identity: String, diagnostics: @escaping @Sendable (Guide) -> [Diagnostic]) {
        self.identity = identity
        self.diagnostics = diagnostics
    }

    /// Only what reading the guide reported: the default, for builds that check nothing.
    public static let readerOnly = GuideLint(identity: "reader") { $0.diagnostics }
}
