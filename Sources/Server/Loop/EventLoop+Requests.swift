import Glibc

/// Reading requests and writing responses on one connection.
extension EventLoop {
    /// Reacts to what `poll` reported for `connection`.
    func service(_ connection: Connection, events: Int32) {
        let readable = events & (POLLIN | POLLHUP | POLLERR) != 0
        switch connection.phase {
        case .reading, .draining:
            if readable { receive(connection) }
        case .writing:
            if events & (POLLOUT | POLLHUP | POLLERR) != 0 {
                flush(connection)
                if connection.phase == .reading { process(connection) }
            }
        case .streaming:
            if events & POLLOUT != 0 { flush(connection) }
            if readable && connection.phase == .streaming { receive(connection) }
        case .closed:
            break
        }
    }

    /// Reads what arrived: request bytes while reading, discarded bytes otherwise (a stream or
    /// a draining connection only cares whether the client has closed).
    private func receive(_ connection: Connection) {
        let count = scratch.withUnsafeMutableBytes { recv(connection.descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 && SystemCalls.wouldBlock(errno) { return }
        guard count > 0 else {
            close(connection)
            return
        }
        guard connection.phase == .reading else { return }
        if connection.isIdle {
            // The next request has begun: from here its head has a fixed time to arrive in full.
            connection.isIdle = false
            connection.deadline = now + timing.requestHead
        }
        let wasEmpty = connection.input.isEmpty
        connection.input.append(contentsOf: scratch[0..<count])
        // Input left over from the last parse was an incomplete head (complete ones are
        // answered at once), so most reads that bring no line end need no parse.
        if wasEmpty || RequestParser.isWorthParsing(afterAppending: scratch[0..<count], total: connection.input.count, limits: limits) {
            process(connection)
        }
    }

    /// Answers every complete request in the input, in order, while responses drain at once.
    func process(_ connection: Connection) {
        while connection.phase == .reading && !connection.input.isEmpty {
            switch RequestParser.parse(connection.input, limits: limits) {
            case .incomplete:
                return
            case .failure(let status):
                connection.input.removeAll()
                respond(with: .plain(status, closesConnection: true), to: nil, on: connection)
            case .request(let head, let length):
                connection.input.removeFirst(length)
                respond(with: answer(head, on: connection), to: head, on: connection)
            }
        }
    }

    /// Queues `response` and starts writing it.
    func respond(with response: Response, to head: RequestHead?, on connection: Connection) {
        let keepAlive = head?.wantsKeepAlive == true && !response.closesConnection
        let headBytes = response.serializedHead(keepAlive: keepAlive, requestVersion: head?.version, date: httpDate())
        switch response.body {
        case .none:
            connection.output.append(headBytes)
        case .bytes(let body):
            // Queued apart and written together with writev: a page is never copied to join its head.
            connection.output.append(headBytes)
            connection.output.append(body)
        case .file(let descriptor, let length):
            connection.output.append(headBytes)
            connection.output.appendFile(descriptor, length: length)
        case .eventStream(let opening):
            let streams = connections.values.filter { $0.phase == .streaming }
            if streams.count >= maximumStreams, let oldest = leastUseful(streams) { close(oldest) }
            connection.output.append(headBytes + opening)
            connection.phase = .streaming
            connection.nextHeartbeat = now + timing.heartbeat
            connection.streamEnds = now + timing.streamLifetime
            connection.deadline = .max
            connection.input.removeAll()
            flush(connection)
            return
        }
        connection.closesAfterOutput = !keepAlive
        connection.phase = .writing
        connection.deadline = now + timing.write
        flush(connection)
    }

    /// Writes what the socket takes, then moves the connection on: back to reading, to a
    /// half-closed drain, or (for a stream) nowhere.
    func flush(_ connection: Connection) {
        let (outcome, progressed) = connection.output.flush(to: connection.descriptor, scratch: &scratch)
        switch outcome {
        case .failed:
            close(connection)
        case .blocked:
            if progressed || connection.phase == .streaming && connection.deadline == .max {
                connection.deadline = now + timing.write
            }
            if connection.phase == .streaming && connection.output.bufferedBytes > Self.maximumStreamBacklog {
                close(connection)
            }
        case .drained where connection.phase == .streaming:
            connection.deadline = .max
        case .drained where connection.closesAfterOutput:
            // Half-close and read until the client closes: closing outright with unread input
            // (a body we refused) would send a reset that can destroy the answer in flight.
            shutdown(connection.descriptor, Int32(SHUT_WR))
            connection.phase = .draining
            connection.input.removeAll()
            connection.deadline = now + timing.linger
        case .drained:
            connection.phase = .reading
            connection.isIdle = connection.input.isEmpty
            connection.deadline = now + (connection.isIdle ? timing.idle : timing.requestHead)
        }
    }
}
