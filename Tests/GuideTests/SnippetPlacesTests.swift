import Guide
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

    @Test(arguments: ["dating/bumble", "dating/tinder", "social/tiktok"])
    func countsOfNamesAgreeWithCountsOfEveryWord(_ brand: String) throws {
        let read = try Repository.sample(brand)
        let all = read.mentionCounts
        let names = read.colors.map(\.name) + read.fonts.map(\.name) + ["Color", "VStack", "neverWrittenAnywhere", "a", ""]
        let counted = read.mentionCounts(of: names)
        for name in names { #expect(counted[name] == all[name] ?? 0, "\(name)") }
    }
}
