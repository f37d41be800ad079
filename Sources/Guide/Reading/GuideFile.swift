import Foundation
import Markdown
import Support

/// A guide's file to read (the guide itself, its companion or its README): the one reader of
/// their bytes, which the build and every command use, so each of them refuses the same files
/// the same way, in the same words (`GuideFile.Failure`): too large, holding a shape the parser
/// is quadratic on, not a regular file, or reached through a link that leaves the folder it is
/// read beneath (`FolderBoundary`: the content folder for a build, the file's own folder for a
/// file named on the command line).
public struct GuideFile: Sendable {
    /// The folder the file is opened beneath.
    public let folder: FolderBoundary
    /// Where the file is, relative to `folder`.
    public let relativePath: String

    /// The largest guide read, in bytes. The largest real guide is 25 KB; 5 MB is two hundred
    /// times that, and bounds what one guide can make a build parse and hold.
    public static let sizeLimit = 5_000_000

    /// A file this large is past any real guide or companion (the largest guide is 25 KB, the
    /// largest companion 34 KB; this is four times that): once one is read, freed memory goes
    /// back to the system at once (`FreedMemory`). An allocator keeps what is freed for reuse,
    /// which costs nothing on ordinary guides but, for a multi-megabyte one, kept about twice
    /// what the build held at any moment. Giving back at once has a price: every freed page is
    /// a system call, 18,000 of them in a 200-brand build, about a tenth of its time. At 32 KB,
    /// Apple Music's 34 KB `DESIGN.md` turned it on for every site that holds it.
    public static let largeFileSize = 128 * 1024

    /// The file at `relativePath` beneath `folder`.
    public init(_ relativePath: String, beneath folder: FolderBoundary) {
        self.folder = folder
        self.relativePath = relativePath
    }

    /// The file at `path`, as named on the command line: beneath its own folder, so what is
    /// read is that folder's file even if a link is swapped in for it. Throws `unreadable` when
    /// the folder cannot be opened.
    public init(path: String) throws(Failure) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        guard !url.lastPathComponent.isEmpty, let boundary = FolderBoundary(path: folder.isEmpty ? "/" : folder) else {
            throw .file(.unreadable)
        }
        self.init(url.lastPathComponent, beneath: boundary)
    }

    /// The file's bytes, read up to one byte past the limit, so a huge file is never read whole.
    public func read() throws(Failure) -> Data {
        let data: Data
        do throws(FileFailure) { data = try RegularFile.read(relativePath, beneath: folder, limit: Self.sizeLimit) } catch { throw .file(error) }
        if let hazard = MarkdownHazard.first(in: data) { throw .hazard(hazard) }
        if data.count >= Self.largeFileSize { FreedMemory.giveBackAtOnceFromNowOn() }
        return data
    }
}
