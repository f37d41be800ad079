import Foundation

/// What `stat(2)` says of a guide's files, without reading them: device, inode, size, and the
/// modification and change times to the nanosecond. A build whose manifest holds the same stamp
/// for a guide takes the hash it recorded instead of reading and hashing the files again, as
/// git's index and make do: a rebuild after one edit read and hashed every guide, its
/// companion and README, most of its reading step.
///
/// The change time cannot be set by tools that preserve times (`cp -p`, `touch -d`, archives),
/// and any write moves it. A stamp is taken only of files that have not changed for
/// `settling` before the build began ("racily clean" in git's words): a file written in the
/// same clock tick as it was read could keep its stamp while its bytes differ, so a file that
/// recent is read and hashed, and stamped by a later build.
enum FileStamp {
    /// How long a file must have been left alone, before the build began, to be stamped.
    static let settling: Int = 2

    /// The stamp of a guide's files and the guide's size, or nil when one of them changed too
    /// recently to trust one (or cannot be stat'ed: reading it then reports why). `cutoff` is
    /// the build's start, in seconds since 1970, less `settling`.
    static func of(_ source: GuideSource, notAfter cutoff: Int) -> (stamp: String, guideSize: Int)? {
        var parts: [String] = []
        var guideSize = 0
        for (role, url) in [("guide", Optional(source.url)), ("companion", source.companion), ("readme", source.readme)] {
            guard let url else { continue }
            var info = stat()
            guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  info.st_mtim.tv_sec < cutoff, info.st_ctim.tv_sec < cutoff else { return nil }
            if role == "guide" { guideSize = Int(info.st_size) }
            parts += [role, url.lastPathComponent, "\(info.st_dev) \(info.st_ino) \(info.st_size)",
                      "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"]
        }
        // Hashed: the manifest keeps 16 hex digits a guide rather than some 250 bytes.
        return (ContentHash.of(parts), guideSize)
    }

    /// Now, in whole seconds since 1970, less `settling`: files changed since are not stamped.
    static func cutoff(settling: Int = settling) -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now.tv_sec - settling
    }
}
