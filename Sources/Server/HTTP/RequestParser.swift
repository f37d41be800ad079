import Glibc

/// Reads a request head from the bytes received so far: pure functions over bytes, so every
/// malformed or oversized case is a unit test rather than a socket dance.
enum RequestParser {
    /// What the bytes received so far amount to.
    enum Outcome: Sendable, Equatable {
        /// More bytes are needed; nothing is wrong yet.
        case incomplete
        /// A whole head, and how many bytes of the buffer it used.
        case request(RequestHead, length: Int)
        /// The request cannot be served; answer with this status and close.
        case failure(HTTPStatus)
    }

    /// Empty lines tolerated before a request line (RFC 9112 §2.2: "SHOULD ignore at least one").
    static let maximumLeadingEmptyLines = 4

    /// The most bytes `parse` ever calls `.incomplete` under `limits`: leading empty lines, a
    /// request line and its CRLF, and a header section. A connection holds no more than this
    /// (plus one read) while it waits for a head.
    static func longestIncompleteHead(_ limits: ServerLimits) -> Int {
        2 * maximumLeadingEmptyLines + limits.requestLineBytes + 2 + limits.headerBytes
    }

    /// Whether parsing again is worth it after `added` bytes were appended to a buffer (now
    /// `total` bytes long) that was `.incomplete`. A head can only have completed if a line
    /// did, so without a new LF the buffer is parsed again only once it is too long to be
    /// incomplete; a size or syntax failure found then is the same one found a little later.
    /// Keeps a client dribbling a byte at a time from having its head parsed per byte.
    static func isWorthParsing(afterAppending added: ArraySlice<UInt8>, total: Int, limits: ServerLimits) -> Bool {
        added.contains(.lf) || total > longestIncompleteHead(limits)
    }

    /// Parses the head at the start of `bytes`.
    ///
    /// A request line longer than `limits.requestLineBytes` gives 414, a header section longer
    /// than `limits.headerBytes` or with more than `limits.headerCount` fields gives 431, and
    /// anything that is not HTTP/1.x syntax gives 400. A bad request line is reported as soon as
    /// it is complete, without waiting for the headers.
    static func parse(_ bytes: [UInt8], limits: ServerLimits) -> Outcome {
        var start = 0
        var emptyLines = 0
        // Each empty line is CRLF or a bare LF; a CR not followed by LF is a bare CR (§2.2), so
        // a client sending nothing but CRs cannot grow the buffer without end.
        while start < bytes.count, bytes[start] == .cr || bytes[start] == .lf {
            if bytes[start] == .cr {
                guard start + 1 < bytes.count else { return .incomplete }
                guard bytes[start + 1] == .lf else { return .failure(.badRequest) }
                start += 1
            }
            emptyLines += 1
            if emptyLines > maximumLeadingEmptyLines { return .failure(.badRequest) }
            start += 1
        }
        guard let lineEnd = firstLineFeed(in: bytes, from: start) else {
            return bytes.count - start > limits.requestLineBytes ? .failure(.uriTooLong) : .incomplete
        }
        guard let line = lineContent(bytes, start, lineEnd) else { return .failure(.badRequest) }
        if line.count > limits.requestLineBytes { return .failure(.uriTooLong) }
        let requestLine: (method: String, target: String, version: HTTPVersion)
        switch parseRequestLine(line) {
        case .success(let parsed): requestLine = parsed
        case .failure(let status): return .failure(status)
        }

        var headers: [HeaderField] = []
        let headerStart = lineEnd + 1
        var position = headerStart
        while true {
            guard let end = firstLineFeed(in: bytes, from: position) else {
                return bytes.count - headerStart > limits.headerBytes ? .failure(.headerFieldsTooLarge) : .incomplete
            }
            if end + 1 - headerStart > limits.headerBytes { return .failure(.headerFieldsTooLarge) }
            guard let content = lineContent(bytes, position, end) else { return .failure(.badRequest) }
            position = end + 1
            if content.isEmpty { break }
            guard let field = parseHeaderField(content) else { return .failure(.badRequest) }
            headers.append(field)
            if headers.count > limits.headerCount { return .failure(.headerFieldsTooLarge) }
        }
        let head = RequestHead(method: requestLine.method, target: requestLine.target, version: requestLine.version, headers: headers)
        return .request(head, length: position)
    }

    /// Parses `method SP request-target SP HTTP-version`, with exactly one space between parts.
    static func parseRequestLine(_ line: ArraySlice<UInt8>) -> Result<(method: String, target: String, version: HTTPVersion), HTTPStatus> {
        let parts = line.split(separator: .space, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return .failure(.badRequest) }
        let method = parts[0], target = parts[1], version = parts[2]
        guard !method.isEmpty, method.allSatisfy(\.isTokenCharacter) else { return .failure(.badRequest) }
        // Browsers percent-encode everything else, so a raw control or non-ASCII byte is malformed.
        guard !target.isEmpty, target.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return .failure(.badRequest) }
        guard let parsedVersion = parseVersion(version) else { return .failure(.badRequest) }
        guard parsedVersion.major == 1 else { return .failure(.httpVersionNotSupported) }
        return .success((String(decoding: method, as: UTF8.self), String(decoding: target, as: UTF8.self), parsedVersion))
    }

    /// Parses `HTTP/<digit>.<digit>`.
    static func parseVersion(_ bytes: ArraySlice<UInt8>) -> HTTPVersion? {
        let text = Array(bytes)
        guard text.count == 8, Array(text[0..<5]) == Array("HTTP/".utf8), text[6] == UInt8(ascii: "."),
              text[5].isDigit, text[7].isDigit else { return nil }
        return HTTPVersion(major: Int(text[5] - UInt8(ascii: "0")), minor: Int(text[7] - UInt8(ascii: "0")))
    }

    /// Parses `field-name ":" OWS field-value OWS`; nil for obsolete line folding, whitespace
    /// before the colon, an empty or non-token name, or control characters in the value.
    static func parseHeaderField(_ line: ArraySlice<UInt8>) -> HeaderField? {
        guard let colon = line.firstIndex(of: .colon) else { return nil }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(\.isTokenCharacter) else { return nil }
        var value = line[(colon + 1)...]
        while let first = value.first, first == .space || first == .tab { value.removeFirst() }
        while let last = value.last, last == .space || last == .tab { value.removeLast() }
        guard value.allSatisfy({ $0 == .tab || $0 >= 0x20 && $0 != 0x7F }) else { return nil }
        return HeaderField(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    /// The index of the first LF at or after `start`. `memchr`, because a head is scanned again
    /// each time a line of it arrives.
    static func firstLineFeed(in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            memchr(buffer.baseAddress! + start, Int32(UInt8.lf), buffer.count - start).map { buffer.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
        }
    }

    /// The line between `start` and the LF at `end`, without its CR; nil if a bare CR is inside.
    private static func lineContent(_ bytes: [UInt8], _ start: Int, _ end: Int) -> ArraySlice<UInt8>? {
        var content = bytes[start..<end]
        if content.last == .cr { content.removeLast() }
        return content.contains(.cr) ? nil : content
    }
}

extension UInt8 {
    static let cr = UInt8(ascii: "\r")
    static let lf = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let colon = UInt8(ascii: ":")

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// Whether the byte may appear in an RFC 9110 token (methods, header names).
    var isTokenCharacter: Bool {
        switch self {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(self)
        }
    }
}
