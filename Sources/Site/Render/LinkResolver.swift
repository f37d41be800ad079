import Foundation

/// Points a guide's relative links at what the site publishes: the companion `DESIGN.md` at
/// its page, another guide at its brand page, any other file of the content folder at its
/// copy under `files/`. Anything else does not exist, and is reported.
struct LinkResolver: Sendable {
    let address: SiteAddress
    /// The content folder's path.
    let contentRoot: String
    /// The folder of the document whose links are resolved, relative to the content folder.
    let folder: String
    /// Published pages by the content-relative path of their Markdown.
    let pages: [String: String]
    /// The content files published under `files/`, by content-relative path; nil to take any
    /// file inside the content folder.
    var publishedFiles: Set<String>? = nil

    /// Where `destination` leads.
    func resolve(_ destination: String) -> MarkdownRewriter.LinkTarget {
        let (path, suffix) = Self.split(destination)
        let decoded = path.removingPercentEncoding ?? path
        guard let relative = Self.normalize(folder.isEmpty ? decoded : folder + "/" + decoded) else {
            return .missing(decoded)
        }
        if relative.isEmpty { return .missing(decoded) }
        if let page = pages[relative] { return .site(address.link(page) + suffix) }
        if let file = existingFile(relative) {
            guard publishedFiles?.contains(file) ?? true else { return .unpublished(relative) }
            return .site(address.link("files/" + Self.encode(file)) + suffix)
        }
        return .missing(relative)
    }

    /// The content file a link reaches, if it is a file inside the content folder.
    func existingFile(_ relative: String) -> String? {
        guard !relative.lowercased().hasSuffix(".md") else { return nil }
        var isDirectory: ObjCBool = false
        let full = contentRoot + "/" + relative
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        // A symlink must not reach outside the content folder.
        let real = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: contentRoot).resolvingSymlinksInPath().path
        return real.hasPrefix(root + "/") ? relative : nil
    }

    /// `a/./b/../c` → `a/c`; nil when it climbs above the content folder.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Splits `DESIGN.md#colors` into the path and the `#colors` (or `?query`) after it.
    private static func split(_ destination: String) -> (String, String) {
        guard let index = destination.firstIndex(where: { $0 == "#" || $0 == "?" }) else { return (destination, "") }
        return (String(destination[..<index]), String(destination[index...]))
    }

    static func encode(_ path: String) -> String {
        path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? String($0) }.joined(separator: "/")
    }
}
