import Dispatch
import Synchronization

/// What the executable lets the build do with memory it has freed, without the modules knowing
/// which allocator serves the process (the executable links jemalloc; tests run on glibc's).
///
/// An allocator keeps freed pages for reuse. That costs nothing while a build keeps allocating
/// the same sizes, but the pages stay counted against the process: a 1,000-brand build held
/// about 40 MB live at its peak while its resident memory reached 140 MB.
public enum FreedMemory {
    /// Sets how freed memory is given back: `now` returns what is kept at this moment;
    /// `atOnceFromNowOn` makes every later free return its pages. Without handlers (tests, other
    /// executables) the calls below do nothing.
    public static func setHandlers(now: @escaping @Sendable () -> Void, atOnceFromNowOn: @escaping @Sendable () -> Void) {
        handlers.withLock { $0 = Handlers(now: now, atOnceFromNowOn: atOnceFromNowOn, switched: false) }
    }

    /// Gives back what the allocator keeps now, on another thread while the caller goes on:
    /// the build calls it between steps, when what one step freed is not the next step's to
    /// reuse, and unmapping the pages (every core interrupted) kept a core idle for 10 ms of a
    /// 200-brand build when the caller waited for it.
    public static func giveBack() {
        guard let now = handlers.withLock({ $0 })?.now else { return }
        DispatchQueue.global().async { now() }
    }

    /// From now on, every free gives its pages back at once (once a guide past any real one is
    /// read: its buffers come and go in megabytes). Only the first call does anything.
    public static func giveBackAtOnceFromNowOn() {
        let handler = handlers.withLock { handlers -> (@Sendable () -> Void)? in
            guard let current = handlers, !current.switched else { return nil }
            handlers?.switched = true
            return current.atOnceFromNowOn
        }
        handler?()
    }

    private struct Handlers: Sendable {
        var now: @Sendable () -> Void
        var atOnceFromNowOn: @Sendable () -> Void
        var switched: Bool
    }

    private static let handlers = Mutex<Handlers?>(nil)
}
