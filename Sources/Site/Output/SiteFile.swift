import Foundation

/// One file of the built site: where it goes (relative to the output folder) and its bytes.
struct SiteFile: Sendable {
    var path: String
    var contents: Contents

    enum Contents: Sendable {
        case text(String)
        /// UTF-8 text as rendered (`TemplateLibrary.renderUTF8`).
        case bytes([UInt8])
        case data(Data)
        /// Copied from a file of the theme or the content.
        case copy(URL)
    }

    init(_ path: String, text: String) {
        self.path = path
        self.contents = .text(text)
    }

    init(_ path: String, bytes: [UInt8]) {
        self.path = path
        self.contents = .bytes(bytes)
    }

    init(_ path: String, copying source: URL) {
        self.path = path
        self.contents = .copy(source)
    }
}
