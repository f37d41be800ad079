/// Distinct results for distinct names in one export: two tokens whose names escape to the same
/// text (`a;b` and `a_b` as Swift identifiers) must not become one colorset, one property or one
/// DTCG key.
///
/// A name already taken gets a numeric suffix, the first one free from 2 up. The suffix goes to
/// names in order of appearance, except that `claim(_:escape:)` lets every name that stands as
/// written keep itself first: a hostile neighbour never renames an ordinary token, and adding one
/// never renames another that needed no escaping. A number rather than a hash keeps the names
/// short and readable in Xcode and CSS, and the order makes it stable from build to build.
struct UniqueNames {
    private var taken: Set<String> = []
    /// For each first alternative tried, the suffix to try next. Names are never given back, so
    /// every smaller one is taken: 20,000 names escaping alike stay linear (as `AnchorSet`).
    private var nextSuffix: [String: Int] = [:]
    /// Whether `Acme` and `acme` count as one: asset catalog folders do, on the case-insensitive
    /// file systems macOS formats by default. (`String` equality already folds canonically
    /// equivalent spellings, which APFS treats as one name too.)
    private let foldsCase: Bool

    init(foldingCase: Bool = false) { foldsCase = foldingCase }

    /// `base` if free, else the first free `alternative(n)`, n = 1, 2, …
    mutating func claim(_ base: String, alternative: (Int) -> String) -> String {
        if take(base) { return base }
        let first = alternative(1)
        var number = nextSuffix[first] ?? 1
        var candidate = alternative(number)
        while !take(candidate) {
            number += 1
            candidate = alternative(number)
        }
        nextSuffix[first] = number + 1
        return candidate
    }

    /// `base`, else `base2`, `base3`, …
    mutating func claim(_ base: String) -> String {
        claim(base) { base + String($0 + 1) }
    }

    /// Each of `names` (distinct) as `escape` writes it, made distinct: the names `escape`
    /// leaves as they are claim first, then the rest in order. The results are in `names`' order.
    static func claim(_ names: [String], escape: (String) -> String, foldingCase: Bool = false) -> [String] {
        var unique = UniqueNames(foldingCase: foldingCase)
        let escaped = names.map(escape)
        var results = [String?](repeating: nil, count: names.count)
        for index in names.indices where escaped[index] == names[index] { results[index] = unique.claim(escaped[index]) }
        for index in names.indices where results[index] == nil { results[index] = unique.claim(escaped[index]) }
        return results.map { $0! }
    }

    private mutating func take(_ name: String) -> Bool {
        taken.insert(foldsCase ? name.lowercased() : name).inserted
    }
}
