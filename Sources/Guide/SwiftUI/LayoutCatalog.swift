/// SwiftUI's alignments (`Alignment`, `HorizontalAlignment`, `VerticalAlignment`), typed: a
/// drawing asks each for its place on either axis instead of matching names.
public enum AlignmentKind: String, CaseIterable, Sendable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing
    case firstTextBaseline, lastTextBaseline

    /// Where a view so aligned sits along an axis.
    public enum Place: Sendable { case start, center, end }

    /// The alignment a tree's keyword names; center for anything else (an alignment the code
    /// computes, or a guide's own `AlignmentID`), as SwiftUI's default is.
    public init(named name: String?) {
        self = name.flatMap(AlignmentKind.init(rawValue:)) ?? .center
    }

    /// Its place across the width.
    public var horizontal: Place {
        switch self {
        case .topLeading, .leading, .bottomLeading: .start
        case .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline: .center
        case .topTrailing, .trailing, .bottomTrailing: .end
        }
    }

    /// Its place down the height (a baseline is the middle here: see `baseline`).
    public var vertical: Place {
        switch self {
        case .topLeading, .top, .topTrailing: .start
        case .leading, .center, .trailing, .firstTextBaseline, .lastTextBaseline: .center
        case .bottomLeading, .bottom, .bottomTrailing: .end
        }
    }

    /// Which baseline it aligns texts on, nil for none.
    public var baseline: Place? {
        switch self {
        case .firstTextBaseline: .start
        case .lastTextBaseline: .end
        case .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing: nil
        }
    }
}

/// SwiftUI's `Edge.Set` names, as `.padding(.horizontal, 12)` gives them.
enum EdgeSetKind: String, CaseIterable, Sendable {
    case top, leading, bottom, trailing, horizontal, vertical, all

    /// The edges, each its place in `top, leading, bottom, trailing`.
    var edges: [Int] {
        switch self {
        case .top: [0]
        case .leading: [1]
        case .bottom: [2]
        case .trailing: [3]
        case .horizontal: [1, 3]
        case .vertical: [0, 2]
        case .all: [0, 1, 2, 3]
        }
    }
}

/// SwiftUI's `Edge` (`.safeAreaInset(edge: .bottom)`), and the axis a view placed there shares
/// with the view it is beside.
public enum EdgeKind: String, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// Whether a view at this edge is above or below the other (else beside it).
    public var isVertical: Bool { self == .top || self == .bottom }
    /// Whether a view at this edge comes before the other in reading order.
    public var isLeading: Bool { self == .top || self == .leading }
}

/// The sizes a `GridItem` takes: `.flexible()`, `.fixed(80)`, `.adaptive(minimum: 60)`.
enum GridItemSize: String, CaseIterable, Sendable {
    case flexible, fixed, adaptive
}

/// `.imageScale(.small)`: how large SF Symbols are beside their font, as iOS scales them.
public enum ImageScale: String, CaseIterable, Sendable {
    case small, medium, large

    /// The symbol's size as a share of the medium one.
    public var factor: Double {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
}
