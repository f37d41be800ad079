import Foundation
import Guide
import Markdown

/// A guide as the site publishes it: the reading, its companions, and where its pages go.
struct PublishedBrand: Sendable {
    let source: GuideSource
    let guide: Guide
    /// Whether the guide has a `DESIGN.md` beside it.
    let hasCompanion: Bool
    /// `DESIGN.md`, parsed, once the brand's pages are to be rendered (see `GuideReading`).
    var companion: MarkdownDocument?
    /// The first paragraph of `README.md`: a one-line summary of the brand.
    let summary: String?
    /// The roles its colors play.
    let roles: ColorRoles
    /// Light, dark, or both.
    let appearance: Appearance
    /// The brand's primary typeface: the family most of its type tokens use.
    let typeface: String
    /// The CSS custom property of each token, unique across kinds.
    let cssNames: TokenNames

    init(source: GuideSource, guide: Guide, hasCompanion: Bool, summary: String?, roles: ColorRoles) {
        self.source = source
        self.guide = guide
        self.hasCompanion = hasCompanion
        self.summary = summary
        self.roles = roles
        self.appearance = Self.appearance(of: guide, roles: roles)
        self.typeface = Self.typeface(of: guide)
        self.cssNames = TokenNames(guide)
    }

    var slug: String { guide.slug }
    var name: String { guide.brand }
    /// The category slug; flat guides are filed under "other".
    var category: String { guide.category ?? "other" }

    /// Site paths (relative to the site root).
    var path: String { "brands/\(slug)/" }
    var designPath: String { "brands/\(slug)/design/" }
    var tokensCSSPath: String { Self.tokensCSSPath(slug) }
    /// The brand's `tokens.css`, which every page that paints its colors loads.
    static func tokensCSSPath(_ slug: String) -> String { "brands/\(slug)/tokens.css" }
    var categoryPath: String { "categories/\(category)/" }

    private static func appearance(of guide: Guide, roles: ColorRoles) -> Appearance {
        let hasDark = guide.hasDarkMode
        if let canvas = roles[.canvas].flatMap(guide.color(named:))?.displayColor, canvas.relativeLuminance < 0.05 {
            return hasDark && roles[.darkCanvas] != roles[.canvas] ? .lightAndDark : .darkOnly
        }
        return hasDark ? .lightAndDark : .lightOnly
    }

    enum Appearance: String {
        case lightAndDark = "Light & dark"
        case darkOnly = "Dark only"
        case lightOnly = "Light only"
    }

    private static func typeface(of guide: Guide) -> String {
        let families = guide.fonts.compactMap { $0.family }
        var counts: [String: Int] = [:]
        for family in families { counts[family, default: 0] += 1 }
        if let top = families.first(where: { counts[$0] == counts.values.max() }) { return Self.displayFamily(top) }
        return guide.fonts.isEmpty ? "—" : "SF Pro (system)"
    }

    /// `ProximaNova` → `Proxima Nova`, `DMSerifDisplay` → `DM Serif Display`.
    static func displayFamily(_ family: String) -> String {
        guard !family.utf8.contains(32) else { return family }
        // Font stacks ask for this on every drawn text; ASCII names (nearly all) split as bytes.
        if family.isASCII { return asciiDisplayFamily(Array(family.utf8)) }
        var words: [String] = []
        var current = ""
        let characters = Array(family)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character.isUppercase, !current.isEmpty,
               current.last?.isLowercase == true || (current.last?.isUppercase == true && next?.isLowercase == true) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }

    /// `displayFamily` for ASCII: a space before each capital that follows a lower-case
    /// letter, or that ends a run of capitals before a lower-case one ("SFProText" → "SF Pro Text").
    private static func asciiDisplayFamily(_ bytes: [UInt8]) -> String {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
        func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 4)
        for (index, byte) in bytes.enumerated() {
            if isUpper(byte), let previous = output.last, previous != 32 {
                let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
                if isLower(previous) || (isUpper(previous) && nextIsLower) { output.append(32) }
            }
            output.append(byte)
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// A category of brands, as the gallery groups them.
struct PublishedCategory: Sendable {
    let slug: String
    let brands: [BrandDigest]
    /// The display name, made once: every page's navigation lists every category.
    let name: String

    init(slug: String, brands: [BrandDigest]) {
        self.slug = slug
        self.brands = brands
        name = Self.displayName(slug)
    }

    var path: String { "categories/\(slug)/" }

    /// `uber-eats` → `Uber Eats`.
    static func displayName(_ slug: String) -> String {
        slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
