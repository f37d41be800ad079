/// Removing a block's own indentation from its lines, so the place that renders the block can
/// indent it afresh (the inheritance spec's "block reindentation").
enum Indentation {
    /// `indentation` without as much of `prefix` as it starts with.
    static func removing(_ prefix: String, from indentation: String) -> String {
        guard !prefix.isEmpty else { return indentation }
        let shared = zip(prefix.utf8, indentation.utf8).prefix { $0 == $1 }.count
        return String(decoding: indentation.utf8.dropFirst(shared), as: UTF8.self)
    }

    /// `text` with `prefix` (or as much of it as a line starts with) removed from each line start:
    /// the start itself when `startsLine`, and every point after a `\n` that more text follows.
    static func removing(_ prefix: String, fromLinesOf text: String, startsLine: Bool) -> String {
        guard !prefix.isEmpty else { return text }
        let prefixBytes = Array(prefix.utf8)
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var atLineStart = startsLine
        while index < bytes.count {
            if atLineStart {
                var matched = 0
                while matched < prefixBytes.count, index < bytes.count, bytes[index] == prefixBytes[matched] {
                    matched += 1
                    index += 1
                }
                atLineStart = false
                continue
            }
            result.append(bytes[index])
            atLineStart = bytes[index] == UInt8(ascii: "\n")
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
