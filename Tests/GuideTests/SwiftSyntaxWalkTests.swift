@testable import Guide
import Testing

/// One walk of a block's tree: every node, in source order, with places, and a depth limit.
@Suite struct SwiftSyntaxWalkTests {
    static func file(_ code: String) -> SwiftSourceFile { SwiftSourceFile(code: SwiftCode(source: code)) }

    /// The names met, in the order walked.
    static func names(_ file: SwiftSourceFile, walk: SwiftSyntaxWalk = SwiftSyntaxWalk()) -> [String] {
        var names: [String] = []
        walk.walk(file) { node, _ in
            switch node {
            case .property(let property): names.append("let " + property.name)
            case .function(let function): names.append("func " + function.name)
            case .expression(.identifier(let name)), .expression(.implicitMember(let name)), .expression(.member(_, let name)): names.append(name)
            default: break
            }
            return .visitChildren
        }
        return names
    }

    @Test func declarationsAndExpressionsInSourceOrder() {
        // The tree keeps functions apart from properties; the walk puts them back in order.
        let file = Self.file("""
        struct Card: View {
            func tint() -> Color { .brand }
            let a = Color.ink
            var body: some View { Text("x").foregroundStyle(.paper).background(.night) }
        }
        """)
        #expect(Self.names(file) == ["func tint", "brand", "let a", "ink", "Color", "let body", "background", "foregroundStyle", "Text", "paper", "night"])
    }

    @Test func aTrailingClosureComesBeforeTheLabeledOnes() {
        let file = Self.file("Button { first() } label: { second() }")
        #expect(Self.names(file) == ["Button", "first", "second"])
    }

    @Test func membersAreAtTheirDot() throws {
        let file = Self.file("let a = Color.brandX.opacity(0.5)\nText(\"a\").font(.title)")
        var places: [String: SwiftPosition] = [:]
        file.walk { node, context in
            switch node {
            case .expression(.member(_, let name)), .expression(.implicitMember(let name)): places[name] = context.position
            default: break
            }
            return .visitChildren
        }
        #expect(places["brandX"] == SwiftPosition(line: 0, column: 14))
        // A called member is at its call's dot.
        #expect(places["opacity"] == SwiftPosition(line: 0, column: 21))
        #expect(places["font"] == SwiftPosition(line: 1, column: 10))
        #expect(places["title"] == SwiftPosition(line: 1, column: 16))
        #expect(try #require(places["title"]).afterDot == SwiftPosition(line: 1, column: 17))
    }

    @Test func theFunctionAroundANodeIsKnown() {
        let file = Self.file("struct S {\n    func ink(_ s: ColorScheme) -> Color { s == .dark ? .white : .black }\n}")
        var functions: [String?] = []
        file.walk { node, context in
            if case .expression(.implicitMember) = node { functions.append(context.functionName) }
            return .visitChildren
        }
        #expect(functions == ["ink", "ink", "ink"])
    }

    @Test func skippingAndStopping() {
        let file = Self.file("f(a(b), c)\ng()")
        var seen: [String] = []
        file.walk { node, _ in
            guard case .expression(let expression) = node else { return .visitChildren }
            if case .identifier(let name) = expression { seen.append(name) }
            if case .call(let callee, _, _) = expression, callee.memberName == "a" { return .skipChildren }
            return seen.contains("c") ? .stop : .visitChildren
        }
        #expect(seen == ["f", "c"])
    }

    /// The walk goes no deeper than its limit, however the tree was built, and a tree as deep as
    /// the parser allows is walked without recursion.
    @Test func theWalkIsDepthLimited() {
        let nested = String(repeating: "f(", count: 5_000) + "x" + String(repeating: ")", count: 5_000)
        let file = Self.file(nested)
        var deepest = 0
        SwiftSyntaxWalk(maximumDepth: 10).walk(file) { _, context in
            deepest = max(deepest, context.depth)
            return .visitChildren
        }
        #expect(deepest == 10)
        var count = 0
        file.walk { _, _ in count += 1; return .visitChildren }
        #expect(count > 100)
    }
}
