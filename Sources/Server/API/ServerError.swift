/// Why a `FileServer` could not start.
public enum ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another process listens on that port.
    case addressInUse(host: String, port: UInt16)
    /// The host is not an address this machine has, or does not resolve.
    case invalidHost(String)
    /// Binding needs privileges this process lacks (ports below 1024).
    case permissionDenied(host: String, port: UInt16)
    /// Any other system call failure, with its name and `strerror` text.
    case system(call: String, message: String)

    /// A sentence for the terminal, without the `Error: ` prefix.
    public var description: String {
        switch self {
        case .addressInUse(let host, let port):
            let next = port == UInt16.max ? "--port 8000" : "--port \(port + 1)"
            return "port \(port) on \(host) is already in use; try \(next) or --port 0"
        case .invalidHost(let host):
            return "cannot listen on '\(host)': not an address of this machine"
        case .permissionDenied(let host, let port):
            return "not allowed to listen on port \(port) on \(host); use a port above 1023"
        case .system(let call, let message):
            return "\(call) failed: \(message)"
        }
    }
}
