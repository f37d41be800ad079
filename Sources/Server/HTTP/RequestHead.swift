/// An HTTP protocol version as sent on a request line.
struct HTTPVersion: Sendable, Equatable, CustomStringConvertible {
    var major: Int
    var minor: Int

    static let http1_0 = HTTPVersion(major: 1, minor: 0)
    static let http1_1 = HTTPVersion(major: 1, minor: 1)

    var description: String { "HTTP/\(major).\(minor)" }
}

/// One header line, its name lower-cased so lookups need not care about case.
struct HeaderField: Sendable, Equatable {
    var name: String
    var value: String

    init(_ name: String, _ value: String) {
        self.name = name.lowercased()
        self.value = value
    }
}

/// The request line and header fields of one request; this server never reads a body.
struct RequestHead: Sendable, Equatable {
    var method: String
    var target: String
    var version: HTTPVersion
    var headers: [HeaderField]

    /// Every value given for `name`, in order.
    func values(_ name: String) -> [String] {
        let key = name.lowercased()
        return headers.filter { $0.name == key }.map(\.value)
    }

    /// The first value given for `name`.
    func value(_ name: String) -> String? {
        let key = name.lowercased()
        return headers.first { $0.name == key }?.value
    }

    /// The comma-separated tokens of every `name` field, lower-cased (`Connection: close, TE`).
    func tokens(_ name: String) -> [String] {
        values(name).flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces.lowercased() }.filter { !$0.isEmpty }
    }
}

extension StringProtocol {
    /// The text without leading or trailing spaces and tabs (HTTP's optional whitespace).
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
