import CCmarkGFM
import Diagnostics
import Foundation

/// A Markdown file parsed by cmark-gfm with the GFM extensions, as a tree of values.
public struct MarkdownDocument: Sendable {
    /// The path used in diagnostics.
    public let source: String
    /// The document node; its children are the top-level blocks.
    public let root: MarkdownNode
    /// The text as parsed (invalid UTF-8 replaced by U+FFFD), split into lines without their
    /// terminators, so callers can quote or re-read any line. `lines[0]` is line 1.
    public let lines: MarkdownLines
    /// Problems found while reading: bytes that are not UTF-8, an empty file, unterminated fences.
    public let diagnostics: [Diagnostic]

    /// How deep the tree may nest (the document is depth 0). Real guides nest under ten levels;
    /// past this one, a node keeps its kind but what lies below it is flattened into one text
    /// node, with a warning. 256 keeps every recursive walk of the tree (conversion, rendering,
    /// rewriting, release) within about a megabyte of stack even in unoptimized builds, far
    /// from the 8 MB of the main thread and inside the 512 KB a secondary thread may get.
    public static let nestingLimit = 256

    /// Parses `text`; `source` names the file in diagnostics.
    public init(parsing text: String, source: String) {
        var work = 0
        self.init(text: text, source: source, decodingDiagnostics: [], work: &work)
    }

    /// Decodes `data` as UTF-8 (reporting where it is not) and parses it.
    public init(parsing data: Data, source: String) {
        var work = 0
        self.init(parsing: data, source: source, work: &work)
    }

    /// Parses `data`, adding the nodes read to `work`: what the tests count to show that reading
    /// grows linearly with the input.
    init(parsing data: Data, source: String, work: inout Int) {
        let decoded = UTF8Decoding(data: data, source: source)
        self.init(text: decoded.text, source: source, decodingDiagnostics: decoded.diagnostics, work: &work)
    }

    private init(text: String, source: String, decodingDiagnostics: [Diagnostic], work: inout Int) {
        self.source = source
        self.lines = MarkdownLines(text)
        var reader = CmarkTreeReader()
        var diagnostics = decodingDiagnostics
        // The files a build or a command reads were checked as they were read (`GuideFile`,
        // which refuses the file so the build goes on without it); this is the check at the
        // parse itself, so no caller, whatever its text, hands cmark-gfm a shape it would take
        // quadratic time on.
        if let hazard = MarkdownHazard.first(in: text.utf8) {
            root = MarkdownNode(.document)
            diagnostics.append(hazard.diagnostic(source: source))
        } else {
            root = Self.parse(text, with: &reader)
        }
        work += reader.work
        if let first = reader.flattened.first {
            let more = reader.flattened.count > 1 ? " (here and in \(reader.flattened.count - 1) more place\(reader.flattened.count == 2 ? "" : "s"))" : ""
            diagnostics.append(Diagnostic(
                .warning, "Markdown nested deeper than \(Self.nestingLimit) levels; what lies deeper is kept as plain text\(more)",
                at: SourceLocation(file: source, line: max(first.startLine, 1), column: max(first.startColumn, 1)), code: "markdown.too-deep"
            ))
        }
        if text.allSatisfy(\.isWhitespace) {
            diagnostics.append(Diagnostic(.error, "the file is empty", at: SourceLocation(file: source, line: 1, column: 1), code: "markdown.empty"))
        }
        diagnostics += FenceCheck(lines: lines, source: source).unterminatedFences(among: reader.codeBlocks)
        self.diagnostics = diagnostics
    }

    /// The text as parsed (invalid UTF-8 replaced by U+FFFD): the one the lines are slices of.
    public var text: String { lines.text }

    /// The top-level blocks, in order.
    public var blocks: [MarkdownNode] { root.children }

    /// The location of a line and byte column in this document.
    public func location(line: Int, column: Int = 1) -> SourceLocation {
        SourceLocation(file: source, line: line, column: column)
    }

    /// The location where `node` starts.
    public func location(of node: MarkdownNode) -> SourceLocation {
        location(line: node.range.startLine, column: node.range.startColumn)
    }

    private static func parse(_ text: String, with reader: inout CmarkTreeReader) -> MarkdownNode {
        let parser = Cmark.makeParser()
        defer { cmark_parser_free(parser) }
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = Cmark.finish(parser) else { return MarkdownNode(.document) }
        defer { cmark_node_free(document) }
        return reader.read(document)
    }
}
