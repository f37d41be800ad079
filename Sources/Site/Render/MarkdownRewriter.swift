import Diagnostics
import Guide
import Markdown
import Templates

/// Writes a guide's Markdown for the page, rewriting as it goes: code becomes
/// highlighted snippets, sub-headings get anchors, relative links are pointed at the published
/// pages (or unlinked, with a warning, when they lead nowhere), and hex codes get color chips.
struct MarkdownRewriter {
    /// What a relative link in the guide leads to.
    enum LinkTarget: Sendable {
        /// A page or file of the site, by its link.
        case site(String)
        /// Nothing that exists.
        case missing(String)
        /// A content file of a kind the site does not publish (see `PublishedKinds`).
        case unpublished(String)
    }

    /// Renders a code block as the theme's snippet HTML.
    let snippet: @Sendable (_ code: String, _ language: String) -> String
    /// Resolves a relative link; absolute URLs and `#fragments` are never passed.
    let resolveLink: @Sendable (_ destination: String) -> LinkTarget
    /// The document's path, for warnings.
    let source: String
    /// The hex codes the document's prose states, which get chips (Guide reads them); nil for none.
    let hexCodes: ProseHexCodes?

    /// The HTML of `blocks` and the warnings their links raised.
    func render(_ blocks: [MarkdownNode], anchors: inout AnchorSet) -> (html: String, diagnostics: [Diagnostic]) {
        var work = 0
        return render(blocks, anchors: &anchors, work: &work)
    }

    /// The same, adding to `work` the nodes rewritten and the ids tried for anchors: what the
    /// tests count to show the rewriter grows linearly. The page is written as the tree is
    /// walked (`MarkdownHTMLWriter` offers each node to the pass), so no rewritten copy of the
    /// tree is made. The walk is as deep as the tree, which `MarkdownDocument.nestingLimit` bounds.
    func render(_ blocks: [MarkdownNode], anchors: inout AnchorSet, work: inout Int) -> (html: String, diagnostics: [Diagnostic]) {
        var pass = Pass(rewriter: self, anchors: anchors)
        let html = MarkdownHTMLWriter.render(blocks, rewriting: &pass)
        anchors = pass.anchors
        work += pass.work + pass.anchors.probes
        return (html, pass.diagnostics)
    }

    /// One page's rewriting, with what it carries through the tree.
    private struct Pass: MarkdownHTMLRewriting {
        let rewriter: MarkdownRewriter
        var anchors: AnchorSet
        var diagnostics: [Diagnostic] = []
        var work = 0

        mutating func rewrite(_ node: MarkdownNode, into writer: inout MarkdownHTMLWriter) -> Bool {
            work += 1
            switch node.kind {
            case .codeBlock(let info, let literal):
                let language = String(info.split(separator: " ").first ?? "").lowercased()
                writer.writeCustomBlock(onEnter: rewriter.snippet(literal, language), onExit: "", childrenOf: nil, rewriting: &self)
            case .heading(let level):
                let id = anchors.claim(heading: node)
                writer.writeCustomBlock(onEnter: "<h\(level) id=\"\(HTMLEscaping.escape(id))\">", onExit: "</h\(level)>", childrenOf: node, rewriting: &self)
            case .link(let destination, let title), .image(let destination, let title):
                guard MarkdownRewriter.isRelative(destination) else { return false }
                rewriteLink(node, destination: destination, title: title, into: &writer)
            case .text(let text):
                guard let hexCodes = rewriter.hexCodes else { return false }
                work += text.utf8.count
                return MarkdownRewriter.writeChipped(text, codes: hexCodes.codes(in: text), into: &writer, as: { $0.writeText($1) })
            case .code(let code):
                guard let hexCodes = rewriter.hexCodes else { return false }
                work += code.utf8.count
                return MarkdownRewriter.writeChipped(code, codes: hexCodes.codes(in: code), into: &writer, as: { $0.writeCode($1) })
            default:
                return false
            }
            return true
        }

        private mutating func rewriteLink(_ node: MarkdownNode, destination: String, title: String, into writer: inout MarkdownHTMLWriter) {
            let problem: String, code: String
            switch rewriter.resolveLink(destination) {
            case .site(let link):
                let kind: MarkdownNode.Kind = if case .image = node.kind { .image(destination: link, title: title) } else { .link(destination: link, title: title) }
                writer.write(node, as: kind, rewriting: &self)
                return
            case .missing(let path):
                (problem, code) = ("link '\(destination)' points to '\(path)', which does not exist; it is shown as plain text", "link.broken")
            case .unpublished(let path):
                (problem, code) = ("link '\(destination)' points to '\(path)', a kind of file the site does not publish; it is shown as plain text", "link.unpublished")
            }
            diagnostics.append(Diagnostic(
                .warning, problem,
                at: SourceLocation(file: rewriter.source, line: node.range.startLine, column: node.range.startColumn),
                code: code
            ))
            writer.writeChildren(of: node, as: .customInline(onEnter: "", onExit: ""), rewriting: &self)
        }
    }

    /// Links that point into the guide's own folder: not absolute, not a scheme, not a fragment.
    static func isRelative(_ destination: String) -> Bool {
        guard !destination.isEmpty, !destination.hasPrefix("#"), !destination.hasPrefix("/"), !destination.hasPrefix("//") else { return false }
        if let colon = destination.firstIndex(of: ":"), destination[..<colon].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" || $0 == "." }) {
            return false
        }
        return true
    }

    /// `text` split around hex codes, each preceded by a chip painted with its color, each part
    /// written by `write` (as text, or as a code span of its own); false, with nothing written,
    /// when it holds no hex code.
    private static func writeChipped(_ text: String, codes: [ProseHexCodes.Code], into writer: inout MarkdownHTMLWriter, as write: (inout MarkdownHTMLWriter, Substring) -> Void) -> Bool {
        guard !codes.isEmpty else { return false }
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var cursor = text.startIndex
        for code in codes {
            let (start, end) = (index(code.utf8Range.lowerBound), index(code.utf8Range.upperBound))
            if cursor < start { write(&writer, text[cursor..<start]) }
            // The chip and its code in one unbreakable span: a line break between them split the pair.
            writer.writeHTML("<span class=\"hex\"><span class=\"chip\" style=\"background:\(code.color.hex)\"></span>")
            write(&writer, text[start..<end])
            writer.writeHTML("</span>")
            cursor = end
        }
        if cursor < text.endIndex { write(&writer, text[cursor...]) }
        return true
    }
}

/// Ids handed out on one page, so every heading anchor is unique and stable.
struct AnchorSet {
    private var used: Set<String>
    /// For each slug claimed, the suffix to try next. Ids are never given back, so every smaller
    /// suffix is taken: starting here finds the same id as counting from 2, without counting
    /// again through every copy before it (20,000 identical headings made that quadratic).
    private var nextSuffix: [String: Int] = [:]
    /// Ids tried so far, for the tests that show claiming stays linear.
    private(set) var probes = 0

    init(reserved: [String] = []) { used = Set(reserved) }

    /// A unique id from `text` (`Swipe Card (the hero component)` → `swipe-card-the-hero-component`).
    mutating func claim(_ text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var counter = nextSuffix[base] ?? 2
        probes += 1
        if used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            while used.contains(candidate) {
                probes += 1
                counter += 1
                candidate = "\(base)-\(counter)"
            }
            nextSuffix[base] = counter + 1
        }
        used.insert(candidate)
        return candidate
    }

    /// A heading's id, from its plain text: the one function the page and the search index
    /// both name headings with, so a search result lands on the heading it names.
    mutating func claim(heading: MarkdownNode) -> String { claim(heading.plainText) }

    mutating func reserve(_ id: String) { used.insert(id) }

    static func slug(_ text: String) -> String {
        // ASCII text (nearly every heading) is slugged byte by byte; the Unicode path below
        // handles the rest.
        if text.isASCII {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
                default: if let last = bytes.last, last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
                }
            }
            while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
            return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
        }
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.hasSuffix("-"), !slug.isEmpty {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "section" : slug
    }
}
