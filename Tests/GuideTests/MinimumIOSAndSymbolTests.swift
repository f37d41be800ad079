import Guide
import Testing

/// The minimum iOS however a guide states it, and SF Symbols cells that name a variant by its
/// suffix.
@Suite struct MinimumIOSAndSymbolTests {
    static let statements: [(text: String, version: String?)] = [
        ("iOS target: 17+", "17"),
        ("Minimum iOS target: 17", "17"),
        ("minimum ios target: 16.4", "16.4"),
        ("iOS Target — 17+", "17"),
        ("iOS deployment target: 16", "16"),
        ("Min iOS: 16", "16"),
        ("Min. iOS version: 17.2", "17.2"),
        ("MINIMUM IOS VERSION 15", "15"),
        ("Minimum target: iOS 16 (`.sensoryFeedback` is iOS 17+)", "16"),
        ("Targets iOS 17+. Haptics use `.sensoryFeedback`.", "17"),
        ("Requires iOS 16.4 for the new sheet API.", "16.4"),
        // A statement of the minimum wins over a mention of a later version.
        ("Haptics need iOS 17+; iOS target: 16", "16"),
        // Not a statement of the minimum.
        ("Minimum iOS & Accessibility Notes", nil),
        ("Looks native on iOS", nil),
        ("Admin iOS 17 panel", nil),
    ]

    @Test(arguments: statements)
    func minimumIOSInTheIntro(_ statement: (text: String, version: String?)) {
        let read = guide("# T (iOS) — SwiftUI Implementation Guide\n\n\(statement.text)\n\n## 1. Color Tokens\n")
        #expect(read.minimumIOS == statement.version)
    }

    @Test(arguments: statements)
    func minimumIOSInTheAccessibilityNotes(_ statement: (text: String, version: String?)) {
        let read = guide("# T (iOS) — SwiftUI Implementation Guide\n\n## 8. Minimum iOS & Accessibility Notes\n\n- \(statement.text)\n- VoiceOver: label every button\n")
        #expect(read.minimumIOS == statement.version)
    }

    @Test(arguments: [
        ("`heart.text.square` / `.fill`", ["heart.text.square", "heart.text.square.fill"], [String]()),
        ("`person.crop.circle` / `.fill`", ["person.crop.circle", "person.crop.circle.fill"], []),
        ("`heart` / `.fill` / `.slash`", ["heart", "heart.fill", "heart.slash"], []),
        ("`house` (`.fill` when selected)", ["house", "house.fill"], []),
        ("`house` / `house.fill`", ["house", "house.fill"], []),
        // A suffix with nothing before it, or one that is not a name, names nothing.
        ("`.fill`", [], [".fill"]),
        ("`bell` + `.symbolEffect(.bounce)`", ["bell"], [".symbolEffect(.bounce)"]),
        ("drawn `Circle` / `.fill`", [], ["Circle", ".fill"]),
    ])
    func symbolCells(_ cell: String, names: [String], others: [String]) throws {
        let read = guide("# T (iOS) — SwiftUI Implementation Guide\n\n## SF Symbols\n\n| Component | Symbol | Size |\n|---|---|---|\n| Tab | \(cell) | 24pt |\n")
        let row = try #require(read.symbols.first)
        #expect(row.names == names)
        #expect(row.otherCodes == others)
    }
}
