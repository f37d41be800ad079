import Diagnostics
import Markdown

/// A top-level section of a guide: a `##` heading and the blocks up to the next one.
public struct GuideSection: Sendable, Equatable {
    /// What a section is about, recognised from its heading.
    public enum Role: String, Sendable, CaseIterable, Codable {
        case colors, typography, components, symbols, motion, tabBar, darkMode, accessibility
    }

    /// The heading text without its number (`Motion & Haptics`).
    public var title: String
    /// The number the heading carries (`5`), if any.
    public var number: String?
    /// The role, or nil for a section sitegen does not interpret.
    public var role: Role?
    /// The heading node.
    public var heading: MarkdownNode
    /// The blocks after the heading, up to the next heading of the same or a higher level.
    public var blocks: [MarkdownNode]
    public var location: SourceLocation
}
