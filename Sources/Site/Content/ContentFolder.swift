import Diagnostics
import Foundation
import Support

/// The content folder as a boundary: every file a build reads or publishes from it, found by
/// one walk that never leaves it.
///
/// - A symbolic link is followed only when its target, resolved, lies inside the content
///   folder; one that leads outside (to `/etc`, to `/`), that dangles, or that leads to a
///   folder containing the link (a loop) is skipped with a warning naming it and its target.
///   A folder reached through a link is walked without following the folder links in it, so
///   links cannot multiply the walk.
/// - Special files (FIFOs, sockets, devices) are skipped with a warning, and never opened.
/// - Folders nested deeper than `depthLimit` levels are skipped with a warning.
/// - A file or folder whose name is not UTF-8 is skipped with a warning naming its bytes.
/// - Hidden entries (`.git`, `.DS_Store`) are skipped.
///
/// The walk only finds the files: each is opened later beneath `boundary`, the folder's
/// descriptor taken before the walk, which checks the same rules again at that moment (a file
/// swapped since for a link that leads outside, or for a FIFO, is refused then).
struct ContentFolder: Sendable {
    /// A regular file of the content folder.
    struct Entry: Sendable {
        /// Relative to the content folder, as reached (through a link, the link's path).
        let relativePath: String
        /// The content folder's path joined with `relativePath`.
        let url: URL
    }

    /// The content folder (standardized).
    let root: URL
    /// The content folder, opened before the walk: every file found is read beneath it. Nil
    /// when the folder cannot be opened (nothing is found then).
    let boundary: FolderBoundary?
    /// Every regular file reached, sorted by relative path.
    let files: [Entry]
    /// What was skipped, and why.
    let diagnostics: [Diagnostic]

    /// Folders deeper than this under the content folder are not walked.
    static let depthLimit = 64

    /// How messages name the folder.
    static let name = "the content folder"

    /// The bytes of the file at `relativePath` (one the walk found), opened beneath the folder.
    func read(_ relativePath: String) throws(FileFailure) -> Data {
        guard let boundary else { throw .unreadable }
        return try RegularFile.read(relativePath, beneath: boundary)
    }

    /// The warning for a file the walk found that `failure` (a FIFO swapped in since, say) left
    /// out when it was opened, worded as the walk words it.
    static func skipped(_ relativePath: String, _ failure: FileFailure, at source: String) -> Diagnostic {
        Diagnostic(.warning, failure.sentence(about: relativePath) + "; skipped", at: SourceLocation(file: source), code: "content.skipped")
    }

    /// Walks `root`; `display` turns a path into what messages show.
    init(scanning root: URL, display: (URL) -> String = { $0.path }) {
        self.root = root.standardizedFileURL
        boundary = FolderBoundary(path: self.root.path, name: Self.name)
        var walk = Walk(realRoot: Self.realPath(self.root.path) ?? self.root.path)
        if boundary != nil { walk.folder(relative: "", real: walk.realRoot, depth: 0, throughLink: false) }
        let base = self.root
        // Every entry found is a regular file: saying so spares URL a stat(2) per file.
        files = walk.found.sorted { $0 < $1 }.map { Entry(relativePath: $0, url: base.appendingPathComponent($0, isDirectory: false)) }
        diagnostics = walk.skipped.sorted { $0.0 < $1.0 }.map { relative, message in
            Diagnostic(.warning, message, at: SourceLocation(file: display(base.appendingPathComponent(relative))), code: "content.skipped")
        }
    }

    /// `path` with every link resolved, or nil when it does not resolve.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The walk's state: what it found and what it skipped (relative path, message).
    private struct Walk {
        let realRoot: String
        var found: [String] = []
        var skipped: [(String, String)] = []

        func isInside(_ real: String) -> Bool {
            real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
        }

        mutating func folder(relative: String, real: String, depth: Int, throughLink: Bool) {
            // The real path is opened: it has no link left to follow.
            guard let directory = opendir(real) else { return }
            var entries: [(String, UInt8)] = []
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { name -> String? in
                        guard name.pointee != CChar(UInt8(ascii: ".")) else { return "." }
                        // A name that is not UTF-8 has no String that opens it again (repaired,
                        // it names another file): it is left out, named by its bytes.
                        if let valid = String(validatingCString: name) { return valid }
                        let shown = FileNameBytes.shown(name)
                        skipped.append((relative.isEmpty ? shown : relative + "/" + shown, "the name '\(shown)' is not valid UTF-8; skipped"))
                        return nil
                    }
                }
                guard let name, !name.hasPrefix(".") else { continue }
                entries.append((name, entry.pointee.d_type))
            }
            closedir(directory)
            for (name, reportedType) in entries.sorted(by: { $0.0 < $1.0 }) {
                let entryRelative = relative.isEmpty ? name : relative + "/" + name
                let entryReal = real + "/" + name
                var kind = Kind(reportedType)
                if kind == .unknown {
                    var info = stat()
                    guard lstat(entryReal, &info) == 0 else { continue }
                    kind = Kind(mode: info.st_mode)
                }
                switch kind {
                case .folder:
                    descend(entryRelative, real: entryReal, depth: depth, throughLink: throughLink)
                case .file:
                    found.append(entryRelative)
                case .link:
                    followLink(entryRelative, at: entryReal, from: real, depth: depth, throughLink: throughLink)
                case .special(let what):
                    skipped.append((entryRelative, FileFailure.notRegularFile(kind: what).sentence(about: entryRelative) + "; skipped"))
                case .unknown:
                    continue
                }
            }
        }

        private mutating func descend(_ relative: String, real: String, depth: Int, throughLink: Bool) {
            guard depth + 1 <= ContentFolder.depthLimit else {
                skipped.append((relative, "'\(relative)' is nested deeper than \(ContentFolder.depthLimit) levels; its contents are skipped"))
                return
            }
            folder(relative: relative, real: real, depth: depth + 1, throughLink: throughLink)
        }

        private mutating func followLink(_ relative: String, at path: String, from folderReal: String, depth: Int, throughLink: Bool) {
            let target = Self.linkText(path)
            guard let real = ContentFolder.realPath(path) else {
                skipped.append((relative, "symlink '\(relative)' points to '\(target)', which does not exist; skipped"))
                return
            }
            guard isInside(real) else {
                skipped.append((relative, FileFailure.outside(link: relative, target: target, folder: ContentFolder.name).sentence(about: relative) + "; skipped"))
                return
            }
            var info = stat()
            guard stat(real, &info) == 0 else { return }
            switch Kind(mode: info.st_mode) {
            case .file:
                found.append(relative)
            case .folder:
                if folderReal == real || folderReal.hasPrefix(real + "/") {
                    skipped.append((relative, "symlink '\(relative)' points to '\(target)', a folder that contains it; skipped (it would loop)"))
                } else if throughLink {
                    skipped.append((relative, "symlink '\(relative)' points to '\(target)', a folder, from inside a linked folder; skipped (links are followed one deep)"))
                } else {
                    descend(relative, real: real, depth: depth, throughLink: true)
                }
            case .special(let what):
                skipped.append((relative, "symlink '\(relative)' points to '\(target)', which is \(what); skipped"))
            case .link, .unknown:
                return
            }
        }

        private static func linkText(_ path: String) -> String {
            FolderBoundary.linkTarget(in: AT_FDCWD, path) ?? "?"
        }
    }

    /// What a folder entry is.
    private enum Kind: Equatable {
        case folder, file, link, unknown
        /// A FIFO, a socket or a device, described for the warning.
        case special(String)

        /// From `readdir`'s `d_type`, which is the file type bits of `st_mode` shifted down
        /// (`DTTOIF`); `DT_UNKNOWN` (0) is unknown.
        init(_ type: UInt8) {
            self.init(mode: mode_t(type) << 12)
        }

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .folder
            case S_IFREG: self = .file
            case S_IFLNK: self = .link
            case S_IFIFO, S_IFSOCK, S_IFCHR, S_IFBLK: self = .special(RegularFile.kind(of: mode))
            default: self = .unknown
            }
        }
    }
}
