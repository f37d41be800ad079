import Diagnostics

/// Fonts a guide declares in its own types, read by running its code (`SwiftRuntime`): a static
/// of any type whose value is a font or holds one (`BPKFontStyle.bodyDefault`'s `font`), and
/// enum cases the guide turns into fonts through a function that takes them
/// (`WMFFont.for(.body, compatibleWith:)`) or a font member (`var font: UIFont`). UIKit's fonts
/// read as SwiftUI's: `UIFont.systemFont(ofSize:weight:)`, `UIFont(name:size:)`,
/// `preferredFont(forTextStyle:)` at the default content size, `UIFontMetrics` scaling.
///
/// The fonts the declaration readers read (`extension Font`, members typed `Font`) stay theirs.
struct DeclaredFontTokens {
    private(set) var tokens: [FontToken] = []

    /// `runtime` is the color reader's light run: the statics it evaluated are not evaluated again.
    init(table: SwiftDeclarationTable, blocks: [CodeBlock], known: [FontToken], skipping places: Set<SourceLocation>, runtime: SwiftRuntime) {
        var runtime = runtime
        var taken = Set(known.map(\.name))
        let candidates = DeclaredColorTokens.candidates(in: table, blocks: blocks, skipping: places) + Self.builderCandidates(in: table, runtime: &runtime)
            + DeclaredColorTokens.caseFunctionCandidates(in: table, undeclaredEnumsOnly: true)
        for (candidate, name) in zip(candidates, DeclaredColorTokens.names(of: candidates, taken: taken)) where !taken.contains(name) {
            guard !runtime.isSpent else { break }
            var scope = SwiftScope()
            let value = candidate.value(of: candidate.themes?.light ?? .type(candidate.owner.joined(separator: ".")), in: &runtime, scope: &scope)
            guard let font = runtime.fontView(of: value) else { continue }
            let location = blocks[candidate.block].location(line: candidate.position.line, column: candidate.position.column)
            var token = Self.token(named: name, candidate, font: font, location: location)
            token.swiftPath = candidate.swiftPath
            tokens.append(token)
            taken.insert(name)
        }
    }

    /// The fonts of a font builder: a struct or class with two font members or more, each of
    /// its own value (`struct GOVUKFontBuilder { let title1Bold: Font = .title.weight(.bold) }`,
    /// Frames' `var headerFont = UIFont.systemFont(…)` with no type written, Amplify UI's
    /// `var primary = Variation(font: .body.bold(), …)`, a style that holds its font),
    /// read through the instance its initializer makes with nothing given, as
    /// `static var govUK: GOVUKFontBuilder { GOVUKFontBuilder() }` makes it.
    static func builderCandidates(in table: SwiftDeclarationTable, runtime: inout SwiftRuntime) -> [DeclaredColorTokens.Candidate] {
        var candidates: [DeclaredColorTokens.Candidate] = []
        var scope = SwiftScope()
        for path in table.types.keys.sorted() {
            guard (table.types[path] ?? []).contains(where: { [.struct, .class].contains($0.kind) }) else { continue }
            var seen: Set<String> = []
            let members = table.members(of: path) { member in
                guard !member.isStatic, case .stored(let initial?) = member.value else { return false }
                if let type = member.type {
                    // `isFontType` is asked only of a type written with `Font` in it, as every one it
                    // accepts is (see `DeclaredColorTokens.isColor(_:)`).
                    guard type.containsBytes("Font"), SwiftRuntime.isFontType(type) else { return false }
                } else {
                    // A type the value gives (`var headerFont = UIFont.systemFont(…)`, `var primary =
                    // Variation(font: …)`): a member whose value names a font, judged by what it makes.
                    let text = initial.text
                    guard text.containsBytes("Font") || text.containsBytes("font") else { return false }
                }
                return seen.insert(member.name).inserted
            }
            guard members.count >= 2 else { continue }
            let instance = runtime.invokeMember(.type(path), "init", [], in: &scope, context: SwiftRuntime.Context())
            guard case .instance(let made) = instance else { continue }
            let fonts = members.filter { member in member.type != nil || made.fields[member.name].flatMap { runtime.fontView(of: $0) } != nil }
            guard fonts.count >= 2 else { continue }
            candidates += fonts.map { member in
                DeclaredColorTokens.Candidate(owner: path.split(separator: ".").map(String.init), themes: (instance, nil), isCall: false,
                                              name: member.name, trivia: member.trivia, block: member.block, position: member.position)
            }
        }
        return candidates
    }

    private static func token(named name: String, _ candidate: DeclaredColorTokens.Candidate, font: SwiftFont, location: SourceLocation) -> FontToken {
        let faceWeight = font.face.flatMap(FontFace.weight(of:))
        let kind: FontToken.Kind = font.face != nil ? .custom : font.textStyle != nil && font.weight == TextStyle(rawValue: font.textStyle ?? "")?.defaultWeight ? .textStyle : .system
        let group = candidate.trivia.group ?? candidate.owner.joined(separator: ".")
        return FontToken(
            name: name, group: group, kind: kind, face: font.face, family: font.face.map(FontFace.family(of:)), size: font.size,
            weight: font.face == nil ? font.weight : font.weight ?? faceWeight, faceWeight: faceWeight, declaredWeight: font.face == nil ? font.weight : nil,
            design: font.design, isItalic: font.isItalic, textStyle: font.textStyle, usesMonospacedDigits: font.usesMonospacedDigits,
            comment: candidate.trivia.trailingComment, documentation: candidate.trivia.documentation, source: candidate.trivia.source, location: location
        )
    }
}
