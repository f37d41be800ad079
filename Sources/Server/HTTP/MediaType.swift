/// Content types by file extension, for the files a documentation site holds.
enum MediaType {
    /// The `Content-Type` for a file path; text types carry `charset=utf-8`.
    static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let lowered = name.lowercased()
        if let match = bySuffix.first(where: { lowered.hasSuffix($0.suffix) && lowered.count > $0.suffix.count }) { return match.type }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// What an unknown extension is served as; browsers then download rather than guess.
    static let fallback = "application/octet-stream"

    /// Types named by more than the last extension, checked first, longest suffix first. Design
    /// token files (`.tokens.json`, `.tokens`) take the type the W3C Design Tokens Format asks
    /// for; JSON is UTF-8 by definition, and this type defines no charset parameter.
    static let bySuffix: [(suffix: String, type: String)] = [
        (".tokens.json", "application/design-tokens+json"),
        (".tokens", "application/design-tokens+json"),
    ]

    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "map": "application/json; charset=utf-8",
        "webmanifest": "application/manifest+json; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "rss": "application/rss+xml; charset=utf-8",
        "atom": "application/atom+xml; charset=utf-8",
        "svg": "image/svg+xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "swift": "text/plain; charset=utf-8",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
        "zip": "application/zip",
        "mp4": "video/mp4",
        "webm": "video/webm",
        "mp3": "audio/mpeg",
    ]

    /// Whether a content type is HTML, the only kind that gets the live-reload script.
    static func isHTML(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/html")
    }
}
