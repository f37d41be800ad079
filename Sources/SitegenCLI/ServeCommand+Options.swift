/// The `serve` command line, checked.
struct ServeOptions: Sendable, Equatable {
    /// The folder to serve, as typed.
    var folder = "public"
    var host = "127.0.0.1"
    var port: UInt16 = 8000
    /// Whether pages get the live-reload script.
    var liveReload = true
    /// Host names answered besides the listen address, `localhost` and IP addresses.
    var allowedHosts: [String] = []

    init(folder: String = "public", host: String = "127.0.0.1", port: UInt16 = 8000, liveReload: Bool = true, allowedHosts: [String] = []) {
        self.folder = folder
        self.host = host
        self.port = port
        self.liveReload = liveReload
        self.allowedHosts = allowedHosts
    }

    init(_ arguments: ParsedArguments) throws(UsageError) {
        if let folder = arguments.positionals.first { self.folder = folder }
        if let host = arguments.value("--host") {
            guard !host.isEmpty else { throw UsageError("The value '' is invalid for '--host'", command: ServeCommand.spec) }
            self.host = host
        }
        if let text = arguments.value("--port") {
            guard let port = UInt16(text) else {
                throw UsageError("The value '\(text)' is invalid for '--port'; use a number from 0 to 65535", command: ServeCommand.spec)
            }
            self.port = port
        }
        liveReload = !arguments.flag("--no-reload")
        for name in arguments.allValues("--allow-host") {
            // A name as it appears in a URL: letters, digits, dots and hyphens (and IPv6 brackets).
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "0123456789.-_:[]".unicodeScalars.contains($0)) }) else {
                throw UsageError("The value '\(name)' is invalid for '--allow-host'; use a host name such as docs.example.test", command: ServeCommand.spec)
            }
            allowedHosts.append(name)
        }
    }

    /// The address to print for `port`: IPv6 hosts go in brackets.
    func address(port: UInt16) -> String {
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/"
    }
}
