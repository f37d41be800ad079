/// The response statuses this server sends, with their reason phrases. An `Error` too, so the
/// parser can fail with the status it wants sent.
enum HTTPStatus: Int, Sendable, Equatable, Error {
    case ok = 200
    case movedPermanently = 301
    case notModified = 304
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case contentTooLarge = 413
    case uriTooLong = 414
    case misdirectedRequest = 421
    case headerFieldsTooLarge = 431
    case internalServerError = 500
    /// Sent only when no descriptor is free to open a file, which the event loop takes as its
    /// cue to close a connection and ask again (see `EventLoop.answer`).
    case serviceUnavailable = 503
    case httpVersionNotSupported = 505

    /// The reason phrase from RFC 9110 (RFC 6585 for 431).
    var reason: String {
        switch self {
        case .ok: "OK"
        case .movedPermanently: "Moved Permanently"
        case .notModified: "Not Modified"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .contentTooLarge: "Content Too Large"
        case .uriTooLong: "URI Too Long"
        case .misdirectedRequest: "Misdirected Request"
        case .headerFieldsTooLarge: "Request Header Fields Too Large"
        case .internalServerError: "Internal Server Error"
        case .serviceUnavailable: "Service Unavailable"
        case .httpVersionNotSupported: "HTTP Version Not Supported"
        }
    }
}
