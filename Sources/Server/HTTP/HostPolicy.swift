/// Which names a request may give in `Host` (or in an absolute-form target): the defence against
/// DNS rebinding, where a page on `attacker.example` re-points its own name at 127.0.0.1 and so
/// reads this server as if it were same-origin. Its requests still say `Host: attacker.example`.
///
/// Admitted: the address the server listens on, `localhost` and names under `.localhost` (RFC
/// 6761 keeps them on loopback, and browsers resolve them without DNS), IP literals (rebinding
/// needs a name: a page whose origin is an IP address is that address), and the names given with
/// `--allow-host`. The port is not compared: an SSH tunnel or a container's port mapping puts
/// another port in `Host`, and the port plays no part in rebinding.
struct HostPolicy: Sendable, Equatable {
    /// What a request's authority amounts to.
    enum Verdict: Sendable, Equatable {
        case admitted
        /// Not a name this server answers for: 421.
        case misdirected(host: String)
        /// Not `host[:port]` syntax at all: 400.
        case malformed
    }

    /// Names admitted exactly, lower-cased, without brackets.
    private let names: Set<String>
    /// Names admitted with every name under them (`.example.test` given as `--allow-host`).
    private let suffixes: [String]

    /// - Parameters:
    ///   - listenHost: the address given to bind (`127.0.0.1`, `::1`, `0.0.0.0`, a name).
    ///   - allowed: further names; one starting with `.` admits that name and its subdomains.
    init(listenHost: String, allowed: [String] = []) {
        var names: Set<String> = ["localhost", Self.normalized(listenHost)]
        var suffixes = [".localhost"]
        for name in allowed.map(Self.normalized) where !name.isEmpty {
            if name.hasPrefix(".") {
                suffixes.append(name)
                names.insert(String(name.dropFirst()))
            } else {
                names.insert(name)
            }
        }
        self.names = names
        self.suffixes = suffixes
    }

    /// Judges the authority of `head`: the absolute-form target's if there is one (RFC 9112
    /// §3.2.2: it overrides `Host`), else `Host`. An HTTP/1.0 request without `Host` is admitted,
    /// since such clients predate the field; HTTP/1.1 without it was refused as a framing problem.
    func verdict(for head: RequestHead) -> Verdict {
        guard let authority = Self.absoluteFormAuthority(head.target) ?? head.value("Host") else { return .admitted }
        return verdict(forAuthority: authority)
    }

    /// Judges `host[:port]`, the IPv6 form being `[address][:port]`.
    func verdict(forAuthority authority: String) -> Verdict {
        guard let host = Self.host(of: authority) else { return .malformed }
        if names.contains(host) || Self.isIPLiteral(host) || suffixes.contains(where: { host.hasSuffix($0) }) {
            return .admitted
        }
        return .misdirected(host: host)
    }

    /// The host part, lower-cased and without brackets or a final dot; nil if the authority is
    /// not `host[:port]` with a numeric port.
    static func host(of authority: String) -> String? {
        var host = Substring(authority)
        var port: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                port = rest.dropFirst()
            }
            host = host[host.index(after: host.startIndex)..<close]
            guard !host.isEmpty, host.utf8.allSatisfy({ $0.isHexDigit || $0 == .colon || $0 == UInt8(ascii: ".") }) else { return nil }
        } else {
            if let colon = host.firstIndex(of: ":") {
                port = host[host.index(after: colon)...]
                host = host[..<colon]
            }
            // RFC 3986 reg-name, less percent-encoding (no browser sends it in a host).
            guard !host.isEmpty, host.utf8.allSatisfy(\.isRegisteredNameCharacter) else { return nil }
        }
        if let port, !port.utf8.allSatisfy(\.isDigit) { return nil }
        var name = host.lowercased()
        if name.count > 1 && name.hasSuffix(".") { name.removeLast() }  // `localhost.` is `localhost`
        return name
    }

    /// The authority of an absolute-form target (`http://host:port/path`), without user info.
    static func absoluteFormAuthority(_ target: String) -> String? {
        guard !target.hasPrefix("/"), let schemeEnd = target.range(of: "://") else { return nil }
        let rest = target[schemeEnd.upperBound...]
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        return String(authority)
    }

    /// Whether `host` is a dotted-quad IPv4 address or (already unbracketed) an IPv6 address.
    static func isIPLiteral(_ host: String) -> Bool {
        if host.contains(":") { return true }  // only bracketed IPv6 gets here with a colon
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { $0.utf8.count <= 3 && !$0.isEmpty && $0.utf8.allSatisfy(\.isDigit) && Int($0)! <= 255 }
    }

    private static func normalized(_ name: String) -> String {
        var name = name.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.count > 1 && name.hasSuffix(".") { name.removeLast() }
        return name
    }
}

extension UInt8 {
    /// RFC 3986 `unreserved / sub-delims`: what a registered name is made of.
    fileprivate var isRegisteredNameCharacter: Bool {
        isASCIIAlphanumeric || Array("-._~!$&'()*+,;=".utf8).contains(self)
    }

    fileprivate var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
