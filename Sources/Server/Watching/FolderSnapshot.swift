import Foundation
import Glibc

/// Every entry under some folders with what identifies its content, for the polling watcher
/// and for finding what appeared in a folder inotify saw created.
struct FolderSnapshot: Sendable, Equatable {
    /// What changes when a file is rewritten or replaced.
    struct Stamp: Sendable, Equatable {
        var inode: UInt64
        var size: Int
        var modifiedSeconds: Int
        var modifiedNanoseconds: Int
    }

    var entries: [String: Stamp] = [:]

    /// Walks `folders` recursively without following symbolic links (a link to a parent would
    /// never end), skipping names `isIgnored` rejects.
    init(folders: [String], isIgnored: (String) -> Bool) {
        for folder in folders { walk(folder, isIgnored: isIgnored) }
    }

    /// Paths added, removed or changed between `self` and `later`.
    func changes(to later: FolderSnapshot) -> Set<String> {
        var changed = Set<String>()
        for (path, stamp) in later.entries where entries[path] != stamp { changed.insert(path) }
        for path in entries.keys where later.entries[path] == nil { changed.insert(path) }
        return changed
    }

    /// The folders at and below `folder`, found by `lstat`.
    static func subfolders(of folder: String, isIgnored: (String) -> Bool) -> [String] {
        var found = [folder]
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return found }
        for name in names.sorted() where !isIgnored(name) {
            let path = folder + "/" + name
            if kind(of: path).isDirectory { found += subfolders(of: path, isIgnored: isIgnored) }
        }
        return found
    }

    private mutating func walk(_ folder: String, isIgnored: (String) -> Bool) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !isIgnored(name) {
            let path = folder + "/" + name
            let (isDirectory, stamp) = Self.kind(of: path)
            if let stamp { entries[path] = stamp }
            if isDirectory { walk(path, isIgnored: isIgnored) }
        }
    }

    private static func kind(of path: String) -> (isDirectory: Bool, stamp: Stamp?) {
        var raw = stat()
        guard lstat(path, &raw) == 0 else { return (false, nil) }
        let stamp = Stamp(inode: UInt64(raw.st_ino), size: Int(raw.st_size), modifiedSeconds: Int(raw.st_mtim.tv_sec), modifiedNanoseconds: Int(raw.st_mtim.tv_nsec))
        let isDirectory = raw.st_mode & S_IFMT == S_IFDIR
        // Folders are walked, not stamped: their mtime moves whenever an editor saves a file.
        return (isDirectory, isDirectory ? nil : stamp)
    }
}
