import Foundation
import Guide
import Testing

/// The byte-wise helpers give Foundation's answers for the ASCII needles sitegen uses.
@Suite struct FastTextTests {
    @Test(arguments: [
        ("Bold Italic", "Italic", ""), ("a/b/c", "/", " "), ("aaa", "aa", "b"), ("", "x", "y"), ("café/naïve", "/", " "),
        ("no match", "zz", "y"), ("x\u{0}y\u{0}", "\u{0}", " (pressed)"), ("ends with", "with", "WITH"), ("👩‍👩‍👧/x", "/", "-"),
    ])
    func replacingBytesIsFoundationsReplacement(_ text: String, _ target: String, _ replacement: String) {
        #expect(text.replacingBytes(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
    }

    @Test(arguments: [("progressvalue", "value", true), ("progressValue", "value", false), ("sizeClass", "size", true), ("title", "time", false), ("", "a", false), ("a", "", true), ("ÉCRAN->x", "->", true)])
    func containsBytesIsFoundationsContains(_ text: String, _ needle: String, _ expected: Bool) {
        #expect(text.containsBytes(needle) == expected)
        if !needle.isEmpty { #expect(text.containsBytes(needle) == text.contains(needle)) }
    }

    /// Eight bytes at a time, then the rest: a byte past ASCII is found in every place of a
    /// chunk and of the tail, in native strings, their slices and bridged ones alike.
    @Test func isASCIIFindsAByteAnywhere() {
        for length in 0...20 {
            let plain = String(repeating: "a", count: length)
            #expect(plain.isASCII)
            #expect(Substring(plain).isASCII)
            for place in 0..<length {
                var characters = Array(plain)
                characters[place] = "é"
                let text = String(characters)
                #expect(!text.isASCII, "é at \(place) of \(length)")
                #expect(!text.dropFirst(min(place, 1)).isASCII)
                #expect(text.isASCII == text.utf8.allSatisfy { $0 < 0x80 })
            }
        }
        #expect(!(NSString(string: "abcdefgh\u{7F}ü") as String).isASCII)
        #expect(("abcdefgh\u{7F}" as NSString as String).isASCII)
    }

    /// The byte-wise test of a symbol name agrees with the Character-wise rule it shortcuts.
    @Test(arguments: ["heart.fill", "a", "0.circle", "", ".", "a.", ".a", "a..b", "Heart", "heart-fill", "heart fill", "square.and.arrow.up", "x2.y3", "a.b.c.d", "café", "½.circle"])
    func symbolNamesAsBytesFollowTheRule(_ name: String) {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let rule = !name.isEmpty && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { ($0.isLowercase && $0.isASCII) || $0.isNumber } }
        #expect(SymbolRow.isWellFormedSymbolName(name) == rule)
    }
}
