import Glibc

/// Small wrappers over the socket calls the loops repeat, so errno handling reads the same
/// everywhere.
enum SystemCalls {
    /// Nanoseconds on the monotonic clock: deadlines must not jump with the wall clock.
    static func monotonicNow() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// Makes `descriptor` non-blocking and close-on-exec. (`accept4` and `pipe2`, which do this
    /// in one call, are not in the toolchain's Glibc module.)
    @discardableResult
    static func prepare(_ descriptor: Int32) -> Bool {
        let flags = fcntl(descriptor, F_GETFL)
        return flags >= 0 && fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 && fcntl(descriptor, F_SETFD, FD_CLOEXEC) == 0
    }

    /// Sends small writes at once: responses are written whole, so Nagle only adds delay.
    static func disableNagle(_ descriptor: Int32) {
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// The `strerror` text for `code`.
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Whether `code` means "try again when poll says so".
    static func wouldBlock(_ code: Int32) -> Bool {
        code == EAGAIN || code == EWOULDBLOCK || code == EINTR
    }
}
