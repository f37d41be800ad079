/// The default appearance of the site's pages.
public enum Appearance: String, Sendable, CaseIterable {
    /// Light until the visitor chooses.
    case light
    /// Dark until the visitor chooses.
    case dark
    /// The visitor's system setting (`prefers-color-scheme`), as without a setting.
    case system
}
