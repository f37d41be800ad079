/// A template's source as UTF-8 bytes, with the offsets where lines start, so the parser works on
/// bytes and only turns an offset into line, column and line text when it records a place.
struct SourceText {
    let bytes: [UInt8]
    let templateName: String
    let file: String?
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    private let lineStarts: [Int]
    /// Each line's text, without its line ending, made once: every location on a line shares
    /// its one string. Made per location, 10,000 blocks on one 120 KB line held 1.2 GB.
    private let lineTexts: [String]

    init(_ text: String, templateName: String, file: String?) {
        let bytes = Array(text.utf8)
        self.bytes = bytes
        self.templateName = templateName
        self.file = file
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
        lineTexts = starts.indices.map { line in
            let start = starts[line]
            var end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
        }
    }

    /// The location of the byte at `offset`.
    func location(of offset: Int) -> TemplateLocation {
        // The last line start at or before the offset (binary search: lineStarts is sorted).
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return TemplateLocation(
            templateName: templateName,
            file: file,
            line: low + 1,
            column: offset - lineStarts[low] + 1,
            lineText: lineTexts[low]
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

    /// `bytes` as text, or an error at the first byte that is not UTF-8.
    static func decoding(_ bytes: [UInt8], templateName: String, file: String?) -> Result<String, TemplateError> {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        // Scalars are decoded one by one only to find where a bad one starts.
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return .success(String(decoding: bytes, as: UTF8.self))
            case .error:
                // Decoded with replacement, the bytes before `offset` are unchanged, so the place
                // is right; the line is shown with U+FFFD for the bad byte.
                let source = SourceText(String(decoding: bytes, as: UTF8.self), templateName: templateName, file: file)
                let location = source.location(of: offset)
                return .failure(TemplateError(.invalidUTF8, at: location))
            }
        }
    }
}
