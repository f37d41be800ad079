/// Which of the guide's `View` extension functions a modifier call is, as the compiler picks an
/// overload: by its argument labels. Pocket Casts declares `func font(size:style:weight:)` on
/// `View` and calls SwiftUI's `.font(.system(…))` inside it; taking the guide's function for
/// every `.font` ran it inside itself until the depth limit.
extension SwiftLibrary {
    /// The guide's `View` extension function `name` that a call with `labels` (and a trailing
    /// closure or not) binds to; nil when none does, and the call is SwiftUI's own.
    func viewFunction(_ name: String, labels: [String?], trailingClosure: Bool) -> Located<SwiftFunction>? {
        viewFunctionOverloads[name]?.first { Self.binds($0.declaration.parameters, labels, trailingClosure: trailingClosure) }
    }

    /// Whether a call binds to `parameters`: its labels in order, the rest defaulted, and a
    /// trailing closure to the last parameter when that one takes a closure or content.
    static func binds(_ parameters: [SwiftParameter], _ labels: [String?], trailingClosure: Bool) -> Bool {
        guard trailingClosure else { return SwiftRuntime.accepts(parameters, labels) }
        guard let type = parameters.last?.type, type.containsBytes("->") || type == "Content" || type.hasSuffix("View") else { return false }
        return SwiftRuntime.accepts(Array(parameters.dropLast()), labels)
    }
}
