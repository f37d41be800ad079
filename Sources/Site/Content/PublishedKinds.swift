import Foundation

/// Which files of the content folder are published under `files/`: the kinds a documentation
/// site needs, none of which a browser runs as script on the site's origin. Everything else
/// stays out; HTML, scripts and other active kinds with a warning, since a guide may mean to
/// publish them.
enum PublishedKinds {
    /// Published as they are: images, fonts, PDFs, audio and video, and plain data.
    static let passive: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "avif", "ico", "bmp",
        "woff", "woff2", "ttf", "otf",
        "pdf",
        "mp4", "webm", "mp3", "m4a", "ogg", "wav",
        "txt", "csv", "json",
    ]

    /// Plain-text files without an extension that content folders carry for their license.
    static let notices: Set<String> = ["license", "licence", "copying", "notice", "authors"]

    /// Kinds a browser renders as a document that can run script (or that are script).
    static let active: Set<String> = [
        "html", "htm", "xhtml", "xht", "shtml", "mht", "mhtml", "xml", "xsl", "xslt", "svgz",
        "js", "mjs", "cjs", "wasm", "swf", "php", "htc", "hta", "jsp", "asp", "aspx",
    ]

    /// What becomes of a content file.
    enum Decision: Equatable {
        case publish
        /// Left out, with the reason a warning gives.
        case refuse(String)
        /// Left out without a word: a kind a docs site has no use for (`LICENSE`, `.sketch`).
        case ignore
    }

    /// Decides for the content file at `relativePath`; `contents` reads it (only SVGs are read).
    static func decision(for relativePath: String, contents: () -> Data?) -> Decision {
        let name = (relativePath as NSString).lastPathComponent.lowercased()
        let kind = (name as NSString).pathExtension
        if name.hasSuffix(".md") { return .ignore }
        if passive.contains(kind) || (kind.isEmpty && notices.contains(name)) { return .publish }
        if kind == "svg" {
            guard let data = contents() else { return .ignore }
            if let problem = SVGAllowCheck.problem(in: data) {
                return .refuse("'\(relativePath)' is not published: \(problem); sitegen publishes only SVGs without scripts, event handlers, foreignObject, links or external references")
            }
            return .publish
        }
        if active.contains(kind) {
            return .refuse("'\(relativePath)' is not published: .\(kind) files can run scripts on the site's origin")
        }
        return .ignore
    }
}
