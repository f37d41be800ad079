import Glibc

/// An inotify instance watching a tree of folders: one watch per folder, since inotify is not
/// recursive, with folders created later added as they appear.
struct InotifyWatchSet: Sendable {
    let descriptor: Int32
    /// The folder each watch descriptor stands for.
    private(set) var folders: [Int32: String] = [:]
    let roots: [String]
    let isIgnored: @Sendable (String) -> Bool

    static let mask: UInt32 = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_ONLYDIR)

    /// Watches `roots` and every folder below them; nil if inotify is unavailable (the caller
    /// falls back to polling).
    init?(roots: [String], isIgnored: @escaping @Sendable (String) -> Bool) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.roots = roots
        self.isIgnored = isIgnored
        for root in roots { _ = addTree(root) }
    }

    /// Watches `folder` and its subfolders; returns the files already in them, which changed
    /// before any watch could see them.
    mutating func addTree(_ folder: String) -> Set<String> {
        var existing = Set<String>()
        for subfolder in FolderSnapshot.subfolders(of: folder, isIgnored: isIgnored) {
            let watch = inotify_add_watch(descriptor, subfolder, Self.mask)
            if watch >= 0 { folders[watch] = subfolder }
        }
        if !roots.contains(folder) {
            existing.formUnion(FolderSnapshot(folders: [folder], isIgnored: isIgnored).entries.keys)
        }
        return existing
    }

    /// Reads every queued event and returns the paths they name.
    mutating func readChanges(into buffer: inout [UInt8]) -> Set<String> {
        var changed = Set<String>()
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return changed }
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameBytes = buffer[(offset + headerSize)..<(offset + headerSize + Int(event.len))]
                // The name is NUL-padded to an alignment boundary.
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += headerSize + Int(event.len)
                handle(event, name: name, changed: &changed)
            }
        }
    }

    private mutating func handle(_ event: inotify_event, name: String, changed: inout Set<String>) {
        let mask = event.mask
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: all that can be said is that something under each root changed.
            changed.formUnion(roots)
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders.removeValue(forKey: event.wd)
            return
        }
        guard let folder = folders[event.wd], name.isEmpty || !isIgnored(name) else { return }
        let path = name.isEmpty ? folder : folder + "/" + name
        let isFolder = mask & UInt32(IN_ISDIR) != 0
        if isFolder && mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            changed.formUnion(addTree(path))
        }
        if isFolder && mask & UInt32(IN_MOVED_FROM) != 0 {
            // A watch follows its folder's inode, so one moved away would report stale paths.
            for (watch, watched) in folders where watched == path || watched.hasPrefix(path + "/") {
                inotify_rm_watch(descriptor, watch)
                folders.removeValue(forKey: watch)
            }
        }
        // The folder a file changed in, when reported on itself, is noise.
        if !(name.isEmpty && mask & UInt32(IN_DELETE_SELF) == 0) { changed.insert(path) }
    }
}
