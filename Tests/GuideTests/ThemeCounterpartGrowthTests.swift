@testable import Guide
import Testing

/// Counterparts by role are found by lookup: the roles looked at for every color of a guide grow
/// with the colors, not with their square (a scan of every color per color was 7.8% of a
/// 200-brand build). Shown without a clock, at N and 2N.
@Suite struct ThemeCounterpartGrowthTests {
    /// N light text colors of N steps and their dark counterparts, named differently so no name
    /// pairs them (`acmeText7` and `acmeDarkInk7`), with the reader's pairs taken away.
    static func counterparts(_ n: Int) -> (ThemeCounterparts, [ColorToken]) {
        var lines = (1...n).map { "    static let acmeText\($0) = Color(red: 0.1, green: 0.1, blue: 0.1)" }
        lines += (1...n).map { "    static let acmeDarkInk\($0) = Color(red: 0.9, green: 0.9, blue: 0.9)" }
        let read = guide("# Acme (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\nextension Color {\n\(lines.joined(separator: "\n"))\n}\n```\n")
        var colors = read.colors
        for index in colors.indices { colors[index].darkCounterpart = nil; colors[index].lightCounterpart = nil }
        return (ThemeCounterparts(colors, switches: SchemeSwitches([], colors: colors), defaultTheme: .light, words: ThemeWords(colors)), colors)
    }

    static func work(_ n: Int) -> Int {
        let (counterparts, colors) = counterparts(n)
        var work = 0
        for color in colors { _ = counterparts.counterparts(of: color.name, work: &work) }
        return work
    }

    @Test func eachColorFindsItsCounterpartOfTheSameStep() {
        let (counterparts, _) = Self.counterparts(50)
        #expect(counterparts.counterparts(of: "acmeText7") == ["acmeDarkInk7"])
        #expect(counterparts.counterparts(of: "acmeDarkInk7") == ["acmeText7"])
    }

    @Test func workGrowsLinearly() {
        let (once, twice) = (Self.work(300), Self.work(600))
        #expect(once > 0)
        #expect(Double(twice) <= 2.2 * Double(once), "\(once) then \(twice)")
    }
}
