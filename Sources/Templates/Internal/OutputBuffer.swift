/// The bytes a render writes, in storage the renderer grows itself.
///
/// A page is thousands of short appends (a line of text, a name's value, the runs between the
/// characters escaping replaces). `Array.append(contentsOf:)` spent about a hundred instructions
/// on each (a uniqueness check, a capacity check, a generic copy and its bookkeeping) before the
/// copy itself; here an append is a capacity check and a copy. The bytes become an array once,
/// at the end.
struct OutputBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The last byte written, if any.
    var last: UInt8? {
        count == 0 ? nil : start[count - 1]
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if capacity - count < bytes.count { grow(toHold: bytes.count) }
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends a string's UTF-8 bytes, read in place where they are contiguous (native strings'
    /// are).
    mutating func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        guard copied == nil else { return }
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends a string escaped for HTML (`HTMLEscaping`'s rules).
    mutating func append(escaping text: String) {
        let escaped: Void? = text.utf8.withContiguousStorageIfAvailable { append(escaping: $0) }
        guard escaped == nil else { return }
        var text = text
        text.withUTF8 { append(escaping: $0) }
    }

    mutating func append(escaping bytes: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in bytes.indices where HTMLEscaping.needsEscaping(bytes[index]) {
            append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            append(HTMLEscaping.replacementBytes(for: bytes[index]))
            runStart = index + 1
        }
        append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// Cuts the bytes back to the first `count`.
    mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= self.count)
        self.count = count
    }

    /// The bytes, as an array of their own size.
    consuming func bytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Doubles the storage (at least), so appending is linear overall.
    private mutating func grow(toHold extra: Int) {
        let (needed, overflow) = count.addingReportingOverflow(extra)
        precondition(!overflow, "output too large")
        let newCapacity = max(needed, capacity * 2)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }
}
