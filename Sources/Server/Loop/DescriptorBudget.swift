import Glibc

/// How many connections the process's open-file limit leaves room for. The configured cap
/// assumes descriptors to spare; under `ulimit -n 256` there are not 1,024, and every
/// connection past the real room is an `accept` failing with EMFILE while the client waits.
enum DescriptorBudget {
    /// Descriptors kept back from connections for everything else the process opens: stdio
    /// (3), the listener (1), two pipe ends per event loop (at most 8), the watcher's inotify
    /// instance and Dispatch's own few, a rebuild's files (a handful per core at a time), and
    /// the files being served, one per response held open by a reader slower than the file
    /// (a file under 1 MB is read whole and closed at once). 64 covers these with room over;
    /// should they need more, `accept` failing with EMFILE closes connections to make room.
    static let reserve = 64

    /// The process's soft RLIMIT_NOFILE, or nil when it is unlimited or cannot be read.
    static func processLimit() -> Int? {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// The connection cap: `configured`, or `descriptorLimit` less the reserve when that is
    /// smaller, and never below one (a limit that small still serves, a connection at a time).
    static func connections(configured: Int, descriptorLimit: Int?) -> Int {
        guard let descriptorLimit else { return max(1, configured) }
        return max(1, min(configured, descriptorLimit - reserve))
    }
}
