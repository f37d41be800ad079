import Foundation

extension FolderBoundary {
    /// Writes `bytes` to a new file at `relativePath` beneath the folder, creating the folders on
    /// the way (`mkdirat`), each opened from the one before it without following a link. A link
    /// (or a file) where a folder or the new file goes is `inTheWay`: nothing is ever written
    /// through a link, or over a file already there (`O_CREAT | O_EXCL`).
    public func create(_ relativePath: String, bytes: some Collection<UInt8>) throws(FileFailure) {
        let components = Self.components(relativePath)
        guard let name = components.last, !components.contains(where: { $0 == "." || $0 == ".." }) else {
            throw .unwritable(path: relativePath, reason: "not a path beneath the folder")
        }
        var folders: [Int32] = []
        defer { for folder in folders { close(folder) } }
        for (index, folder) in components.dropLast().enumerated() {
            let parent = folders.last ?? descriptor
            let shown = components[...index].joined(separator: "/")
            if mkdirat(parent, String(folder), 0o755) != 0, errno != EEXIST { throw .unwritable(path: shown, reason: Self.reason(errno)) }
            let opened = openat(parent, String(folder), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard opened >= 0 else { throw Self.failure(errno, at: String(folder), in: parent, shown: shown) }
            folders.append(opened)
        }
        let parent = folders.last ?? descriptor
        let file = openat(parent, String(name), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw Self.failure(errno, at: String(name), in: parent, shown: relativePath) }
        defer { close(file) }
        let data = Array(bytes)
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { Foundation.write(file, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw .unwritable(path: relativePath, reason: Self.reason(errno)) }
            offset += written
        }
    }

    /// Why `name` in `folder` could not be opened or created: what stands in the way, when
    /// something does.
    private static func failure(_ error: Int32, at name: String, in folder: Int32, shown: String) -> FileFailure {
        var info = stat()
        if error == EEXIST || error == ELOOP || error == ENOTDIR, fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            return .inTheWay(path: shown, kind: info.st_mode & S_IFMT == S_IFREG ? "a file" : RegularFile.kind(of: info.st_mode))
        }
        return .unwritable(path: shown, reason: reason(error))
    }

    private static func reason(_ error: Int32) -> String { String(cString: strerror(error)) }
}

extension FolderBoundary {
    /// The names in the folder (`.` and `..` left out), read through its descriptor: what is
    /// listed is the folder that later writes go beneath.
    public func names() -> [String] {
        // A descriptor of its own: one `dup`ed would share the boundary's position in the folder.
        let listing = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0 else { return [] }
        guard let folder = fdopendir(listing) else {
            close(listing)
            return []
        }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
