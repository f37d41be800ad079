@testable import Guide
import Testing

/// The one scope chain the interpreter and the view evaluator share (issue 31): frames over
/// frames, the innermost kept apart from the outer ones.
@Suite struct SwiftScopeTests {
    @Test func anInnerFrameShadowsAndPopsBack() {
        var scope = SwiftScope(["x": .int(1), "y": .int(2)])
        scope.push()
        scope.declare("x", .int(10))
        #expect(scope.lookup("x") == .int(10))
        #expect(scope.lookup("y") == .int(2))
        scope.pop()
        #expect(scope.lookup("x") == .int(1))
        // The outermost frame is never popped.
        scope.pop()
        #expect(scope.lookup("y") == .int(2))
    }

    @Test func anAssignmentSetsTheInnermostFrameThatHasTheName() {
        var scope = SwiftScope(["total": .int(0)])
        scope.push()
        scope.declare("step", .int(1))
        let assigned = scope.assign("total", .int(5))
        let assignedMissing = scope.assign("missing", .int(1))
        #expect(assigned)
        #expect(!assignedMissing)
        scope.pop()
        #expect(scope.lookup("total") == .int(5))
        #expect(scope.lookup("step") == nil)
    }

    @Test func theSubscriptDeclaresInTheInnermostFrame() {
        var scope = SwiftScope(["a": .string("outer")])
        scope.push()
        scope["a"] = .string("inner")
        #expect(scope["a"] == .string("inner"))
        scope.pop()
        #expect(scope["a"] == .string("outer"))
    }

    @Test func aFilteredScopeKeepsTheInnermostDeclarationOfEachName() {
        var scope = SwiftScope(["a": .int(1), "b": .int(2)])
        scope.push()
        scope.declare("a", .int(3))
        let kept = scope.filter { $0 == "a" }
        #expect(kept == SwiftScope(["a": .int(3)]))
    }

    @Test func aClosureOfViewCodeIsAFunctionThatKeepsWhereItRuns() throws {
        var scope = Scope(block: 2, inputs: ["title"])
        scope.names["title"] = .expression(.string("Hello", isInterpolated: false))
        let closure = SwiftClosure(results: [], text: "{ }")
        let value = SwiftValue.closure(closure, scope)
        guard case .function(let callable) = value else { Issue.record("not a function: \(value)"); return }
        #expect(callable.captured == scope.names)
        let (read, captured) = try #require(value.viewClosure)
        #expect(read == closure)
        #expect(captured == scope)
        #expect(value.expression == .closure(closure))
    }
}
