// libFuzzer target for the Swift front end alone: the input is Swift source, lexed, parsed into
// declarations and statements, gathered into the declaration table, and read by the token
// evaluators, the interpreter and the view evaluator (as one code block of a guide's Components
// section, so colors, fonts, gradients, helpers, the guide's own types and the views of every
// `View` struct are all read).
// Built by Fuzz/run, never by SwiftPM.
import Foundation
@testable import Guide
import Markdown

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwift(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let code = SwiftCode(source: source)
    // Without comments the token pairs are the code pairs (`tokenPairs` is nil).
    precondition(code.codePairs.count == code.code.count && (code.tokenPairs?.count ?? code.codePairs.count) == code.tokens.count)
    let file = SwiftSourceFile(code: code)
    let lines = source.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).count
    for diagnostic in file.diagnostics {
        // Every diagnostic points into the code: one of its lines (0-based), a column from 1.
        precondition(diagnostic.position.line >= 0 && diagnostic.position.line < lines && diagnostic.position.column >= 1, "\(diagnostic)")
    }
    _ = file.allTypes.count
    _ = Guide(document: MarkdownDocument(parsing: SwiftFuzz.guide(around: source), source: SwiftFuzz.path), path: SwiftFuzz.path)
    return 0
}

enum SwiftFuzz {
    static let path = "fuzz/brand/DESIGN-swiftui.md"

    /// The source as the only code block of a component, fenced with more backticks than any
    /// run inside it so the fence holds.
    static func guide(around source: String) -> String {
        var longest = 0
        var run = 0
        for character in source.utf8 {
            run = character == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "# Fuzz (iOS) — SwiftUI Implementation Guide\n\n## Components\n\n### Fuzz\n\n\(fence)swift\n\(source)\n\(fence)\n"
    }
}
