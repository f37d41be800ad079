import Foundation

/// A folder opened once, as a boundary: its files are opened beneath the descriptor taken then,
/// one path component at a time and never through a link unchecked, so a file swapped after the
/// folder was walked (for a link to `/etc/passwd`, or a FIFO) is refused when it is opened
/// rather than read. Paths are never handed to the kernel whole: a swap anywhere along one could
/// redirect it.
///
/// - A symbolic link on the way is followed only when its target, resolved again by descriptor
///   from where the link stands, stays beneath the folder (an absolute target must name a place
///   inside it); any other is `FileFailure.outside`.
/// - A file is opened once, with `O_NONBLOCK` so a FIFO cannot block the open, and only a
///   regular file is read (`fstat` of what was opened says so).
///
/// One boundary serves every reader on every core; its descriptor is closed with the last of them.
public final class FolderBoundary: Sendable {
    /// The folder's path, as given.
    public let path: String
    /// How messages name the folder: "the content folder", or the path quoted.
    public let name: String
    /// The folder, opened when the boundary was made.
    let descriptor: Int32
    /// Paths that name the folder itself (as given, made absolute, and with every link resolved):
    /// an absolute link target under one of them lies inside.
    let anchors: [String]

    /// Opens the folder at `path` (following links in `path` itself: it is the caller's to
    /// choose), or nil when it is not a folder that can be opened. `name` is how messages name it.
    public init?(path: String, name: String? = nil) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.path = path
        self.name = name ?? "'\(path)'"
        self.descriptor = descriptor
        anchors = Self.anchors(of: path, opened: descriptor)
    }

    deinit { close(descriptor) }

    /// `path` made absolute and standardized, and resolved by `realpath` when that names the
    /// folder opened (not one swapped in since).
    private static func anchors(of path: String, opened descriptor: Int32) -> [String] {
        var anchors: [String] = []
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        anchors.append(absolute)
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            let real = String(cString: resolved)
            var opened = stat(), named = stat()
            if real != absolute, fstat(descriptor, &opened) == 0, stat(real, &named) == 0,
               opened.st_dev == named.st_dev, opened.st_ino == named.st_ino {
                anchors.append(real)
            }
        }
        return anchors
    }

    /// What of the absolute path `target` lies beneath the folder (empty for the folder itself),
    /// or nil when it names a place outside. `..` in what remains is walked (and refused past
    /// the folder) like any other component.
    func beneath(_ target: String) -> Substring? {
        for anchor in anchors {
            if anchor == "/" { return target.dropFirst() }
            guard target.hasPrefix(anchor) else { continue }
            let rest = target.dropFirst(anchor.count)
            if rest.isEmpty || rest.hasPrefix("/") { return rest }
        }
        return nil
    }
}
