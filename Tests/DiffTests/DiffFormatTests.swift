import Testing
@testable import Diff

/// Each format's whole output, as golden files (re-recorded with SITEGEN_RECORD=1).
@Suite struct DiffFormatTests {
    /// Every kind of change at once.
    static let everything = ContentDiff(
        old: [Bumble.path: guide(Bumble.text)],
        new: [Bumble.path: guide(Bumble.edited([Edits.changedHex, Edits.removedToken, Edits.renamedFace, Edits.addedComponent,
                                                Edits.pairBelowAA, Edits.removedDarkCanvas, Edits.symbolSwapped]))]
    )

    @Test(arguments: DiffFormat.allCases)
    func goldenOutput(_ format: DiffFormat) throws {
        let suffix = format == .markdown ? "md" : format.rawValue
        #expect(try matchesGolden(format.render(Self.everything), "golden/everything.\(suffix)"))
    }

    @Test(arguments: DiffFormat.allCases)
    func noChanges(_ format: DiffFormat) {
        let same = ContentDiff(old: [Bumble.path: guide(Bumble.text)], new: [Bumble.path: guide(Bumble.text)])
        let expected = switch format {
        case .text: "No changes.\n"
        case .json: "{\n  \"breaking\": false,\n  \"compared\": 1,\n  \"guides\": []\n}\n"
        case .markdown: "## Design token changes\n\nNo changes in 1 guide.\n"
        }
        #expect(format.render(same) == expected)
    }

    @Test func markdownEscapesWhatAGuideSays() {
        #expect(MarkdownReport.escape("<b>Send</b> | *now*") == "&lt;b&gt;Send&lt;/b&gt; \\| \\*now\\*")
        #expect(MarkdownReport.escape("a\nb") == "a b")
    }

    @Test func aComponentNameReachesMarkdownAndTextEscaped() {
        // cmark already drops raw HTML from a heading; what is left still has Markdown's characters.
        let hostile = ("## 4. Tab Bar", "### Pill & Chip | 1 < 2 \\*\n\nText.\n\n## 4. Tab Bar")
        let result = ContentDiff(old: [Bumble.path: guide(Bumble.text)], new: [Bumble.path: guide(Bumble.edited([hostile]))])
        let markdown = DiffFormat.markdown.render(result)
        #expect(markdown.contains("| Pill &amp; Chip \\| 1 &lt; 2 \\* | added |"))
        #expect(!markdown.contains("1 < 2"))
        #expect(TextReport.printable("a\u{1B}[31mb\nc\u{2028}d") == "a\\u{1B}[31mb\\nc\\u{2028}d")
    }

    @Test func textColumnsAlign() {
        #expect(TextReport.aligned([["Token", "Kind"], ["bumbleWarning", "color"]]) == ["Token          Kind", "bumbleWarning  color"])
    }
}
