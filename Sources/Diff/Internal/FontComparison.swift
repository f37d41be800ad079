import Guide
import Support

/// The font tokens of two versions of a guide, matched by name.
enum FontComparison {
    /// The tokens in both versions whose face, family, size, weight, design or slant changed.
    static func changes(old: [FontToken], new: [FontToken]) -> [GuideDiff.FontChange] {
        var changes: [GuideDiff.FontChange] = []
        var seen: Set<String> = []
        for token in new.sorted(by: { $0.name < $1.name }) where seen.insert(token.name).inserted {
            guard let previous = old.first(where: { $0.name == token.name }) else { continue }
            let (was, now) = (value(of: previous), value(of: token))
            if was != now { changes.append(GuideDiff.FontChange(name: token.name, old: was, new: now)) }
        }
        return changes
    }

    /// `Brando-Black 44 pt black`, `system 17 pt regular rounded`, `body (Dynamic Type)`.
    static func value(of token: FontToken) -> GuideDiff.FontValue {
        var parts: [String] = []
        switch token.kind {
        case .alias(let other): parts.append("= " + other)
        case .runtime: parts.append("chosen at run time")
        case .unresolved(let call): parts.append(call)
        case .custom, .system, .textStyle:
            parts.append(token.face ?? token.family ?? (token.kind == .system ? "system" : token.textStyle ?? "system"))
        }
        if let size = token.displaySize { parts.append(NumberFormat.shortest(size) + " pt") }
        if let weight = token.displayWeight { parts.append(weight.rawValue) }
        if let design = token.design, design != "default" { parts.append(design) }
        if token.isItalic { parts.append("italic") }
        return GuideDiff.FontValue(face: token.face, family: token.family, size: token.displaySize, weight: token.displayWeight, summary: parts.joined(separator: " "))
    }
}
