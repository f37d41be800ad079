import Foundation
import Guide
import Markdown
import Testing

/// Motion read from the prose of the wider corpus in `../shared/guides`, when it is there.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: Repository.sharedGuides.path), "../shared/guides is not beside this checkout"))
struct ProseMotionCorpusTests {
    static func read(_ path: String) throws -> (Guide, [String]) {
        let text = try String(contentsOf: Repository.sharedGuides.appendingPathComponent(path), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (Guide(document: MarkdownDocument(parsing: text, source: path), path: path), lines)
    }

    /// Each prose spec points at what it was read from, in a motion or accessibility section,
    /// and none repeats a spec read before it.
    @Test(arguments: CorpusTests.guidePaths)
    func proseSpecsArePlacedAndNew(_ path: String) throws {
        let (guide, lines) = try Self.read(path)
        for (index, spec) in guide.motion.enumerated() where spec.origin == .prose {
            let section = guide.sections.last { $0.location.line <= spec.location.line }
            #expect(section?.role == .motion || section?.role == .accessibility, "\(spec.location)")
            let line = Array(lines[spec.location.line - 1].utf8)
            let written = spec.name == "duration" || spec.name == "delay" ? spec.code : spec.name
            #expect(line.dropFirst(spec.location.column - 1).starts(with: written.utf8), "\(spec.location): \(written)")
            #expect(!guide.motion[..<index].contains(where: spec.restates), "\(spec.location) restates an earlier spec")
        }
    }

    @Test func whatTheProseAdds() throws {
        var found: [String] = []
        for path in CorpusTests.guidePaths {
            let (guide, _) = try Self.read(path)
            found += guide.motion.filter { $0.origin == .prose }.map { "\(path):\($0.location.line) \(MotionReaderTests.describe($0))" }
        }
        #expect(found == [
            "dating/hinge/DESIGN-swiftui.md:510 easing duration(duration: 200ms)",
            "dating/tinder/DESIGN-swiftui.md:493 haptic impact(weight: medium)",
            "dating/tinder/DESIGN-swiftui.md:494 haptic success()",
            "dating/tinder/DESIGN-swiftui.md:496 haptic selection()",
            "fitness/headspace/DESIGN-swiftui.md:495 easing duration(duration: 200ms)",
            "food/starbucks/DESIGN-swiftui.md:497 haptic selection()",
            "food/starbucks/DESIGN-swiftui.md:498 haptic impact(weight: light)",
            "video/netflix/DESIGN-swiftui.md:540 easing delay(delay: 2s)",
        ])
    }
}
