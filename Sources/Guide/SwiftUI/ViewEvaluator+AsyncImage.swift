import Diagnostics

/// `AsyncImage`: a still drawing has no network, so it shows what SwiftUI shows until the image
/// loads (the phase `.empty`).
extension ViewEvaluator {
    /// The `placeholder:` closure's views (`AsyncImage(url:content:placeholder:)`); the views a
    /// phase closure draws for `.empty` (`AsyncImage(url:) { phase in switch phase { … } }`);
    /// without either, SwiftUI's own grey box, `placeholder: "photo"`.
    mutating func asyncImage(_ arguments: [SwiftArgument], _ closure: SwiftClosure?, _ scope: Scope, at location: SourceLocation) -> ViewNode {
        let loading = [ViewProperty("phase", .keyword("empty"))]
        if let placeholder = closureArgument("placeholder", arguments, nil) {
            var inner = scope
            return ViewNode(kind: .asyncImage, properties: loading, children: runBuilder(placeholder.statements, &inner), location: location)
        }
        if let content = closureArgument("content", arguments, closure) {
            // The phase is SwiftUI's enum case, so a `switch phase` takes `case .empty:` (or
            // `default:`); what the code asks of it beyond its case is not known.
            var inner = scope
            Self.bind(.expression(.member(.identifier("AsyncImagePhase"), "empty")), to: content.parameters, in: &inner)
            return ViewNode(kind: .asyncImage, properties: loading, children: runBuilder(content.statements, &inner), location: location)
        }
        return ViewNode(kind: .asyncImage, properties: [ViewProperty("placeholder", .keyword("photo"))], location: location)
    }
}

extension ViewEvaluator {
    /// `phase.image` and `phase.error` of the `.empty` phase are nil, so `if let image =
    /// phase.image { … } else { placeholder }` takes its last branch, as while loading.
    static func emptyPhase(_ name: String, of expression: SwiftExpression) -> SwiftValue? {
        guard let (type, phase) = expression.memberPair, type == "AsyncImagePhase", phase == "empty", name == "image" || name == "error" else { return nil }
        return .expression(.nil)
    }
}
