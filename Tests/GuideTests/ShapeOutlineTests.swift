@testable import Guide
import Testing

/// A custom `Shape`'s `path(in:)` run in the interpreter gives its outline (issue 33, item 6).
@Suite struct ShapeOutlineTests {
    private static func outline(_ shape: String, _ call: String) -> ShapeOutline? {
        let code = "struct Badge: View {\n    var body: some View { \(call).fill(Color.red).frame(width: 80, height: 40) }\n}\n\n" + shape
        let node = ViewTreeTests.componentGuide(code).components.first?.views.first?.view.allNodes.first { $0.kind == .shape }
        guard case .outline(let outline)? = node?.property("outline") else { return nil }
        return outline
    }

    static let bubble = """
        struct Bubble: Shape {
            let tail: Bool
            func path(in rect: CGRect) -> Path {
                let big: CGFloat = 19, small: CGFloat = 6
                let corner = tail ? small : big
                return Path { p in
                    p.move(to: CGPoint(x: rect.minX + big, y: rect.minY))
                    p.addLine(to: CGPoint(x: rect.maxX - big, y: rect.minY))
                    p.addArc(center: CGPoint(x: rect.maxX - big, y: rect.minY + big), radius: big, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
                    p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - corner))
                    p.addQuadCurve(to: CGPoint(x: rect.maxX - corner, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
                    p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    p.closeSubpath()
                }
            }
        }
        """

    /// Corners written as `rect.maxX - 19` stay 19 pt at any frame; `clockwise: false` runs
    /// clockwise on screen (SVG's sweep 1); both lists of `let`s are read.
    @Test func aBubbleFollowsItsFrame() throws {
        let outline = try #require(Self.outline(Self.bubble, "Bubble(tail: true)"))
        #expect(outline.followsFrame)
        #expect(outline.svgPath(width: 200, height: 50) == "M19 0 L181 0 L181 0 A19 19 0 0 1 200 19 L200 44 Q200 50 194 50 L0 50 Z")
        #expect(outline.svgPath(width: 100, height: 40).hasPrefix("M19 0 L81 0"))
    }

    /// A hexagon whose radius is `min(width, height) / 2` does not follow the frame's sides
    /// one by one: it is read in a square and stretched.
    @Test func aHexagonIsReadInASquare() throws {
        let hexagon = """
            struct Hexagon: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    let center = CGPoint(x: rect.midX, y: rect.midY)
                    let radius = min(rect.width, rect.height) / 2
                    for i in 0..<6 {
                        let angle = CGFloat.pi / 3 * CGFloat(i) - CGFloat.pi / 2
                        let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                        if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
                    }
                    path.closeSubpath()
                    return path
                }
            }
            """
        let outline = try #require(Self.outline(hexagon, "Hexagon()"))
        #expect(!outline.followsFrame)
        #expect(outline.svgPath(width: 100, height: 100) == "M50 0 L93.3 25 L93.3 75 L50 100 L6.7 75 L6.7 25 Z")
    }

    /// A piece the code does not give leaves no outline (the shape is a named gap), never one
    /// drawn without the piece; so does a path that never ends its loop early.
    @Test func aPieceNotGivenLeavesNoOutline() {
        let unknown = "struct Notch: Shape {\n    func path(in rect: CGRect) -> Path {\n        var p = Path()\n        p.move(to: .zero)\n        p.addLine(to: CGPoint(x: offset, y: 0))\n        return p\n    }\n}"
        #expect(Self.outline(unknown, "Notch()") == nil)
        let huge = "struct Many: Shape {\n    func path(in rect: CGRect) -> Path {\n        var p = Path()\n        for i in 0..<100000000 { p.addLine(to: CGPoint(x: i, y: i)) }\n        return p\n    }\n}"
        #expect(Self.outline(huge, "Many()") == nil)
    }
}
