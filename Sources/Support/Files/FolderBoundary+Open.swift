import Foundation

extension FolderBoundary {
    /// Links followed on the way to one file before the walk gives up, as the kernel's own walk
    /// does (its limit is 40).
    static let linkLimit = 40

    /// A descriptor of the file at `relativePath` beneath the folder, which the caller closes:
    /// opened with `flags` and `O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC`, each folder on
    /// the way opened from the one before it without following a link. A link met on the way
    /// (the open says `ELOOP` for the last component, `ENOTDIR` before it: only then is it read,
    /// so a walk without links costs one `openat` a component) is read and its target walked
    /// from the link's own folder, and refused when that leaves the folder.
    func openBeneath(_ relativePath: String, flags: Int32 = O_RDONLY) throws(FileFailure) -> Int32 {
        var pending = Self.components(relativePath).reversed() as [Substring]
        var walk = Walk(root: descriptor)
        defer { walk.close() }
        var links = 0
        while let name = pending.popLast() {
            if name == "." { continue }
            if name == ".." {
                guard walk.leave() else { throw .outside(link: walk.lastLink?.path ?? relativePath, target: walk.lastLink?.target ?? relativePath, folder: self.name) }
                continue
            }
            let isLast = pending.isEmpty
            let opened = String(name).withCString { name in
                openat(walk.current, name, isLast ? flags | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC : O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            if opened >= 0 {
                if isLast { return opened }
                walk.enter(opened, named: name)
                continue
            }
            let error = errno
            guard error == ELOOP || error == ENOTDIR, let target = Self.linkTarget(in: walk.current, String(name)) else { throw .unreadable }
            links += 1
            guard links <= Self.linkLimit else { throw .unreadable }
            let link = walk.path(adding: name)
            walk.lastLink = (link, target)
            var rest = Substring(target)
            if target.hasPrefix("/") {
                guard let inside = beneath(target) else { throw .outside(link: link, target: target, folder: self.name) }
                walk.leaveAll()
                rest = inside
            }
            pending += Self.components(rest).reversed()
        }
        // The path named a folder ("", ".", "a/.."), never a file.
        throw .notRegularFile(kind: "a folder")
    }

    /// The components of a relative path, empty ones (`a//b`, a trailing `/`) left out.
    static func components<S: StringProtocol>(_ path: S) -> [Substring] where S.SubSequence == Substring {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// The text of the link `name` in the folder open at `folder` (`AT_FDCWD`: `name` is a
    /// path), or nil when it is not a link.
    public static func linkTarget(in folder: Int32, _ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(folder, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Where a walk stands: the folders it opened beneath the root, innermost last.
    private struct Walk {
        let root: Int32
        var folders: [Int32] = []
        var names: [Substring] = []
        /// The last link followed and its target, for a message when `..` then climbs out.
        var lastLink: (path: String, target: String)?

        init(root: Int32) { self.root = root }

        var current: Int32 { folders.last ?? root }

        mutating func enter(_ folder: Int32, named name: Substring) {
            folders.append(folder)
            names.append(name)
        }

        /// Climbs to the parent; false at the root, above which nothing is opened.
        mutating func leave() -> Bool {
            guard let folder = folders.popLast() else { return false }
            Foundation.close(folder)
            names.removeLast()
            return true
        }

        mutating func leaveAll() { while leave() {} }

        func path(adding name: Substring) -> String { (names + [name]).joined(separator: "/") }

        func close() { for folder in folders { Foundation.close(folder) } }
    }
}
