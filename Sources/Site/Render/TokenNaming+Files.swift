extension TokenNaming {
    /// The longest asset name, in UTF-8 bytes: with `.colorset` and a suffix it stays under the
    /// 255 bytes a file name may have on APFS and ext4.
    static let maximumAssetNameBytes = 200

    /// A colorset's folder name in the asset catalog, which `Color("…")` names in the Swift
    /// file: letters, numbers, their marks, `_` and `-`, each other scalar as `_` (no `/`, `:`,
    /// `.` or quote can reach a path or the string literal), a leading mark after a `_`.
    static func assetName(_ name: String, fallback: String = "color") -> String {
        let utf8 = name.utf8
        if !utf8.isEmpty, utf8.count <= maximumAssetNameBytes, utf8.allSatisfy({ byte in
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }) {
            return name
        }
        func stands(_ scalar: Unicode.Scalar) -> Bool {
            switch wordPart(scalar) {
            case .letter, .number: true
            // Joiners are invisible in a file name: only marks follow their letter here.
            case .attached: isMark(scalar)
            case .separator: scalar == "_" || scalar == "-"
            }
        }
        var result = String.UnicodeScalarView()
        var bytes = 0
        for scalar in name.unicodeScalars {
            let kept: Unicode.Scalar = stands(scalar) ? scalar : "_"
            if result.isEmpty, isMark(kept) {
                result.append("_")
                bytes += 1
            }
            bytes += UTF8.width(kept)
            guard bytes <= maximumAssetNameBytes else { break }
            result.append(kept)
        }
        return result.isEmpty ? fallback : String(result)
    }

    /// A DTCG token or group name: no `.`, `{` or `}` (they spell paths and references), and no
    /// leading `$` (reserved for the format's own properties). A dot becomes `·`, braces `(`
    /// and `)`, leading `$`s go; an empty name is `fallback`.
    static func dtcgName(_ name: String?, fallback: String) -> String {
        guard let name, let first = name.utf8.first else { return fallback }
        if first != UInt8(ascii: "$"), !name.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) { return name }
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar {
            case "$" where result.isEmpty: continue
            case ".": result.append("·")
            case "{": result.append("(")
            case "}": result.append(")")
            default: result.append(scalar)
            }
        }
        return result.isEmpty ? fallback : String(result)
    }
}
