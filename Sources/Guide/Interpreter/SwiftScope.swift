/// The names a body sees: its own frames, innermost last, over the names its closure captured.
/// The innermost frame is kept apart from the outer ones: most scopes (every one the view
/// evaluator makes) have a single frame, which then costs no array of frames.
struct SwiftScope: Equatable {
    private var innermost: [String: SwiftValue]
    private var outer: [[String: SwiftValue]] = []
    /// The types of variables declared with one and no value (`var color: DynamicColor`): what
    /// an implicit member assigned to them later is of (`color = .init(light:dark:)`).
    private var declaredTypes: [String: String] = [:]

    init(_ values: [String: SwiftValue] = [:]) { innermost = values }

    func lookup(_ name: String) -> SwiftValue? {
        if let value = innermost[name] { return value }
        for frame in outer.reversed() { if let value = frame[name] { return value } }
        return nil
    }

    mutating func declare(_ name: String, _ value: SwiftValue) { innermost[name] = value }

    mutating func declareType(_ type: String, of name: String) { declaredTypes[name] = type }

    func declaredType(of name: String) -> String? { declaredTypes.isEmpty ? nil : declaredTypes[name] }

    /// The value of `name` through the frames; setting it declares it in the innermost frame.
    subscript(name: String) -> SwiftValue? {
        get { lookup(name) }
        set { innermost[name] = newValue }
    }

    /// Sets the innermost frame's `name` that exists; false when no frame has it.
    mutating func assign(_ name: String, _ value: SwiftValue) -> Bool {
        if innermost[name] != nil {
            innermost[name] = value
            return true
        }
        for index in outer.indices.reversed() where outer[index][name] != nil {
            outer[index][name] = value
            return true
        }
        return false
    }

    mutating func push() {
        outer.append(innermost)
        innermost = [:]
    }

    mutating func pop() { if let frame = outer.popLast() { innermost = frame } }

    /// The names `keep` admits, in one frame (the innermost declaration of each).
    func filter(_ keep: (String) -> Bool) -> SwiftScope {
        var names: [String: SwiftValue] = [:]
        for frame in outer + [innermost] { for (name, value) in frame where keep(name) { names[name] = value } }
        return SwiftScope(names)
    }
}
