import Foundation

/// What a type style is for, so brands' display faces line up with each other's.
public enum TypeRole: String, Sendable, CaseIterable, Codable {
    case display, title, body, button, caption, tabLabel

    public var label: String {
        switch self {
        case .display: "Display"
        case .title: "Title"
        case .body: "Body"
        case .button: "Button"
        case .caption: "Caption / meta"
        case .tabLabel: "Tab label"
        }
    }

    fileprivate var words: [String] {
        switch self {
        case .display: ["display", "hero", "largetitle", "wordmark", "logotype", "jumbo", "balance", "giant", "celebration"]
        case .title: ["title", "screentitle", "heading", "header", "h1", "headline", "section", "navtitle", "pagetitle"]
        case .body: ["body", "message", "bio", "text", "paragraph", "chat", "content"]
        case .button: ["button", "cta", "action", "pill"]
        case .caption: ["caption", "meta", "timestamp", "footnote", "small", "label", "subtitle", "detail", "secondary"]
        case .tabLabel: ["tab", "tablabel", "tabbar", "tabitem"]
        }
    }
}

extension Guide {
    /// The font token that plays each type role, from names first and sizes second.
    public var typeRoles: [TypeRole: String] {
        // Each sized font's words once, not once per role it is tried for, and no copy of
        // the tokens themselves for each role's candidates.
        struct Candidate {
            let name: String
            let size: Double
            let words: [String]
        }
        var all: [Candidate] = []
        for token in fonts {
            guard let size = token.displaySize else { continue }
            let camel = token.name.camelCaseWords.dropFirst().map { $0.asciiLowercased }
            all.append(Candidate(name: token.name, size: size, words: camel + [camel.joined()]))
        }
        var chosen: [TypeRole: String] = [:]
        var taken: Set<String> = []
        // Specific names first (tab, button), then the broader ones.
        for role in [TypeRole.tabLabel, .button, .display, .title, .caption, .body] {
            let candidates = all.filter { !taken.contains($0.name) }
            let roleWords = role.words
            let named = candidates.filter { candidate in candidate.words.contains { word in roleWords.contains { word == $0 || word.hasPrefix($0) } } }
            let pick: Candidate?
            switch role {
            case .display: pick = named.max { $0.size < $1.size } ?? candidates.max { $0.size < $1.size }
            case .body: pick = named.first { $0.size >= 14 } ?? named.first ?? candidates.first { (15...17).contains($0.size) }
            default: pick = named.first
            }
            if let pick {
                chosen[role] = pick.name
                taken.insert(pick.name)
            }
        }
        return chosen
    }

    /// The type scale's ratio: the geometric mean step between consecutive distinct sizes,
    /// as a modular scale would state it (1.2 is a "minor third").
    public var typeScaleRatio: Double? {
        let sizes = Set(fonts.compactMap(\.displaySize)).sorted()
        guard sizes.count >= 2, let smallest = sizes.first, let largest = sizes.last, smallest > 0 else { return nil }
        return pow(largest / smallest, 1 / Double(sizes.count - 1))
    }
}
