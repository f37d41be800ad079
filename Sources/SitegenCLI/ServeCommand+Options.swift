/// The `serve` command line, checked.
struct ServeOptions: Sendable, Equatable {
    /// The folder to serve, as typed.
    var folder = "public"
    var host = "127.0.0.1"
    var port: UInt16 = 8000
    /// Whether pages get the live-reload script.
    var liveReload = true

    init(folder: String = "public", host: String = "127.0.0.1", port: UInt16 = 8000, liveReload: Bool = true) {
        self.folder = folder
        self.host = host
        self.port = port
        self.liveReload = liveReload
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
    }

    /// The address to print for `port`: IPv6 hosts go in brackets.
    func address(port: UInt16) -> String {
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return "http://\(shownHost):\(port)/"
    }
}
