/// What a parsed head means for the connection: persistence, framing, and checks RFC 9112 asks for.
extension RequestHead {
    /// Whether the client wants the connection kept open after the response: HTTP/1.1 unless it
    /// says `Connection: close`, HTTP/1.0 only when it says `Connection: keep-alive`.
    var wantsKeepAlive: Bool {
        let tokens = tokens("Connection")
        if tokens.contains("close") { return false }
        return version.minor >= 1 || tokens.contains("keep-alive")
    }

    /// Whether a body follows the head, or nil if its framing is invalid.
    ///
    /// Both `Transfer-Encoding` and `Content-Length`, or conflicting or non-numeric lengths, are
    /// the shapes request smuggling uses, so they are refused rather than guessed at.
    var hasBody: Bool? {
        let lengths = values("Content-Length").flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces }
        let encodings = values("Transfer-Encoding")
        if !encodings.isEmpty { return lengths.isEmpty ? true : nil }
        guard let first = lengths.first else { return false }
        guard lengths.allSatisfy({ $0 == first }), !first.isEmpty, first.utf8.allSatisfy(\.isDigit) else { return nil }
        return first.contains { $0 != "0" }
    }

    /// The status to refuse this head with before looking at the target, or nil if it is
    /// well-formed: HTTP/1.1 needs exactly one `Host`, and body framing must be valid.
    var framingProblem: HTTPStatus? {
        let hosts = values("Host").count
        if hosts > 1 || (version.minor >= 1 && hosts == 0) { return .badRequest }
        if hasBody == nil { return .badRequest }
        return nil
    }
}
