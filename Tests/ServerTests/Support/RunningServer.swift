import Foundation
@testable import Server

/// Short timeouts so the timeout tests take a fraction of a second.
let testTimeouts = ServerTimeouts(requestHead: .milliseconds(300), idle: .milliseconds(300), write: .seconds(1), heartbeat: .milliseconds(200), linger: .milliseconds(200))

/// Starts a server on a free port over `folder`, runs `body`, and stops the server. A
/// `descriptorLimit` stands in for the process's open-file limit in the connection cap.
func withServer<T>(
    serving folder: TemporaryFolder,
    liveReload: ReloadBroadcaster? = nil,
    timeouts: ServerTimeouts = ServerTimeouts(),
    limits: ServerLimits = ServerLimits(),
    allowedHosts: [String] = [],
    descriptorLimit: Int? = nil,
    _ body: (UInt16) async throws -> T
) async throws -> T {
    var configuration = ServerConfiguration(
        root: folder.url, port: 0, liveReload: liveReload, timeouts: timeouts, limits: limits, eventLoops: 2, allowedHosts: allowedHosts
    )
    configuration.descriptorLimit = descriptorLimit
    let server = FileServer(configuration: configuration)
    let port = try server.start()
    do {
        let result = try await body(port)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
