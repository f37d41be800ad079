import Guide
import Support

/// The color, gradient and font tokens of two versions of a guide, matched by name.
struct TokenComparison {
    var added: [GuideDiff.TokenEntry] = []
    var removed: [GuideDiff.TokenEntry] = []
    var colorsChanged: [GuideDiff.ColorChange] = []
    var gradientsChanged: [GuideDiff.GradientChange] = []

    init(old: Guide, new: Guide) {
        let (before, after) = (Self.entries(of: old), Self.entries(of: new))
        let key = { (entry: GuideDiff.TokenEntry) in "\(entry.kind.rawValue) \(entry.name)" }
        let (beforeKeys, afterKeys) = (Set(before.map(key)), Set(after.map(key)))
        added = after.filter { !beforeKeys.contains(key($0)) }.sorted()
        removed = before.filter { !afterKeys.contains(key($0)) }.sorted()
        let (oldValues, newValues) = (ColorValues(old), ColorValues(new))
        for token in new.colors.sorted(by: { $0.name < $1.name }) {
            guard let previous = old.color(named: token.name) else { continue }
            let (was, now) = (oldValues.value(of: previous), newValues.value(of: token))
            // A dark value that is gone is a broken pair (`PairComparison`), not a new value.
            guard was.hex != now.hex || (was.darkHex != now.darkHex && now.darkHex != nil) else { continue }
            colorsChanged.append(GuideDiff.ColorChange(
                name: token.name, old: was, new: now,
                deltaE: Self.deltaE(previous.displayColor, token.displayColor),
                darkDeltaE: was.darkHex == now.darkHex ? nil : Self.deltaE(oldValues.dark(of: previous), newValues.dark(of: token))
            ))
        }
        for gradient in new.gradients.sorted(by: { $0.name < $1.name }) {
            guard let previous = old.gradients.first(where: { $0.name == gradient.name }) else { continue }
            let (was, now) = (Self.stops(previous), Self.stops(gradient))
            if was != now { gradientsChanged.append(GuideDiff.GradientChange(name: gradient.name, old: was, new: now)) }
        }
    }

    /// Every token of a guide as an entry (the first of two declarations with one name).
    static func entries(of guide: Guide) -> [GuideDiff.TokenEntry] {
        let values = ColorValues(guide)
        let colors = guide.colors.map { token in
            let value = values.value(of: token)
            let shown = value.hex.map { hex in token.appearance == nil ? hex : hex + " / " + (value.darkHex ?? "?") }
            return GuideDiff.TokenEntry(name: token.name, kind: .color, value: shown)
        }
        let gradients = guide.gradients.map { GuideDiff.TokenEntry(name: $0.name, kind: .gradient, value: stops($0).joined(separator: ", ")) }
        let fonts = guide.fonts.map { GuideDiff.TokenEntry(name: $0.name, kind: .font, value: FontComparison.value(of: $0).summary) }
        var seen: Set<String> = []
        return (colors + gradients + fonts).filter { seen.insert("\($0.kind.rawValue) \($0.name)").inserted }
    }

    static func stops(_ gradient: GradientToken) -> [String] {
        gradient.stops.map { $0.color?.hex ?? "?" }
    }

    static func deltaE(_ first: RGBAColor?, _ second: RGBAColor?) -> Double? {
        both(first, second).map(ColorDifference.ciede2000)
    }
}
