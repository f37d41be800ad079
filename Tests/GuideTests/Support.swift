import Foundation
import Guide
import Markdown

/// Files of this repository, found from this source file's path so tests need no `../shared`.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A sample guide of `content/`, read as the site builder reads it.
    static func sample(_ relativePath: String) throws -> Guide {
        let url = root.appendingPathComponent("content").appendingPathComponent(relativePath).appendingPathComponent("DESIGN-swiftui.md")
        let path = "\(relativePath)/DESIGN-swiftui.md"
        return Guide(document: MarkdownDocument(parsing: try Data(contentsOf: url), source: path), path: path)
    }

    /// The wider corpus beside the checkout, when it is there (`SITEGEN_SHARED_GUIDES` names it
    /// for a checkout elsewhere, such as a git worktree).
    static let sharedGuides = ProcessInfo.processInfo.environment["SITEGEN_SHARED_GUIDES"].map { URL(fileURLWithPath: $0) }
        ?? root.deletingLastPathComponent().appendingPathComponent("shared/guides")
}

/// Builds a guide from inline Markdown.
func guide(_ markdown: String, path: String = "test/brand/DESIGN-swiftui.md") -> Guide {
    Guide(document: MarkdownDocument(parsing: markdown, source: path), path: path)
}

/// A guide whose color section holds `body` inside `extension Color { … }`.
func colorGuide(_ body: String) -> Guide {
    guide("# Test (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\nextension Color {\n\(body)\n}\n```\n")
}

/// A guide whose typography section holds `body` inside `extension Font { … }`.
func fontGuide(_ body: String) -> Guide {
    guide("# Test (iOS) — SwiftUI Implementation Guide\n\n## 2. Typography\n\n```swift\nextension Font {\n\(body)\n}\n```\n")
}
