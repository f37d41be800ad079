import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` of every element, computed on all cores, in the elements' order. For work
    /// inside a step that is not `async` (serializing the manifest's brands, parsing them back,
    /// the site-wide pages); `SiteBuilder.parallelMap` is the async one.
    public func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0 }.map { $0! }
    }
}
