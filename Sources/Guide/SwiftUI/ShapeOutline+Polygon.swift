import Foundation

/// An outline as a polygon: its lines as they are, its curves and arcs as runs of short lines.
/// CSS clips a box to a polygon whose points are shares of the box (`clip-path: polygon()`),
/// which scales with it as the shape does, where a path would not.
extension ShapeOutline {
    /// Points per curve or arc.
    static let curveSteps = 8

    /// The outline's points for a frame of `width`×`height`, subpaths one after another.
    public func polygon(width: Double, height: Double) -> [(x: Double, y: Double)] {
        func at(_ x: Length, _ y: Length) -> (x: Double, y: Double) { (x.at(width: width, height: height), y.at(width: width, height: height)) }
        var points: [(x: Double, y: Double)] = []
        var current = (x: 0.0, y: 0.0)
        for segment in segments {
            switch segment {
            case .move(let x, let y), .line(let x, let y):
                current = at(x, y)
                points.append(current)
            case .quad(let x, let y, let cx, let cy):
                let (control, end) = (at(cx, cy), at(x, y))
                let start = current
                for step in 1...Self.curveSteps {
                    let t = Double(step) / Double(Self.curveSteps), u = 1 - t
                    points.append((u * u * start.x + 2 * u * t * control.x + t * t * end.x, u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
                current = end
            case .curve(let x, let y, let c1x, let c1y, let c2x, let c2y):
                let (one, two, end) = (at(c1x, c1y), at(c2x, c2y), at(x, y))
                let start = current
                for step in 1...Self.curveSteps {
                    let t = Double(step) / Double(Self.curveSteps), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append((a * start.x + b * one.x + c * two.x + d * end.x, a * start.y + b * one.y + c * two.y + d * end.y))
                }
                current = end
            case .arc(let x, let y, let rx, let ry, let large, let sweep):
                let end = at(x, y)
                points += Self.arcPoints(from: current, to: end, radiusX: rx.at(width: width, height: height), radiusY: ry.at(width: width, height: height), large: large, sweep: sweep)
                current = end
            case .close:
                continue
            }
        }
        return points
    }

    /// Points along an SVG arc (no rotation) after its start, by the spec's conversion from
    /// endpoints to a center (SVG 1.1, F.6.5).
    static func arcPoints(from start: (x: Double, y: Double), to end: (x: Double, y: Double), radiusX: Double, radiusY: Double, large: Bool, sweep: Bool) -> [(x: Double, y: Double)] {
        var (rx, ry) = (abs(radiusX), abs(radiusY))
        let (x1, y1) = ((start.x - end.x) / 2, (start.y - end.y) / 2)
        guard rx > 0, ry > 0, x1 != 0 || y1 != 0 else { return [end] }
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let factor = (large != sweep ? 1.0 : -1.0) * max(0, numerator / denominator).squareRoot()
        let (cx1, cy1) = (factor * rx * y1 / ry, -factor * ry * x1 / rx)
        let center = (x: cx1 + (start.x + end.x) / 2, y: cy1 + (start.y + end.y) / 2)
        let theta = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - theta
        if sweep, delta < 0 { delta += 2 * .pi }
        if !sweep, delta > 0 { delta -= 2 * .pi }
        return (1...curveSteps).map { step in
            let angle = theta + delta * Double(step) / Double(curveSteps)
            return (center.x + rx * cos(angle), center.y + ry * sin(angle))
        }
    }
}
