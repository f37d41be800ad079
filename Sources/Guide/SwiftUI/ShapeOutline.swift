import Foundation
import Support

/// The outline a custom `Shape`'s `path(in:)` draws, in terms of the frame it is drawn in:
/// each length is `constant + width·W + height·H` for a frame W×H. A chat bubble's corner is
/// `rect.maxX - 19`, so it stays 19 pt at any width, as SwiftUI draws it.
///
/// It is read by running `path(in:)` in the interpreter at three frame sizes (the lengths solve
/// from them) and checked at a fourth: code whose lengths are not of that form (`min(rect.width,
/// rect.height) / 2`) gives an outline that does not follow the frame (`followsFrame` false),
/// drawn at the size it was read at and stretched.
public struct ShapeOutline: Sendable, Equatable {
    /// `constant + width·W + height·H`.
    public struct Length: Sendable, Equatable {
        public var constant: Double
        public var width: Double
        public var height: Double

        public func at(width frameWidth: Double, height frameHeight: Double) -> Double {
            constant + width * frameWidth + height * frameHeight
        }
    }

    /// One piece of the outline, SVG's path commands in absolute coordinates.
    public enum Segment: Sendable, Equatable {
        case move(x: Length, y: Length)
        case line(x: Length, y: Length)
        case quad(x: Length, y: Length, controlX: Length, controlY: Length)
        case curve(x: Length, y: Length, control1X: Length, control1Y: Length, control2X: Length, control2Y: Length)
        /// An elliptical arc to (x, y); `sweep` true goes clockwise on screen.
        case arc(x: Length, y: Length, radiusX: Length, radiusY: Length, large: Bool, sweep: Bool)
        case close
    }

    public var segments: [Segment]
    /// Whether the lengths follow the frame; if not, they are those of `nominal`.
    public var followsFrame: Bool

    /// The frame an outline that does not follow the frame is read at: a square, as the shapes
    /// whose lengths depend on both sides are (hexagons, stars, badges).
    public static let nominal = (width: 100.0, height: 100.0)
    /// Segments at most: a path of more is not drawn.
    static let maximumSegments = 512

    /// SVG path data for a frame of `width`×`height`.
    public func svgPath(width: Double, height: Double) -> String {
        written { NumberFormat.shortest(($0.at(width: width, height: height) * 100).rounded() / 100) }
    }

    /// The outline, its lengths written as `constant,width,height` triples, for a script to
    /// draw it at the size the page lays it out at.
    public var lengths: String {
        written { length in
            [length.constant, length.width, length.height].map { NumberFormat.shortest(($0 * 10_000).rounded() / 10_000) }.joined(separator: ",")
        }
    }

    /// The segments as SVG path data, each length as `write` writes it.
    private func written(_ write: (Length) -> String) -> String {
        segments.map { segment in
            switch segment {
            case .move(let x, let y): "M\(write(x)) \(write(y))"
            case .line(let x, let y): "L\(write(x)) \(write(y))"
            case .quad(let x, let y, let cx, let cy): "Q\(write(cx)) \(write(cy)) \(write(x)) \(write(y))"
            case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y): "C\(write(c1x)) \(write(c1y)) \(write(c2x)) \(write(c2y)) \(write(x)) \(write(y))"
            case .arc(let x, let y, let rx, let ry, let large, let sweep): "A\(write(rx)) \(write(ry)) 0 \(large ? 1 : 0) \(sweep ? 1 : 0) \(write(x)) \(write(y))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// Reads the outline from `commands(width, height)`, the path's commands (`PathCommand`
    /// cases, see `SwiftRuntime+Geometry`) for a frame of that size; nil when the code gives none.
    static func read(_ commands: (Double, Double) -> [SwiftValue]?) -> ShapeOutline? {
        // The lengths solve from steps of 100 off the first size, which is `nominal` (100×100):
        // an outline that does not follow the frame is that first run's.
        let sizes: [(Double, Double)] = [(100, 100), (200, 100), (100, 200), (160, 130)]
        let runs = sizes.map { size in commands(size.0, size.1).flatMap(pieces) }
        guard let base = runs[0], !base.isEmpty, base.count <= maximumSegments else { return nil }
        let comparable = runs.allSatisfy { run in run.map { $0.map(\.kind) == base.map(\.kind) } ?? false }
        if comparable, let wide = runs[1], let tall = runs[2], let check = runs[3] {
            var segments: [Segment] = []
            var follows = true
            for index in base.indices {
                let lengths = base[index].numbers.indices.map { position -> Length in
                    let b = base[index].numbers[position]
                    let w = (wide[index].numbers[position] - b) / 100
                    let h = (tall[index].numbers[position] - b) / 100
                    return Length(constant: b - 100 * w - 100 * h, width: w, height: h)
                }
                for (position, length) in lengths.enumerated() where abs(length.at(width: 160, height: 130) - check[index].numbers[position]) > 0.01 {
                    follows = false
                }
                segments.append(base[index].segment(lengths))
            }
            if follows { return ShapeOutline(segments: segments, followsFrame: true) }
        }
        return ShapeOutline(segments: base.map { $0.segment($0.numbers.map { Length(constant: $0, width: 0, height: 0) }) }, followsFrame: false)
    }

    /// A segment at one size: its kind (command and flags) and its numbers.
    private struct Piece {
        enum Kind: Equatable { case move, line, quad, curve, arc(large: Bool, sweep: Bool), close }
        var kind: Kind
        var numbers: [Double]

        func segment(_ l: [Length]) -> Segment {
            switch kind {
            case .move: .move(x: l[0], y: l[1])
            case .line: .line(x: l[0], y: l[1])
            case .quad: .quad(x: l[0], y: l[1], controlX: l[2], controlY: l[3])
            case .curve: .curve(x: l[0], y: l[1], control1X: l[2], control1Y: l[3], control2X: l[4], control2Y: l[5])
            case .arc(let large, let sweep): .arc(x: l[0], y: l[1], radiusX: l[2], radiusY: l[3], large: large, sweep: sweep)
            case .close: .close
            }
        }
    }

    /// The SVG pieces of a path's commands at one size; nil for a command that is not one.
    private static func pieces(_ commands: [SwiftValue]) -> [Piece]? {
        var pieces: [Piece] = []
        var current: (Double, Double)?
        for command in commands.prefix(maximumSegments) {
            guard case .enumCase("PathCommand", let name, let payload, _) = command else { return nil }
            let v = payload.compactMap(\.number)
            guard v.count == payload.count, v.allSatisfy(\.isFinite) else { return nil }
            switch (name, v.count) {
            case ("move", 2): pieces.append(Piece(kind: .move, numbers: v)); current = (v[0], v[1])
            case ("line", 2): pieces.append(Piece(kind: current == nil ? .move : .line, numbers: v)); current = (v[0], v[1])
            case ("quad", 4): pieces.append(Piece(kind: .quad, numbers: v)); current = (v[0], v[1])
            case ("curve", 6): pieces.append(Piece(kind: .curve, numbers: v)); current = (v[0], v[1])
            case ("close", 0): pieces.append(Piece(kind: .close, numbers: []))
            case ("arc", 6):
                let arc = arcPieces(center: (v[0], v[1]), radius: v[2], start: v[3], end: v[4], clockwise: v[5] != 0, from: current)
                pieces += arc.pieces
                current = arc.end
            case ("rect", 5):
                pieces += rectPieces(x: v[0], y: v[1], width: v[2], height: v[3], radius: v[4])
                current = nil
            case ("ellipse", 4):
                let (rx, ry, cx, cy) = (v[2] / 2, v[3] / 2, v[0] + v[2] / 2, v[1] + v[3] / 2)
                pieces += [Piece(kind: .move, numbers: [v[0], cy]), Piece(kind: .arc(large: false, sweep: true), numbers: [v[0] + v[2], cy, rx, ry]),
                           Piece(kind: .arc(large: false, sweep: true), numbers: [v[0], cy, rx, ry]), Piece(kind: .close, numbers: [])]
                _ = cx
                current = nil
            default: return nil
            }
        }
        return pieces
    }

    /// `addArc`: a line (or a move) to its start, then the arc. SwiftUI's `clockwise: false`
    /// runs the angle up, which on a screen whose y grows downward is clockwise (SVG's sweep 1).
    private static func arcPieces(center: (Double, Double), radius: Double, start: Double, end: Double, clockwise: Bool, from current: (Double, Double)?) -> (pieces: [Piece], end: (Double, Double)) {
        func at(_ angle: Double) -> (Double, Double) { (center.0 + radius * cos(angle), center.1 + radius * sin(angle)) }
        let first = at(start), last = at(end)
        var pieces = [Piece(kind: current == nil ? .move : .line, numbers: [first.0, first.1])]
        let sweep = !clockwise
        var delta = sweep ? end - start : start - end
        let full = abs(delta) >= 2 * .pi - 1e-9
        delta = delta.truncatingRemainder(dividingBy: 2 * .pi)
        if delta < 0 { delta += 2 * .pi }
        if full {
            // SVG draws no arc between a point and itself: a full turn is two halves.
            let middle = at(start + (sweep ? .pi : -.pi))
            pieces.append(Piece(kind: .arc(large: false, sweep: sweep), numbers: [middle.0, middle.1, radius, radius]))
            pieces.append(Piece(kind: .arc(large: false, sweep: sweep), numbers: [last.0, last.1, radius, radius]))
        } else {
            pieces.append(Piece(kind: .arc(large: delta > .pi, sweep: sweep), numbers: [last.0, last.1, radius, radius]))
        }
        return (pieces, last)
    }

    /// `addRect`/`addRoundedRect`: four sides, each corner an arc of the radius (at most half
    /// the shorter side, as SwiftUI clamps it).
    private static func rectPieces(x: Double, y: Double, width: Double, height: Double, radius: Double) -> [Piece] {
        let r = max(0, min(radius, min(width, height) / 2))
        guard r > 0 else {
            return [Piece(kind: .move, numbers: [x, y]), Piece(kind: .line, numbers: [x + width, y]), Piece(kind: .line, numbers: [x + width, y + height]),
                    Piece(kind: .line, numbers: [x, y + height]), Piece(kind: .close, numbers: [])]
        }
        let corner = Piece.Kind.arc(large: false, sweep: true)
        return [
            Piece(kind: .move, numbers: [x + r, y]), Piece(kind: .line, numbers: [x + width - r, y]),
            Piece(kind: corner, numbers: [x + width, y + r, r, r]), Piece(kind: .line, numbers: [x + width, y + height - r]),
            Piece(kind: corner, numbers: [x + width - r, y + height, r, r]), Piece(kind: .line, numbers: [x + r, y + height]),
            Piece(kind: corner, numbers: [x, y + height - r, r, r]), Piece(kind: .line, numbers: [x, y + r]),
            Piece(kind: corner, numbers: [x + r, y, r, r]), Piece(kind: .close, numbers: []),
        ]
    }
}
