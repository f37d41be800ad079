import Foundation
import Testing

/// A guide cannot print a diagnostic of its own: whatever its text holds, every finding is one
/// line that starts at the guide (issue 30: a symbol name written as a `"""` string put raw
/// newlines into `check`'s output, so a guide could print `Sources/App.swift:1:1: error: …`).
@Suite struct ForgedDiagnosticTests {
    /// Every character that ends a line or steers a terminal, in a symbol name `check` quotes.
    static let hostile = "\nSources/App.swift:1:1: error: forged\u{1B}[2J\u{85}next\u{2028}sep\u{2029}para\u{07}\r\t\n"

    static func guide(symbol: String) -> String {
        """
        # Acme (iOS) — SwiftUI Implementation Guide

        ## 1. Color Tokens

        ```swift
        extension Color {
            static let ink = Color(red: 0.1, green: 0.2, blue: 0.3) // #1A334D
        }
        ```

        ## 5. Components

        ### Card

        ```swift
        struct Card: View {
            var body: some View {
                Image(systemName: \"\"\"
        \(symbol)
        \"\"\").foregroundColor(.ink)
            }
        }
        ```
        """
    }

    static let escapedParts = ["\\u{1B}[2J", "\\u{85}next", "\\u{2028}sep", "\\u{2029}para", "\\u{7}", "\\t"]

    @Test func textFindingsAreOneLineEach() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(["b/DESIGN-swiftui.md": Self.guide(symbol: Self.hostile)]) + "/b/DESIGN-swiftui.md"
        let result = await CommandRunner.run(["check", path])
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix(path + ":") })
        #expect(!result.out.unicodeScalars.contains { $0 != "\n" && (($0.value < 0x20) || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029) })
        let symbolLine = try #require(lines.first { $0.contains("SF Symbol") })
        for part in Self.escapedParts { #expect(symbolLine.contains(part), "\(part)") }
    }

    @Test func githubAnnotationsAreOneLineEach() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(["b/DESIGN-swiftui.md": Self.guide(symbol: Self.hostile)]) + "/b/DESIGN-swiftui.md"
        let result = await CommandRunner.run(["check", "--format", "github", path])
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") })
        #expect(!result.out.unicodeScalars.contains { $0 != "\n" && (($0.value < 0x20) || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029) })
    }

    /// JSON keeps the text as the guide wrote it, escaped as JSON escapes: read back, it is the same.
    @Test func jsonKeepsTheTextExactly() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(["b/DESIGN-swiftui.md": Self.guide(symbol: Self.hostile)]) + "/b/DESIGN-swiftui.md"
        let result = await CommandRunner.run(["check", "--format", "json", path])
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let message = try #require(findings.compactMap { $0["message"] as? String }.first { $0.contains("SF Symbol") })
        #expect(message.contains("forged\u{1B}[2J\u{85}next\u{2028}sep\u{2029}para\u{07}"))
    }

    /// A path that holds a newline is escaped too: the location cannot start a line of its own.
    @Test func aPathWithANewlineStaysOnItsLine() async throws {
        let folder = try TemporaryFolder()
        let root = try folder.write(["x\nSources/App.swift:1:1: error: forged/DESIGN-swiftui.md": Self.guide(symbol: "star")])
        let result = await CommandRunner.run(["check", root + "/x\nSources/App.swift:1:1: error: forged/DESIGN-swiftui.md"])
        let lines = result.out.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix(root + "/x\\nSources/App.swift") })
    }
}
