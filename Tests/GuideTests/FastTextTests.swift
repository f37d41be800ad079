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
}
