import Guide

/// The light/dark pairs of two versions of a guide, as Guide's theory of themes pairs them
/// (each token's `darkCounterpart`, or a dark value of its own).
enum PairComparison {
    /// Light tokens in both versions whose dark counterpart disappeared or changed, by name.
    static func broken(old: [ColorToken], new: [ColorToken]) -> [GuideDiff.PairBreak] {
        let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var breaks: [GuideDiff.PairBreak] = []
        var seen: Set<String> = []
        for token in old.sorted(by: { $0.name < $1.name }) where seen.insert(token.name).inserted {
            guard let now = newByName[token.name] else { continue }
            if let dark = token.darkCounterpart {
                guard now.darkCounterpart != dark else { continue }
                let reason: GuideDiff.PairBreak.Reason = now.darkCounterpart != nil ? .repaired
                    : newByName[dark] == nil ? .counterpartRemoved : .unpaired
                breaks.append(GuideDiff.PairBreak(token: token.name, oldDark: dark, newDark: now.darkCounterpart, reason: reason))
            } else if let own = ownDark(token), ownDark(now) == nil, now.darkCounterpart == nil {
                breaks.append(GuideDiff.PairBreak(token: token.name, oldDark: own.hex, newDark: nil, reason: .darkValueLost))
            }
        }
        return breaks
    }

    private static func ownDark(_ token: ColorToken) -> RGBAColor? {
        token.appearance?.dark ?? token.stated?.dark
    }
}
