import Glibc

/// The periodic check of every connection's deadline, stream heartbeats, and the end of a
/// descriptor shortage.
extension EventLoop {
    func sweep() {
        endDescriptorShortage()
        for connection in Array(connections.values) {
            switch connection.phase {
            case .reading where now >= connection.deadline:
                if !connection.input.isEmpty {
                    // Part of a head arrived but not the rest in time: say so, once, and go.
                    let response = Response.plain(.requestTimeout, closesConnection: true)
                    var output = OutputQueue()
                    output.append(response.serializedHead(keepAlive: false, requestVersion: nil, date: httpDate()))
                    if case .bytes(let body) = response.body { output.append(body) }
                    _ = output.flush(to: connection.descriptor, scratch: &scratch)
                    output.discard()
                }
                close(connection)
            case .writing where now >= connection.deadline, .draining where now >= connection.deadline:
                close(connection)
            case .streaming:
                // A stalled stream, or one at the end of its lifetime: the page reconnects.
                if now >= connection.deadline || now >= connection.streamEnds {
                    close(connection)
                } else if now >= connection.nextHeartbeat {
                    connection.nextHeartbeat = now + timing.heartbeat
                    connection.output.append(ServerSentEvent.heartbeat)
                    flush(connection)
                }
            default:
                break
            }
        }
    }
}
