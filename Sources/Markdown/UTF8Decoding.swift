import Diagnostics
import Foundation

/// Decodes file bytes as UTF-8, replacing invalid sequences with U+FFFD and reporting where the
/// first few of them are, so a mis-encoded guide is named rather than silently garbled.
struct UTF8Decoding {
    let text: String
    let diagnostics: [Diagnostic]

    /// Reporting every bad byte of a Latin-1 file would bury the message; a few locate the problem.
    private static let reportLimit = 3

    init(data: Data, source: String) {
        // Nearly every file is valid: the standard library's check (one pass, several bytes at
        // a time) makes the string, and the byte-by-byte walk below, which locates bad bytes,
        // runs only when it fails. Walking every file was about 1% of a 200-brand build.
        if let valid = String(validating: data, as: UTF8.self) {
            text = valid
            diagnostics = []
            return
        }
        var diagnostics: [Diagnostic] = []
        var line = 1
        var lineStart = 0
        var index = 0
        let bytes = [UInt8](data)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            let length = Self.validSequenceLength(bytes, at: index)
            if length == 0 {
                if diagnostics.count < Self.reportLimit {
                    let hex = String(byte, radix: 16, uppercase: true)
                    diagnostics.append(Diagnostic(
                        .error,
                        "byte 0x\(hex.count == 1 ? "0" + hex : hex) is not valid UTF-8; the file must be saved as UTF-8 (it was read with U+FFFD in its place)",
                        at: SourceLocation(file: source, line: line, column: index - lineStart + 1),
                        code: "markdown.invalid-utf8"
                    ))
                }
                index += 1
            } else {
                index += length
            }
        }
        self.text = String(decoding: bytes, as: UTF8.self)
        self.diagnostics = diagnostics
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 if it is ill-formed
    /// (overlong forms, surrogates and values past U+10FFFF included).
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let (length, lowerBound, upperBound): (Int, UInt8, UInt8)
        switch lead {
        case 0xC2...0xDF: (length, lowerBound, upperBound) = (2, 0x80, 0xBF)
        case 0xE0: (length, lowerBound, upperBound) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, lowerBound, upperBound) = (3, 0x80, 0xBF)
        case 0xED: (length, lowerBound, upperBound) = (3, 0x80, 0x9F)
        case 0xF0: (length, lowerBound, upperBound) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, lowerBound, upperBound) = (4, 0x80, 0xBF)
        case 0xF4: (length, lowerBound, upperBound) = (4, 0x80, 0x8F)
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        let second = bytes[index + 1]
        guard second >= lowerBound && second <= upperBound else { return 0 }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }
}
