import Foundation
import Guide
import Support
import Templates

/// A brand's column of the comparison as the compare pages use it: rendered cells and the
/// colors of the color rows. Made from a freshly built `BrandComparison`, or read back from the
/// `compare.json` a previous build wrote when the brand has not changed since.
struct CompareColumn: Sendable {
    var slug: String
    var name: String
    var url: String
    /// Cell HTML by row id.
    var cells: [String: String]
    /// sRGB components by color row id.
    var colors: [String: RGBAColor]

    /// About what the column holds in memory: its cells' UTF-8 bytes.
    var byteCount: Int { cells.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count } }

    init(_ comparison: BrandComparison, address: SiteAddress, renderCell: (TemplateValue) -> String) {
        slug = comparison.brand.slug
        name = comparison.brand.name
        url = address.link(comparison.brand.path)
        cells = comparison.cells.mapValues(renderCell)
        colors = comparison.colors
    }

    /// The column a `compare.json` holds.
    init?(json data: Data) {
        guard let object = (try? JSONValue(parsing: data))?.members,
              let slug = object["slug"]?.stringValue, let name = object["name"]?.stringValue, let url = object["url"]?.stringValue,
              let cells = object["cells"]?.members, let colors = object["colors"]?.members else { return nil }
        self.slug = slug
        self.name = name
        self.url = url
        self.cells = cells.compactMapValues(\.stringValue)
        self.colors = colors.compactMapValues { value in
            guard let components = value.arrayValue?.compactMap(\.numberValue), components.count == 3 else { return nil }
            return RGBAColor(red: components[0], green: components[1], blue: components[2])
        }
    }

    /// `brands/<slug>/compare.json`.
    func json(category: String, nearest: [CompareView.NearestItem]) -> String {
        let value: JSONValue = .object([
            ("slug", .string(slug)),
            ("name", .string(name)),
            ("url", .string(url)),
            ("category", .string(category)),
            ("cells", .object(CompareRow.all.compactMap { row in cells[row.id].map { (row.id, .string($0)) } })),
            ("colors", .object(CompareRow.all.compactMap { row in colors[row.id].map { (row.id, .array([.number($0.red), .number($0.green), .number($0.blue)])) } })),
            ("nearest", .array(nearest.map { item in
                .object([("slug", .string(item.slug)), ("name", .string(item.name)), ("url", .string(item.url)), ("distance", .string(item.distance))])
            })),
        ])
        // A file of its own, read by JSON.parse (site.js) and CompareColumn(json:), never inlined.
        return value.serialized(indent: 0, forScript: false)
    }
}
