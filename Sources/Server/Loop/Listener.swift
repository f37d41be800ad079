import Glibc

/// A bound, listening, non-blocking TCP socket.
struct Listener: Sendable {
    let descriptor: Int32
    /// The port actually bound (the system's choice when 0 was asked for).
    let port: UInt16

    /// Binds `host`:`port`. For a name with several addresses (`localhost`) the first IPv4 one
    /// is used, since that is what `http://localhost/` tries first in most browsers.
    static func bind(host: String, port: UInt16, backlog: Int32 = 1024) throws(ServerError) -> Listener {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(name, String(port), &hints, &results) == 0, let results else { throw .invalidHost(host) }
        defer { freeaddrinfo(results) }
        var chosen = results
        var next: UnsafeMutablePointer<addrinfo>? = results
        while let candidate = next {
            if candidate.pointee.ai_family == AF_INET { chosen = candidate; break }
            next = candidate.pointee.ai_next
        }
        let address = chosen.pointee

        let descriptor = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard descriptor >= 0 else { throw .system(call: "socket", message: SystemCalls.message(errno)) }
        // Lets a restarted server take the port while old connections sit in TIME_WAIT; a live
        // listener on the port still makes bind fail, which is what "in use" should mean.
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if Glibc.bind(descriptor, address.ai_addr, address.ai_addrlen) != 0 {
            let code = errno
            close(descriptor)
            switch code {
            case EADDRINUSE: throw .addressInUse(host: host, port: port)
            case EACCES: throw .permissionDenied(host: host, port: port)
            case EADDRNOTAVAIL: throw .invalidHost(host)
            default: throw .system(call: "bind", message: SystemCalls.message(code))
            }
        }
        guard listen(descriptor, backlog) == 0, SystemCalls.prepare(descriptor) else {
            let code = errno
            close(descriptor)
            throw .system(call: "listen", message: SystemCalls.message(code))
        }
        return Listener(descriptor: descriptor, port: boundPort(descriptor) ?? port)
    }

    private static func boundPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        return withUnsafePointer(to: &storage) { pointer in
            switch Int32(pointer.pointee.ss_family) {
            case AF_INET: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            case AF_INET6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            default: nil
            }
        }
    }
}
