import Foundation

/// Decides whether an SVG may be published: a strict allow-check, not a sanitizer. An SVG
/// opened directly is a document of the site's origin, where a `<script>`, an `onload`, a
/// `<foreignObject>` holding HTML, or a link to `javascript:` would run. Rather than rewrite
/// such a file (and miss a trick a browser knows), sitegen publishes an SVG only when every
/// element is one of the drawing elements below, in the SVG namespace or an editor's inert
/// metadata namespace, no attribute is an event handler, every reference is a fragment of the
/// file itself (`#id`, `url(#id)`), and nothing could hide any of it (a DTD's internal subset,
/// character references, CSS escapes, processing instructions). Anything it cannot read that
/// way is refused, so doubt always means "not published".
enum SVGAllowCheck {
    /// Drawing, structure, paint-server, filter and metadata elements, by lower-cased local name.
    /// Not here: `script`, `foreignObject`, `a`, `animate`, `set` and the other animation
    /// elements (they can rewrite an `href`), `iframe`, `embed`, `object`, `handler`, `listener`.
    static let elements: Set<String> = [
        "svg", "g", "defs", "symbol", "use", "title", "desc", "metadata", "switch", "view", "style", "image",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "textpath",
        "lineargradient", "radialgradient", "stop", "pattern", "clippath", "mask", "marker", "filter",
        "feblend", "fecolormatrix", "fecomponenttransfer", "fecomposite", "feconvolvematrix",
        "fediffuselighting", "fedisplacementmap", "fedistantlight", "fedropshadow", "feflood", "fefunca",
        "fefuncb", "fefuncg", "fefuncr", "fegaussianblur", "feimage", "femerge", "femergenode",
        "femorphology", "feoffset", "fepointlight", "fespecularlighting", "fespotlight", "fetile", "feturbulence",
        // Inkscape, Sodipodi and RDF/Creative Commons metadata: inert outside the SVG namespace.
        "namedview", "grid", "page", "guide", "rdf", "work", "format", "type", "license", "permits", "requires",
    ]

    /// The namespaces an SVG may declare: SVG, XLink, XML, and editors' metadata.
    static let namespaces: Set<String> = [
        "http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink", "http://www.w3.org/XML/1998/namespace",
        "http://www.inkscape.org/namespaces/inkscape", "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
        "http://www.w3.org/1999/02/22-rdf-syntax-ns#", "http://creativecommons.org/ns#", "http://web.resource.org/cc/",
        "http://purl.org/dc/elements/1.1/",
    ]

    /// Why `data` may not be published, or nil when it may.
    static func problem(in data: Data) -> String? {
        guard let text = String(validating: data, as: UTF8.self), !text.utf8.contains(0) else { return "it is not UTF-8 text" }
        var scanner = Scanner(Array(text.utf8))
        do {
            try scanner.scan()
            return nil
        } catch {
            return error.reason
        }
    }

    private struct Refusal: Error {
        let reason: String
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var open: [String] = []
        var sawRoot = false

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func scan() throws(Refusal) {
            var textStart = index
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else {
                    index += 1
                    continue
                }
                try checkText(textStart..<index)
                try markup()
                textStart = index
            }
            try checkText(textStart..<index)
            guard sawRoot, open.isEmpty else { throw Refusal(reason: "it is not a whole <svg> document") }
        }

        private func rest(from start: Int) -> ArraySlice<UInt8> { bytes[start...] }

        private func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

        /// Index of `needle` at or after `start`.
        private func find(_ needle: String, from start: Int) -> Int? {
            let pattern = Array(needle.utf8)
            guard pattern.count <= bytes.count else { return nil }
            var at = start
            while at + pattern.count <= bytes.count {
                if bytes[at] == pattern[0], bytes[at..<at + pattern.count].elementsEqual(pattern) { return at }
                at += 1
            }
            return nil
        }

        private func starts(_ prefix: String) -> Bool { rest(from: index).starts(with: prefix.utf8) }

        private mutating func markup() throws(Refusal) {
            if starts("<!--") {
                guard let end = find("-->", from: index + 4) else { throw Refusal(reason: "a comment is not closed") }
                index = end + 3
            } else if starts("<![CDATA[") {
                guard let end = find("]]>", from: index + 9) else { throw Refusal(reason: "a CDATA section is not closed") }
                try checkText(index + 9..<end, entities: false)
                index = end + 3
            } else if starts("<!DOCTYPE") {
                guard let end = find(">", from: index), !bytes[index..<end].contains(UInt8(ascii: "[")) else {
                    throw Refusal(reason: "its DOCTYPE declares entities")
                }
                index = end + 1
            } else if starts("<?") {
                guard index == 0 || (index == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])), starts("<?xml "), let end = find("?>", from: index) else {
                    throw Refusal(reason: "it has a processing instruction")
                }
                index = end + 2
            } else if starts("</") {
                index += 2
                let name = try self.name()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">"), open.popLast() == name else { throw Refusal(reason: "its tags do not nest") }
                index += 1
            } else if starts("<!") {
                throw Refusal(reason: "it has a markup declaration")
            } else {
                try startTag()
            }
        }

        private mutating func startTag() throws(Refusal) {
            index += 1
            let name = try self.name()
            let local = Self.localName(name).lowercased()
            guard Self.allowedElement(local) else { throw Refusal(reason: "it has a <\(name)> element") }
            guard sawRoot || local == "svg" else { throw Refusal(reason: "its root element is <\(name)>, not <svg>") }
            guard !sawRoot || !open.isEmpty else { throw Refusal(reason: "it has content after its root element") }
            sawRoot = true
            while true {
                let hadSpace = skipSpace()
                guard index < bytes.count else { throw Refusal(reason: "a tag is not closed") }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    open.append(name)
                    if local == "style" { try checkStyleElement(closing: name) }
                    return
                }
                if starts("/>") {
                    index += 2
                    return
                }
                guard hadSpace else { throw Refusal(reason: "a tag is malformed") }
                let attribute = try self.name()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw Refusal(reason: "attribute '\(attribute)' has no value") }
                index += 1
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                    throw Refusal(reason: "attribute '\(attribute)' is not quoted")
                }
                let quote = bytes[index]
                guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { throw Refusal(reason: "attribute '\(attribute)' is not closed") }
                let value = string(index + 1..<end)
                index = end + 1
                try Self.check(attribute: attribute, value: value, element: local)
            }
        }

        /// The text of a `<style>` element, up to its end tag, checked as CSS.
        private mutating func checkStyleElement(closing name: String) throws(Refusal) {
            guard let end = find("</", from: index) else { throw Refusal(reason: "a <style> element is not closed") }
            var css = string(index..<end)
            if css.contains("<![CDATA[") {
                css = css.replacingOccurrences(of: "<![CDATA[", with: "").replacingOccurrences(of: "]]>", with: "")
            } else {
                try checkText(index..<end)
            }
            try Self.check(css: css)
            index = end
        }

        private mutating func name() throws(Refusal) -> String {
            let start = index
            while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { index += 1 }
            guard index > start else { throw Refusal(reason: "a tag is malformed") }
            return string(start..<index)
        }

        @discardableResult
        private mutating func skipSpace() -> Bool {
            let start = index
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            return index > start
        }

        /// Text between tags: no character references, which could spell anything.
        private func checkText(_ range: Range<Int>, entities: Bool = true) throws(Refusal) {
            guard entities else { return }
            try Self.checkEntities(string(range))
        }

        private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"): true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"): !first
            default: false
            }
        }

        private static func localName(_ name: String) -> String {
            name.split(separator: ":", omittingEmptySubsequences: false).last.map(String.init) ?? name
        }

        private static func allowedElement(_ local: String) -> Bool { SVGAllowCheck.elements.contains(local) }

        private static func checkEntities(_ text: String) throws(Refusal) {
            var rest = Substring(text)
            while let amp = rest.firstIndex(of: "&") {
                let after = rest[rest.index(after: amp)...]
                guard ["amp;", "lt;", "gt;", "quot;", "apos;"].contains(where: { after.hasPrefix($0) }) else {
                    throw Refusal(reason: "it has a character reference")
                }
                rest = after
            }
        }

        private static func check(attribute: String, value: String, element: String) throws(Refusal) {
            let parts = attribute.split(separator: ":", maxSplits: 1).map { $0.lowercased() }
            let (prefix, local) = parts.count == 2 ? (parts[0], parts[1]) : ("", parts[0])
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            if local.hasPrefix("on") { throw Refusal(reason: "it has an event handler attribute '\(attribute)'") }
            if attribute == "xmlns" || prefix == "xmlns" {
                guard SVGAllowCheck.namespaces.contains(trimmed) else { throw Refusal(reason: "it declares the namespace '\(value)'") }
                return
            }
            if prefix == "xml", local == "base" { throw Refusal(reason: "it sets xml:base") }
            try checkEntities(value)
            if value.contains("<") { throw Refusal(reason: "attribute '\(attribute)' holds '<'") }
            if local == "href" || local == "src" {
                let rasterData = element == "image" && ["data:image/png;base64,", "data:image/jpeg;base64,", "data:image/gif;base64,", "data:image/webp;base64,"].contains { trimmed.lowercased().hasPrefix($0) }
                guard trimmed.hasPrefix("#") || rasterData else { throw Refusal(reason: "it refers to '\(String(trimmed.prefix(60)))'") }
            }
            try check(css: value)
        }

        /// CSS (a `style` attribute or element, or any presentation value): `url()` only to a
        /// fragment, and none of `@import`, escapes, `expression()`, `javascript:`, bindings.
        private static func check(css: String) throws(Refusal) {
            let lowered = css.lowercased()
            for banned in ["@import", "\\", "expression(", "javascript:", "-moz-binding", "behavior:", "behavior :"] where lowered.contains(banned) {
                throw Refusal(reason: "it has '\(banned)'")
            }
            var rest = Substring(lowered)
            while let range = rest.range(of: "url(") {
                let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "\t" || $0 == "\n" }
                guard after.hasPrefix("#") else { throw Refusal(reason: "it has an external reference 'url(\(String(after.prefix(40)))'") }
                rest = after
            }
        }
    }
}
