import Foundation

/// One file of the built site: where it goes (relative to the output folder) and its bytes.
struct SiteFile: Sendable {
    var path: String
    var contents: Contents

    enum Contents: Sendable {
        case text(String)
        case data(Data)
        /// Copied from a file of the theme or the content.
        case copy(URL)
    }

    init(_ path: String, text: String) {
        self.path = path
        self.contents = .text(text)
    }

    init(_ path: String, copying source: URL) {
        self.path = path
        self.contents = .copy(source)
    }
}
