import Foundation
import Testing
@testable import Site

/// Past its memory budgets a build takes other paths: guides read in outline first and in full
/// when rendered, compare columns read back from staging. Both must give the same site.
@Suite struct MemoryBudgetTests {
    /// The sample content, and the wider corpus when it is beside this checkout.
    static let contents = [Repository.content] + [Repository.root.deletingLastPathComponent().appendingPathComponent("shared/guides")]
        .filter { FileManager.default.fileExists(atPath: $0.path) }

    @Test(arguments: contents)
    func aBuildPastEveryBudgetWritesTheSameSite(content: URL) async throws {
        let folder = try TemporaryFolder()
        func build(_ name: String, budgets: (guides: Int, columns: Int)?) async throws -> BuildReport {
            var configuration = SiteConfiguration(
                contentDirectory: content, templatesDirectory: Repository.templates,
                outputDirectory: folder.url.appendingPathComponent(name), projectDirectory: folder.url
            )
            if let budgets {
                configuration.guideBytesKeptInMemory = budgets.guides
                configuration.columnBytesKeptInMemory = budgets.columns
            }
            return try await SiteBuilder(configuration: configuration).build()
        }
        let roomy = try await build("roomy", budgets: nil)
        let tight = try await build("tight", budgets: (0, 0))
        #expect(roomy.wroteOutput && tight.wroteOutput)
        #expect(tight.diagnostics == roomy.diagnostics)
        #expect(tight.brandCount == roomy.brandCount && tight.pageCount == roomy.pageCount && tight.fileCount == roomy.fileCount)
        #expect(tight.previews == roomy.previews)
        let expected = try files(in: folder.url.appendingPathComponent("roomy"))
        let actual = try files(in: folder.url.appendingPathComponent("tight"))
        #expect(actual.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected where actual[path] != data { Issue.record("\(path) differs past the memory budgets") }
    }
}

/// Freed memory goes back at once only for a site one large guide dominates.
@Suite struct FreedMemoryPolicyTests {
    @Test(arguments: [
        ([40_000], true),                              // one hostile guide alone
        ([40_000, 20_000, 20_000], true),              // large, and over an eighth of the site
        ([20_000, 25_000, 30_000], false),             // no guide past every real one
        ([34_000] + Array(repeating: 18_000, count: 199), false), // a real site of 200 brands
        ([], false),
    ])
    func givesBackAtOnceOnlyWhenOneLargeGuideIsAnEighthOfTheSite(_ sizes: [Int], _ expected: Bool) {
        #expect(BuildRun.givesFreedMemoryBackAtOnce(guideSizes: sizes) == expected)
    }
}
