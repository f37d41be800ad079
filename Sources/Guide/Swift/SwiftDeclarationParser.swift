import Foundation

/// Parses the declarations of a code block (types, members, top-level code) for the SwiftUI
/// front end. Expressions and bodies go through `SwiftExpressionParser`, which shares the
/// block's tokens and bracket pairs, so the whole block is read in one pass.
struct SwiftDeclarationParser {
    private var parser: SwiftExpressionParser
    var diagnostics: [SwiftSyntaxDiagnostic] { parser.diagnostics }

    init(code: SwiftCode, limits: SwiftParserLimits) {
        parser = SwiftExpressionParser(code: code, limits: limits)
        parser.readsStatements = true
        parser.recordsPositions = true
    }

    private var tokens: [SwiftToken] { parser.tokens }

    mutating func parseFile() -> SwiftMembers {
        for index in parser.source.unbalanced {
            let token = tokens[index]
            let message = ["(", "[", "{"].contains(token.text) ? "'\(token.text)' is never closed" : "'\(token.text)' closes nothing"
            parser.report(.warning, message, at: token, code: "swift.unbalanced")
        }
        var members = SwiftMembers()
        parseMembers(before: tokens.count, into: &members, topLevel: true)
        return members
    }

    private static let modifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "final", "override", "mutating", "nonisolated",
        "lazy", "weak", "unowned", "indirect", "dynamic", "required", "convenience", "nonmutating",
    ]
    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor", "protocol", "extension"]

    /// Reads declarations up to `close`; at the top level, other code becomes statements.
    private mutating func parseMembers(before close: Int, into members: inout SwiftMembers, topLevel: Bool) {
        while parser.position < close {
            let start = parser.position
            var attributes: [SwiftAttribute] = []
            var isStatic = false
            var isPrivate = false
            var isMutating = false
            var modifiersStart: Int?
            while parser.position < close {
                let token = tokens[parser.position]
                if token.isPunctuation("@"), parser.position + 1 < close, tokens[parser.position + 1].kind == .identifier {
                    attributes.append(parseAttribute())
                    continue
                }
                if modifiersStart == nil { modifiersStart = parser.position }
                if token.kind == .keyword || token.kind == .identifier, Self.modifiers.contains(token.text) {
                    if token.text == "private" || token.text == "fileprivate" { isPrivate = true }
                    if token.text == "mutating" { isMutating = true }
                    parser.position += 1
                    // `private(set)`
                    if let open = parser.current, open.isPunctuation("("), !open.startsLine { parser.position = min(parser.source.pair(ofCode: parser.position) + 1, close) }
                } else if token.isKeyword("static") || (token.isKeyword("class") && parser.position + 1 < close && (tokens[parser.position + 1].isKeyword("func") || tokens[parser.position + 1].isKeyword("var"))) {
                    isStatic = true
                    parser.position += 1
                } else {
                    break
                }
            }
            guard parser.position < close else { break }
            let token = tokens[parser.position]
            let first = parser.source.tokenIndex(ofCode: modifiersStart ?? parser.position)
            if token.kind == .keyword, Self.typeKeywords.contains(token.text), var type = parseType(before: close) {
                type.span = SwiftSpan(first, parser.source.tokenPosition(after: parser.position))
                members.types.append(type)
            } else if token.isKeyword("let") || token.isKeyword("var") {
                var properties = parseProperty(before: close, attributes: attributes, isStatic: isStatic, isPrivate: isPrivate)
                for index in properties.indices { properties[index].span = SwiftSpan(first, parser.source.tokenPosition(after: parser.position)) }
                members.properties.append(contentsOf: properties)
            } else if token.isKeyword("func") {
                if var function = parseFunction(before: close, attributes: attributes, isStatic: isStatic) {
                    function.isMutating = isMutating
                    function.span = SwiftSpan(first, parser.source.tokenPosition(after: parser.position))
                    members.functions.append(function)
                }
            } else if token.isKeyword("init") {
                if var function = parseFunction(before: close, attributes: attributes, isStatic: false) {
                    function.span = SwiftSpan(first, parser.source.tokenPosition(after: parser.position))
                    members.initializers.append(function)
                }
            } else if token.isKeyword("case"), !topLevel {
                members.cases += parseCases(before: close)
            } else if token.isKeyword("typealias") {
                if let alias = parseTypeAlias(before: close) { members.typeAliases.append(alias) }
            } else if token.isKeyword("import") || token.isKeyword("subscript") || token.isKeyword("deinit") || token.isPunctuation("#") {
                skipLine(before: close)
            } else if parser.position >= close {
                break
            } else if topLevel {
                if let statement = parser.parseStatement(before: close) { members.statements.append(statement) }
            } else {
                parser.position += 1
            }
            if parser.position == start { parser.position += 1 }
        }
    }

    private mutating func parseAttribute() -> SwiftAttribute {
        var name = tokens[parser.position + 1].text
        parser.position += 2
        // `@SwiftUI.Environment(\.isEnabled)`: the wrapper named through its module is the wrapper.
        while let dot = parser.current, dot.isPunctuation("."), !dot.startsLine, parser.position + 1 < tokens.count, tokens[parser.position + 1].kind == .identifier {
            name = tokens[parser.position + 1].text
            parser.position += 2
        }
        var arguments: [SwiftArgument] = []
        if let open = parser.current, open.isPunctuation("("), !open.startsLine || tokens[parser.position - 1].line == open.line {
            parser.position += 1
            arguments = parser.parseArguments(closing: ")")
        }
        return SwiftAttribute(name: name, arguments: arguments)
    }

    private mutating func parseType(before close: Int) -> SwiftTypeDeclaration? {
        let introducer = tokens[parser.position]
        let at = parser.positionOf(parser.position)
        guard parser.position + 1 < close, tokens[parser.position + 1].kind == .identifier, let kind = SwiftTypeDeclaration.Kind(rawValue: introducer.text) else { return nil }
        var path = [tokens[parser.position + 1].text]
        parser.position += 2
        while parser.position + 1 < close, tokens[parser.position].isPunctuation("."), tokens[parser.position + 1].kind == .identifier {
            path.append(tokens[parser.position + 1].text)
            parser.position += 2
        }
        let name = path[path.count - 1]
        var generics: [String] = []
        var constraints: [String: String] = [:]
        var inheritance: [String] = []
        var whereClause: [String] = []
        if let open = parser.current, open.kind == .operator, open.text.hasPrefix("<") {
            parser.position += 1
            var expectsName = true
            var angle = 1
            var constraintStart: Int?
            while parser.position < close, angle > 0, let token = parser.current, !token.isPunctuation("{") {
                if token.kind == .operator { angle += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count }
                let endsParameter = angle == 0 || (angle == 1 && token.isPunctuation(","))
                if endsParameter, let start = constraintStart, let name = generics.last {
                    constraints[name] = SwiftExpressionParser.typeText(tokens, from: start, to: parser.position)
                    constraintStart = nil
                }
                if token.kind == .identifier, expectsName { generics.append(token.text); expectsName = false }
                if token.isPunctuation(":"), angle == 1, !expectsName { constraintStart = parser.position + 1 }
                if token.isPunctuation(","), angle == 1 { expectsName = true }
                parser.position += 1
            }
        }
        var inWhere = false
        var typeStart: Int?
        while parser.position < close, let token = parser.current, !token.isPunctuation("{") {
            if token.isKeyword("where") {
                if let start = typeStart { inheritance.append(SwiftExpressionParser.typeText(tokens, from: start, to: parser.position)) }
                typeStart = nil
                inWhere = true
            } else if inWhere {
                if token.kind == .identifier || token.isKeyword("Self") { whereClause.append(token.text) }
            } else if token.isPunctuation(":") || token.isPunctuation(",") {
                if let start = typeStart { inheritance.append(SwiftExpressionParser.typeText(tokens, from: start, to: parser.position)) }
                typeStart = parser.position + 1
            }
            parser.position += 1
        }
        if let start = typeStart, !inWhere { inheritance.append(SwiftExpressionParser.typeText(tokens, from: start, to: parser.position)) }
        guard parser.position < close else { return nil }
        let bodyClose = min(parser.source.pair(ofCode: parser.position), close)
        let body = SwiftSpan(parser.source.tokenIndex(ofCode: parser.position), parser.source.tokenIndex(ofCode: bodyClose) + 1)
        var members = SwiftMembers()
        if parser.enter() {
            parser.position += 1
            parseMembers(before: bodyClose, into: &members, topLevel: false)
            parser.depth -= 1
        } else {
            parser.report(.warning, "nested deeper than \(parser.limits.maximumDepth) levels; the rest of this declaration is skipped", at: tokens[parser.position], code: "swift.too-deep")
        }
        parser.position = min(bodyClose + 1, close)
        var type = SwiftTypeDeclaration(kind: kind, name: name, genericParameters: generics, inheritance: inheritance.filter { !$0.isEmpty }, whereClause: whereClause, members: members, position: at)
        type.body = body
        type.path = path
        type.genericConstraints = constraints
        return type
    }

    private mutating func parseProperty(before close: Int, attributes: [SwiftAttribute], isStatic: Bool, isPrivate: Bool) -> [SwiftProperty] {
        let introducer = tokens[parser.position]
        parser.position += 1
        var properties: [SwiftProperty] = []
        while parser.position < close, let nameToken = parser.current, nameToken.kind == .identifier {
            let at = parser.positionOf(parser.position)
            parser.position += 1
            var type: String?
            if let colon = parser.current, colon.isPunctuation(":") {
                parser.position += 1
                let typeStart = parser.position
                while parser.position < close, let token = parser.current, !(token.kind == .operator && token.text == "="), !token.isPunctuation("{"),
                      !token.isPunctuation(","), !token.isPunctuation("}"), !token.isPunctuation(";"), parser.position == typeStart || !token.startsLine {
                    if token.isPunctuation("(") || token.isPunctuation("[") { parser.position = min(parser.source.pair(ofCode: parser.position) + 1, close); continue }
                    parser.position += 1
                }
                type = SwiftExpressionParser.typeText(tokens, from: typeStart, to: parser.position)
            }
            var initialValue: SwiftExpression?
            var getter: SwiftClosure?
            if let equals = parser.current, parser.position < close, equals.kind == .operator, equals.text == "=" {
                parser.position += 1
                initialValue = parser.parseExpression()
            }
            if let open = parser.current, parser.position < close, open.isPunctuation("{") {
                // A getter, or observers (`didSet`) after a stored value.
                let body = parser.parseClosure()
                if initialValue == nil { getter = Self.getter(of: body) }
            }
            properties.append(SwiftProperty(
                name: nameToken.text, isStatic: isStatic, isConstant: introducer.text == "let", isPrivate: isPrivate,
                attributes: attributes, type: type, initialValue: initialValue, getter: getter, position: at
            ))
            guard let comma = parser.current, parser.position < close, comma.isPunctuation(",") else { break }
            parser.position += 1
        }
        // `let speaking, muted: Bool`: the names before the type share it.
        for index in properties.indices.reversed().dropFirst() where properties[index].type == nil && properties[index].initialValue == nil && properties[index].getter == nil {
            properties[index].type = properties[index + 1].type
        }
        return properties
    }

    /// `var x: T { get { … } }` reads as its `get` block.
    private static func getter(of body: SwiftClosure) -> SwiftClosure {
        guard let first = body.statements.first, case .expression(let expression) = first.kind,
              case .call(let callee, [], let closure?) = expression.unlocated, callee.memberPath == ["get"] else { return body }
        return closure
    }

    private mutating func parseFunction(before close: Int, attributes: [SwiftAttribute], isStatic: Bool) -> SwiftFunction? {
        let introducer = tokens[parser.position]
        let at = parser.positionOf(parser.position)
        parser.position += 1
        var name = "init"
        var namePosition = at
        if introducer.isKeyword("func") {
            namePosition = parser.positionOf(parser.position)
            guard let nameToken = parser.current, parser.position < close else { return nil }
            name = nameToken.text
            parser.position += 1
        }
        // `init?(…)`, generics `<T: View>`
        while parser.position < close, let token = parser.current, !token.isPunctuation("("), !token.isPunctuation("{"), token.line == tokens[parser.position - 1].endLine {
            parser.position += 1
        }
        guard let open = parser.current, parser.position < close, open.isPunctuation("(") else { return nil }
        let parameters = parseParameters(before: close)
        var returnType: String?
        while parser.position < close, let token = parser.current, !token.isPunctuation("{"), !token.startsLine || token.kind == .operator || token.isKeyword("where") {
            if token.kind == .operator, token.text == "->" {
                parser.position += 1
                let typeStart = parser.position
                while parser.position < close, let type = parser.current, !type.isPunctuation("{"), !type.isKeyword("where"), parser.position == typeStart || !type.startsLine {
                    if type.isPunctuation("(") || type.isPunctuation("[") { parser.position = min(parser.source.pair(ofCode: parser.position) + 1, close); continue }
                    parser.position += 1
                }
                returnType = SwiftExpressionParser.typeText(tokens, from: typeStart, to: parser.position)
                continue
            }
            parser.position += 1
        }
        var body: SwiftClosure?
        if let brace = parser.current, parser.position < close, brace.isPunctuation("{") { body = parser.parseClosure() }
        return SwiftFunction(name: name, isStatic: isStatic, parameters: parameters, returnType: returnType, body: body, attributes: attributes, position: at, namePosition: namePosition)
    }

    /// `(label name: Type = default, …)` at `(`.
    private mutating func parseParameters(before close: Int) -> [SwiftParameter] {
        let closeParen = min(parser.source.pair(ofCode: parser.position), close)
        parser.position += 1
        var parameters: [SwiftParameter] = []
        while parser.position < closeParen {
            var names: [String] = []
            while parser.position < closeParen, let token = parser.current, token.kind == .identifier || token.kind == .keyword {
                names.append(token.text)
                parser.position += 1
            }
            var type: String?
            if let colon = parser.current, colon.isPunctuation(":") {
                parser.position += 1
                let typeStart = parser.position
                while parser.position < closeParen, let token = parser.current, !token.isPunctuation(","), !(token.kind == .operator && token.text == "=") {
                    if token.isPunctuation("(") || token.isPunctuation("[") { parser.position = min(parser.source.pair(ofCode: parser.position) + 1, closeParen); continue }
                    parser.position += 1
                }
                type = SwiftExpressionParser.typeText(tokens, from: typeStart, to: parser.position)
                    .replacingBytes("@escaping ", with: "").replacingBytes("@ViewBuilder ", with: "")
            }
            var defaultValue: SwiftExpression?
            if let equals = parser.current, parser.position < closeParen, equals.kind == .operator, equals.text == "=" {
                parser.position += 1
                defaultValue = parser.parseExpression()
            }
            if let internalName = names.last {
                let external = names.count > 1 ? names[0] : internalName
                parameters.append(SwiftParameter(label: external == "_" ? nil : external, name: internalName, defaultValue: defaultValue, type: type))
            }
            while parser.position < closeParen, let token = parser.current, !token.isPunctuation(",") {
                if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { parser.position = min(parser.source.pair(ofCode: parser.position) + 1, closeParen); continue }
                parser.position += 1
            }
            if let comma = parser.current, parser.position < closeParen, comma.isPunctuation(",") { parser.position += 1 }
        }
        parser.position = min(closeParen + 1, close)
        return parameters
    }

    /// The types in a case's associated-value list (`width: CGFloat, _ label: String`), each
    /// without its label, split at the commas outside brackets.
    static func associatedTypes(_ list: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var part = ""
        for character in list {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(part)
                part = ""
                continue
            default: break
            }
            part.append(character)
        }
        parts.append(part)
        return parts.compactMap { part in
            var type = Substring(part)
            if let colon = type.firstIndex(of: ":"), !type[..<colon].contains(where: { "([<".contains($0) }) { type = type[type.index(after: colon)...] }
            let trimmed = type.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }
    }

    /// `case a, b = "x", c(Int)`.
    private mutating func parseCases(before close: Int) -> [SwiftEnumCase] {
        let line = tokens[parser.position].line
        parser.position += 1
        var cases: [SwiftEnumCase] = []
        while parser.position < close, let name = parser.current, name.kind == .identifier || name.kind == .keyword {
            let at = parser.positionOf(parser.position)
            parser.position += 1
            var hasAssociatedValues = false
            var associatedTypes: [String] = []
            if let open = parser.current, open.isPunctuation("(") {
                hasAssociatedValues = true
                let pair = parser.source.pair(ofCode: parser.position)
                associatedTypes = Self.associatedTypes(SwiftExpressionParser.typeText(tokens, from: parser.position + 1, to: min(pair, close)))
                parser.position = min(pair + 1, close)
            }
            var rawValue: SwiftExpression?
            if let equals = parser.current, parser.position < close, equals.kind == .operator, equals.text == "=" {
                parser.position += 1
                rawValue = parser.parseExpression()
            }
            cases.append(SwiftEnumCase(name: name.text, rawValue: rawValue, hasAssociatedValues: hasAssociatedValues, position: at, associatedTypes: associatedTypes))
            guard let comma = parser.current, parser.position < close, comma.isPunctuation(","), comma.line >= line else { break }
            parser.position += 1
        }
        return cases
    }

    /// `typealias Name = Type` (a generic alias's parameters are skipped; it names its target
    /// as written). The target ends where its line does.
    private mutating func parseTypeAlias(before close: Int) -> SwiftTypeAlias? {
        let line = tokens[parser.position].line
        guard parser.position + 1 < close, tokens[parser.position + 1].kind == .identifier else {
            skipLine(before: close)
            return nil
        }
        let name = tokens[parser.position + 1].text
        let at = parser.positionOf(parser.position + 1)
        parser.position += 2
        while parser.position < close, let token = parser.current, token.line == line, !(token.kind == .operator && token.text == "=") { parser.position += 1 }
        guard parser.position < close, let equals = parser.current, equals.line == line, equals.kind == .operator, equals.text == "=" else { return nil }
        parser.position += 1
        let start = parser.position
        while parser.position < close, let token = parser.current, token.line == line || !token.startsLine, !token.isPunctuation(";"), !token.isPunctuation("{") {
            if token.isPunctuation("(") || token.isPunctuation("[") { parser.position = min(parser.source.pair(ofCode: parser.position) + 1, close); continue }
            parser.position += 1
        }
        let target = SwiftExpressionParser.typeText(tokens, from: start, to: parser.position)
        return target.isEmpty ? nil : SwiftTypeAlias(name: name, target: target, position: at)
    }

    private mutating func skipLine(before close: Int) {
        let line = tokens[parser.position].line
        parser.position += 1
        while parser.position < close, let token = parser.current, token.line == line || !token.startsLine {
            if token.isPunctuation("{") || token.isPunctuation("(") { parser.position = min(parser.source.pair(ofCode: parser.position) + 1, close); continue }
            parser.position += 1
        }
    }
}
