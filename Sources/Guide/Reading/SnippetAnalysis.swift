import Diagnostics

/// Finds what a code block refers to: the guide's color and font tokens, names that look like
/// tokens but are defined nowhere, and SF Symbol names.
struct SnippetAnalysis {
    let colorNames: Set<String>
    let fontNames: Set<String>

    func snippet(for block: CodeBlock) -> Snippet {
        snippet(for: block, facts: block.isSwift ? CodeFacts(block.syntax) : CodeFacts())
    }

    /// The snippet of `block`, from what one walk of its tree found (`CodeFacts`): the names
    /// it uses are known before the guide's tokens are, and are told apart here.
    func snippet(for block: CodeBlock, facts: CodeFacts) -> Snippet {
        var snippet = Snippet(
            language: block.language, code: block.code, heading: block.heading, location: block.startLocation,
            colorReferences: [], fontReferences: [], undefinedReferences: [], symbols: [], tokens: block.tokens
        )
        snippet.columnOffsets = block.columnOffsets
        guard block.isSwift else { return snippet }
        // What the code refers to is read from the tree. The tokens stay on the snippet: they
        // are the highlighter's input (`tokens`), and the symbol literals and declared names
        // still read `codeTokens`.
        snippet.tokens = block.tokens
        snippet.codeTokens = block.swift.code
        snippet.syntax = block.syntax
        snippet.symbols = facts.names.symbols
        snippet.calls = facts.calls
        snippet.readsColorScheme = facts.readsColorScheme
        var found = facts.names.uses.compactMap(reference)
        // By place: the walk meets a chain's last name first (`Color.brand.opacity(…)`).
        found = found.enumerated().sorted { ($0.element.position.line, $0.element.position.column, $0.offset) < ($1.element.position.line, $1.element.position.column, $1.offset) }.map(\.element)
        // Kind and name as a pair: a "\(kind)/\(name)" key printed the kind through reflection.
        struct Seen: Hashable { let kind: Snippet.TokenReference.Kind, name: String }
        var seen: Set<Seen> = []
        for item in found where seen.insert(Seen(kind: item.kind, name: item.name)).inserted {
            let reference = Snippet.TokenReference(name: item.name, kind: item.kind, location: block.location(line: item.position.line, column: item.position.column))
            if !item.defined {
                snippet.undefinedReferences.append(reference)
            } else if item.kind == .color {
                snippet.colorReferences.append(reference)
            } else {
                snippet.fontReferences.append(reference)
            }
        }
        return snippet
    }

    /// A name the code refers to, at the place of its name.
    private struct Found {
        let name: String
        let kind: Snippet.TokenReference.Kind
        let defined: Bool
        let position: SwiftPosition
    }

    /// What a use of a name refers to, now that the guide's token names are known.
    private func reference(_ use: TokenNameUses.Use) -> Found? {
        switch use {
        case .argument(let name, let kind, let position):
            // A token-like name in a color or font argument that no token has: a slip.
            guard !colorNames.contains(name), !fontNames.contains(name) else { return nil }
            return Found(name: name, kind: kind, defined: false, position: position)
        case .implicitMember(let name, let position):
            if colorNames.contains(name) { return Found(name: name, kind: .color, defined: true, position: position) }
            if fontNames.contains(name) { return Found(name: name, kind: .font, defined: true, position: position) }
            return nil
        case .member(let name, let explicitType, let isMemberOfValue, let position):
            return reference(name, explicitType: explicitType, isMemberOfValue: isMemberOfValue, at: position)
        }
    }

    /// `Color.brandX`, `Font.brandTitle`, `Self.brandX`: a member of a type that may be a token,
    /// defined or not. A member of a value (`x.brandX`, `f().brandX`) is not one.
    private func reference(_ name: String, explicitType: String?, isMemberOfValue: Bool, at position: SwiftPosition) -> Found? {
        if colorNames.contains(name), explicitType == "Color" || !isMemberOfValue {
            return Found(name: name, kind: .color, defined: true, position: position)
        } else if fontNames.contains(name), explicitType == "Font" || !isMemberOfValue {
            return Found(name: name, kind: .font, defined: true, position: position)
        } else if explicitType == "Color", Self.looksLikeToken(name), !SwiftUIMembers.isColorMember(name) {
            return Found(name: name, kind: .color, defined: false, position: position)
        } else if explicitType == "Font", Self.looksLikeToken(name), !SwiftUIMembers.isFontMember(name) {
            return Found(name: name, kind: .font, defined: false, position: position)
        }
        return nil
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
