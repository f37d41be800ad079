import Foundation
import Support

/// Builds the site: reads every guide, renders every page through the theme, writes the
/// output aside and swaps it in. A build with errors leaves the previous output untouched.
///
/// Builds are incremental. The output's manifest remembers, for each brand, a digest of what
/// site-wide pages need and the key its pages were rendered for: a hash of its guide's files,
/// the theme, the site as a whole (brands, categories, base URL, links) and its nearest brands.
/// A brand whose key is unchanged keeps its files (hard-linked into the new output); only
/// changed guides are read again. Site-wide pages are always made from digests, in full builds
/// too, so an incremental build writes exactly what a full build would.
public struct SiteBuilder: Sendable {
    /// The version printed by `sitegen --version`.
    public static let version = "0.1.0"

    public let configuration: SiteConfiguration

    public init(configuration: SiteConfiguration) {
        self.configuration = configuration
    }

    /// Runs the build; `progress` hears one line per step. The steps are `BuildRun`'s, in
    /// order; each says what it reads and what it sets.
    public func build(progress: @escaping @Sendable (String) -> Void = { _ in }) async throws(BuildError) -> BuildReport {
        let start = ContinuousClock.now
        var run = try BuildRun.discover(configuration, progress: progress)
        configuration.afterDiscovery?()
        await run.fingerprint()
        await run.read()
        let plan = run.digest()
        let staging = try run.output.beginStaging()
        if let library = run.theme.library {
            // What reading and then rendering freed is given back as the next step starts, whose
            // allocations are of other sizes: the site-wide pages and the manifest came on top
            // of both and made a 1,000-brand build's peak (given back beside the next step,
            // which needs none of those pages).
            FreedMemory.giveBack()
            await run.renderBrands(plan, library: library, into: staging)
            FreedMemory.giveBack()
            run.renderSitePages(plan, library: library, into: staging)
            try run.write(plan, into: staging)
            try run.swap(staging)
        }
        return run.report(staging, duration: ContinuousClock.now - start)
    }

    /// Runs `transform` over `items` on all cores, keeping their order.
    /// With `costs` (one per item), the costliest items start first: the cores then finish
    /// together on small items, not one of them idle while the other ends on a large guide.
    static func parallelMap<T: Sendable, R: Sendable>(_ items: [T], costs: [Int]? = nil, _ transform: @escaping @Sendable (T) -> R) async -> [R] {
        await withTaskGroup(of: (Int, R).self) { group in
            var order = Array(items.indices)
            if let costs, costs.count == items.count { order.sort { (costs[$0], $1) > (costs[$1], $0) } }
            for index in order {
                let item = items[index]
                group.addTask { (index, transform(item)) }
            }
            var results: [(Int, R)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }
}
