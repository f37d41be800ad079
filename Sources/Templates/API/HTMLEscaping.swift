/// The one place text becomes safe to put into HTML, in text and in quoted attributes alike.
public enum HTMLEscaping {
    /// `text` with `&` `<` `>` `"` `'` written as `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`: the
    /// spec's set, plus the single quote, so values are safe in single-quoted attributes too.
    public static func escape(_ text: String) -> String {
        var output = ""
        append(escaping: text, to: &output)
        return output
    }

    /// Appends `text`, escaped, to `output` (the renderer's buffer, or any page being written).
    public static func append(escaping text: String, to output: inout String) {
        var text = text
        // `withUTF8` gives the bytes contiguously (native strings already are), so the scan is a
        // plain loop; the runs between replacements are appended as slices, never re-validated.
        let runEnds: [Int] = text.withUTF8 { bytes in
            var specials: [Int] = []
            for index in bytes.indices where needsEscaping(bytes[index]) { specials.append(index) }
            return specials
        }
        guard !runEnds.isEmpty else {
            output += text
            return
        }
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        for offset in runEnds {
            let special = utf8.index(utf8.startIndex, offsetBy: offset)
            output += text[runStart..<special]
            output += replacementBytes(for: utf8[special]).description
            runStart = utf8.index(after: special)
        }
        output += text[runStart...]
    }

    /// Appends `text` (UTF-8 bytes), escaped, to `output`: for writers that build pages as bytes.
    public static func append(escaping text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        // The escaped text is written out first and appended once: an array append costs some
        // hundred instructions before it copies a byte, and appending run by run paid that
        // twice for every character replaced (code is full of quotes and angle brackets).
        var escapedCount = text.count
        for byte in text where needsEscaping(byte) {
            escapedCount += replacementBytes(for: byte).utf8CodeUnitCount - 1
        }
        guard escapedCount > text.count else {
            output.append(contentsOf: text)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: escapedCount) { escaped in
            var written = 0
            func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
                guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
                (escaped.baseAddress! + written).initialize(from: source, count: bytes.count)
                written += bytes.count
            }
            var runStart = 0
            for index in text.indices where needsEscaping(text[index]) {
                copy(UnsafeBufferPointer(rebasing: text[runStart..<index]))
                let replacement = replacementBytes(for: text[index])
                copy(UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                runStart = index + 1
            }
            copy(UnsafeBufferPointer(rebasing: text[runStart...]))
            output.append(contentsOf: UnsafeBufferPointer(escaped))
        }
    }

    /// Appends `text`, escaped, to a page being built as bytes.
    public static func append(escaping text: String, to output: inout [UInt8]) {
        // Read in place where the bytes are contiguous (native strings are), without the copy
        // `withUTF8` needs.
        let escaped: Void? = text.utf8.withContiguousStorageIfAvailable { append(escaping: $0, to: &output) }
        guard escaped == nil else { return }
        var text = text
        text.withUTF8 { append(escaping: $0, to: &output) }
    }

    static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// What replaces an escaped byte, as bytes to copy.
    static func replacementBytes(for byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
