import Support

/// The JSON report, through Support's one writer; keys in a fixed order, numbers rounded to
/// two decimals (ratios truncated, as WCAG tools print them), so a golden file stays stable.
enum JSONReport {
    static func value(of diff: ContentDiff) -> JSONValue {
        .object([
            ("breaking", .bool(diff.isBreaking)),
            ("compared", .number(Double(diff.compared))),
            ("guides", .array(diff.guides.map(value))),
        ])
    }

    static func value(of guide: GuideDiff) -> JSONValue {
        .object([
            ("path", .string(guide.path)),
            ("status", .string(guide.presence.rawValue)),
            ("breaking", .bool(guide.isBreaking)),
            ("tokens", .object([
                ("added", .array(guide.tokensAdded.map(value))),
                ("removed", .array(guide.tokensRemoved.map(value))),
            ])),
            ("colors", .object([("changed", .array(guide.colorsChanged.map(value)))])),
            ("gradients", .object([("changed", .array(guide.gradientsChanged.map {
                .object([("name", .string($0.name)), ("old", .strings($0.old)), ("new", .strings($0.new))])
            }))])),
            ("fonts", .object([("changed", .array(guide.fontsChanged.map {
                .object([("name", .string($0.name)), ("old", value($0.old)), ("new", value($0.new)), ("changed", .strings(GuideDiff.changedParts($0)))])
            }))])),
            ("components", .object([("added", .strings(guide.componentsAdded)), ("removed", .strings(guide.componentsRemoved))])),
            ("symbols", .object([("added", .strings(guide.symbolsAdded)), ("removed", .strings(guide.symbolsRemoved))])),
            ("pairsBroken", .array(guide.pairsBroken.map {
                .object([("token", .string($0.token)), ("oldDark", .string($0.oldDark)), ("newDark", .orNull($0.newDark)), ("reason", .string($0.reason.rawValue))])
            })),
            ("contrastDrops", .array(guide.contrastDrops.map(value))),
        ])
    }

    private static func value(_ entry: GuideDiff.TokenEntry) -> JSONValue {
        .object([("name", .string(entry.name)), ("kind", .string(entry.kind.rawValue)), ("value", .orNull(entry.value))])
    }

    private static func value(_ change: GuideDiff.ColorChange) -> JSONValue {
        func side(_ value: GuideDiff.ColorValue) -> JSONValue {
            .object([("hex", .orNull(value.hex)), ("dark", .orNull(value.darkHex)), ("canvasContrast", .orNull(value.canvasContrast.map(ratio)))])
        }
        return .object([
            ("name", .string(change.name)), ("old", side(change.old)), ("new", side(change.new)),
            ("deltaE", .orNull(change.deltaE.map(rounded))), ("darkDeltaE", .orNull(change.darkDeltaE.map(rounded))),
        ])
    }

    private static func value(_ font: GuideDiff.FontValue) -> JSONValue {
        .object([("face", .orNull(font.face)), ("family", .orNull(font.family)), ("size", .orNull(font.size)),
                 ("weight", .orNull(font.weight?.rawValue)), ("summary", .string(font.summary))])
    }

    private static func value(_ drop: GuideDiff.ContrastDrop) -> JSONValue {
        func side(_ colors: GuideDiff.SeenColors, _ value: Double) -> JSONValue {
            .object([("foreground", .string(colors.foreground)), ("background", .string(colors.background)), ("ratio", .number(ratio(value)))])
        }
        return .object([
            ("component", .string(drop.component)), ("states", .strings(drop.states)), ("text", .string(drop.text)),
            ("scheme", .string(drop.scheme.rawValue)), ("line", .number(Double(drop.line))), ("required", .number(drop.required)),
            ("old", side(drop.oldColors, drop.oldRatio)), ("new", side(drop.newColors, drop.newRatio)),
        ])
    }

    /// Truncated to two decimals, so 4.499 never reads as passing 4.5.
    private static func ratio(_ value: Double) -> Double { (value * 100).rounded(.down) / 100 }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
