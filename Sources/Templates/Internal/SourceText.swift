/// A template's source as UTF-8 bytes, with the offsets where lines start, so the parser works on
/// bytes and only turns an offset into line, column and line text when it records a place.
struct SourceText {
    let bytes: [UInt8]
    let templateName: String
    let file: String?
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    init(_ text: String, templateName: String, file: String?) {
        bytes = Array(text.utf8)
        self.templateName = templateName
        self.file = file
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The location of the byte at `offset`.
    func location(of offset: Int) -> TemplateLocation {
        // The last line start at or before the offset (binary search: lineStarts is sorted).
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        var end = low + 1 < lineStarts.count ? lineStarts[low + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return TemplateLocation(
            templateName: templateName,
            file: file,
            line: low + 1,
            column: offset - start + 1,
            lineText: String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
        )
    }

    /// An error at the byte at `offset`.
    func error(_ reason: TemplateError.Reason, at offset: Int) -> TemplateError {
        TemplateError(reason, at: location(of: offset))
    }

    /// The text of a byte range.
    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
