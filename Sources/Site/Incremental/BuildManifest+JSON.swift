import Foundation
import Support

extension BuildManifest: JSONRecord {
    static let fields: [JSONField<BuildManifest>] = [
        JSONField("version", \.version),
        JSONField("generator", \.generator),
        JSONField("theme", \.theme),
        JSONField("address", \.address),
        JSONField("lint", \.lint),
        JSONField("brands", \.brands),
        JSONField("sitePages", \.sitePages),
        JSONField("sitePagePaths", \.sitePagePaths),
        JSONField("comparePages", \.comparePages),
        JSONField("searchFiles", \.searchFiles),
        JSONField("searchKey", \.searchKey),
    ]

    /// The manifest in `data`, or nil when `data` is not one.
    init?(data: Data) {
        guard let value = try? JSONValue(parsing: data) else { return nil }
        self.init(json: value)
    }
}
