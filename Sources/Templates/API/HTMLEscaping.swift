/// The one place text becomes safe to put into HTML, in text and in quoted attributes alike.
public enum HTMLEscaping {
    /// Appends `text` to `output`, with `&` `<` `>` `"` `'` written as `&amp;` `&lt;` `&gt;`
    /// `&quot;` `&#39;`: the spec's set, plus the single quote, so values are safe in
    /// single-quoted attributes too.
    public static func append(escaping text: String, to output: inout String) {
        let bytes = text.utf8
        guard var special = bytes.firstIndex(where: needsEscaping) else {
            // The common case: nothing to replace, one append.
            output += text
            return
        }
        var runStart = bytes.startIndex
        while true {
            output += Substring(bytes[runStart..<special])
            output += replacement(for: bytes[special])
            runStart = bytes.index(after: special)
            guard let next = bytes[runStart...].firstIndex(where: needsEscaping) else { break }
            special = next
        }
        output += Substring(bytes[runStart...])
    }

    /// `text` escaped, as a new string.
    public static func escape(_ text: String) -> String {
        var output = ""
        append(escaping: text, to: &output)
        return output
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    private static func replacement(for byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
