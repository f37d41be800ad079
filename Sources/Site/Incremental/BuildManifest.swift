import Foundation
import Support

/// What the last successful build made, stored in the output folder's marker file: the theme
/// and site it was made with, and a digest per brand with the key its pages were rendered for.
///
/// Its fields are written and read through the table in `BuildManifest+JSON.swift`.
struct BuildManifest: Sendable {
    /// Version 5 added the lint's identity; 6, what rendering each brand reported; 7, the
    /// sharded search index.
    static let version = 7

    var version = BuildManifest.version
    /// Identifies the sitegen binary: a new binary may render differently, so it rebuilds all.
    var generator = ""
    /// The hash of the theme folder.
    var theme = ""
    /// The base URL the links were made for.
    var address = ""
    /// The `GuideLint.identity` the brands' diagnostics were made with.
    var lint = ""
    var brands: [BrandDigest] = []
    /// The key the site-wide pages (gallery, categories, symbols, compare, 404, search index)
    /// were rendered for, and their page paths.
    var sitePages = ""
    var sitePagePaths: [String] = []
    /// The static compare pages, by site path, with the key each was rendered for.
    var comparePages: [String: String] = [:]
    /// The search index's files (`SearchIndexFiles`), by output path, with the hash of each,
    /// and the key of what they were made from.
    var searchFiles: [String: String] = [:]
    var searchKey = ""

    /// The manifest of the output folder, if it has one this binary can use.
    static func load(from output: URL, generator: String) -> BuildManifest? {
        guard let text = RegularFile.text(atPath: output.appendingPathComponent(OutputFolder.markerName).path) else { return nil }
        // Another layout has no brand lines to keep: it is parsed whole.
        guard let manifest = stored(text[...], generator: generator) ?? BuildManifest(data: Data(text.utf8)) else { return nil }
        return manifest.version == version && manifest.generator == generator ? manifest : nil
    }

    /// A manifest in the layout `serialized()` writes (a first line ending in `"brands":[`, a
    /// line per brand, each but the last ending in a comma, then a line starting with `]`; JSON
    /// escapes every line break inside a string, so lines split only between values), read a
    /// brand line at a time on all cores once its frame (everything but the brands) names
    /// `generator`; nil for any other text. Parsing it whole, on one core, was the largest step
    /// of a rebuild.
    private static func stored(_ text: Substring, generator: String) -> BuildManifest? {
        let lines = self.lines(of: text)
        guard lines.count >= 3, lines[0].hasSuffix("\"brands\":["), lines[lines.count - 1].hasPrefix("]"),
              var manifest = BuildManifest(data: Data((lines[0] + lines[lines.count - 1]).utf8)),
              manifest.brands.isEmpty else { return nil }
        let brandLines = self.brandLines(lines)
        guard brandLines.count == lines.count - 2 else { return nil }
        // A manifest of another binary is thrown away: its brands need not be read.
        guard manifest.version == version, manifest.generator == generator else { return manifest }
        // Each line is parsed where it lies in the text, not copied into a Data first.
        let read = brandLines.concurrentMap { line in
            line.utf8.withContiguousStorageIfAvailable { try? JSONValue(parsing: $0) }?.flatMap(BrandDigest.init(json:))
                ?? (try? JSONValue(parsing: Data(line.utf8))).flatMap(BrandDigest.init(json:))
        }.compactMap { $0 }
        guard read.count == brandLines.count else { return nil }
        manifest.brands = read
        manifest.storedBrandLines = brandLines
        return manifest
    }

    /// Each brand's line as the manifest this one was read from stored it, in `brands` order;
    /// empty for a manifest made in memory or stored in another layout.
    var storedBrandLines: [Substring] = []

    /// The manifest as stored: the value of `json`, with each brand on a line of its own,
    /// written a brand at a time. The whole tree of a 1,000-brand manifest (14 MB of values for
    /// 7 MB of text) was the largest thing a build held, at its very end.
    ///
    /// A brand whose digest is the one `previous` read keeps the line `previous` read it from:
    /// after one edit, serializing every brand again was an eighth of a rebuild.
    func serialized(reusingLinesOf previous: BuildManifest? = nil) -> String {
        serialized(brandLines: Self.brandLines(of: brands, reusingLinesOf: previous, concurrently: true))
    }

    /// Each brand's line, in order: the line `previous` read it from when the digest is the
    /// same, else the digest serialized; on all cores when `concurrently` (one after the other
    /// kept a core idle at the very end of a full build), else on this thread, for a caller
    /// that runs it beside other work.
    static func brandLines(of brands: [BrandDigest], reusingLinesOf previous: BuildManifest?, concurrently: Bool) -> [Substring] {
        var storedLine: [String: (digest: BrandDigest, line: Substring)] = [:]
        if let previous, previous.storedBrandLines.count == previous.brands.count {
            for (digest, line) in zip(previous.brands, previous.storedBrandLines) { storedLine[digest.relativePath] = (digest, line) }
        }
        // A kept line stays a slice of the text it was read from, copied only into the output.
        let storedLines = storedLine
        let line = { @Sendable (brand: BrandDigest) -> Substring in
            if let stored = storedLines[brand.relativePath], stored.digest == brand { return stored.line }
            return Substring(brand.json.serialized(indent: 0))
        }
        return concurrently ? brands.concurrentMap(line) : brands.map(line)
    }

    /// The manifest with `brandLines` (`brandLines(of:reusingLinesOf:concurrently:)` of its
    /// brands) as its brands.
    func serialized(brandLines lines: [Substring]) -> String {
        let pieces = self.pieces(brandLines: lines)
        var output = ""
        output.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count })
        for piece in pieces { output += piece }
        return output
    }

    /// The text of `serialized(brandLines:)` in pieces, in order, for writing them out one
    /// after the other: joined, a 1,000-brand manifest was 10 MB more to hold (and to fault
    /// in) at the build's very end.
    func pieces(brandLines lines: [Substring]) -> [Substring] {
        var frame = self
        frame.brands = []
        let empty = frame.json.serialized(indent: 0)
        // The top level's keys are unique and every string value is escaped, so the one
        // unescaped `"brands":[]` is the key's.
        guard let slot = empty.range(of: "\"brands\":[]") else { return [Substring(json.serialized(indent: 0))] }
        var pieces: [Substring] = [empty[..<slot.lowerBound], "\"brands\":["]
        pieces.reserveCapacity(2 * lines.count + 4)
        for (index, line) in lines.enumerated() {
            pieces.append(index > 0 ? ",\n" : "\n")
            pieces.append(line)
        }
        pieces.append(brands.isEmpty ? "]" : "\n]")
        pieces.append(empty[slot.upperBound...])
        return pieces
    }

    /// The brands' lines between the first and the last, each but the last without its comma;
    /// empty when one lacks it.
    private static func brandLines(_ lines: [Substring]) -> [Substring] {
        var brands = Array(lines.dropFirst().dropLast())
        for index in brands.indices.dropLast() {
            guard brands[index].utf8.last == UInt8(ascii: ",") else { return [] }
            brands[index] = brands[index][..<brands[index].utf8.index(before: brands[index].endIndex)]
        }
        return brands
    }

    /// The text's lines, split as bytes: splitting by Characters took longer than serializing
    /// every brand, and a generic search for each line break was 3% of a rebuild (memchr).
    private static func lines(of text: Substring) -> [Substring] {
        let utf8 = text.utf8
        let breaks: [Int]? = utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return [] }
            var found: [Int] = []
            var offset = 0
            while offset < bytes.count, let hit = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
                let position = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                found.append(position)
                offset = position + 1
            }
            return found
        }
        var lines: [Substring] = []
        var start = utf8.startIndex
        for end in breaks?.map({ utf8.index(utf8.startIndex, offsetBy: $0) }) ?? Array(utf8.indices.lazy.filter { utf8[$0] == UInt8(ascii: "\n") }) {
            lines.append(text[start..<end])
            start = utf8.index(after: end)
        }
        lines.append(text[start...])
        return lines
    }

    /// The running binary's identity: its version, size and modification time.
    static let generatorIdentity: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "sitegen \(SiteBuilder.version) \(size) \(Int(modified))"
    }()
}
