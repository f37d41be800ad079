import Foundation
import Glibc
import Synchronization

/// Watches folders recursively and reports which paths changed, a burst of changes at a time.
///
/// Uses Linux inotify, adding folders as they are created; falls back to scanning modification
/// times where inotify is unavailable. Knows nothing about what the files are.
///
/// ```swift
/// let watcher = DirectoryWatcher(folders: [content, templates])
/// watcher.start()
/// for await changed in watcher.changes { … }
/// ```
public final class DirectoryWatcher: Sendable {
    /// How changes are noticed.
    public enum Method: Sendable, Equatable {
        /// inotify, or polling every second if inotify cannot be had.
        case automatic
        /// Scans the folders every `interval`.
        case polling(interval: Duration)
    }

    /// Each element is the set of paths that changed (created, written, removed or moved) in one
    /// burst: delivered once no new change came for the debounce interval. After lost events
    /// (an inotify overflow) a set holds the watched folders themselves. Ends after `stop()`.
    public let changes: AsyncStream<Set<URL>>

    /// The folders watched, as given.
    public let folders: [URL]

    private let continuation: AsyncStream<Set<URL>>.Continuation
    private let debounce: Duration
    private let method: Method
    private let isIgnored: @Sendable (String) -> Bool
    /// The write end of the pipe that wakes the watching thread to stop, while running.
    private let stopSignal = Mutex<Int32?>(nil)

    /// Creates a watcher; nothing is watched until `start()`.
    ///
    /// - Parameters:
    ///   - debounce: how long to wait after a change for more before reporting the burst.
    ///   - isIgnored: names (not paths) to pay no attention to; by default the dotfiles, backups
    ///     and swap files editors write next to the file being edited.
    public init(
        folders: [URL],
        debounce: Duration = .milliseconds(100),
        method: Method = .automatic,
        isIgnored: @escaping @Sendable (String) -> Bool = DirectoryWatcher.isEditorLitter
    ) {
        self.folders = folders
        self.debounce = debounce
        self.method = method
        self.isIgnored = isIgnored
        (changes, continuation) = AsyncStream.makeStream(of: Set<URL>.self)
    }

    deinit { stop() }

    /// Names editors write beside a file they save: `.name.swp`, `name~`, `#name#`, vim's `4913`.
    @Sendable public static func isEditorLitter(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx")
            || (name.hasPrefix("#") && name.hasSuffix("#")) || name == "4913"
    }

    /// Starts watching. Every change made after this returns is reported. Returns whether inotify
    /// is in use (false: polling). Calling it again does nothing.
    @discardableResult
    public func start() -> Bool {
        stopSignal.withLock { signal -> Bool in
            guard signal == nil else { return false }
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { return false }
            ends.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
            signal = ends[1]
            let roots = folders.map { $0.standardizedFileURL.path }
            let context = WatchContext(stopReadEnd: ends[0], debounce: debounce.nanoseconds, continuation: continuation, isIgnored: isIgnored)
            let inotify: InotifyWatchSet? = method == .automatic ? InotifyWatchSet(roots: roots, isIgnored: isIgnored) : nil
            // The first snapshot is taken here, not on the thread, so the promise above holds.
            let snapshot = inotify == nil ? FolderSnapshot(folders: roots, isIgnored: isIgnored) : nil
            let interval: UInt64 = if case .polling(let every) = method { every.nanoseconds } else { 1_000_000_000 }
            let thread = Thread {
                if let inotify {
                    context.watch(inotify)
                } else if let snapshot {
                    context.poll(roots: roots, from: snapshot, every: interval)
                }
            }
            thread.name = "sitegen-watch"
            thread.start()
            return inotify != nil
        }
    }

    /// Stops watching and ends `changes`.
    public func stop() {
        stopSignal.withLock { signal in
            guard let writeEnd = signal else { return }
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
            close(writeEnd)
            signal = nil
        }
    }
}
