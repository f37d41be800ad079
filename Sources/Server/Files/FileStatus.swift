import Glibc

/// The parts of `stat(2)` the server uses: kind, size, identity and modification time.
struct FileStatus: Sendable, Equatable {
    enum Kind: Sendable, Equatable { case regular, directory, other }

    var kind: Kind
    var size: Int
    var inode: UInt64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    init(_ raw: stat) {
        switch raw.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        default: kind = .other
        }
        size = Int(raw.st_size)
        inode = UInt64(raw.st_ino)
        modifiedSeconds = Int(raw.st_mtim.tv_sec)
        modifiedNanoseconds = Int(raw.st_mtim.tv_nsec)
    }

    /// The status of the file at `path`, following symbolic links; nil if there is none.
    init?(path: String) {
        var raw = stat()
        guard stat(path, &raw) == 0 else { return nil }
        self.init(raw)
    }

    /// The status of an open file.
    init?(descriptor: Int32) {
        var raw = stat()
        guard fstat(descriptor, &raw) == 0 else { return nil }
        self.init(raw)
    }

    /// A validator that changes whenever the file is replaced or rewritten: inode, size and
    /// nanosecond mtime, so an atomic rename by the site builder gives a new tag.
    var entityTag: String {
        "\"\(String(inode, radix: 16))-\(String(size, radix: 16))-\(String(modifiedSeconds, radix: 16)).\(String(modifiedNanoseconds, radix: 16))\""
    }
}
