import Guide
import Templates

/// The compare pages: the page that compares any 2–4 brands (assembled in the browser from
/// each brand's `compare.json`, so it loads only the brands it shows) and, for readers without
/// JavaScript, a static side-by-side of each category.
struct CompareView: Sendable {
    let frame: PageFrame
    let comparisons: [String: BrandComparison]
    let nearest: NearestBrands
    /// Renders a cell context through `partials/compare-cell`.
    let renderCell: @Sendable (TemplateValue) -> String

    var address: SiteAddress { frame.address }

    func page(brands: [PublishedBrand], categories: [PublishedCategory]) -> TemplateValue {
        let schema: JSONValue = .object([
            ("rows", .array(CompareRow.all.map { .object([("id", .string($0.id)), ("section", .string($0.section)), ("label", .string($0.label)), ("isColor", .bool($0.isColorRow))]) })),
            ("data", .string(address.link("brands/"))),
        ])
        return frame.page(path: "compare/", title: "Compare brands", description: "Any two to four brands side by side: colors by role with their differences, type, components, symbols and motion.", kind: "compare", content: [
            "brands": .list(brands.map { ["slug": .string($0.slug), "name": .string($0.name), "category": .string(PublishedCategory(slug: $0.category, brands: []).name)] }),
            "categories": .list(categories.map { category in
                ["name": .string(category.name), "url": .string(address.link("compare/\(category.slug)/")), "count": .int(category.brands.count),
                 "brands": .string(category.brands.map(\.name).joined(separator: ", "))]
            }),
            "schemaJSON": .string(schema.serialized(indent: 0)),
            "explanation": .string(NearestBrands.explanation),
        ])
    }

    /// A category's brands side by side, computed at build time.
    func categoryPage(_ category: PublishedCategory) -> TemplateValue {
        let columns = category.brands.compactMap { comparisons[$0.slug] }
        let reference = columns.first
        var sections: [TemplateValue] = []
        var currentSection: String?
        var rows: [TemplateValue] = []
        func flush() {
            if let currentSection, !rows.isEmpty { sections.append(["title": .string(currentSection), "rows": .list(rows)]) }
            rows = []
        }
        for row in CompareRow.all {
            if row.section != currentSection { flush(); currentSection = row.section }
            guard columns.contains(where: { $0.cells[row.id] != nil }) else { continue }
            rows.append([
                "label": .string(row.label),
                "cells": .list(columns.enumerated().map { index, column in
                    var delta: TemplateValue = .null
                    if index > 0, let reference, let a = reference.colors[row.id], let b = column.colors[row.id] {
                        delta = .string("ΔE \(Formatting.number(ColorDifference.ciede2000(a, b), digits: 1)) vs \(reference.brand.name)")
                    }
                    return ["html": .string(column.cells[row.id].map(renderCell) ?? "<span class=\"empty\">—</span>"), "delta": delta]
                }),
            ])
        }
        flush()
        return frame.page(path: "compare/\(category.slug)/", title: "\(category.name) brands compared", description: "The \(category.name.lowercased()) brands side by side.", kind: "compare", content: [
            "category": ["name": .string(category.name), "url": .string(address.link(category.path))],
            "brands": .list(columns.map { ["name": .string($0.brand.name), "url": .string(address.link($0.brand.path))] }),
            "sections": .list(sections),
            "columnCount": .int(columns.count + 1),
            "interactiveURL": .string(address.link("compare/") + "?brands=" + columns.prefix(4).map(\.brand.slug).joined(separator: ",")),
        ])
    }

    /// `brands/<slug>/compare.json`: a brand's column, ready for the compare page to place.
    func json(for brand: PublishedBrand) -> String {
        guard let column = comparisons[brand.slug] else { return "{}" }
        let value: JSONValue = .object([
            ("slug", .string(brand.slug)),
            ("name", .string(brand.name)),
            ("url", .string(address.link(brand.path))),
            ("category", .string(PublishedCategory(slug: brand.category, brands: []).name)),
            ("cells", .object(CompareRow.all.compactMap { row in column.cells[row.id].map { (row.id, .string(renderCell($0))) } })),
            ("colors", .object(CompareRow.all.compactMap { row in column.colors[row.id].map { (row.id, .array([.number($0.red), .number($0.green), .number($0.blue)])) } })),
            ("nearest", .array(nearestValues(for: brand).map { item in
                .object([("slug", .string(item.slug)), ("name", .string(item.name)), ("url", .string(item.url)), ("distance", .string(item.distance))])
            })),
        ])
        return value.serialized(indent: 0)
    }

    struct NearestItem { var slug: String; var name: String; var url: String; var distance: String }

    func nearestValues(for brand: PublishedBrand) -> [NearestItem] {
        (nearest.neighbours[brand.slug] ?? []).compactMap { neighbour in
            guard let other = comparisons[neighbour.slug]?.brand else { return nil }
            return NearestItem(slug: other.slug, name: other.name, url: address.link(other.path), distance: "ΔE \(Formatting.number(neighbour.distance, digits: 1)) over \(neighbour.sharedRoles) roles")
        }
    }

    /// The brand page's "Nearest brands" list.
    func nearestForBrandPage(_ brand: PublishedBrand) -> [TemplateValue] {
        nearestValues(for: brand).map { item in
            ["name": .string(item.name), "url": .string(item.url), "distance": .string(item.distance),
             "compareURL": .string(address.link("compare/") + "?brands=\(brand.slug),\(item.slug)")]
        }
    }
}

extension CompareRow {
    var isColorRow: Bool {
        if case .color = kind { return true }
        return false
    }
}
