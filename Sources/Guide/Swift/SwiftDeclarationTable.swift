/// Every type and member the Swift blocks of a guide declare, by the qualified path of the type
/// they belong to (`Colors.Background.Action`, `Color`), with the comments a reader shows beside
/// each. Made once per guide from each block's one syntax tree (`CodeBlock.syntax`).
///
/// Extensions join the type they extend (`extension Color.DS.Foreground` is `Color.DS.Foreground`;
/// `extension ShapeStyle where Self == Color` is `Color`, its members marked as mirrors'), and
/// nested types are named by their whole path, so two types' members of one name stay apart.
struct SwiftDeclarationTable {
    /// A declared member: a property, function or initializer of a type.
    struct Member: Sendable {
        enum Value: Sendable {
            /// `let x = value`, `var x: T` (no value: an instance's stored property).
            case stored(SwiftExpression?)
            /// `var x: T { … }`
            case computed(SwiftClosure)
            case function(SwiftFunction)
            case initializer(SwiftFunction)
        }

        /// The qualified path of the type it belongs to (empty at a block's top level).
        var owner: [String]
        var ownerKind: SwiftTypeDeclaration.Kind?
        /// Declared in `extension ShapeStyle where Self == …`.
        var isShapeStyleMember = false
        var name: String
        var isStatic: Bool
        var isPrivate: Bool
        /// The type as written (`Color`, `some View`); a function's return type.
        var type: String?
        var value: Value
        var trivia: SwiftTrivia
        /// The index of its code block.
        var block: Int
        /// Where its name is.
        var position: SwiftPosition
        /// Its first token, for ordering.
        var start: Int32
    }

    /// Every member, in the blocks' order and each block's source order.
    private(set) var members: [Member] = []
    /// Member indices by owner path (`"Colors.Background"`) and name; several for overloads.
    private(set) var byOwner: [String: [String: [Int]]] = [:]
    /// The declarations of each type by qualified path, extensions included.
    private(set) var types: [String: [SwiftTypeDeclaration]] = [:]
    /// The code block of each of `types`' declarations, index for index.
    private(set) var typeBlocks: [String: [Int]] = [:]
    /// `typealias`es by their qualified path (`FluentFontInfo`, `Theme.Style`): the type each
    /// names, as written, and the path of the type it is declared in (where its target is looked
    /// up from). An extension of an alias extends the type it names.
    private(set) var aliases: [String: (target: String, owner: [String])] = [:]

    /// Module names a written type may start with (`extension SwiftUI.Color`).
    static let modules: Set<String> = ["SwiftUI", "UIKit", "Foundation", "CoreGraphics"]

    init(blocks: [CodeBlock]) {
        // Paths are worked out only for a guide that declares an alias (most declare none).
        if blocks.contains(where: { $0.isSwift && Self.declaresAlias($0.syntax.members) }) {
            var declared: Set<String> = []
            for block in blocks where block.isSwift {
                collectAliases(block.syntax.members, outer: [], declared: &declared)
            }
            declaredPaths = declared
        }
        for (index, block) in blocks.enumerated() where block.isSwift {
            let reader = SwiftTriviaReader(swift: block.swift, code: block.code, lines: block.lines)
            var found: [Member] = []
            for type in block.syntax.members.types {
                add(type, outer: [], reader: reader, block: index, into: &found)
            }
            addTopLevel(block.syntax.members, reader: reader, block: index, into: &found)
            // By place: the indices are sorted, not the members, which each move would copy.
            for index in found.indices.sorted(by: { found[$0].start < found[$1].start }) {
                byOwner[found[index].owner.joined(separator: "."), default: [:]][found[index].name, default: []].append(members.count)
                members.append(found[index])
            }
        }
    }

    /// Every member of the type at `path`, in source order.
    func members(of path: String) -> [Member] {
        (byOwner[path]?.values.flatMap { $0 } ?? []).sorted().map { members[$0] }
    }

    /// The members of the type at `path` named `name`, the type's own before the mirrors an
    /// `extension ShapeStyle where Self == …` adds (Swift picks the concrete type's member for
    /// `Color.canvas`; the mirror only names it).
    func members(of path: String, named name: String) -> [Member] {
        let found = (byOwner[path]?[name] ?? []).map { members[$0] }
        guard found.count > 1, found.contains(where: \.isShapeStyleMember) else { return found }
        return found.filter { !$0.isShapeStyleMember } + found.filter(\.isShapeStyleMember)
    }

    /// Whether the type at `path` has a member named `name` (static ones only, when
    /// `staticOnly`): a lookup, without copying the members out.
    func hasMember(of path: String, named name: String, staticOnly: Bool = false) -> Bool {
        guard let indices = byOwner[path]?[name] else { return false }
        return !staticOnly || indices.contains { members[$0].isStatic }
    }

    /// The members of the type at `path` that `isIncluded` keeps, in source order: each is
    /// looked at in place and only those kept are copied (a theme or font builder is looked for
    /// in every struct, most of whose members are neither).
    func members(of path: String, where isIncluded: (Member) -> Bool) -> [Member] {
        guard let names = byOwner[path] else { return [] }
        return names.values.flatMap { $0 }.sorted().compactMap { isIncluded(members[$0]) ? members[$0] : nil }
    }

    /// A type's name as its declaration writes it (`Color.DS` of `extension SwiftUI.Color.DS`).
    private static func writtenPath(of type: SwiftTypeDeclaration) -> [String] {
        withoutModule(type.path.isEmpty ? [type.name] : type.path)
    }

    /// A qualified name without the module it may start with (`SwiftUI.Color` is `Color`).
    private static func withoutModule(_ parts: [String]) -> [String] {
        parts.count > 1 && modules.contains(parts[0]) ? Array(parts.dropFirst()) : parts
    }

    private static func declaresAlias(_ members: SwiftMembers) -> Bool {
        !members.typeAliases.isEmpty || members.types.contains { declaresAlias($0.members) }
    }

    /// The aliases of a block, at the top level and in types, and the paths of the types it
    /// declares (so that an extension of an alias finds its target in any block).
    private mutating func collectAliases(_ members: SwiftMembers, outer: [String], declared: inout Set<String>) {
        for alias in members.typeAliases {
            aliases[(outer + [alias.name]).joined(separator: ".")] = (alias.target, outer)
        }
        for type in members.types {
            let written = Self.writtenPath(of: type)
            let path = type.kind == .extension ? written : outer + written
            if type.kind != .extension { declared.insert(path.joined(separator: ".")) }
            collectAliases(type.members, outer: path, declared: &declared)
        }
    }

    /// The paths of the types the guide declares (extensions aside), known before their members are added.
    private var declaredPaths: Set<String> = []

    /// The type an alias at `path` names, followed through aliases of aliases (at most eight,
    /// so a cycle is no answer): a declared type's path, else the target as written when the
    /// guide does not declare it (`typealias Palette = Color`).
    func aliasedPath(_ path: String) -> String? {
        // Most guides declare no alias: no lookup, no hashing.
        guard !aliases.isEmpty else { return nil }
        var current = path
        for _ in 0..<8 {
            guard let (target, owner) = aliases[current] else { return current == path ? nil : current }
            var plain = target.trimmingSpaces
            if plain.hasSuffix("?") { plain.removeLast() }
            let parts = Self.withoutModule(plain.split(separator: ".").map(String.init))
            let name = parts.joined(separator: ".")
            // As the compiler finds it: in the alias's owner or a type around it, else at the top.
            let found = stride(from: owner.count, through: 0, by: -1).lazy
                .map { (owner.prefix($0) + parts).joined(separator: ".") }
                .first { self.types[$0] != nil || self.declaredPaths.contains($0) || (self.aliases[$0] != nil && $0 != current) }
            current = found ?? name
            if aliases[current] == nil { return current }
        }
        return nil
    }

    /// Functions and properties outside any type (`func dynamicColor(light:dark:) -> UIColor`),
    /// owned by the empty path: the interpreter calls them by name.
    private func addTopLevel(_ members: SwiftMembers, reader: SwiftTriviaReader, block: Int, into found: inout [Member]) {
        for property in members.properties {
            let value: Member.Value = property.getter.map { .computed($0) } ?? .stored(property.initialValue)
            found.append(Member(owner: [], ownerKind: nil, name: property.name, isStatic: true, isPrivate: property.isPrivate, type: property.type,
                                value: value, trivia: reader.trivia(of: property.span), block: block, position: property.position, start: property.span.start))
        }
        for function in members.functions {
            found.append(Member(owner: [], ownerKind: nil, name: function.name, isStatic: true, isPrivate: false, type: function.returnType,
                                value: .function(function), trivia: reader.trivia(of: function.span), block: block, position: function.namePosition, start: function.span.start))
        }
    }

    private mutating func add(_ type: SwiftTypeDeclaration, outer: [String], reader: SwiftTriviaReader, block: Int, into found: inout [Member]) {
        var written = Self.writtenPath(of: type)
        var isShapeStyle = false
        if type.kind == .extension, written == ["ShapeStyle"], let constrained = type.whereClause.last, constrained != "Self" {
            written = [constrained]
            isShapeStyle = true
        }
        var path = type.kind == .extension ? written : outer + written
        // `extension FluentFontInfo` of `typealias FluentFontInfo = FontInfo` extends `FontInfo`.
        if type.kind == .extension, !aliases.isEmpty, types[path.joined(separator: ".")] == nil, let target = aliasedPath(path.joined(separator: ".")) {
            path = target.split(separator: ".").map(String.init)
        }
        types[path.joined(separator: "."), default: []].append(type)
        typeBlocks[path.joined(separator: "."), default: []].append(block)
        let body = type.members
        // Each entry names its member by index in `madeMembers`: sorting moves the index, not the member.
        var madeMembers: [Member] = []
        var entries: [(span: SwiftSpan, member: Int?)] = []
        func made(_ name: String, isStatic: Bool, isPrivate: Bool, type written: String?, value: Member.Value, position: SwiftPosition, span: SwiftSpan) {
            entries.append((span, madeMembers.count))
            madeMembers.append(Member(owner: path, ownerKind: type.kind, isShapeStyleMember: isShapeStyle, name: name, isStatic: isStatic, isPrivate: isPrivate,
                               type: written, value: value, trivia: SwiftTrivia(), block: block, position: position, start: span.start))
        }
        for property in body.properties {
            let value: Member.Value = property.getter.map { .computed($0) } ?? .stored(property.initialValue)
            made(property.name, isStatic: property.isStatic, isPrivate: property.isPrivate, type: property.type, value: value, position: property.position, span: property.span)
        }
        for function in body.functions {
            made(function.name, isStatic: function.isStatic, isPrivate: false, type: function.returnType, value: .function(function), position: function.namePosition, span: function.span)
        }
        for initializer in body.initializers {
            made("init", isStatic: false, isPrivate: false, type: nil, value: .initializer(initializer), position: initializer.namePosition, span: initializer.span)
        }
        for nested in body.types { entries.append((nested.span, nil)) }
        entries.sort { $0.span.start < $1.span.start }
        let trivia = reader.trivia(ofMembers: entries.map(\.span), in: type.body, heading: reader.heading(before: type))
        for (entry, trivia) in zip(entries, trivia) {
            guard let index = entry.member else { continue }
            madeMembers[index].trivia = trivia
            found.append(madeMembers[index])
        }
        for nested in body.types {
            add(nested, outer: path, reader: reader, block: block, into: &found)
        }
    }
}
