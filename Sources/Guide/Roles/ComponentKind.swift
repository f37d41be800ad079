/// Components that recur across brands, matched by what they are rather than what each guide
/// calls them ("Match Screen" and "Match Celebration" are one kind).
public enum ComponentKind: String, Sendable, CaseIterable, Codable {
    case swipeCard, actionRow, primaryButton, chatBubble, chatInput, matchScreen, tabBar, profileCard, storyRing, miniPlayer, navigationBar

    public var label: String {
        switch self {
        case .swipeCard: "Swipe card"
        case .actionRow: "Action buttons"
        case .primaryButton: "Primary button"
        case .chatBubble: "Chat bubble"
        case .chatInput: "Chat input"
        case .matchScreen: "Match screen"
        case .tabBar: "Tab bar"
        case .profileCard: "Profile card"
        case .storyRing: "Story ring"
        case .miniPlayer: "Mini player"
        case .navigationBar: "Navigation bar"
        }
    }

    /// Every phrase of a rule must appear in the component's name (lower-cased).
    private var rules: [[String]] {
        switch self {
        case .swipeCard: [["swipe", "card"], ["profile", "card", "swipe"], ["card stack"]]
        case .actionRow: [["action", "row"], ["action", "buttons"], ["action", "rail"], ["swipe", "action"]]
        case .primaryButton: [["primary", "button"], ["primary", "cta"], ["cta"], ["primary", "pill"], ["main", "button"]]
        case .chatBubble: [["bubble"]]
        case .chatInput: [["chat", "input"], ["compose"], ["message", "input"], ["composer"], ["input", "bar"]]
        case .matchScreen: [["match", "screen"], ["match", "celebration"], ["it's a match"], ["match", "modal"]]
        case .tabBar: [["tab", "bar"]]
        case .profileCard: [["profile", "card"], ["profile", "header"]]
        case .storyRing: [["story", "ring"], ["stories"]]
        case .miniPlayer: [["mini-player"], ["mini player"], ["miniplayer"]]
        case .navigationBar: [["navigation", "bar"], ["nav", "bar"], ["top", "bar"]]
        }
    }

    /// The kind a component's name says it is, if any.
    public init?(componentName: String) {
        let name = componentName.asciiLowercased
        guard let kind = ComponentKind.allCases.first(where: { kind in kind.rules.contains { rule in rule.allSatisfy { name.containsBytes($0) } } }) else { return nil }
        self = kind
    }
}

/// What an SF Symbol does in the interface, from the row's purpose and the symbol's name.
public enum SymbolPurpose: String, Sendable, CaseIterable, Codable {
    case like, pass, superLike, send, back, close, share, search, settings, profile, home, chat, notifications, more, add, play, tabs

    public var label: String {
        switch self {
        case .superLike: "Super like"
        case .tabs: "Tab bar"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// Words in the row's component column, then symbol-name stems.
    private var purposeWords: [String] {
        switch self {
        case .like: ["like", "heart", "save", "favorite", "kudos", "love"]
        case .pass: ["pass", "nope", "dislike", "skip", "reject"]
        case .superLike: ["super like", "superlike", "superswipe", "super swipe", "star"]
        case .send: ["send"]
        case .back: ["back"]
        case .close: ["close", "dismiss"]
        case .share: ["share"]
        case .search: ["search", "explore"]
        case .settings: ["settings", "filters", "filter", "preferences"]
        case .profile: ["profile", "account", "me tab", "avatar"]
        case .home: ["home", "feed"]
        case .chat: ["chat", "message", "dm", "inbox", "reply", "comment"]
        case .notifications: ["notification", "activity", "bell"]
        case .more: ["more", "overflow", "menu"]
        case .add: ["add", "create", "new", "compose", "post"]
        case .play: ["play"]
        case .tabs: []
        }
    }

    private var symbolStems: [String] {
        switch self {
        case .like: ["heart", "hand.thumbsup"]
        case .pass: ["xmark"]
        case .superLike: ["star"]
        case .send: ["paperplane", "arrow.up.circle", "arrow.up"]
        case .back: ["chevron.left", "arrow.left", "chevron.backward"]
        case .close: ["xmark"]
        case .share: ["square.and.arrow.up", "arrowshape.turn.up.right"]
        case .search: ["magnifyingglass"]
        case .settings: ["gear", "slider.horizontal", "gearshape"]
        case .profile: ["person.crop.circle", "person.circle"]
        case .home: ["house"]
        case .chat: ["bubble", "message"]
        case .notifications: ["bell"]
        case .more: ["ellipsis"]
        case .add: ["plus"]
        case .play: ["play"]
        case .tabs: []
        }
    }

    /// The purposes a row serves: a "tab" row is a tab too; otherwise the row's words decide,
    /// and only when they say nothing, the symbol's name.
    public static func purposes(of row: SymbolRow) -> [SymbolPurpose] {
        let text = row.component.asciiLowercased
        var found: [SymbolPurpose] = []
        if text.containsBytes("tab") { found.append(.tabs) }
        let byWords = allCases.filter { purpose in purpose.purposeWords.contains { text.containsBytes($0) } }
        if !byWords.isEmpty { return found + byWords.filter { $0 != .tabs } }
        let byName = allCases.filter { purpose in row.names.contains { name in purpose.symbolStems.contains { name.hasPrefix($0) } } }
        return found + byName.prefix(1)
    }
}
