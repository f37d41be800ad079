import Glibc

/// Bytes and file ranges waiting to be written to one socket, in order.
struct OutputQueue {
    private enum Chunk {
        case bytes([UInt8], sent: Int)
        case file(descriptor: Int32, offset: Int, remaining: Int)
    }

    /// How a flush ended.
    enum Outcome: Equatable {
        /// Everything was written.
        case drained
        /// The socket is full; wait for POLLOUT.
        case blocked
        /// The peer is gone or a file shrank under us; close the connection.
        case failed
    }

    private var chunks: [Chunk] = []
    /// Bytes held in memory and not yet written (files not counted).
    private(set) var bufferedBytes = 0

    var isEmpty: Bool { chunks.isEmpty }

    mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        chunks.append(.bytes(bytes, sent: 0))
        bufferedBytes += bytes.count
    }

    /// Queues `length` bytes of an open file; the queue closes it when done or discarded.
    mutating func appendFile(_ descriptor: Int32, length: Int) {
        guard length > 0 else {
            close(descriptor)
            return
        }
        chunks.append(.file(descriptor: descriptor, offset: 0, remaining: length))
    }

    /// Writes as much as the socket takes. `scratch` is the loop's buffer for file pieces.
    /// `progressed` tells whether any byte went out, which resets the write deadline.
    mutating func flush(to socket: Int32, scratch: inout [UInt8]) -> (outcome: Outcome, progressed: Bool) {
        var progressed = false
        while let chunk = chunks.first {
            switch chunk {
            case .bytes:
                let written = writeLeadingBytes(to: socket)
                guard written >= 0 else { return (SystemCalls.wouldBlock(errno) ? .blocked : .failed, progressed) }
                progressed = progressed || written > 0
                consume(written)
            case .file(let descriptor, let offset, let remaining):
                // Re-reading the unsent tail after a short send keeps no state but the offset.
                let wanted = min(remaining, scratch.count)
                let got = scratch.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
                guard got > 0 else { return (.failed, progressed) }
                let written = scratch.withUnsafeBytes { send(socket, $0.baseAddress, got, Int32(MSG_NOSIGNAL)) }
                guard written >= 0 else { return (SystemCalls.wouldBlock(errno) ? .blocked : .failed, progressed) }
                progressed = progressed || written > 0
                if written == remaining {
                    close(descriptor)
                    chunks.removeFirst()
                } else {
                    chunks[0] = .file(descriptor: descriptor, offset: offset + written, remaining: remaining - written)
                }
            }
        }
        return (.drained, progressed)
    }

    /// Sends the in-memory chunks at the front (a head and its body, say) in one `writev`.
    private func writeLeadingBytes(to socket: Int32) -> Int {
        var pieces: [(bytes: [UInt8], sent: Int)] = []
        for chunk in chunks.prefix(Self.maximumPieces) {
            guard case .bytes(let bytes, let sent) = chunk else { break }
            pieces.append((bytes, sent))
        }
        if pieces.count == 1 {
            return pieces[0].bytes.withUnsafeBytes { send(socket, $0.baseAddress! + pieces[0].sent, $0.count - pieces[0].sent, Int32(MSG_NOSIGNAL)) }
        }
        return Self.withVectors(pieces[...]) { vectors in writev(socket, vectors, Int32(vectors.count)) }
    }

    static let maximumPieces = 8

    /// Calls `body` with an iovec per piece; recursion keeps every array's pointer valid for the call.
    private static func withVectors<R>(_ pieces: ArraySlice<(bytes: [UInt8], sent: Int)>, _ collected: [iovec] = [], _ body: ([iovec]) -> R) -> R {
        guard let first = pieces.first else { return body(collected) }
        return first.bytes.withUnsafeBytes { raw in
            let vector = iovec(iov_base: UnsafeMutableRawPointer(mutating: raw.baseAddress! + first.sent), iov_len: raw.count - first.sent)
            return withVectors(pieces.dropFirst(), collected + [vector], body)
        }
    }

    /// Drops `count` written bytes from the in-memory chunks at the front.
    private mutating func consume(_ count: Int) {
        var remaining = count
        bufferedBytes -= count
        while remaining > 0, case .bytes(let bytes, let sent) = chunks[0] {
            let left = bytes.count - sent
            if remaining >= left {
                chunks.removeFirst()
                remaining -= left
            } else {
                chunks[0] = .bytes(bytes, sent: sent + remaining)
                remaining = 0
            }
        }
    }

    /// Drops everything, closing queued files.
    mutating func discard() {
        for case .file(let descriptor, _, _) in chunks { close(descriptor) }
        chunks.removeAll()
        bufferedBytes = 0
    }
}
