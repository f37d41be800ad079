import Guide
import Support
import Templates

/// The home page and the category pages: galleries of brand cards.
struct GalleryView {
    let frame: PageFrame
    let categories: [PublishedCategory]

    var address: SiteAddress { frame.address }

    func home() -> TemplateValue {
        frame.page(path: "", title: "Brand guides", description: frame.description ?? "SwiftUI implementation guides of \(NumberFormat.counted(frame.brandCount, "brand")): colors, type, components and symbols, side by side.", kind: "home", content: [
            "categories": .list(categories.map(categoryValue)),
            "brandTotal": .int(frame.brandCount),
            "brandTotalLabel": .string(NumberFormat.counted(frame.brandCount, "brand")),
        ])
    }

    func category(_ category: PublishedCategory) -> TemplateValue {
        frame.page(path: category.path, title: "\(category.name) brands", description: "SwiftUI guides of \(NumberFormat.counted(category.brands.count, category.name.lowercased() + " brand")).", kind: "category", content: [
            "category": categoryValue(category),
        ])
    }

    private func categoryValue(_ category: PublishedCategory) -> TemplateValue {
        [
            "name": .string(category.name),
            "slug": .string(category.slug),
            "url": .string(address.link(category.path)),
            "compareURL": .string(address.link("compare/") + "?brands=" + category.brands.prefix(4).map(\.slug).joined(separator: ",")),
            "brands": .list(category.brands.map(card)),
        ]
    }

    /// A brand's card: name, category, key colors, typeface, appearance, minimum iOS.
    func card(_ brand: BrandDigest) -> TemplateValue {
        [
            "name": .string(brand.name),
            "slug": .string(brand.slug),
            "url": .string(address.link(brand.path)),
            "category": .string(brand.categoryName),
            "summary": .text(brand.summary),
            "colors": .list(brand.keyColors.map { ["name": .string($0.name), "hex": .string($0.hex)] }),
            "typeface": .string(brand.typeface),
            "appearance": .string(brand.appearance),
            "minIOS": .text(brand.minimumIOS),
            "counts": TokenCounts.phrase(colors: brand.colorCount, fonts: brand.fontCount, components: brand.componentCount).templateValue,
        ]
    }
}

extension String {
    var templateValue: TemplateValue { .string(self) }
}
