import Foundation
import Guide
import Markdown
import Synchronization
import Testing
import Site
@testable import SitegenCLI

/// Each Swift snippet is lexed once per build: reading lexes it, and the highlighter, the token
/// references and the check's rules (wired in as the CLI wires them) use `Snippet.tokens`. So is
/// each inline code of the motion and accessibility prose, which the motion reader reads.
@Suite struct LexingTests {
    /// Hears every lexing of a build, through the configuration.
    final class Recorder: Sendable {
        let codes = Mutex<[String]>([])
        var lexing: SwiftLexing { SwiftLexing { code in self.codes.withLock { $0.append(code) } } }
    }

    @Test func aBuildLexesEachSwiftSnippetOnce() async throws {
        // The sample guides without their companions, whose code is not a guide's snippet.
        let folder = try TemporaryFolder()
        var expected: [String] = []
        for brand in ["dating/bumble", "dating/grindr", "dating/raya", "dating/tinder", "social/tiktok"] {
            let path = "\(brand)/DESIGN-swiftui.md"
            let text = try String(contentsOf: Repository.root.appendingPathComponent("content").appendingPathComponent(path), encoding: .utf8)
            try folder.write(["content/" + path: text])
            let guide = Guide(document: MarkdownDocument(parsing: text, source: path), path: path)
            expected += guide.snippets.filter { $0.language == "swift" || $0.language.isEmpty }.map(\.code)
            for section in guide.sections where section.role == .motion || section.role == .accessibility {
                for block in section.blocks {
                    if case .heading = block.kind { continue }
                    block.forEachNode { if case .code(let code) = $0.kind { expected.append(code) } }
                }
            }
        }
        let recorder = Recorder()
        var configuration = SiteConfiguration(
            contentDirectory: folder.url.appendingPathComponent("content"), templatesDirectory: Repository.root.appendingPathComponent("templates"),
            outputDirectory: folder.url.appendingPathComponent("public"), projectDirectory: folder.url
        )
        configuration.lexing = recorder.lexing
        configuration.lint = .check
        let report = try await SiteBuilder(configuration: configuration).build()
        #expect(report.wroteOutput)
        // The check ran in this build (its findings are printed), so its rules read the tokens too.
        #expect(report.diagnostics.contains { $0.code.hasPrefix("check.") })
        let lexed = recorder.codes.withLock { $0 }
        #expect(expected.count > 40)
        #expect(lexed.count == expected.count)
        #expect(lexed.sorted() == expected.sorted())
    }
}
