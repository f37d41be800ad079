/// The tracks of a `LazyVGrid`'s columns or a `LazyHGrid`'s rows, as its `GridItem`s declare
/// them: `.flexible()`, `.fixed(80)`, `.adaptive(minimum: 60)`; `Array(repeating: item, count:
/// 4)` is four of them. A drawing lays its cells out on these tracks, as SwiftUI does, rather
/// than one cell after another.
public enum GridTrack: Sendable, Equatable {
    /// Shares the room left with the other flexible tracks.
    case flexible
    /// Exactly this many points.
    case fixed(Double)
    /// As many tracks of at least this many points as fit.
    case adaptive(minimum: Double)

    /// The track as a view value: `flexible`, `fixed 80`, `adaptive 60`.
    var value: ViewValue {
        switch self {
        case .flexible: .keyword("flexible")
        case .fixed(let size): .keyword("fixed \(size)")
        case .adaptive(let minimum): .keyword("adaptive \(minimum)")
        }
    }

    /// The track a view value names, as `value` writes it.
    public init?(_ value: ViewValue) {
        guard case .keyword(let text) = value else { return nil }
        let parts = text.split(separator: " ")
        switch (parts.first, parts.count > 1 ? Double(parts[1]) : nil) {
        case ("flexible"?, _): self = .flexible
        case ("fixed"?, let size?): self = .fixed(size)
        case ("adaptive"?, let minimum?): self = .adaptive(minimum: minimum)
        default: return nil
        }
    }
}

extension ViewEvaluator {
    /// Tracks at most: a grid of more is drawn on its first ones.
    static let maximumGridTracks = 24

    /// The tracks `expression` (a `columns:` or `rows:` argument) declares and the spacing its
    /// first `GridItem` sets between them, or nil when the code does not say (the drawing then
    /// wraps the cells).
    mutating func gridTracks(_ expression: SwiftExpression, _ scope: Scope, depth: Int = 0) -> (tracks: [GridTrack], spacing: Double?)? {
        guard depth < 8 else { return nil }
        let expression = expression.unlocated
        // `Array(repeating: GridItem(.flexible()), count: 4)`
        if case .call(let callee, let arguments, nil) = expression, case .identifier(let type) = callee.unlocated,
           type == "Array" || type.hasPrefix("[GridItem"), let item = arguments.value("repeating"), let count = arguments.value("count").flatMap({ number($0, scope) }),
           count >= 1, let track = gridTrack(item, scope) {
            return (Array(repeating: track, count: Int(min(count, Double(Self.maximumGridTracks)))), itemSpacing(item, scope))
        }
        if case .array(let items) = expression {
            let tracks = items.prefix(Self.maximumGridTracks).compactMap { gridTrack($0, scope) }
            guard tracks.count == min(items.count, Self.maximumGridTracks), !tracks.isEmpty else { return nil }
            return (tracks, itemSpacing(items[0], scope))
        }
        // A property or a local holding the array.
        if case .expression(let resolved) = value(expression, scope), resolved.unlocated != expression {
            return gridTracks(resolved, scope, depth: depth + 1)
        }
        return nil
    }

    /// `GridItem(…, spacing: 2)`: the room after its track.
    private mutating func itemSpacing(_ item: SwiftExpression, _ scope: Scope) -> Double? {
        guard case .call(_, let arguments, nil) = item.unlocated else { return nil }
        return arguments.value("spacing").flatMap { number($0, scope) }
    }

    /// One `GridItem(…)`.
    private mutating func gridTrack(_ expression: SwiftExpression, _ scope: Scope) -> GridTrack? {
        guard case .call(let callee, let arguments, nil) = expression.unlocated, callee.memberName == "GridItem" else { return nil }
        guard let size = arguments.first(where: { $0.label == nil || $0.label == "_" })?.value.unlocated else { return .flexible }
        guard case .call(let sizeCallee, let sizeArguments, nil) = size, let kind = sizeCallee.memberName.flatMap(GridItemSize.init(rawValue:)) else {
            return size.memberName.flatMap(GridItemSize.init(rawValue:)) == .flexible ? .flexible : nil
        }
        switch kind {
        case .flexible: return .flexible
        case .fixed: return sizeArguments.first.flatMap { number($0.value, scope) }.map(GridTrack.fixed)
        case .adaptive: return (sizeArguments.value("minimum") ?? sizeArguments.first?.value).flatMap { number($0, scope) }.map { .adaptive(minimum: $0) }
        }
    }
}
