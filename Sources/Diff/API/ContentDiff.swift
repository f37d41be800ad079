import Guide

/// What changed between two sets of guides (two files, two content folders, or a content
/// folder and a git revision of it): the guides matched by their path relative to the folder.
public struct ContentDiff: Sendable, Equatable {
    /// The guides that changed, were added or were removed, sorted by path; unchanged ones left out.
    public var guides: [GuideDiff]
    /// How many guides were compared (in either version).
    public var compared: Int

    /// Compares guides keyed by path (`dating/bumble/DESIGN-swiftui.md`).
    public init(old: [String: Guide], new: [String: Guide]) {
        var guides: [GuideDiff] = []
        for path in Set(old.keys).union(new.keys).sorted() {
            let diff: GuideDiff
            switch (old[path], new[path]) {
            case let (before?, after?): diff = GuideDiff(old: before, new: after, path: path)
            case let (nil, after?): diff = GuideDiff(only: after, presence: .added, path: path)
            case let (before?, nil): diff = GuideDiff(only: before, presence: .removed, path: path)
            case (nil, nil): continue
            }
            if !diff.isEmpty { guides.append(diff) }
        }
        self.guides = guides
        compared = Set(old.keys).union(new.keys).count
    }

    /// Whether any guide's change is breaking (a token removed, or a drawn pair below AA now);
    /// a removed guide removes its tokens.
    public var isBreaking: Bool { guides.contains(where: \.isBreaking) }
}
