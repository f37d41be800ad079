import Diagnostics

/// The declarations of one code block, as the SwiftUI front end reads them: types with their
/// members, and the top-level properties, functions and statements around them.
public struct SwiftSourceFile: Sendable, Equatable {
    /// What the block declares and does at its top level.
    public var members: SwiftMembers
    /// Problems found while parsing, at code-block positions.
    public var diagnostics: [SwiftSyntaxDiagnostic]

    /// An empty file: the tree of a block that is not Swift.
    public init() {
        members = SwiftMembers()
        diagnostics = []
    }

    /// Parses prepared tokens (a code block's tokens are prepared once, in `CodeBlock`).
    public init(code: SwiftCode, limits: SwiftParserLimits = SwiftParserLimits()) {
        var parser = SwiftDeclarationParser(code: code, limits: limits)
        members = parser.parseFile()
        diagnostics = parser.diagnostics
    }

    /// Every type declared, nested ones included, in source order.
    /// Every type with its path through the types around it (`Design.Text` for `enum Text`
    /// inside `enum Design`; an extension's path is its name as written), in source order.
    public var allTypesWithPaths: [(path: String, type: SwiftTypeDeclaration)] {
        var result: [(path: String, type: SwiftTypeDeclaration)] = []
        var pending = members.types.reversed().map { (path: $0.path.isEmpty ? $0.name : $0.path.joined(separator: "."), type: $0) }
        while let (path, type) = pending.popLast() {
            result.append((path, type))
            pending += type.members.types.reversed().map { (path: path + "." + $0.name, type: $0) }
        }
        return result
    }

    public var allTypes: [SwiftTypeDeclaration] {
        var result: [SwiftTypeDeclaration] = []
        var pending = members.types.reversed() as [SwiftTypeDeclaration]
        while let type = pending.popLast() {
            result.append(type)
            pending += type.members.types.reversed()
        }
        return result
    }
}

/// How deep the front end follows nesting before it reports and skips the rest of a construct.
public struct SwiftParserLimits: Sendable {
    /// Levels of nested expressions, statements and declarations.
    public var maximumDepth: Int

    /// Creates limits; 256 levels is far past what any real guide nests.
    public init(maximumDepth: Int = 256) {
        self.maximumDepth = maximumDepth
    }
}

/// A problem the front end found, at a place in the code block.
public struct SwiftSyntaxDiagnostic: Sendable, Equatable {
    public var severity: Diagnostic.Severity
    public var message: String
    public var position: SwiftPosition
    /// A stable identifier (`swift.too-deep`, `swift.unbalanced`, `swift.number-range`).
    public var code: String

    /// Creates a diagnostic.
    public init(_ severity: Diagnostic.Severity, _ message: String, at position: SwiftPosition, code: String) {
        self.severity = severity
        self.message = message
        self.position = position
        self.code = code
    }
}
