import Guide
import Support
import Templates

/// The compare pages: the page that compares any 2–4 brands (assembled in the browser from
/// each brand's `compare.json`, so it loads only the brands it shows) and, for readers without
/// JavaScript, static side-by-sides of each category, four brands to a page so the site grows
/// linearly with its brands.
struct CompareView: Sendable {
    let frame: PageFrame
    let nearest: NearestBrands
    /// Digests by slug, for names and links.
    let digests: [String: BrandDigest]

    static let columnsPerPage = 4

    var address: SiteAddress { frame.address }

    func page(brands: [BrandDigest], categories: [PublishedCategory]) -> TemplateValue {
        let schema: JSONValue = .object([
            ("rows", .array(CompareRow.all.map { .object([("id", .string($0.id)), ("section", .string($0.section)), ("label", .string($0.label)), ("isColor", .bool($0.isColorRow))]) })),
            ("data", .string(address.link("brands/"))),
        ])
        return frame.page(path: "compare/", title: "Compare brands", description: "Any two to four brands side by side: colors by role with their differences, type, components, symbols and motion.", kind: "compare", drawings: true, content: [
            "brands": .list(brands.map { ["slug": .string($0.slug), "name": .string($0.name), "category": .string($0.categoryName)] }),
            "categories": .list(categories.map { category in
                ["name": .string(category.name), "url": .string(address.link(Self.pagePath(category.slug, page: 0))), "count": .int(category.brands.count),
                 "countLabel": .string(NumberFormat.counted(category.brands.count, "brand")),
                 "brands": .string(category.brands.map(\.name).joined(separator: ", "))]
            }),
            "schemaJSON": .string(schema.serialized(indent: 0)),
            "explanation": .string(NearestBrands.explanation),
        ])
    }

    /// `compare/dating/`, then `compare/dating/2/`, `compare/dating/3/` …
    static func pagePath(_ category: String, page: Int) -> String {
        page == 0 ? "compare/\(category)/" : "compare/\(category)/\(page + 1)/"
    }

    /// The brands of a category, four to a page.
    static func pages(of category: PublishedCategory) -> [[BrandDigest]] {
        stride(from: 0, to: category.brands.count, by: columnsPerPage).map { Array(category.brands[$0..<min($0 + columnsPerPage, category.brands.count)]) }
    }

    /// One static side-by-side page of a category.
    func categoryPage(_ category: PublishedCategory, page: Int, columns: [CompareColumn]) -> TemplateValue {
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
                "id": .string(row.id),
                "label": .string(row.label),
                "cells": .list(columns.enumerated().map { index, column in
                    var delta: TemplateValue = .null
                    if index > 0, let reference, let a = reference.colors[row.id], let b = column.colors[row.id] {
                        delta = .string("ΔE \(Formatting.number(ColorDifference.ciede2000(a, b), digits: 1)) vs \(reference.name)")
                    }
                    return ["html": .string(column.cells[row.id] ?? "<span class=\"empty\">—</span>"), "delta": delta, "brand": .string(column.name)]
                }),
            ])
        }
        flush()
        let pageCount = Self.pages(of: category).count
        let first = page * Self.columnsPerPage + 1
        let range = "\(first)–\(first + columns.count - 1) of \(category.brands.count)"
        // The cells paint with the brands' custom properties (code chips), so the page loads
        // each brand's tokens.css.
        let stylesheets = columns.map { PublishedBrand.tokensCSSPath($0.slug) }
        return frame.page(
            path: Self.pagePath(category.slug, page: page), title: "\(category.name) brands compared" + (pageCount > 1 ? " (\(range))" : ""),
            description: "The \(category.name.lowercased()) brands side by side.", kind: "compare", stylesheets: stylesheets, drawings: true, content: [
                "category": ["name": .string(category.name), "url": .string(address.link(category.path))],
                "brands": .list(columns.map { ["name": .string($0.name), "url": .string($0.url)] }),
                "sections": .list(sections),
                "columnCount": .int(columns.count + 1),
                "interactiveURL": .string(address.link("compare/") + "?brands=" + columns.map(\.slug).joined(separator: ",")),
                "pagination": pageCount > 1 ? .list((0..<pageCount).map { index in
                    ["number": .int(index + 1), "url": .string(address.link(Self.pagePath(category.slug, page: index))), "current": .bool(index == page)]
                }) : .null,
                "range": .string(range),
            ]
        )
    }

    struct NearestItem: Sendable { var slug: String; var name: String; var url: String; var distance: String }

    func nearestValues(for slug: String) -> [NearestItem] {
        (nearest.neighbours[slug] ?? []).compactMap { neighbour in
            guard let other = digests[neighbour.slug] else { return nil }
            return NearestItem(slug: other.slug, name: other.name, url: address.link(other.path), distance: "ΔE \(Formatting.number(neighbour.distance, digits: 1)) over \(NumberFormat.counted(neighbour.sharedRoles, "role"))")
        }
    }

    /// The brand page's "Nearest brands" list.
    func nearestForBrandPage(_ slug: String) -> [TemplateValue] {
        nearestValues(for: slug).map { item in
            ["name": .string(item.name), "url": .string(item.url), "distance": .string(item.distance),
             "compareURL": .string(address.link("compare/") + "?brands=\(slug),\(item.slug)")]
        }
    }
}

extension CompareRow {
    var isColorRow: Bool {
        if case .color = kind { return true }
        return false
    }
}
