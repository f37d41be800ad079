import Foundation
import Guide

/// Every file a brand exports for other tools, written beside its page: the DTCG tokens (light
/// set, dark set, resolver), `tokens.css`, the Tailwind theme and the Xcode asset catalog. The
/// name and path tables are built once here and shared, so every file says the same thing.
struct BrandExports {
    let brand: PublishedBrand
    let paths: TokenPaths
    let themes: ThemeValues

    init(_ brand: PublishedBrand) {
        self.brand = brand
        paths = TokenPaths(brand.guide)
        themes = ThemeValues(brand.guide, paths: paths)
    }

    /// The files, in a fixed order. The dark set is written only when there are dark values.
    var files: [SiteFile] {
        let folder = "brands/\(brand.slug)/"
        var files = [
            SiteFile(folder + Self.tokensFile(brand.slug), bytes: DesignTokensJSON.json(for: brand, paths: paths)),
            SiteFile(folder + Self.resolverFile(brand.slug), text: TokensResolver.json(for: brand, hasDark: themes.hasDark)),
        ]
        if themes.hasDark {
            files.append(SiteFile(folder + Self.darkTokensFile(brand.slug), text: DarkTokensJSON.json(for: brand, paths: paths, themes: themes)))
        }
        files.append(SiteFile(brand.tokensCSSPath, bytes: TokensCSS.css(for: brand, paths: paths, themes: themes)))
        files.append(SiteFile(folder + Self.tailwindFile(brand.slug), bytes: TailwindTheme.css(for: brand, paths: paths, themes: themes)))
        files.append(SiteFile(folder + Self.assetCatalogFile(brand.slug), data: Data(AssetCatalog.zip(for: brand, paths: paths, themes: themes))))
        return files
    }

    /// The files the brand page links, in the order written, with what each is for.
    var links: [(file: String, path: String, title: String)] {
        let slug = brand.slug, folder = "brands/\(slug)/"
        var links = [
            (Self.tokensFile(slug), "Design tokens, W3C DTCG 2025.10 format (light values)"),
            (Self.resolverFile(slug), "DTCG 2025.10 resolver: light and dark themes"),
        ]
        if themes.hasDark {
            links.append((Self.darkTokensFile(slug), "DTCG tokens that change in dark, for the resolver"))
        }
        links += [
            ("tokens.css", "CSS custom properties, with dark values under prefers-color-scheme"),
            (Self.tailwindFile(slug), "Tailwind CSS v4 theme variables"),
            (Self.assetCatalogFile(slug), "Xcode asset catalog: color sets with dark appearances, and a Swift file naming them"),
        ]
        return links.map { ($0.0, folder + $0.0, $0.1) }
    }

    static func tokensFile(_ slug: String) -> String { "\(slug).tokens.json" }
    static func darkTokensFile(_ slug: String) -> String { "\(slug).dark.tokens.json" }
    static func resolverFile(_ slug: String) -> String { "\(slug).resolver.json" }
    static func tailwindFile(_ slug: String) -> String { "\(slug).tailwind.css" }
    static func assetCatalogFile(_ slug: String) -> String { "\(typeName(slug)).xcassets.zip" }

    /// `uber-eats` → `UberEats`: the catalog's and the Swift file's name.
    static func typeName(_ slug: String) -> String {
        let name = slug.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first, first.isLetter else { return "Brand" + name }
        return name
    }
}

extension SiteFile {
    init(_ path: String, data: Data) {
        self.path = path
        self.contents = .data(data)
    }
}
