import Diagnostics

/// Finds what a code block refers to: the guide's color and font tokens, names that look like
/// tokens but are defined nowhere, and SF Symbol names.
struct SnippetAnalysis {
    let colorNames: Set<String>
    let fontNames: Set<String>

    func snippet(for block: CodeBlock) -> Snippet {
        var snippet = Snippet(
            language: block.language, code: block.code, heading: block.heading, location: block.startLocation,
            colorReferences: [], fontReferences: [], undefinedReferences: [], symbols: [], tokens: block.tokens
        )
        snippet.columnOffsets = block.columnOffsets
        guard block.isSwift else { return snippet }
        snippet.tokens = block.tokens
        snippet.codeTokens = block.swift.code
        let tokens = block.swift.code
        // Kind and name as a pair: a "\(kind)/\(name)" key printed the kind through reflection.
        struct Seen: Hashable { let kind: Snippet.TokenReference.Kind, name: String }
        var seen: Set<Seen> = []
        func record(_ name: String, _ kind: Snippet.TokenReference.Kind, at token: SwiftToken, defined: Bool) {
            guard seen.insert(Seen(kind: kind, name: name)).inserted else { return }
            let reference = Snippet.TokenReference(name: name, kind: kind, location: block.location(line: token.line, column: token.column))
            if defined {
                if kind == .color { snippet.colorReferences.append(reference) } else { snippet.fontReferences.append(reference) }
            } else {
                snippet.undefinedReferences.append(reference)
            }
        }
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .identifier, (10...11).contains(token.text.utf8.count), token.text == "systemName" || token.text == "systemImage", index + 1 < tokens.count, tokens[index + 1].isPunctuation(byte: UInt8(ascii: ":")) {
                for name in symbolStrings(in: tokens, from: index + 2) where SymbolRow.isWellFormedSymbolName(name) && !snippet.symbols.contains(name) {
                    snippet.symbols.append(name)
                }
                continue
            }
            guard token.isPunctuation(byte: UInt8(ascii: ".")), index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
            let name = tokens[index + 1].text
            let base = index > 0 ? tokens[index - 1] : nil
            let explicitType = base.flatMap { $0.kind == .identifier ? $0.text : nil }
            let isMemberOfValue = base.map { $0.kind == .identifier || $0.isPunctuation(byte: UInt8(ascii: ")")) || $0.isPunctuation(byte: UInt8(ascii: "]")) } ?? false
            if colorNames.contains(name), explicitType == "Color" || !isMemberOfValue {
                record(name, .color, at: tokens[index + 1], defined: true)
            } else if fontNames.contains(name), explicitType == "Font" || !isMemberOfValue {
                record(name, .font, at: tokens[index + 1], defined: true)
            } else if explicitType == "Color", Self.looksLikeToken(name), !SwiftUIMembers.isColorMember(name) {
                record(name, .color, at: tokens[index + 1], defined: false)
            } else if explicitType == "Font", Self.looksLikeToken(name), !SwiftUIMembers.isFontMember(name) {
                record(name, .font, at: tokens[index + 1], defined: false)
            } else if !isMemberOfValue, let context = argumentContext(of: tokens, at: index), Self.looksLikeToken(name) {
                switch context {
                case .font where !SwiftUIMembers.isFontMember(name): record(name, .font, at: tokens[index + 1], defined: false)
                case .color where !SwiftUIMembers.isShapeStyleMember(name): record(name, .color, at: tokens[index + 1], defined: false)
                default: break
                }
            }
        }
        return snippet
    }

    /// The string literals an argument passes (`cond ? "a" : "b"` gives both).
    private func symbolStrings(in tokens: [SwiftToken], from start: Int) -> [String] {
        var names: [String] = []
        var depth = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation(byte: UInt8(ascii: "(")) || token.isPunctuation(byte: UInt8(ascii: "[")) { depth += 1 }
            if token.isPunctuation(byte: UInt8(ascii: ")")) || token.isPunctuation(byte: UInt8(ascii: "]")) {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.isPunctuation(byte: UInt8(ascii: ",")) { break }
            if case .string(false) = token.kind { names.append(token.text) }
            index += 1
        }
        return names
    }

    private enum ArgumentContext { case color, font }

    /// Whether the `.name` at `index` is the first thing in the argument of a modifier that takes
    /// a font (`.font(.x)`) or a color (`.foregroundStyle(.x)`, `color: .x`).
    private func argumentContext(of tokens: [SwiftToken], at index: Int) -> ArgumentContext? {
        guard index >= 2 else { return nil }
        let previous = tokens[index - 1]
        if previous.isPunctuation(byte: UInt8(ascii: ":")), tokens[index - 2].kind == .identifier {
            return ["color", "foregroundColor", "backgroundColor", "tint", "fill", "stroke"].contains(tokens[index - 2].text) ? .color : nil
        }
        guard previous.isPunctuation(byte: UInt8(ascii: "(")), tokens[index - 2].kind == .identifier else { return nil }
        switch tokens[index - 2].text {
        case "font": return .font
        case "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "tint", "accentColor", "background", "backgroundStyle", "listRowBackground", "toolbarBackground", "shadow":
            return .color
        default: return nil
        }
    }

    /// Token names are lowerCamelCase identifiers with a capital inside (`bumbleYellow`), which
    /// keeps single-word SwiftUI members (`.white`, `.body`) and modifier names out.
    static func looksLikeToken(_ name: String) -> Bool {
        // ASCII names (nearly all) by their bytes: the Character case tables were a third of
        // reading a snippet's references.
        if let answer = name.utf8.withContiguousStorageIfAvailable(asciiLooksLikeToken), let answer { return answer }
        guard let first = name.first, first.isLowercase else { return false }
        return name.dropFirst().contains { $0.isUppercase }
    }

    /// `looksLikeToken` for an ASCII name, or nil for a name past ASCII.
    private static func asciiLooksLikeToken(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var sawUppercase = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { sawUppercase = true }
        }
        guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return sawUppercase
    }
}
