import Glibc

extension Responder {
    /// Serves the regular file at the real path `file` with `status` (200, or 404 for the
    /// site's own not-found page). Validators and 304s apply only to 200s.
    func serve(_ file: String, status: HTTPStatus, _ head: RequestHead, isHead: Bool) -> Response {
        // O_NOFOLLOW: the path was checked as a real path; refuse if it became a link since.
        let descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            switch errno {
            case EACCES: return .plain(.forbidden, "The file is not readable.")
            // Not a 404: the file is there, and a browser would show the page as gone.
            case EMFILE, ENFILE:
                var response = Response.plain(.serviceUnavailable, "The server has no file descriptor free; try again.")
                response.headers.append(("Retry-After", "1"))
                return response
            default: return .plain(.notFound)
            }
        }
        var handedOff = false
        defer { if !handedOff { close(descriptor) } }
        guard let info = FileStatus(descriptor: descriptor), info.kind == .regular else { return .plain(.notFound) }

        let contentType = MediaType.forPath(file)
        let injects = broadcaster != nil && MediaType.isHTML(contentType)
        // The served bytes differ from the file's when the script is added, so the tag does too.
        let entityTag = injects ? String(info.entityTag.dropLast()) + "-r\"" : info.entityTag
        let lastModified = HTTPDate.format(info.modifiedSeconds)
        var headers: [(name: String, value: String)] = [("Content-Type", contentType)]
        if status == .ok {
            if ConditionalRequest.isNotModified(head, entityTag: entityTag, modifiedSeconds: info.modifiedSeconds) {
                return Response(status: .notModified, headers: [("ETag", entityTag), ("Last-Modified", lastModified), ("Cache-Control", "no-cache")], body: .none)
            }
            headers += [("ETag", entityTag), ("Last-Modified", lastModified)]
        }
        headers += [("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff")]

        if isHead || (!injects && info.size > Self.streamingThreshold) {
            headers.append(("Content-Length", "\(info.size + (injects ? LiveReload.tag.count : 0))"))
            guard !isHead else { return Response(status: status, headers: headers, body: .none) }
            handedOff = true
            return Response(status: status, headers: headers, body: .file(descriptor: descriptor, length: info.size))
        }
        guard var bytes = Self.read(descriptor, upTo: info.size, spare: injects ? LiveReload.tag.count : 0) else {
            return .plain(.internalServerError, "The file could not be read.", closesConnection: true)
        }
        if injects { LiveReload.inject(into: &bytes) }
        headers.append(("Content-Length", "\(bytes.count)"))
        return Response(status: status, headers: headers, body: .bytes(bytes))
    }

    /// Up to `count` bytes from the start of an open file; fewer if it shrank meanwhile.
    /// `spare` bytes of capacity are left free, so the live-reload tag goes in without a copy.
    static func read(_ descriptor: Int32, upTo count: Int, spare: Int = 0) -> [UInt8]? {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count + spare) { buffer, initialized in
            while initialized < count {
                let got = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(initialized))
                if got < 0 && errno == EINTR { continue }
                if got < 0 { failed = true }
                if got <= 0 { break }
                initialized += got
            }
        }
        return failed ? nil : bytes
    }
}
