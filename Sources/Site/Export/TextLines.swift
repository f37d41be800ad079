/// A text file written line by line from its pieces, as UTF-8 bytes: `tokens.css` and the
/// Tailwind theme. Building each line as an interpolated String, then joining the lines and
/// checking the joined text's UTF-8 again, cost more than choosing what the lines say.
struct TextLines {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Part of the current line.
    mutating func write(_ text: String) {
        bytes += text.utf8
    }

    /// Ends the current line (every line ends with "\n", the last too).
    mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// A whole line.
    mutating func line(_ text: String) {
        write(text)
        endLine()
    }
}
