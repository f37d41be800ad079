import Foundation
import Synchronization

/// Watches a few single files (a project's settings file) by looking at them every `interval`:
/// a change of size or modification time, or the file appearing or going, is reported.
///
/// `DirectoryWatcher` watches folders, recursively; a file at a project's root would mean
/// watching the root and the output beneath it. A file or two looked at twice a second costs
/// nothing and works on every file system.
public final class FilePoller: Sendable {
    /// Each element is the set of files that changed since the last look. Ends after `stop()`.
    public let changes: AsyncStream<Set<URL>>
    /// The files watched, as given.
    public let files: [URL]

    private let continuation: AsyncStream<Set<URL>>.Continuation
    private let interval: Duration
    private let task = Mutex<Task<Void, Never>?>(nil)

    public init(files: [URL], interval: Duration = .milliseconds(500)) {
        self.files = files
        self.interval = interval
        (changes, continuation) = AsyncStream.makeStream(of: Set<URL>.self)
    }

    deinit { stop() }

    /// Starts looking; a change made after this returns is reported. Calling it again does nothing.
    public func start() {
        task.withLock { task in
            guard task == nil else { return }
            let (files, interval, continuation) = (files, interval, continuation)
            var last = files.map(Self.state)
            task = Task.detached {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    guard !Task.isCancelled else { break }
                    let now = files.map(Self.state)
                    let changed = Set(zip(files, zip(last, now)).filter { $0.1.0 != $0.1.1 }.map(\.0))
                    last = now
                    if !changed.isEmpty { continuation.yield(changed) }
                }
                continuation.finish()
            }
        }
    }

    /// Stops looking and ends `changes`.
    public func stop() {
        let running = task.withLock { task in
            defer { task = nil }
            return task
        }
        if let running { running.cancel() } else { continuation.finish() }
    }

    /// What is compared: whether the file is there, its size and its modification time.
    struct State: Equatable {
        var size: Int
        var modified: Date
    }

    static func state(of file: URL) -> State? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path) else { return nil }
        return State(size: (attributes[.size] as? NSNumber)?.intValue ?? 0, modified: attributes[.modificationDate] as? Date ?? .distantPast)
    }
}
