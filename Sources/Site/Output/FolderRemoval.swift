import Foundation

/// Removes a folder sitegen made (an old output, a staging folder) and everything in it,
/// without ever following a symbolic link: a link is removed, never what it points to, so
/// nothing outside the folder is touched. Works through directory descriptors (`openat`,
/// `unlinkat`), which also spares a path lookup per file.
enum FolderRemoval {
    /// Sitegen's own trees are a few levels deep; past this, what is left stays.
    static let depthLimit = 128

    /// Removes `path`, a file, link or folder; what cannot be removed is left in place.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        empty(descriptor, depth: 0)
        rmdir(path)
    }

    /// Removes everything under the folder `path` but the files `paths` and the folders
    /// `folders` (paths relative to it; `folders` holds every folder on the way to a kept
    /// file). Links are removed, never followed.
    static func removeAll(in path: String, except paths: Set<String>, folders: Set<String>) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        prune(descriptor, prefix: "", keeping: paths, folders: folders, depth: 0)
    }

    private static func prune(_ descriptor: Int32, prefix: String, keeping paths: Set<String>, folders: Set<String>, depth: Int) {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        var subfolders: [String] = []
        while let entry = readdir(directory) {
            let name = entryName(entry)
            guard name != ".", name != ".." else { continue }
            let relative = prefix + name
            if entry.pointee.d_type == UInt8(DT_DIR) {
                subfolders.append(name)
            } else if !paths.contains(relative), unlinkat(descriptor, name, 0) != 0, errno == EISDIR {
                subfolders.append(name)
            }
        }
        for name in subfolders where depth < depthLimit {
            let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else { continue }
            if folders.contains(prefix + name) {
                prune(child, prefix: prefix + name + "/", keeping: paths, folders: folders, depth: depth + 1)
            } else {
                empty(child, depth: depth + 1)
                unlinkat(descriptor, name, AT_REMOVEDIR)
            }
        }
    }

    private static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
    }

    /// Removes everything in the open folder `descriptor`, and closes it.
    private static func empty(_ descriptor: Int32, depth: Int) {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        var folders: [String] = []
        while let entry = readdir(directory) {
            let name = entryName(entry)
            guard name != ".", name != ".." else { continue }
            // d_type says whether it is a folder; where the file system leaves it unknown,
            // unlinkat fails on a folder with EISDIR and the folder is emptied below.
            if entry.pointee.d_type == UInt8(DT_DIR) || (unlinkat(descriptor, name, 0) != 0 && errno == EISDIR) {
                folders.append(name)
            }
        }
        // One thread: removing on all cores (concurrentPerform) made the swap of a 200-brand
        // rebuild several times slower on a loaded machine, where the syscalls themselves
        // take a tenth of it.
        for name in folders where depth < depthLimit {
            let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else { continue }
            empty(child, depth: depth + 1)
            unlinkat(descriptor, name, AT_REMOVEDIR)
        }
    }
}
