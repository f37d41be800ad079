import Diagnostics
import Foundation
import Guide
import Markdown
@testable import Check

/// Files of this repository, found from this source file's path.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = root.appendingPathComponent("Tests/CheckTests/Fixtures")

    /// The wider corpus beside the checkout, when it is there (`SITEGEN_SHARED_GUIDES` names it
    /// for a checkout elsewhere, such as a git worktree).
    static let sharedGuides = ProcessInfo.processInfo.environment["SITEGEN_SHARED_GUIDES"].map { URL(fileURLWithPath: $0) }
        ?? root.deletingLastPathComponent().appendingPathComponent("shared/guides")
}

let testPath = "test/brand/DESIGN-swiftui.md"

/// Reads a guide from inline Markdown.
func guide(_ markdown: String) -> Guide {
    Guide(document: MarkdownDocument(parsing: markdown, source: testPath), path: testPath)
}

/// What `rule` finds in the guide `markdown`.
func findings(_ rule: some CheckRule, _ markdown: String) -> [Diagnostic] {
    rule.check(guide(markdown)).sorted()
}

/// A guide with all four core sections: `colors` inside `extension Color { … }`, `fonts` inside
/// `extension Font { … }`, `component` as the code of one component, `notes` as the items of the
/// accessibility section.
func sampleGuide(colors: String = "", fonts: String = "", component: String = "", notes: [String] = [], symbols: String = "") -> String {
    var markdown = """
    # Test (iOS) — SwiftUI Implementation Guide

    ## 1. Color Tokens

    ```swift
    extension Color {
    \(colors)
    }
    ```

    ## 2. Typography

    ```swift
    extension Font {
    \(fonts)
    }
    ```

    ## 3. Signature Components

    ### Card

    ```swift
    \(component)
    ```

    """
    if !symbols.isEmpty {
        markdown += "\n## 4. SF Symbols\n\n| Component | Symbol | Size |\n|---|---|---|\n\(symbols)\n"
    }
    markdown += "\n## 5. Accessibility\n\n" + notes.map { "- \($0)\n" }.joined() + (notes.isEmpty ? "- VoiceOver labels on every control\n" : "")
    return markdown
}

/// The location of the first occurrence of `text` in `markdown` (`occurrence` counts from 1),
/// as the guide reader reports places: 1-based line and UTF-8 byte column.
func location(of text: String, in markdown: String, occurrence: Int = 1) -> SourceLocation {
    var seen = 0
    for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
        var rest = Substring(line)
        while let range = rest.range(of: text) {
            seen += 1
            if seen == occurrence {
                return SourceLocation(file: testPath, line: index + 1, column: line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
            rest = rest[range.upperBound...]
        }
    }
    return SourceLocation(file: testPath)
}
