/// Turns a request head into a response: method and framing checks, path resolution, the live
/// reload endpoints. Runs on the event loops, so it only does short, bounded file reads.
struct Responder: Sendable {
    let resolver: FileResolver
    /// Set while live reload is on.
    let broadcaster: ReloadBroadcaster?
    /// The names requests may be addressed to.
    let hosts: HostPolicy

    /// Files larger than this (and never HTML that gets the script) are sent in pieces as the
    /// socket drains rather than read whole.
    static let streamingThreshold = 1 << 20

    init(root: String, broadcaster: ReloadBroadcaster?, hosts: HostPolicy) {
        resolver = FileResolver(root: root)
        self.broadcaster = broadcaster
        self.hosts = hosts
    }

    func respond(to head: RequestHead) -> Response {
        let isHead = head.method == "HEAD"
        var response = route(head, isHead: isHead)
        if isHead {
            switch response.body {
            case .bytes, .eventStream: response.body = .none
            case .none, .file: break  // files are never opened for HEAD
            }
        }
        return response
    }

    private func route(_ head: RequestHead, isHead: Bool) -> Response {
        if let problem = head.framingProblem { return .plain(problem, closesConnection: true) }
        switch hosts.verdict(for: head) {
        case .admitted: break
        case .malformed: return .plain(.badRequest, "The Host field is not a host name or address.", closesConnection: true)
        case .misdirected(let host):
            // 421, not 403: the request is not forbidden, it reached a server that does not
            // answer for that name (RFC 9110 §15.5.20). The name passed the host syntax check,
            // so echoing it cannot inject anything.
            return .plain(.misdirectedRequest, "This server does not answer for '\(host)'. To serve it under that name, run sitegen serve with --allow-host \(host).", closesConnection: true)
        }
        guard head.method == "GET" || isHead else {
            // A body we will not read would be taken for the next request, so close after it.
            var response = Response.plain(.methodNotAllowed, "This server only reads files: use GET or HEAD.", closesConnection: head.hasBody == true)
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        if head.hasBody == true {
            return .plain(.contentTooLarge, "A GET or HEAD request carries no body.", closesConnection: true)
        }
        let path: RequestPath
        do {
            path = try RequestPath(target: head.target)
        } catch {
            return .plain(.badRequest, Self.explanation(of: error))
        }
        if let broadcaster {
            if path.segments == LiveReload.eventsPath { return eventStream(broadcaster, head) }
            if path.segments == LiveReload.scriptPath { return script(head) }
        }
        switch resolver.resolve(path) {
        case .file(let file):
            return serve(file, status: .ok, head, isHead: isHead)
        case .redirect(let location):
            var response = Response.plain(.movedPermanently, "Moved to \(location)")
            response.headers.append(("Location", location))
            return response
        case .forbidden:
            return .plain(.forbidden, "That path leads outside the served folder.")
        case .notFound:
            if let page = resolver.notFoundPage() { return serve(page, status: .notFound, head, isHead: isHead) }
            return .plain(.notFound)
        }
    }

    private static func explanation(of problem: RequestPath.Problem) -> String {
        switch problem {
        case .malformed: "The request target is not a path."
        case .forbiddenCharacter: "The path holds a NUL byte or a backslash."
        case .invalidEncoding: "The path does not decode to UTF-8."
        case .escapesRoot: "The path climbs above the served folder."
        }
    }

    private func eventStream(_ broadcaster: ReloadBroadcaster, _ head: RequestHead) -> Response {
        // Read before the stream is registered: a reload after this point reaches it through
        // the loop's mailbox, one before is seen here, so none falls between.
        let generation = broadcaster.generation
        var opening = ServerSentEvent.preamble(generation: generation)
        // A reconnecting page names the last reload it saw; if another came since, it reloads now.
        if let seen = head.value("Last-Event-ID"), seen != "\(generation)" {
            opening += ServerSentEvent.reload(generation: generation).encoded
        }
        if let error = broadcaster.currentError { opening += ServerSentEvent.error(error).encoded }
        return Response(
            status: .ok,
            headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-cache")],
            body: .eventStream(opening),
            closesConnection: true
        )
    }

    private func script(_ head: RequestHead) -> Response {
        let body = Array(LiveReload.script.utf8)
        let tag = "\"sitegen-live-reload-\(body.count)\""
        if ConditionalRequest.isNotModified(head, entityTag: tag, modifiedSeconds: 0) {
            return Response(status: .notModified, headers: [("ETag", tag), ("Cache-Control", "no-cache")], body: .none)
        }
        return Response(
            status: .ok,
            headers: [("Content-Type", "text/javascript; charset=utf-8"), ("Content-Length", "\(body.count)"), ("ETag", tag), ("Cache-Control", "no-cache")],
            body: .bytes(body)
        )
    }
}
