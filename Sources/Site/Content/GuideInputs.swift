import Foundation
import Guide

/// A guide's files as bytes, read once, with the hash that tells whether they changed.
struct GuideInputs: Sendable {
    let source: GuideSource
    let guide: Data
    let companion: Data?
    let readme: Data?
    /// Why the guide could not be read (too large, say), in which case `guide` is empty.
    let failure: GuideFile.Failure?
    /// Changes whenever any of the files, or where they live, changes.
    let hash: String

    init(_ source: GuideSource) {
        self.source = source
        do throws(GuideFile.Failure) { (guide, failure) = (try source.file.read(), nil) } catch { (guide, failure) = (Data(), error) }
        // Under the guide's limits too (size, and shapes the parser is quadratic on); one past
        // them, or not a regular file when opened, is left out as if it were not there.
        companion = source.companion.flatMap { try? source.file(beside: $0).read() }
        readme = source.readme.flatMap { try? source.file(beside: $0).read() }
        var hash = ContentHash()
        hash.combine(source.relativePath)
        hash.combine(source.companion?.lastPathComponent ?? "")
        hash.combine(source.readme?.lastPathComponent ?? "")
        hash.combine(guide)
        hash.combine(companion ?? Data())
        hash.combine(readme ?? Data())
        self.hash = hash.value
    }
}

extension GuideInputs {
    /// What a build remembers of a guide's files between reading them: not their bytes, which
    /// at a thousand guides would hold tens of megabytes for the whole build. They are read
    /// again (from the page cache) when the guide is parsed or rendered.
    struct Fingerprint: Sendable {
        let source: GuideSource
        let hash: String
        /// The guide's size in bytes.
        let size: Int
        /// Why the guide could not be read; the build goes on without it.
        let failure: GuideFile.Failure?
        /// The files' `FileStamp`, empty when they changed too recently to be stamped.
        var stamp = ""
    }

    var fingerprint: Fingerprint { Fingerprint(source: source, hash: hash, size: guide.count, failure: failure) }

    /// The fingerprint of `source`: the one `previous` recorded when the files' stamp is the
    /// same (nothing is read), else read and hashed afresh.
    static func fingerprint(of source: GuideSource, previous: BrandDigest?, cutoff: Int) -> Fingerprint {
        let stamp = FileStamp.of(source, notAfter: cutoff)
        // An unstamped record ("") never equals a stamp, which is a hash.
        if let stamp, let previous, previous.stamp == stamp.stamp {
            return Fingerprint(source: source, hash: previous.input, size: stamp.guideSize, failure: nil, stamp: stamp.stamp)
        }
        var fingerprint = GuideInputs(source).fingerprint
        fingerprint.stamp = stamp?.stamp ?? ""
        return fingerprint
    }
}
