// libFuzzer target for the HTTP request parser and everything that reads a parsed head: the
// request target, framing and keep-alive, validators, dates, and the responder's routing.
// Built by Fuzz/run, never by SwiftPM; `@testable` because these types are internal to Server.
import Glibc
@testable import Server

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPRequest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for limits in HTTPRequestFuzz.limitSets { HTTPRequestFuzz.check(bytes, limits: limits) }
    return 0
}

/// Properties that must hold for any bytes a client can send; a broken one is a crash.
enum HTTPRequestFuzz {
    /// The defaults, and limits small enough that short inputs reach the 414 and 431 paths.
    static let limitSets = [ServerLimits(), ServerLimits(requestLineBytes: 48, headerBytes: 160, headerCount: 6)]

    /// A root that does not exist: routing runs to the file system and finds nothing.
    static let responder = Responder(root: "/nonexistent/sitegen-fuzz", broadcaster: ReloadBroadcaster(), hosts: hosts)
    static let hosts = HostPolicy(listenHost: "127.0.0.1", allowed: ["docs.example.test", ".preview.test"])

    static func check(_ bytes: [UInt8], limits: ServerLimits) {
        let outcome = RequestParser.parse(bytes, limits: limits)
        switch outcome {
        case .incomplete:
            // What a connection holds while it waits is bounded by the limits, whatever was sent.
            let bound = RequestParser.longestIncompleteHead(limits)
            precondition(bytes.count <= bound, "an incomplete head of \(bytes.count) bytes is over the \(bound) the limits allow")
        case .failure(let status):
            precondition([.badRequest, .uriTooLong, .headerFieldsTooLarge, .httpVersionNotSupported].contains(status), "unexpected \(status)")
        case .request(let head, let length):
            precondition(length > 0 && length <= bytes.count)
            // The head ends where it says: its bytes alone parse the same, so pipelined bytes after it are never read.
            precondition(RequestParser.parse(Array(bytes[..<length]), limits: limits) == outcome, "the head depends on bytes after it")
            precondition(head.headers.count <= limits.headerCount)
            exercise(head)
        }
        // Split the bytes as two reads would: a complete head is never changed by more bytes, a
        // prefix of an incomplete head is incomplete, and the event loop's skipped parse (no new
        // line end) never leaves a complete head unanswered.
        if let split = bytes.first.map({ Int($0) % (bytes.count + 1) }) {
            let prefix = RequestParser.parse(Array(bytes[..<split]), limits: limits)
            if case .request = prefix { precondition(prefix == outcome, "appending bytes changed a complete head") }
            if outcome == .incomplete { precondition(prefix == .incomplete, "a prefix of an incomplete head is not incomplete") }
            if prefix == .incomplete, split > 0, !RequestParser.isWorthParsing(afterAppending: bytes[split...], total: bytes.count, limits: limits) {
                if case .request = outcome { preconditionFailure("a skipped parse would miss a complete head") }
            }
        }
    }

    static func exercise(_ head: RequestHead) {
        if let host = head.value("Host") {
            let verdict = hosts.verdict(forAuthority: host)
            if case .admitted = verdict, let name = HostPolicy.host(of: host) {
                // What is admitted is one of the admitted kinds, never a stranger's name.
                precondition(name == "localhost" || name.hasSuffix(".localhost") || name == "127.0.0.1" || HostPolicy.isIPLiteral(name)
                    || name == "docs.example.test" || name == "preview.test" || name.hasSuffix(".preview.test"), "admitted '\(name)'")
            }
        }
        _ = hosts.verdict(for: head)
        _ = head.wantsKeepAlive
        _ = head.framingProblem
        _ = ConditionalRequest.isNotModified(head, entityTag: "\"1-2-3.4\"", modifiedSeconds: 784_111_777)
        if let path = try? RequestPath(target: head.target) {
            for segment in path.segments {
                precondition(!segment.isEmpty && segment != "." && segment != ".." && !segment.contains("/"), "segment '\(segment)'")
                precondition(!segment.utf8.contains(0) && !segment.contains("\\"))
            }
            // The normalized path, encoded for a Location field, reads back as the same path.
            let again = try? RequestPath(target: path.encodedPath)
            precondition(again?.segments == path.segments, "'\(path.encodedPath)' does not read back")
            precondition(!path.encodedPath.hasPrefix("//"), "a Location could be protocol-relative")
        }
        let response = responder.respond(to: head)
        if case .file(let descriptor, _) = response.body { close(descriptor) }
        _ = response.serializedHead(keepAlive: head.wantsKeepAlive, requestVersion: head.version, date: "Thu, 01 Jan 1970 00:00:00 GMT")
    }
}
