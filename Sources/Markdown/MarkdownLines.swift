/// The lines of a document's text, without their terminators (`\n`, `\r\n`, `\r`, as CommonMark
/// splits them): each a slice of the one text, found by its offsets. A string per line was a
/// copy of every line and an allocation for each longer than 15 bytes (issue 16); the document
/// keeps the text anyway.
public struct MarkdownLines: RandomAccessCollection, Sendable {
    /// The whole text the lines are slices of.
    let text: String
    /// Each line's UTF-8 start offset, and its end: `bounds[2 * i]`, `bounds[2 * i + 1]`.
    private let bounds: [Int32]

    /// Splits `text`, which must be under 2 GB (a guide is refused far below that).
    init(_ text: String) {
        var bounds: [Int32] = []
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    bounds.append(Int32(start))
                    bounds.append(Int32(index))
                    index += byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                    start = index
                } else {
                    index += 1
                }
            }
            if start < bytes.count {
                bounds.append(Int32(start))
                bounds.append(Int32(bytes.count))
            }
        }
        self.text = text
        self.bounds = bounds
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { bounds.count / 2 }

    /// Line `index + 1`. Its ends lie just after and before a line terminator, which are always
    /// Character boundaries, so the slice is one of whole Characters.
    public subscript(index: Int) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: Int(bounds[2 * index]))
        let end = utf8.index(start, offsetBy: Int(bounds[2 * index + 1] - bounds[2 * index]))
        return text[start..<end]
    }
}
