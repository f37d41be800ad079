/// A small reader of the CSS sitegen writes, for tests: it follows comments, strings, escapes
/// and blocks as CSS Syntax Level 3 tokenizes them, and lists each declaration with the blocks
/// around it. Enough to tell that a name closed a block early or swallowed a declaration.
struct CSSBlocks {
    struct Declaration: Equatable {
        var blocks: [String]
        var name: String
        var value: String
    }

    struct Unbalanced: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var declarations: [Declaration] = []

    init(_ css: String) throws {
        let scalars = Array(css.unicodeScalars)
        var stack: [String] = []
        var text = ""
        var index = 0
        func flush() {
            let piece = Self.trimmed(text)
            text = ""
            // By scalars: a Character may join a `:` to the letter before it.
            let parts = piece.unicodeScalars
            guard !piece.isEmpty, !stack.isEmpty, let colon = parts.firstIndex(of: ":") else { return }
            declarations.append(Declaration(blocks: stack, name: String(parts[..<colon]), value: Self.trimmed(String(parts[parts.index(after: colon)...]))))
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "/" where index + 1 < scalars.count && scalars[index + 1] == "*":
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                guard index + 1 < scalars.count else { throw Unbalanced(description: "a comment is not closed") }
                index += 2
                continue
            case "\\":
                // An escape is part of the name or value it stands in, whatever it escapes.
                text.unicodeScalars.append(scalar)
                if index + 1 < scalars.count { text.unicodeScalars.append(scalars[index + 1]) }
                index += 2
                continue
            case "\"", "'":
                text.unicodeScalars.append(scalar)
                index += 1
                while index < scalars.count, scalars[index] != scalar {
                    guard scalars[index] != "\n" else { throw Unbalanced(description: "a string is not closed") }
                    if scalars[index] == "\\" {
                        text.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    if index < scalars.count { text.unicodeScalars.append(scalars[index]) }
                    index += 1
                }
                if index < scalars.count { text.unicodeScalars.append(scalars[index]) }
            case "{":
                stack.append(Self.trimmed(text))
                text = ""
            case "}":
                flush()
                guard stack.popLast() != nil else { throw Unbalanced(description: "'}' closes no block") }
            case ";":
                flush()
            default:
                text.unicodeScalars.append(scalar)
            }
            index += 1
        }
        guard stack.isEmpty else { throw Unbalanced(description: "\(stack.count) blocks are not closed") }
    }

    private static func trimmed(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, first == " " || first == "\n" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\n" { scalars.removeLast() }
        return String(scalars)
    }

    /// The declarations directly in the block `path` names (`[":root"]`, `["@theme"]`).
    func declarations(in path: [String]) -> [Declaration] {
        declarations.filter { $0.blocks == path }
    }
}
