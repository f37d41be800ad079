import Foundation
import Guide
import Support

/// A guide found in the content folder, with the files that travel with it.
struct GuideSource: Sendable {
    /// The guide, relative to the content folder (`dating/bumble/DESIGN-swiftui.md`).
    var relativePath: String
    var url: URL
    /// `DESIGN.md` beside the guide, when present.
    var companion: URL?
    /// `README.md` beside the guide, when present.
    var readme: URL?
    /// The content folder, beneath which the files are opened: never by their URLs, which a
    /// link swapped in since the walk could redirect.
    var root: FolderBoundary

    /// The folder the guide sits in, relative to the content folder (`dating/bumble`), empty
    /// for a flat file.
    var relativeFolder: String {
        let parts = relativePath.split(separator: "/").dropLast()
        return parts.joined(separator: "/")
    }

    /// The guide's file, to read.
    var file: GuideFile { GuideFile(relativePath, beneath: root) }

    /// The file at `url` beside the guide (its companion or README), to read.
    func file(beside url: URL) -> GuideFile {
        let folder = relativeFolder
        return GuideFile(folder.isEmpty ? url.lastPathComponent : folder + "/" + url.lastPathComponent, beneath: root)
    }
}
