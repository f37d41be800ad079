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
            case .bytes(let bytes, let sent):
                let written = bytes.withUnsafeBytes { send(socket, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
                guard written >= 0 else { return (SystemCalls.wouldBlock(errno) ? .blocked : .failed, progressed) }
                progressed = progressed || written > 0
                bufferedBytes -= written
                if sent + written == bytes.count {
                    chunks.removeFirst()
                } else {
                    chunks[0] = .bytes(bytes, sent: sent + written)
                }
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

    /// Drops everything, closing queued files.
    mutating func discard() {
        for case .file(let descriptor, _, _) in chunks { close(descriptor) }
        chunks.removeAll()
        bufferedBytes = 0
    }
}
