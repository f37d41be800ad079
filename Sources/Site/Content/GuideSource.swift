import Foundation

/// A guide found in the content folder, with the files that travel with it.
struct GuideSource: Sendable {
    /// The guide, relative to the content folder (`dating/bumble/DESIGN-swiftui.md`).
    var relativePath: String
    var url: URL
    /// `DESIGN.md` beside the guide, when present.
    var companion: URL?
    /// `README.md` beside the guide, when present.
    var readme: URL?

    /// The folder the guide sits in, relative to the content folder (`dating/bumble`), empty
    /// for a flat file.
    var relativeFolder: String {
        let parts = relativePath.split(separator: "/").dropLast()
        return parts.joined(separator: "/")
    }
}
