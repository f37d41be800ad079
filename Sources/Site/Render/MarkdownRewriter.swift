import Diagnostics
import Guide
import Markdown
import Templates

/// Prepares a guide's Markdown for the page before cmark-gfm renders it: code becomes
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
    /// Whether hex codes in prose get chips.
    let chipsHexCodes: Bool

    /// The HTML of `blocks` and the warnings their links raised.
    func render(_ blocks: [MarkdownNode], anchors: inout AnchorSet) -> (html: String, diagnostics: [Diagnostic]) {
        var work = 0
        return render(blocks, anchors: &anchors, work: &work)
    }

    /// The same, adding to `work` the nodes rewritten and the ids tried for anchors: what the
    /// tests count to show the rewriter grows linearly. The recursion below is as deep as the
    /// tree, which `MarkdownDocument.nestingLimit` bounds.
    func render(_ blocks: [MarkdownNode], anchors: inout AnchorSet, work: inout Int) -> (html: String, diagnostics: [Diagnostic]) {
        var pass = Pass(anchors: anchors)
        let rewritten = blocks.map { rewrite($0, &pass) }
        anchors = pass.anchors
        work += pass.work + pass.anchors.probes
        return (rewritten.renderHTML(), pass.diagnostics)
    }

    /// What one rewrite carries through the tree.
    private struct Pass {
        var anchors: AnchorSet
        var diagnostics: [Diagnostic] = []
        var work = 0
    }

    private func rewrite(_ node: MarkdownNode, _ pass: inout Pass) -> MarkdownNode {
        pass.work += 1
        switch node.kind {
        case .codeBlock(let info, let literal):
            let language = String(info.split(separator: " ").first ?? "").lowercased()
            return MarkdownNode(.customBlock(onEnter: snippet(literal, language), onExit: ""), range: node.range)
        case .heading(let level):
            let id = pass.anchors.claim(node.plainText)
            let children = node.children.map { rewrite($0, &pass) }
            return MarkdownNode(.customBlock(onEnter: "<h\(level) id=\"\(HTMLEscaping.escape(id))\">", onExit: "</h\(level)>"), range: node.range, children: children)
        case .link(let destination, let title), .image(let destination, let title):
            return rewriteLink(node, destination: destination, title: title, &pass)
        case .text(let text) where chipsHexCodes:
            pass.work += text.utf8.count
            let parts = chipped(text, as: { .text($0) })
            return parts.count == 1 ? node : Self.inlineGroup(parts, range: node.range)
        case .code(let code) where chipsHexCodes:
            pass.work += code.utf8.count
            let parts = chipped(code, as: { .code($0) })
            return parts.count == 1 ? node : Self.inlineGroup(parts, range: node.range)
        default:
            var copy = node
            copy.children = node.children.map { rewrite($0, &pass) }
            return copy
        }
    }

    private func rewriteLink(_ node: MarkdownNode, destination: String, title: String, _ pass: inout Pass) -> MarkdownNode {
        var copy = node
        copy.children = node.children.map { rewrite($0, &pass) }
        guard Self.isRelative(destination) else { return copy }
        switch resolveLink(destination) {
        case .site(let link):
            if case .image = node.kind { copy.kind = .image(destination: link, title: title) } else { copy.kind = .link(destination: link, title: title) }
            return copy
        case .missing(let path):
            pass.diagnostics.append(Diagnostic(
                .warning, "link '\(destination)' points to '\(path)', which does not exist; it is shown as plain text",
                at: SourceLocation(file: source, line: node.range.startLine, column: node.range.startColumn), code: "link.broken"
            ))
            return Self.inlineGroup(copy.children, range: node.range)
        case .unpublished(let path):
            pass.diagnostics.append(Diagnostic(
                .warning, "link '\(destination)' points to '\(path)', a kind of file the site does not publish; it is shown as plain text",
                at: SourceLocation(file: source, line: node.range.startLine, column: node.range.startColumn), code: "link.unpublished"
            ))
            return Self.inlineGroup(copy.children, range: node.range)
        }
    }

    /// Inlines in a container with no markup of its own (a custom inline: the one node cmark-gfm
    /// lets hold inlines where a single inline stood).
    private static func inlineGroup(_ children: [MarkdownNode], range: SourceRange) -> MarkdownNode {
        MarkdownNode(.customInline(onEnter: "", onExit: ""), range: range, children: children)
    }

    /// Links that point into the guide's own folder: not absolute, not a scheme, not a fragment.
    static func isRelative(_ destination: String) -> Bool {
        guard !destination.isEmpty, !destination.hasPrefix("#"), !destination.hasPrefix("/"), !destination.hasPrefix("//") else { return false }
        if let colon = destination.firstIndex(of: ":"), destination[..<colon].allSatisfy({ $0.isLetter || $0 == "+" || $0 == "-" || $0 == "." }) {
            return false
        }
        return true
    }

    /// `text` split around hex codes, each preceded by a chip painted with its color.
    private func chipped(_ text: String, as make: (String) -> MarkdownNode.Kind) -> [MarkdownNode] {
        let codes = StatedColorParser.hexCodes(in: text)
        guard !codes.isEmpty else { return [MarkdownNode(make(text))] }
        var parts: [MarkdownNode] = []
        var cursor = text.startIndex
        for code in codes {
            guard let color = RGBAColor(hex: code.text) else { continue }
            if cursor < code.range.lowerBound { parts.append(MarkdownNode(make(String(text[cursor..<code.range.lowerBound])))) }
            let chip = "<span class=\"chip\" style=\"background:\(color.hex)\"></span>"
            parts.append(MarkdownNode(.customInline(onEnter: chip, onExit: "")))
            parts.append(MarkdownNode(make(String(text[code.range]))))
            cursor = code.range.upperBound
        }
        if cursor < text.endIndex { parts.append(MarkdownNode(make(String(text[cursor...])))) }
        return parts
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

    mutating func reserve(_ id: String) { used.insert(id) }

    static func slug(_ text: String) -> String {
        // ASCII text (nearly every heading) is slugged byte by byte; the Unicode path below
        // handles the rest.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
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
