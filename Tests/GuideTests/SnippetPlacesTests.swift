import Diagnostics
import Guide
import Markdown
import Testing

/// Places of snippet tokens in the guide file, and the symbol names the code passes.
@Suite struct SnippetPlacesTests {
    static let read = guide("""
    # Test (iOS) — SwiftUI Implementation Guide

    ## 3. Signature Components

    - A row:

      ```swift
      Label("Likes", systemImage: liked ? "heart.fill" : "Heart Fill")
      Image(systemName: "star.\\(level)")
      ```
    """)

    @Test func symbolLiteralsWellFormedOrNotWithTheirPlaces() {
        #expect(Self.read.symbolLiterals.map(\.name) == ["heart.fill", "Heart Fill"])
        // Line 8 of the file; the code lost the list item's two spaces of indentation.
        #expect(Self.read.symbolLiterals.map(\.location.line) == [8, 8])
        #expect(Self.read.symbolLiterals.map(\.location.column) == [39, 54])
        #expect(Self.read.snippets[0].symbols == ["heart.fill"])
    }

    @Test func aTokenIsPlacedInTheFile() throws {
        let snippet = Self.read.snippets[0]
        let image = try #require(snippet.tokens.first { $0.text == "Image" })
        let location = Self.read.location(of: image, in: snippet)
        #expect(location.line == 9)
        #expect(location.column == 3)
    }
}

/// How often the guide names each identifier, code and prose alike.
@Suite struct MentionCountTests {
    @Test func countsWordsEverywhere() {
        let read = colorGuide("    static let brandYellow = Color.yellow // brand_yellow\n")
        #expect(read.mentionCounts["brandYellow"] == 1)
        #expect(read.mentionCounts["brand_yellow"] == 1)
        #expect(read.mentionCounts["Color"] == 3)
    }

    /// Words are runs of letters, digits and `_` on each line, letters past ASCII included.
    @Test func wordsPastASCIIAndAcrossLineEndsAreCounted() {
        let read = colorGuide("    static let café = Color.yellow // café, naïve\u{301}; 日本語\r\n    // x_1 café\rcafé\n")
        let reference = Self.referenceCounts(read.document.lines)
        #expect(read.mentionCounts == reference)
        #expect(read.mentionCounts["café"] == 4)
        #expect(read.mentionCounts["日本語"] == 1)
        #expect(read.mentionCounts["x_1"] == 1)
    }

    /// Counts words line by line over Unicode scalars, slicing each line, as `mentionCounts`
    /// first did.
    static func referenceCounts(_ lines: MarkdownLines) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in lines {
            let scalars = line.unicodeScalars
            var start: String.Index?
            var index = scalars.startIndex
            while index < scalars.endIndex {
                let scalar = scalars[index]
                let isWord = scalar.isASCII ? (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") : scalar.properties.isAlphabetic
                if isWord {
                    if start == nil { start = index }
                } else if let wordStart = start {
                    counts[String(line[wordStart..<index]), default: 0] += 1
                    start = nil
                }
                index = scalars.index(after: index)
            }
            if let wordStart = start { counts[String(line[wordStart...]), default: 0] += 1 }
        }
        return counts
    }

    @Test(arguments: ["dating/bumble", "dating/tinder", "social/tiktok"])
    func countsOfNamesAgreeWithCountsOfEveryWord(_ brand: String) throws {
        let read = try Repository.sample(brand)
        let all = read.mentionCounts
        let names = read.colors.map(\.name) + read.fonts.map(\.name) + ["Color", "VStack", "neverWrittenAnywhere", "a", ""]
        let counted = read.mentionCounts(of: names)
        for name in names { #expect(counted[name] == all[name] ?? 0, "\(name)") }
    }
}

/// A finding names the call it is about (`Text("Send")`); a rule asks once per finding.
@Suite struct CallLabelTests {
    static func component(_ body: String) throws -> (Guide, Component) {
        let read = guide("# H (iOS) — SwiftUI Implementation Guide\n\n## 5. Components\n\n### Card\n\n```swift\nstruct Card: View {\n    var body: some View {\n\(body)\n    }\n}\n```\n")
        return (read, try #require(read.components.first))
    }

    @Test func labelsShowTheCallAsWritten() throws {
        let (read, card) = try Self.component("        HStack {\n            Text(\"Send\").bold()\n            Label(\"Gate B32\", systemImage: \"airplane\")\n            Text(title, tableName: nil, bundle: nil, comment: nil)\n        }")
        let labels = read.callLabels(of: card)
        let file = card.snippets[0].location.file
        let first = card.snippets[0].location.line
        #expect(labels.label(at: Diagnostics.SourceLocation(file: file, line: first + 3, column: 13)) == "Text(\"Send\")")
        #expect(labels.label(at: Diagnostics.SourceLocation(file: file, line: first + 4, column: 13)) == "Label(\"Gate B32\", systemImage: \"airplane\")")
        #expect(labels.label(at: Diagnostics.SourceLocation(file: file, line: first + 5, column: 13)) == "Text(title, tableName: nil, …)")
        #expect(labels.label(at: Diagnostics.SourceLocation(file: file, line: first + 5, column: 14)) == "Text(…)")
        #expect(labels.label(at: Diagnostics.SourceLocation(file: file, line: first + 99, column: 13)) == "Text(…)")
    }

    /// The label is written back from the call's tree, spaced as the code usually is.
    @Test func labelsOfExpressions() throws {
        let (read, card) = try Self.component("        VStack {\n            Text(isOn ? \"On\" : \"Off\")\n            Text(-count + 1)\n            Text(items[0].name)\n            Button(\"Go\") { go() }\n            HStack { Text(\"x\") }\n        }")
        let labels = read.callLabels(of: card)
        let file = card.snippets[0].location.file
        let first = card.snippets[0].location.line
        func label(_ line: Int) -> String { labels.label(at: Diagnostics.SourceLocation(file: file, line: first + line, column: 13)) }
        #expect(label(3) == "Text(isOn ? \"On\" : \"Off\")")
        #expect(label(4) == "Text(- count + 1)")
        #expect(label(5) == "Text(items[0].name)")
        #expect(label(6) == "Button(\"Go\")")
        // No parentheses: not a call a label can show.
        #expect(label(7) == "Text(…)")
    }

    /// Each label is a search of one snippet: 20,000 `Text`s, each asked for, read at once (a
    /// scan per label took 23 s for 100,000).
    @Test func everyCallOfALargeComponentIsFound() throws {
        let (read, card) = try Self.component("        VStack {\n" + (0..<20_000).map { "            Text(\"Row \($0)\")\n" }.joined() + "        }")
        let labels = read.callLabels(of: card)
        let file = card.snippets[0].location.file
        let first = card.snippets[0].location.line
        for row in [0, 1, 9_999, 19_999] {
            #expect(labels.label(at: Diagnostics.SourceLocation(file: file, line: first + 3 + row, column: 13)) == "Text(\"Row \(row)\")")
        }
    }
}
