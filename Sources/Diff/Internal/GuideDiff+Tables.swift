import Support

extension GuideDiff {
    /// The report's tables for this guide, in a fixed order; kinds without changes left out.
    var tables: [DiffTable] {
        typealias Cell = DiffTable.Cell
        let entries = { (entries: [TokenEntry]) in entries.map { [Cell.code($0.name), .text($0.kind.rawValue), .code($0.value ?? "?")] } }
        let all: [DiffTable] = [
            DiffTable(title: "Tokens removed", headers: ["Token", "Kind", "Value"], rows: entries(tokensRemoved)),
            DiffTable(title: "Tokens added", headers: ["Token", "Kind", "Value"], rows: entries(tokensAdded)),
            DiffTable(title: "Colors changed", headers: ["Token", "Old", "New", "ΔE00", "On canvas"], rows: colorsChanged.map { change in
                let deltaE = DiffTable.deltaE(change.deltaE) + (change.darkDeltaE.map { " (dark " + DiffTable.deltaE($0) + ")" } ?? "")
                let canvas = DiffTable.ratio(change.old.canvasContrast) + " → " + DiffTable.ratio(change.new.canvasContrast)
                return [.code(change.name), .code(DiffTable.color(change.old)), .code(DiffTable.color(change.new)), .text(deltaE), .text(canvas)]
            }),
            DiffTable(title: "Gradients changed", headers: ["Token", "Old stops", "New stops"], rows: gradientsChanged.map {
                [.code($0.name), .code($0.old.joined(separator: ", ")), .code($0.new.joined(separator: ", "))]
            }),
            DiffTable(title: "Fonts changed", headers: ["Token", "Old", "New", "Changed"], rows: fontsChanged.map {
                [.code($0.name), .code($0.old.summary), .code($0.new.summary), .text(Self.changedParts($0).joined(separator: ", "))]
            }),
            DiffTable(title: "Components", headers: ["Component", "Change"], rows:
                componentsRemoved.map { [.text($0), .text("removed")] } + componentsAdded.map { [.text($0), .text("added")] }),
            DiffTable(title: "Symbols", headers: ["Symbol", "Change"], rows:
                symbolsRemoved.map { [.code($0), .text("removed")] } + symbolsAdded.map { [.code($0), .text("added")] }),
            DiffTable(title: "Light/dark pairs broken", headers: ["Token", "Dark before", "Dark after", "Why"], rows: pairsBroken.map {
                [.code($0.token), .code($0.oldDark), $0.newDark.map(Cell.code) ?? .text("none"), .text(Self.explain($0.reason))]
            }),
            DiffTable(title: "Contrast below AA", headers: ["Component", "States", "Text", "Scheme", "Before", "After", "Line"], rows: contrastDrops.map { drop in
                let before = "\(drop.oldColors.foreground) on \(drop.oldColors.background) \(DiffTable.ratio(drop.oldRatio))"
                let after = "\(drop.newColors.foreground) on \(drop.newColors.background) \(DiffTable.ratio(drop.newRatio)) < \(NumberFormat.shortest(drop.required)):1"
                return [.text(drop.component), .text(drop.states.joined(separator: "; ")), .text(drop.text), .text(drop.scheme.rawValue), .code(before), .code(after), .text(String(drop.line))]
            }),
        ]
        return all.filter { !$0.rows.isEmpty }
    }

    /// Which of face, family, size and weight differ (`style` for design, slant or kind).
    static func changedParts(_ change: FontChange) -> [String] {
        var parts: [String] = []
        if change.old.face != change.new.face { parts.append("face") }
        if change.old.family != change.new.family { parts.append("family") }
        if change.old.size != change.new.size { parts.append("size") }
        if change.old.weight != change.new.weight { parts.append("weight") }
        return parts.isEmpty ? ["style"] : parts
    }

    static func explain(_ reason: PairBreak.Reason) -> String {
        switch reason {
        case .counterpartRemoved: "the dark token was removed"
        case .unpaired: "the dark token no longer pairs with it"
        case .repaired: "it pairs with another dark token"
        case .darkValueLost: "it lost its dark value"
        }
    }
}
