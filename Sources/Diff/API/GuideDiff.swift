import Guide

/// What changed between two versions of one guide, read from Guide's model of each: tokens,
/// fonts, components, symbols, light/dark pairs, and the contrast of the text/background pairs
/// the components draw. Every list is sorted, so the same two guides give the same report.
public struct GuideDiff: Sendable, Equatable {
    /// The guide's path (the new version's, or the old one's for a removed guide).
    public var path: String
    /// Whether the guide exists in only one of the versions.
    public var presence: Presence
    /// Color, gradient and font tokens only the new version declares.
    public var tokensAdded: [TokenEntry] = []
    /// Color, gradient and font tokens only the old version declares.
    public var tokensRemoved: [TokenEntry] = []
    /// Color tokens whose light or dark value changed.
    public var colorsChanged: [ColorChange] = []
    /// Gradient tokens whose stops changed.
    public var gradientsChanged: [GradientChange] = []
    /// Font tokens whose face, family, size or weight changed.
    public var fontsChanged: [FontChange] = []
    /// Names of the components (`###` subsections) only the new version has.
    public var componentsAdded: [String] = []
    /// Names of the components only the old version has.
    public var componentsRemoved: [String] = []
    /// SF Symbol names only the new version's symbol tables list.
    public var symbolsAdded: [String] = []
    /// SF Symbol names only the old version's symbol tables list.
    public var symbolsRemoved: [String] = []
    /// Light tokens that lost or changed their dark counterpart.
    public var pairsBroken: [PairBreak] = []
    /// Drawn text/background pairs that passed WCAG AA before and fail after.
    public var contrastDrops: [ContrastDrop] = []

    /// Whether the guide is in both versions, or only one.
    public enum Presence: String, Sendable, Equatable {
        case changed, added, removed
    }

    /// Compares two versions of a guide; `path` names it in the report.
    public init(old: Guide, new: Guide, path: String) {
        self.path = path
        presence = .changed
        let tokens = TokenComparison(old: old, new: new)
        tokensAdded = tokens.added
        tokensRemoved = tokens.removed
        colorsChanged = tokens.colorsChanged
        gradientsChanged = tokens.gradientsChanged
        fontsChanged = FontComparison.changes(old: old.fonts, new: new.fonts)
        (componentsAdded, componentsRemoved) = Self.difference(old.components.map(\.name), new.components.map(\.name))
        let symbols = { (guide: Guide) in guide.symbols.flatMap(\.names) }
        (symbolsAdded, symbolsRemoved) = Self.difference(symbols(old), symbols(new))
        pairsBroken = PairComparison.broken(old: old.colors, new: new.colors)
        contrastDrops = DrawnPairs(new).drops(since: DrawnPairs(old))
    }

    /// A guide only one version has: every token of it added or removed, nothing else compared.
    public init(only guide: Guide, presence: Presence, path: String) {
        self.path = path
        self.presence = presence
        let entries = TokenComparison.entries(of: guide).sorted()
        if presence == .removed { tokensRemoved = entries } else { tokensAdded = entries }
    }

    /// Whether nothing the report shows changed.
    public var isEmpty: Bool {
        presence == .changed && tokensAdded.isEmpty && tokensRemoved.isEmpty && colorsChanged.isEmpty && gradientsChanged.isEmpty
            && fontsChanged.isEmpty && componentsAdded.isEmpty && componentsRemoved.isEmpty && symbolsAdded.isEmpty
            && symbolsRemoved.isEmpty && pairsBroken.isEmpty && contrastDrops.isEmpty
    }

    /// Whether the change breaks what apps built on the old version rely on: a token was
    /// removed, or a drawn pair fell below AA (exit status 1, as `@google/design.md diff`).
    public var isBreaking: Bool { !tokensRemoved.isEmpty || !contrastDrops.isEmpty }

    /// The names only `new` has and the names only `old` has, each sorted and unique.
    static func difference(_ old: [String], _ new: [String]) -> (added: [String], removed: [String]) {
        let (before, after) = (Set(old), Set(new))
        return (after.subtracting(before).sorted(), before.subtracting(after).sorted())
    }
}
