/// Why a file beneath a folder (`FolderBoundary`) was not read or written, with the sentence
/// every message about it takes: the build, the content walk and each command word the same
/// failure the same way.
public enum FileFailure: Error, Sendable, Equatable {
    /// There is no such file, or it cannot be opened (permissions, a file where a folder is on
    /// the way, too many links).
    case unreadable
    /// It is something other than a regular file: `kind` names it ("a FIFO", "a folder").
    case notRegularFile(kind: String)
    /// The symbolic link `link` (relative to the folder) points to `target`, which leads outside
    /// `folder` (as messages name it: "the content folder").
    case outside(link: String, target: String, folder: String)
    /// It holds more than the bytes asked for; `size` is its size, or at least what was read.
    case tooLarge(size: Int)
    /// Something (`kind`: "a symbolic link", "a file") stands at `path` where a folder or a new
    /// file was to be created; nothing is written through it or over it.
    case inTheWay(path: String, kind: String)
    /// Creating or writing `path` failed; `reason` is the system's word for why.
    case unwritable(path: String, reason: String)

    /// The failure as a sentence about the file at `shown` (as messages name it), without what
    /// the caller does about it: `'acme/pipe.png' is a FIFO, not a regular file`.
    public func sentence(about shown: String) -> String {
        switch self {
        case .unreadable: "cannot read '\(shown)': no such file or not readable"
        case .notRegularFile(let kind): "'\(shown)' is \(kind), not a regular file"
        case .outside(let link, let target, let folder): "symlink '\(link)' points to '\(target)', outside \(folder)"
        case .tooLarge(let size): "'\(shown)' is \(size) bytes, more than can be read"
        case .inTheWay(let path, let kind): "'\(path)' is \(kind) in the way; nothing is written through or over it"
        case .unwritable(let path, let reason): "cannot write '\(path)': \(reason)"
        }
    }

    /// Whether the file is passed over rather than missed: it is there, but a FIFO, a device, or
    /// reached through a link that leaves the folder (a warning, where a file that cannot be
    /// read is an error).
    public var isSkipped: Bool {
        switch self {
        case .notRegularFile, .outside: true
        case .unreadable, .tooLarge, .inTheWay, .unwritable: false
        }
    }
}
