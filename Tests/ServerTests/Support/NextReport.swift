import Foundation

/// The next element of `stream`, or nil when none comes within 30 seconds. The bound only ends
/// a failing test, and must outlast a cooperative pool kept busy by the suites running beside
/// it (2 seconds was not enough under a concurrent build).
func nextReport<Element: Sendable>(from stream: AsyncStream<Element>) async -> Element? {
    await withTaskGroup(of: Element?.self) { group in
        group.addTask {
            var iterator = stream.makeAsyncIterator()
            return await iterator.next()
        }
        group.addTask {
            try? await Task.sleep(for: .seconds(30))
            return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first
    }
}
