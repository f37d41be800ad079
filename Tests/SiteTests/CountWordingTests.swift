import Foundation
import Testing
@testable import Site

/// Counts on the pages are worded for their number: a site of one brand says "1 brand".
@Suite struct CountWordingTests {
    @Test func aSiteOfOneBrandSaysOneBrand() async throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("dating"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.content.appendingPathComponent("dating/bumble"), to: content.appendingPathComponent("dating/bumble"))
        let report = try await buildSite(content: content, output: folder.url.appendingPathComponent("public"))
        #expect(report.summary.hasPrefix("Built 1 brand ("))

        let home = try folder.read("public/index.html")
        #expect(home.contains("SwiftUI implementation guides of 1 brand:"), "the description")
        #expect(home.contains("SF Symbols of 1 brand —"), "the lede")
        #expect(home.contains("the SwiftUI implementation guides of 1 brand."), "the footer")
        #expect(try folder.read("public/categories/dating/index.html").contains("SwiftUI guides of 1 dating brand."))
        #expect(try folder.read("public/compare/index.html").contains(#"<span class="meta">1 brand — Bumble</span>"#))
        #expect(try folder.read("public/symbols/index.html").contains("used across 1 brand guide."))

        let plurals = try Regex(#"(?:^|[^\d.,])1 (brands|brand guides|dating brands|SF Symbols used|symbols named|pages|files|sizes|roles)\b"#)
        for (path, data) in try files(in: folder.url.appendingPathComponent("public")) where path.hasSuffix(".html") {
            let page = String(decoding: data, as: UTF8.self)
            #expect(page.firstMatch(of: plurals) == nil, "\(path): \(page.firstMatch(of: plurals).map { String(page[$0.range]) } ?? "")")
        }
    }
}
