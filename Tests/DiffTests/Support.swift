import Foundation
import Guide
import Markdown
import Testing
@testable import Diff

/// Files of this repository, found from this source file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = root.appendingPathComponent("Tests/DiffTests/Fixtures")
}

/// A copy of content/'s Bumble guide (with content/'s LICENSE), kept here so that edits to the
/// sample content never move these tests.
enum Bumble {
    static let path = "dating/bumble/DESIGN-swiftui.md"
    static let text = try! String(contentsOf: Repository.fixtures.appendingPathComponent("bumble/DESIGN-swiftui.md"), encoding: .utf8)

    /// The guide with each `(old, new)` replaced once; a replacement that finds nothing fails
    /// the test that asked for it, so an edit never silently does nothing.
    static func edited(_ edits: [(String, String)]) -> String {
        var text = text
        for (old, new) in edits {
            if !text.contains(old) { Issue.record("the Bumble fixture has no '\(old)'") }
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }
}

/// Reads a guide from Markdown, at `path`.
func guide(_ markdown: String, path: String = Bumble.path) -> Guide {
    Guide(document: MarkdownDocument(parsing: markdown, source: path), path: path)
}

/// The difference between the Bumble fixture (with `earlier` edits) and an edited copy of it.
func diff(_ edits: [(String, String)], since earlier: [(String, String)] = []) -> GuideDiff {
    GuideDiff(old: guide(Bumble.edited(earlier)), new: guide(Bumble.edited(edits)), path: Bumble.path)
}

/// Compares `actual` with a golden file under `Fixtures/`, or rewrites the file when the
/// environment has `SITEGEN_RECORD=1`.
func matchesGolden(_ actual: String, _ name: String) throws -> Bool {
    let url = Repository.fixtures.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SITEGEN_RECORD"] == "1" {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return true
    }
    return try String(contentsOf: url, encoding: .utf8) == actual
}

/// Edits that cover every kind of change the report shows.
enum Edits {
    static let changedHex = ("static let bumbleVerified    = Color(red: 0.000, green: 0.400, blue: 1.000) // #0066FF",
                             "static let bumbleVerified    = Color(red: 0.000, green: 0.333, blue: 0.867) // #0055DD")
    static let removedToken = ("    static let bumbleWarning     = Color(red: 1.000, green: 0.584, blue: 0.000) // #FF9500\n", "")
    static let renamedFace = ("static let bumbleMatchHero    = Font.custom(\"Brando-Black\",  size: 44)",
                              "static let bumbleMatchHero    = Font.custom(\"Brando-Heavy\",  size: 44)")
    /// A caption drawn straight on the screen: nothing of its own beneath it, so it is judged on
    /// the guide's ground (bumbleCanvas, and bumbleDarkCanvas in dark).
    static let addedCanvasCaption = ("## 4. Tab Bar", """
        ### Canvas Caption

        ```swift
        struct CanvasCaption: View {
            var body: some View {
                Text("Nearby")
                    .font(.system(size: 15))
                    .foregroundStyle(Color.bumbleBlack)
            }
        }
        ```

        ## 4. Tab Bar
        """)
    static let addedComponent = ("## 4. Tab Bar", """
        ### Filter Pill

        ```swift
        struct FilterPill: View {
            var body: some View {
                Text("Nearby")
                    .font(.bumbleChip)
                    .foregroundStyle(Color.bumbleBlack)
                    .padding(.horizontal, 12)
                    .background(Capsule().fill(Color.bumbleSurface1))
            }
        }
        ```

        ## 4. Tab Bar
        """)
    static let pairBelowAA = (".foregroundStyle(Color.black) // Pure black on yellow — WCAG AA requires it",
                              ".foregroundStyle(Color.bumbleMist) // mist on yellow")
    static let removedDarkCanvas = ("    static let bumbleDarkCanvas  = Color(red: 0.059, green: 0.059, blue: 0.059) // #0F0F0F\n", "")
    static let symbolSwapped = ("| Settings | `gearshape` | 22pt |", "| Settings | `gearshape.fill` | 22pt |")
}
