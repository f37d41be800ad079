import Foundation

/// Recognises what a section is from its heading, with the names guides actually use.
enum SectionRoles {
    private static let aliases: [(GuideSection.Role, [String])] = [
        (.colors, ["color tokens", "colors", "colours", "color", "colour tokens", "color palette", "palette", "color system", "colors & gradients", "color & gradients"]),
        (.typography, ["typography", "type", "fonts", "font tokens", "type scale", "typography tokens", "type system"]),
        (.components, ["signature components", "components", "key components", "component library", "core components"]),
        (.symbols, ["sf symbols used", "sf symbols", "symbols", "iconography", "icons", "sf symbol map"]),
        (.motion, ["motion", "motion & haptics", "motion and haptics", "motion specs", "motion & effects", "animation", "animations", "haptics", "motion & animation"]),
        (.tabBar, ["tab bar", "bottom tab bar", "tab bar navigation", "tabbar"]),
        (.darkMode, ["dark mode", "dark mode support", "dark mode notes", "appearance", "light & dark mode"]),
        (.accessibility, ["accessibility", "accessibility notes", "minimum ios & accessibility notes", "minimum ios & accessibility", "minimum ios and accessibility notes"]),
    ]

    /// Separators after which a heading may add detail to a known name:
    /// `Tab Bar (icon-only)`, `SF Symbols + Custom Glyphs`, `Motion & Effects`.
    private static let detailSeparators = [" (", " +", " —", " –", " - ", ":", " &", " with "]

    /// Splits `5. Motion & Haptics` into its number and title.
    static func splitNumber(_ heading: String) -> (number: String?, title: String) {
        let trimmed = heading.trimmedWhitespace
        let digits = trimmed.prefix { $0.isNumber || $0 == "." }
        let rest = trimmed.dropFirst(digits.count)
        guard !digits.isEmpty, digits.first?.isNumber == true, rest.first == " " || rest.first == ")" || digits.hasSuffix(".") else {
            return (nil, trimmed)
        }
        let number = digits.hasSuffix(".") ? String(digits.dropLast()) : String(digits)
        let title = rest.drop { $0 == ")" || $0 == " " }
        return title.isEmpty ? (nil, trimmed) : (number, String(title))
    }

    static func role(of title: String) -> GuideSection.Role? {
        let lowered = title.asciiLowercased
        let normalized = lowered.containsBytes(" and ") ? lowered.replacingOccurrences(of: " and ", with: " & ") : lowered
        for (role, names) in aliases where names.contains(normalized) { return role }
        for (role, names) in aliases {
            for name in names where normalized.hasPrefix(name) {
                let rest = normalized.dropFirst(name.count)
                if detailSeparators.contains(where: { rest.hasPrefix($0) }) { return role }
            }
        }
        return normalized.contains("accessibility") ? .accessibility : nil
    }
}
