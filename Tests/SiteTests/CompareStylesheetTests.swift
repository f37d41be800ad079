import Foundation
import Testing
@testable import Site

/// The static compare pages paint with the brands' custom properties, so each loads the
/// `tokens.css` of every brand it shows, under the site's base URL, and the drawings' classes.
@Suite struct CompareStylesheetTests {
    @Test(arguments: ["/", "/docs/"])
    func everyBrandVariableOfAComparePageIsDefinedByAStylesheetItLoads(baseURL: String) async throws {
        let folder = try TemporaryFolder()
        let report = try await buildSite(output: folder.url.appendingPathComponent("public"), baseURL: baseURL)
        #expect(report.wroteOutput)
        for (page, brands) in [("compare/dating/", ["bumble", "grindr", "raya", "tinder"]), ("compare/social/", ["tiktok"])] {
            let html = try folder.read("public/\(page)index.html")
            let links = Self.matches(#"<link rel="stylesheet" href="([^"]+)">"#, in: html)
            #expect(links == ["\(baseURL)assets/site.css"] + brands.map { "\(baseURL)brands/\($0)/tokens.css" } + ["\(baseURL)drawings.css"], "\(page)")
            #expect(html.contains(#"<html lang="en" data-token-values="fixed">"#), "\(page)")
            // Every custom property the page uses is defined by what it loads.
            var defined: Set<String> = []
            for link in links {
                let css = try folder.read("public/" + link.dropFirst(baseURL.count))
                defined.formUnion(Self.matches(#"(--[A-Za-z0-9_-]+)\s*:"#, in: css))
            }
            // Previews also set their own properties inline, on the element that uses them.
            defined.formUnion(Self.matches(#"(--pv-[0-9]+)\s*:"#, in: html))
            let used = Set(Self.matches(#"var\((--[A-Za-z0-9_-]+)"#, in: html))
            #expect(!used.isEmpty)
            #expect(used.subtracting(defined).isEmpty, "\(page) uses \(used.subtracting(defined).sorted()) without loading them")
        }
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
