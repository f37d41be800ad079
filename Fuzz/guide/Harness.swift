// libFuzzer target for the guide reader: a guide's bytes, decoded and parsed by cmark-gfm into
// Markdown values, read into a Guide (sections, tokens, themes, the Swift front end), and the
// tree rendered by sitegen's writer and, to compare, by cmark-gfm. Built by Fuzz/run, never by SwiftPM.
import Foundation
import Guide
@testable import Markdown

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGuide(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let document = MarkdownDocument(parsing: bytes, source: "fuzz/brand/DESIGN-swiftui.md")
    for diagnostic in document.diagnostics {
        // Every diagnostic points into the file: a line of it (or line 1 of an empty one).
        precondition(diagnostic.location.line >= 1 && diagnostic.location.line <= max(document.lines.count, 1) + 1, "\(diagnostic)")
    }
    _ = document.root.plainText
    // sitegen's HTML writer must render the tree byte for byte as cmark-gfm's renderer does.
    let html = document.root.renderHTML()
    precondition(html == document.root.renderHTMLThroughCmark(), "the Swift HTML writer and cmark-gfm differ")
    _ = Guide(document: document, path: "fuzz/brand/DESIGN-swiftui.md")
    return 0
}
