import Foundation
import Guide
import Support

extension BuildRun {
    /// Step 2, fingerprint: hashes every guide's files and loads the last build's manifest,
    /// which counts only when it was made with this theme, address and lint. A guide that
    /// cannot be read (over `GuideFile.sizeLimit`, say) is an error, and the build goes on
    /// without it.
    mutating func fingerprint() async {
        progress("Reading \(sources.count) guide\(sources.count == 1 ? "" : "s")")
        let (theme, address, lint) = (theme.hash, address.absolute(""), configuration.lint.identity)
        previous = BuildManifest.load(from: output.target, generator: BuildManifest.generatorIdentity)
            .flatMap { $0.theme == theme && $0.address == address && $0.lint == lint ? $0 : nil }
        previousByPath = Dictionary((previous?.brands ?? []).map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        // A guide whose files stat as they did last time keeps the hash recorded then (FileStamp).
        let (recorded, cutoff) = (previousByPath, FileStamp.cutoff(settling: configuration.fileStampSettling))
        let all = await SiteBuilder.parallelMap(sources) { GuideInputs.fingerprint(of: $0, previous: recorded[$0.relativePath], cutoff: cutoff) }
        for refused in all where refused.failure != nil {
            diagnostics.append(refused.failure!.diagnostic(source: configuration.display(refused.source.url)))
        }
        fingerprints = all.filter { $0.failure == nil }
        if Self.givesFreedMemoryBackAtOnce(guideSizes: fingerprints.map(\.size)) { FreedMemory.giveBackAtOnceFromNowOn() }
    }

    /// Whether the build should give freed memory back at once: when one guide is large (32 KB,
    /// past every real one) and an eighth of all the guides' bytes or more. A site of one
    /// large guide then peaks at what it holds, not also at the pages an allocator keeps for
    /// reuse (a 39 KB guide of nested braces: 2.8 MB over the baseline, 0.8 MB this way).
    /// Giving back at once costs a system call per freed page, a tenth of a 200-brand build,
    /// so a site of many guides keeps its pages; a file past `GuideFile.largeFileSize`
    /// switches whatever the site.
    static func givesFreedMemoryBackAtOnce(guideSizes: [Int]) -> Bool {
        guard let largest = guideSizes.max(), largest >= largeGuideSize else { return false }
        return largest * 8 >= guideSizes.reduce(0, +)
    }

    /// A guide this large is past every real one (the largest is 25 KB).
    static let largeGuideSize = 32 * 1024

    /// Step 3, read: reads the guides whose files changed since the last build and digests
    /// them; every other guide keeps its digest from the manifest. Readings (the guide's model;
    /// companions are parsed only when rendered) stay in memory for rendering up to a budget.
    /// Past it, large sites read the rest in outline only (no view trees, the costly part) for
    /// the plan's part of their digests, and in full when their pages are rendered, which
    /// completes their digests.
    mutating func read() async {
        let changed = fingerprints.filter { previousByPath[$0.source.relativePath]?.input != $0.hash }
        var budget = configuration.guideBytesKeptInMemory
        let keeps = changed.map { input in
            budget -= input.size
            return budget >= 0
        }
        let (reader, address, lint) = (reader, address, configuration.lint)
        let contentRoot = configuration.contentDirectory.standardizedFileURL.path
        let fresh = await SiteBuilder.parallelMap(Array(zip(changed, keeps)), costs: changed.map(\.size)) { fingerprint, keep -> (String, BrandDigest?, PublishedBrand?, Guide.ColorReading?, GuideFile.Failure?) in
            let input = GuideInputs(fingerprint.source)
            // Swapped since it was fingerprinted (for a FIFO, a link leading out): left out now.
            if let failure = input.failure { return (input.source.relativePath, nil, nil, nil, failure) }
            guard keep else {
                let outline = reader.publish(input, parsingCompanion: false, scope: .outline)
                let digest = BrandDigest(outlineOf: outline, input: input.hash, contentRoot: contentRoot)
                return (input.source.relativePath, digest, nil, outline.guide.colorReading, nil)
            }
            let brand = reader.publish(input, parsingCompanion: false)
            let digest = BrandDigest(brand, input: input.hash, address: address, contentRoot: contentRoot, lint: lint)
            return (input.source.relativePath, digest, brand, nil, nil)
        }
        let refused = Dictionary(uniqueKeysWithValues: fresh.compactMap { item in item.4.map { (item.0, $0) } })
        for fingerprint in fingerprints {
            guard let failure = refused[fingerprint.source.relativePath] else { continue }
            diagnostics.append(failure.diagnostic(source: configuration.display(fingerprint.source.url)))
        }
        fingerprints.removeAll { refused[$0.source.relativePath] != nil }
        outlined = Dictionary(uniqueKeysWithValues: fresh.compactMap { item in item.3.map { (item.0, $0) } })
        let freshDigests = Dictionary(uniqueKeysWithValues: fresh.compactMap { item in item.1.map { (item.0, $0) } })
        kept = Dictionary(uniqueKeysWithValues: fresh.compactMap { item in item.2.map { (item.0, $0) } })
        // A digest kept from the manifest takes the files' stamp of now (a file touched but not
        // changed is stamped anew, so the next build need not read it again).
        digests = fingerprints.map { fingerprint in
            var digest = freshDigests[fingerprint.source.relativePath] ?? previousByPath[fingerprint.source.relativePath]!
            digest.stamp = fingerprint.stamp
            return digest
        }
    }
}
