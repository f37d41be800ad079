import Foundation

/// Names a guide: the brand from its title, the slug and category from where it lives.
struct GuideIdentity {
    var brand: String?
    var slug: String
    var category: String?

    /// File names that stand for their folder: in the upstream layout the folder is the brand.
    static let folderFileNames: Set<String> = ["design-swiftui.md", "design.md", "readme.md", "index.md", "guide.md"]

    /// `path` is relative to the content folder (`dating/bumble/DESIGN-swiftui.md`) or as the user
    /// gave it; `title` is the first-level heading's text.
    init(path: String, title: String?) {
        let components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        let fileName = components.last ?? path
        let stem = (fileName as NSString).deletingPathExtension
        if Self.folderFileNames.contains(fileName.lowercased()), components.count >= 2 {
            slug = Self.slugify(components[components.count - 2])
            category = components.count >= 3 ? Self.slugify(components[components.count - 3]) : nil
        } else {
            slug = Self.slugify(stem)
            category = components.count >= 2 ? Self.slugify(components[components.count - 2]) : nil
        }
        brand = title.map(Self.brandName(fromTitle:))
        if slug.isEmpty { slug = brand.map(Self.slugify) ?? "guide" }
    }

    /// `Bumble (iOS) — SwiftUI Implementation Guide` → `Bumble`.
    static func brandName(fromTitle title: String) -> String {
        var name = title
        for separator in [" — ", " – ", " - ", ": ", " | "] {
            if let range = name.range(of: separator) { name = String(name[..<range.lowerBound]) }
        }
        for suffix in ["SwiftUI Implementation Guide", "Implementation Guide", "SwiftUI Guide", "Design System"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
        }
        for platform in ["(iOS)", "(iPadOS)", "(iOS & iPadOS)", "for iOS", "iOS"] where name.hasSuffix(" " + platform) {
            name = String(name.dropLast(platform.count + 1))
        }
        return name.trimmingCharacters(in: .whitespaces)
    }

    /// Lower-case ASCII words joined by hyphens: `Things 3` → `things-3`.
    static func slugify(_ text: String) -> String {
        // ASCII (nearly every name) has no diacritics, and folding its case lower-cases it.
        let folded = text.isASCII ? text.asciiLowercased
            : text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var slug = ""
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                if pendingHyphen, !slug.isEmpty { slug.append("-") }
                slug.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
        }
        return slug.lowercased()
    }
}

/// Finds the minimum iOS version a guide targets.
enum MinimumIOS {
    /// Statements of a minimum win over mentions such as "Targets iOS 17+". Case does not
    /// matter; "min" and "min." stand for "minimum".
    private static let patterns = [
        #"\bmin(?:imum|\.)? (?:deployment )?target\W{0,3}\s*iOS\s+(\d+(?:\.\d+)?)"#,
        #"\bmin(?:imum|\.)? iOS(?: (?:deployment )?(?:version|target))?\W{0,3}\s*(\d+(?:\.\d+)?)"#,
        #"deployment target\W{0,3}\s*iOS\s+(\d+(?:\.\d+)?)"#,
        #"\biOS (?:deployment )?target\W{0,3}\s*(\d+(?:\.\d+)?)"#,
        #"targets? iOS\s+(\d+(?:\.\d+)?)\s*\+?"#,
        #"requires iOS\s+(\d+(?:\.\d+)?)"#,
        #"iOS\s+(\d+(?:\.\d+)?)\s*\+"#,
        // "iOS target: 17+"
        #"iOS target\W{0,3}\s*(\d+(?:\.\d+)?)"#,
    ]
    private static let expressions = patterns.map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }

    /// The version the highest-priority statement gives, with where it was found.
    static func find(in texts: [(text: String, line: Int)]) -> (version: String, line: Int)? {
        for expression in expressions {
            for (text, line) in texts {
                let range = NSRange(text.startIndex..., in: text)
                if let match = expression.firstMatch(in: text, range: range), let version = Range(match.range(at: 1), in: text) {
                    return (String(text[version]), line)
                }
            }
        }
        return nil
    }
}
