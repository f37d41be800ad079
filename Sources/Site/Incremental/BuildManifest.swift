import Foundation

/// What the last successful build made, stored in the output folder's marker file: the theme
/// and site it was made with, and a digest per brand with the key its pages were rendered for.
///
/// Its fields are written and read through the table in `BuildManifest+JSON.swift`.
struct BuildManifest: Sendable {
    /// Version 5 added the lint's identity.
    static let version = 5

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

    /// The manifest of the output folder, if it has one this binary can use.
    static func load(from output: URL, generator: String) -> BuildManifest? {
        guard let data = FileManager.default.contents(atPath: output.appendingPathComponent(OutputFolder.markerName).path),
              let manifest = BuildManifest(data: data),
              manifest.version == version, manifest.generator == generator else { return nil }
        return manifest
    }

    /// The manifest as stored: the same bytes as `json.serialized(indent: 0)`, written a brand
    /// at a time. The whole tree of a 1,000-brand manifest (14 MB of values for 7 MB of text)
    /// was the largest thing a build held, at its very end.
    func serialized() -> String {
        var frame = self
        frame.brands = []
        let empty = frame.json.serialized(indent: 0)
        // The top level's keys are unique and every string value is escaped, so the one
        // unescaped `"brands":[]` is the key's.
        guard let slot = empty.range(of: "\"brands\":[]") else { return json.serialized(indent: 0) }
        var output = String(empty[..<slot.lowerBound])
        output.reserveCapacity(empty.utf8.count + brands.count * 8_192)
        output += "\"brands\":["
        for (index, brand) in brands.enumerated() {
            if index > 0 { output += "," }
            output += brand.json.serialized(indent: 0)
        }
        output += "]"
        output += empty[slot.upperBound...]
        return output
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
