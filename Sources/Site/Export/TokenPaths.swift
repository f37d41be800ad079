import Guide

/// Where each token of one guide sits in its DTCG files (`color.Brand.bumbleYellow`), and which
/// Swift aliases become DTCG aliases: the one table `tokens.json`, the dark set, the resolver's
/// reader and the Tailwind theme agree on.
struct TokenPaths: Sendable {
    /// Where a token sits: its group, its name in the group, and both as a DTCG path. Kept in
    /// parts because each file nests tokens by them: splitting the path again, a Character at
    /// a time, was half of writing a brand's colors in `tokens.json`.
    struct Place: Sendable {
        let group: String
        let member: String
        /// `color.Brand.bumbleYellow`.
        let path: String

        init(_ kind: String, group: String, member: String) {
            self.group = group
            self.member = member
            path = kind + "." + group + "." + member
        }
    }

    /// Color tokens exported, by Swift name: the first declaration of a name that has a value.
    private(set) var colors: [String: Place] = [:]
    private(set) var fonts: [String: Place] = [:]
    /// Each gradient's name in the `gradient` group, by Swift name.
    private(set) var gradients: [String: String] = [:]
    /// The guide's color groups and its `fontFamily` token names, worked out once for every
    /// file that reads them (each was worked out again by two to three exporters). A token
    /// `isFirst` when it is the guide's token of its name (`Guide.color(named:)`), the one
    /// exported: asked once here, not with a copy and a comparison in every exporter.
    let colorGroups: [(name: String?, tokens: [(token: ColorToken, isFirst: Bool)])]
    let families: FontFamilyKeys
    private let colorAliases: [String: String]

    init(_ guide: Guide) {
        colorGroups = guide.colorGroups.map { group in (group.name, group.tokens.map { ($0, guide.color(named: $0.name) == $0) }) }
        families = FontFamilyKeys(guide)
        var exported: Set<String> = []
        let colorEntries = colorGroups.flatMap { group in
            group.tokens.filter { $0.token.published != nil && $0.isFirst && exported.insert($0.token.name).inserted }.map { ($0.token.name, group.name) }
        }
        colors = Self.places("color", colorEntries, groupFallback: "Colors", memberFallback: "token")
        exported = []
        fonts = Self.places("typography", guide.fonts.filter { exported.insert($0.name).inserted }.map { ($0.name, $0.group) }, groupFallback: "Type", memberFallback: "font")
        exported = []
        let gradientNames = guide.gradients.map(\.name).filter { exported.insert($0).inserted }
        gradients = Dictionary(uniqueKeysWithValues: zip(gradientNames, UniqueNames.claim(gradientNames) { TokenNaming.dtcgName($0, fallback: "gradient") }))
        // A Swift alias that keeps its target's value exactly (no `.opacity()`) is a DTCG alias.
        var aliases: [String: String] = [:]
        for token in guide.colors {
            guard case .alias(let target) = token.kind, target != token.name, aliases[token.name] == nil,
                  let value = token.published, guide.color(named: target)?.published == value else { continue }
            aliases[token.name] = target
        }
        colorAliases = aliases.filter { Self.chainEnds(from: $0.key, in: aliases) }
    }

    /// The token a color aliases, when it is exported as `{path}`.
    func colorAlias(of name: String) -> String? {
        guard let target = colorAliases[name], colors[target] != nil else { return nil }
        return target
    }

    /// `{color.Brand.bumbleYellow}`.
    func colorReference(_ name: String) -> String? { colors[name].map { "{" + $0.path + "}" } }

    /// Whether following `target` through aliases ever reaches `name` (a dark value that would
    /// point back at its own light token).
    func aliasChain(from target: String, reaches name: String) -> Bool {
        var current = target
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if current == name { return true }
            guard let next = colorAlias(of: current) else { return false }
            current = next
        }
        return true
    }

    /// The places of `entries` (distinct names, in order, with their groups): group and member
    /// as `TokenNaming.dtcgName` writes them, members made distinct within their group (`a.b`
    /// and `a·b` would both be `a·b`).
    private static func places(_ kind: String, _ entries: [(name: String, group: String?)], groupFallback: String, memberFallback: String) -> [String: Place] {
        let groups = entries.map { TokenNaming.dtcgName($0.group, fallback: groupFallback) }
        var byGroup: [String: [Int]] = [:]
        for (index, group) in groups.enumerated() { byGroup[group, default: []].append(index) }
        var places: [String: Place] = [:]
        for (group, indices) in byGroup {
            let members = UniqueNames.claim(indices.map { entries[$0].name }) { TokenNaming.dtcgName($0, fallback: memberFallback) }
            for (index, member) in zip(indices, members) { places[entries[index].name] = Place(kind, group: group, member: member) }
        }
        return places
    }

    private static func chainEnds(from start: String, in aliases: [String: String]) -> Bool {
        var current = start
        var seen: Set<String> = []
        while let next = aliases[current] {
            guard seen.insert(current).inserted else { return false }
            current = next
        }
        return true
    }
}
