import CJemalloc

/// Settings of jemalloc that sitegen changes while it runs.
enum JemallocTuning {
    /// Gives back, now, the pages every arena keeps for reuse (`arena.<all>.purge`).
    @Sendable static func purge() {
        _ = mallctl("arena.\(MALLCTL_ARENAS_ALL).purge", nil, nil, nil, 0)
    }

    /// From now on, pages freed are given back to the system at once instead of after jemalloc's
    /// usual ten seconds. For a build holding a guide of megabytes, the pages kept for reuse were
    /// more than half the peak (a 1 MB paragraph: 90 MB over the baseline, 66 MB with this); on
    /// ordinary guides giving them back costs about a tenth more CPU, so it is only turned on
    /// when a large guide is read (`GuideFile.largeFileSize`).
    @Sendable static func returnFreedMemoryAtOnce() {
        for setting in ["dirty_decay_ms", "muzzy_decay_ms"] {
            // The default for arenas made later, then each arena that exists.
            write(0, to: "arenas.\(setting)")
            var count: UInt32 = 0
            var size = MemoryLayout<UInt32>.size
            guard mallctl("arenas.narenas", &count, &size, nil, 0) == 0 else { continue }
            for arena in 0..<count { write(0, to: "arena.\(arena).\(setting)") }
        }
    }

    private static func write(_ value: Int, to name: String) {
        var value = value
        _ = mallctl(name, nil, nil, &value, MemoryLayout<Int>.size)
    }
}
