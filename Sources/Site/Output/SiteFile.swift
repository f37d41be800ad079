import Foundation
import Support

/// One file of the built site: where it goes (relative to the output folder) and its bytes.
struct SiteFile: Sendable {
    var path: String
    var contents: Contents

    enum Contents: Sendable {
        case text(String)
        /// UTF-8 text as rendered (`TemplateLibrary.renderUTF8`).
        case bytes([UInt8])
        case data(Data)
        /// Copied from a file of the theme.
        case copy(URL)
        /// Copied from the file at a path beneath a folder (the content folder's), opened
        /// beneath it when written; `nil` when the folder could not be opened.
        case copyBeneath(FolderBoundary?, relativePath: String)
    }

    init(_ path: String, text: String) {
        self.path = path
        self.contents = .text(text)
    }

    init(_ path: String, bytes: [UInt8]) {
        self.path = path
        self.contents = .bytes(bytes)
    }

    init(_ path: String, copying relativePath: String, beneath folder: FolderBoundary?) {
        self.path = path
        self.contents = .copyBeneath(folder, relativePath: relativePath)
    }

    init(_ path: String, copying source: URL) {
        self.path = path
        self.contents = .copy(source)
    }
}
