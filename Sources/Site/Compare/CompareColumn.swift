import Foundation
import Guide
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

    init(_ comparison: BrandComparison, address: SiteAddress, renderCell: (TemplateValue) -> String) {
        slug = comparison.brand.slug
        name = comparison.brand.name
        url = address.link(comparison.brand.path)
        cells = comparison.cells.mapValues(renderCell)
        colors = comparison.colors
    }

    /// The column a `compare.json` holds.
    init?(json data: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let slug = object["slug"] as? String, let name = object["name"] as? String, let url = object["url"] as? String,
              let cells = object["cells"] as? [String: String], let colors = object["colors"] as? [String: [Double]] else { return nil }
        self.slug = slug
        self.name = name
        self.url = url
        self.cells = cells
        self.colors = colors.compactMapValues { $0.count == 3 ? RGBAColor(red: $0[0], green: $0[1], blue: $0[2]) : nil }
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
        return value.serialized(indent: 0)
    }
}
