/// Finds static declarations in the type and extension bodies of one code block, with the MARK
/// group, comments and source text a reader would associate with each.
struct SwiftDeclarationScanner {
    let swift: SwiftCode
    let tokens: [SwiftToken]
    private let code: String
    /// The UTF-8 offsets of each of the code's lines (`lineRanges(of:)`).
    private let lines: [Range<Int>]
    let limits = SwiftParserLimits()

    /// `lines`: the code's `lineRanges(of:)`, when the caller has them.
    init(code: String, swift: SwiftCode? = nil, lines: [Range<Int>]? = nil) {
        self.swift = swift ?? SwiftCode(source: code)
        self.tokens = self.swift.tokens
        self.code = code
        self.lines = lines ?? Self.lineRanges(of: code)
        // MARK comments before each token, counted once: asking "does this body use MARKs?"
        // of every nested body was quadratic on nested input.
        var counts = [0]
        counts.reserveCapacity(tokens.count + 1)
        for token in tokens { counts.append(counts[counts.count - 1] + (token.isComment && token.text.hasPrefix("MARK:") ? 1 : 0)) }
        markCounts = counts
    }

    private let markCounts: [Int]

    /// The lexer's lines as UTF-8 offsets into `code`: split at "\n", with the "\r" of a
    /// "\r\n" left out (a lone "\r" breaks no line). Offsets, not substrings: a substring per
    /// line, made for every code block twice, was nearly 1% of a build.
    static func lineRanges(of code: String) -> [Range<Int>] {
        var code = code
        return code.withUTF8 { bytes in
            var lines: [Range<Int>] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                let end = index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
                lines.append(start..<end)
                start = index + 1
            }
            lines.append(start..<bytes.count)
            return lines
        }
    }

    func declarations() -> [SwiftDeclaration] {
        var found: [SwiftDeclaration] = []
        scan(from: 0, to: tokens.count, container: nil, into: &found)
        return found
    }

    private static let typeKeywords: Set<String> = ["extension", "struct", "enum", "class", "actor"]

    /// Scans tokens in `range` that belong to `container`'s body (nil: top level).
    private func scan(from start: Int, to end: Int, container: String?, initialGroup: String? = nil, depth: Int = 0, into found: inout [SwiftDeclaration]) {
        // Deeper type nesting is skipped here; the front end reports it.
        guard depth < limits.maximumDepth else { return }
        var index = start
        var groups = GroupTracker(usesMarks: container.map { _ in bodyHasMark(from: start, to: end) } ?? false)
        groups.current = initialGroup
        var previousLine = start > 0 ? tokens[start - 1].endLine : -1
        while index < end {
            let token = tokens[index]
            if token.isComment {
                if container != nil { groups.see(comment: token, previousLine: previousLine, next: index + 1 < end ? tokens[index + 1] : nil) }
                index += 1
                continue
            }
            if token.kind == .keyword, Self.typeKeywords.contains(token.text), let body = typeBody(at: index, end: end) {
                scan(from: body.open + 1, to: body.close, container: body.name, initialGroup: headingComment(before: index), depth: depth + 1, into: &found)
                index = body.close + 1
                previousLine = tokens[min(body.close, tokens.count - 1)].endLine
                continue
            }
            if let container, Self.colorTypes.contains(container), token.isKeyword("init") || isModifier(token) || token.text == "convenience",
               let (declaration, next) = initializer(at: index, end: end, container: container) {
                found.append(declaration)
                previousLine = tokens[next - 1].endLine
                index = next
                continue
            }
            if let container, token.isKeyword("static") || isModifier(token), let (declaration, next) = declaration(at: index, end: end, container: container, group: groups.current) {
                found.append(declaration)
                previousLine = tokens[next - 1].endLine
                index = next
                continue
            }
            if token.isPunctuation("{") {
                // Bodies of functions, computed properties and closures at this level hold no
                // static declarations a guide means as tokens.
                index = matchingBrace(index) + 1
                previousLine = tokens[min(index - 1, tokens.count - 1)].endLine
                continue
            }
            previousLine = token.endLine
            index += 1
        }
    }

    /// A comment on the line right above `extension Color {` (`// On-photo text + scrim`) names
    /// the group of the declarations in it, until a MARK says otherwise.
    private func headingComment(before index: Int) -> String? {
        guard index > 0 else { return nil }
        let comment = tokens[index - 1]
        guard comment.kind == .comment(isDocComment: false), comment.startsLine, comment.endLine == tokens[index].line - 1 else { return nil }
        return comment.text.hasPrefix("MARK:") ? nil : comment.text
    }

    private func bodyHasMark(from start: Int, to end: Int) -> Bool {
        markCounts[min(end, tokens.count)] - markCounts[min(start, tokens.count)] > 0
    }

    private func isModifier(_ token: SwiftToken) -> Bool {
        token.kind == .keyword && ["private", "fileprivate", "public", "internal", "nonisolated", "open"].contains(token.text)
    }

    /// For `extension Color where … {`, `enum Palette: … {`: the type name and brace positions.
    private func typeBody(at index: Int, end: Int) -> (name: String, open: Int, close: Int)? {
        guard index + 1 < end, tokens[index + 1].kind == .identifier else { return nil }
        var name = tokens[index + 1].text
        var cursor = index + 2
        // Qualified names: `extension SwiftUI.Color`.
        while cursor + 1 < end, tokens[cursor].isPunctuation("."), tokens[cursor + 1].kind == .identifier {
            name = tokens[cursor + 1].text
            cursor += 2
        }
        var whereClause: [String] = []
        var inWhere = false
        while cursor < end, !tokens[cursor].isPunctuation("{") {
            if tokens[cursor].isKeyword("where") { inWhere = true }
            if inWhere, tokens[cursor].kind == .identifier { whereClause.append(tokens[cursor].text) }
            cursor += 1
        }
        guard cursor < end else { return nil }
        // `extension ShapeStyle where Self == Color` declares colors.
        if name == "ShapeStyle", let constrained = whereClause.last { name = constrained }
        return (name, cursor, matchingBrace(cursor))
    }

    /// The `}` closing the `{` at `open` (or the end of the tokens), from the precomputed pairs.
    private func matchingBrace(_ open: Int) -> Int {
        let pair = swift.pair(ofToken: open)
        return pair >= 0 ? pair : tokens.count
    }

    /// A parser positioned at `tokens[index]`, stopping at `tokens[end]`.
    private func parser(at index: Int, end: Int) -> SwiftExpressionParser {
        SwiftExpressionParser(code: swift, position: swift.codePosition(index), end: swift.codePosition(end))
    }

    /// The types whose initializers the guide may declare for its tokens to call:
    /// `extension Color { init(_ hex: UInt32) { self.init(red: …) } }`, then `Color(0x3969EF)`.
    static let colorTypes: Set<String> = ["Color", "UIColor"]

    /// `init(_ hex: UInt32, opacity: Double = 1) { … }` (with `public`, `convenience`…): a function
    /// named `init` of its type, with its labels, for `HelperFunctions.initializer` to match calls to.
    private func initializer(at start: Int, end: Int, container: String) -> (SwiftDeclaration, Int)? {
        var index = start
        while index < end, isModifier(tokens[index]) || tokens[index].text == "convenience" { index += 1 }
        guard index + 1 < end, tokens[index].isKeyword("init"), tokens[index + 1].isPunctuation("(") else { return nil }
        let nameToken = tokens[index]
        guard let (parameters, afterParameters) = parameters(at: index + 1, end: end), afterParameters < end,
              tokens[afterParameters].isPunctuation("{") else { return nil }
        var parser = parser(at: afterParameters, end: tokens.count)
        var body = parser.parseClosure()
        let cursor = swift.tokenPosition(after: parser.position)
        guard cursor > afterParameters else { return nil }
        // The statements too: `let r = CGFloat((hex & 0xFF0000) >> 16) / 255` before `self.init(…)`.
        var statements = self.parser(at: afterParameters, end: tokens.count)
        statements.readsStatements = true
        body.statements = statements.parseClosure().statements
        let declaration = SwiftDeclaration(
            container: container, name: "init", typeAnnotation: container, kind: .function(parameters: parameters, body: body),
            group: nil, trailingComment: nil, documentation: documentation(before: start),
            source: sourceText(from: tokens[start], to: tokens[cursor - 1]),
            line: tokens[start].line, column: tokens[start].column, nameLine: nameToken.line, nameColumn: nameToken.column
        )
        return (declaration, cursor)
    }

    private func declaration(at start: Int, end: Int, container: String, group: String?) -> (SwiftDeclaration, Int)? {
        var index = start
        var isStatic = false
        while index < end, tokens[index].isKeyword("static") || isModifier(tokens[index]) || tokens[index].isKeyword("class") {
            if tokens[index].isKeyword("static") { isStatic = true }
            index += 1
        }
        guard isStatic, index + 1 < end else { return nil }
        let introducer = tokens[index]
        let nameToken = tokens[index + 1]
        guard nameToken.kind == .identifier else { return nil }
        var cursor = index + 2
        let kind: SwiftDeclaration.Kind
        var typeAnnotation: String?
        if introducer.isKeyword("func") {
            guard let (parameters, afterParameters) = parameters(at: cursor, end: end) else { return nil }
            cursor = afterParameters
            if cursor < end, tokens[cursor].kind == .operator, tokens[cursor].text == "->" {
                let typeStart = cursor + 1
                while cursor < end, !tokens[cursor].isPunctuation("{") { cursor += 1 }
                typeAnnotation = tokens[typeStart..<cursor].map(\.text).joined()
            }
            guard cursor < end, tokens[cursor].isPunctuation("{") else { return nil }
            var parser = parser(at: cursor, end: tokens.count)
            var body = parser.parseClosure()
            // Helpers also keep their statements, so a call can be run through them (a switch
            // on a weight argument); their results stay the token readers' reading.
            var statements = self.parser(at: cursor, end: tokens.count)
            statements.readsStatements = true
            body.statements = statements.parseClosure().statements
            cursor = swift.tokenPosition(after: parser.position)
            kind = .function(parameters: parameters, body: body)
        } else if introducer.isKeyword("let") || introducer.isKeyword("var") {
            if cursor < end, tokens[cursor].isPunctuation(":") {
                let typeStart = cursor + 1
                cursor = typeStart
                while cursor < end, !tokens[cursor].isPunctuation("{"), !(tokens[cursor].kind == .operator && tokens[cursor].text == "="), tokens[cursor].line == tokens[typeStart].line {
                    cursor += 1
                }
                typeAnnotation = tokens[typeStart..<cursor].map(\.text).joined()
            }
            if cursor < end, tokens[cursor].kind == .operator, tokens[cursor].text == "=" {
                var parser = parser(at: cursor + 1, end: end)
                kind = .stored(parser.parseExpression())
                cursor = max(swift.tokenPosition(after: parser.position), cursor + 1)
            } else if cursor < end, tokens[cursor].isPunctuation("{") {
                var parser = parser(at: cursor, end: tokens.count)
                kind = .computed(parser.parseClosure())
                cursor = swift.tokenPosition(after: parser.position)
            } else {
                return nil
            }
        } else {
            return nil
        }
        let last = tokens[cursor - 1]
        let trailing = cursor < end && tokens[cursor].isComment && tokens[cursor].line == last.endLine && !tokens[cursor].startsLine ? tokens[cursor] : nil
        let declaration = SwiftDeclaration(
            container: container,
            name: nameToken.text,
            typeAnnotation: typeAnnotation,
            kind: kind,
            group: group,
            trailingComment: trailing?.text,
            documentation: documentation(before: start),
            source: sourceText(from: tokens[start], to: last),
            line: tokens[start].line,
            column: tokens[start].column,
            nameLine: nameToken.line,
            nameColumn: nameToken.column
        )
        return (declaration, trailing == nil ? cursor : cursor + 1)
    }

    /// Parses `(label name: Type = default, …)` starting at `(`.
    private func parameters(at open: Int, end: Int) -> ([SwiftParameter], Int)? {
        guard open < end, tokens[open].isPunctuation("(") else { return nil }
        var parameters: [SwiftParameter] = []
        var index = open + 1
        while index < end, !tokens[index].isPunctuation(")") {
            var names: [String] = []
            while index < end, tokens[index].kind == .identifier || tokens[index].kind == .keyword {
                names.append(tokens[index].text)
                index += 1
            }
            // Skip the type up to `=`, `,` or `)`.
            var depth = 0
            while index < end {
                let token = tokens[index]
                if depth == 0, token.isPunctuation(",") || token.isPunctuation(")") || (token.kind == .operator && token.text == "=") { break }
                if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
                if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
                index += 1
            }
            var defaultValue: SwiftExpression?
            if index < end, tokens[index].kind == .operator, tokens[index].text == "=" {
                var parser = parser(at: index + 1, end: end)
                defaultValue = parser.parseExpression()
                index = max(swift.tokenPosition(after: parser.position), index + 1)
            }
            if let internalName = names.last {
                let external = names.count > 1 ? names[0] : internalName
                parameters.append(SwiftParameter(label: external == "_" ? nil : external, name: internalName, defaultValue: defaultValue))
            }
            while index < end, !tokens[index].isPunctuation(","), !tokens[index].isPunctuation(")") { index += 1 }
            if index < end, tokens[index].isPunctuation(",") { index += 1 }
        }
        return index < end ? (parameters, index + 1) : nil
    }

    private func documentation(before index: Int) -> String? {
        var lines: [String] = []
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind == .comment(isDocComment: true) {
            lines.insert(tokens[cursor].text, at: 0)
            cursor -= 1
        }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }

    private func sourceText(from first: SwiftToken, to last: SwiftToken) -> String {
        guard first.line < lines.count, last.endLine < lines.count else { return "" }
        if first.line == last.endLine {
            return text(ofLine: first.line, from: first.column - 1, to: last.endColumn - 1)
        }
        var parts = [text(ofLine: first.line, from: first.column - 1, to: nil)]
        if last.endLine > first.line + 1 { parts += ((first.line + 1)..<last.endLine).map { text(ofLine: $0, from: 0, to: nil) } }
        parts.append(text(ofLine: last.endLine, from: 0, to: last.endColumn - 1))
        return parts.joined(separator: "\n")
    }

    /// Line `line`'s bytes from `from` up to `to` (exclusive; nil: the line's end), as UTF-8
    /// offsets within the line (a token's columns).
    private func text(ofLine line: Int, from: Int, to: Int?) -> String {
        let range = lines[line]
        let start = range.lowerBound + max(0, min(from, range.count))
        let end = to.map { max(start, range.lowerBound + min($0, range.count)) } ?? range.upperBound
        let utf8 = code.utf8
        return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
    }
}

/// Tracks the group heading in effect: `// MARK: - Name` comments, or, in bodies that use no
/// MARKs, a plain comment that stands on its own line after a blank line and heads declarations.
private struct GroupTracker {
    let usesMarks: Bool
    var current: String?

    init(usesMarks: Bool) { self.usesMarks = usesMarks }

    mutating func see(comment: SwiftToken, previousLine: Int, next: SwiftToken?) {
        guard comment.startsLine, comment.kind == .comment(isDocComment: false) else { return }
        if comment.text.hasPrefix("MARK:") {
            var name = comment.text.dropFirst(5).drop { $0 == " " }
            if name.hasPrefix("-") { name = name.dropFirst().drop { $0 == " " } }
            current = name.isEmpty ? nil : String(name)
            return
        }
        guard !usesMarks, comment.line > previousLine + 1 || previousLine < 0 || isBodyStart(previousLine: previousLine, comment: comment) else { return }
        guard let next, next.line == comment.line + 1, next.isKeyword("static") || next.isComment else { return }
        current = comment.text
    }

    private func isBodyStart(previousLine: Int, comment: SwiftToken) -> Bool {
        previousLine == comment.line - 1 && current == nil
    }
}
