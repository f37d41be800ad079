import Diagnostics
import Foundation
import Guide
import Markdown
import Testing

/// Problems become diagnostics at the right place, and the rest of the guide is still read.
@Suite struct BadInputTests {
    @Test func emptyFile() {
        let empty = guide("")
        #expect(empty.diagnostics.map(\.description) == ["test/brand/DESIGN-swiftui.md:1:1: error: the file is empty"])
        #expect(empty.slug == "brand")
        #expect(empty.brand == "Brand")
    }

    @Test func bytesThatAreNotUTF8() {
        var bytes = Array("# Caf".utf8) + [0xE9] + Array(" (iOS) — SwiftUI Implementation Guide\n\n```swift\nextension Color { static let a = Color.white }\n```\n".utf8)
        bytes += [0xFF]
        let path = "x/DESIGN-swiftui.md"
        let read = Guide(document: MarkdownDocument(parsing: Data(bytes), source: path), path: path)
        #expect(read.diagnostics.map(\.location.line) == [1, 6])
        #expect(read.diagnostics.allSatisfy { $0.severity == .error && $0.code == "markdown.invalid-utf8" })
        #expect(read.diagnostics.first?.location.column == 6)
        #expect(read.colors.map(\.name) == ["a"])
        #expect(read.brand == "Caf\u{FFFD}")
    }

    @Test func noTitle() {
        let untitled = guide("Some prose.\n\n## Colors\n\n```swift\nextension Color { static let a = Color.white }\n```\n", path: "content/acme.md")
        #expect(untitled.diagnostics.map(\.description) == ["content/acme.md:1:1: warning: the guide has no '# Brand — SwiftUI Implementation Guide' title; the brand is named after the file"])
        #expect(untitled.slug == "acme")
        #expect(untitled.brand == "Acme")
        #expect(untitled.colors.count == 1)
        #expect(untitled.section(.colors) != nil)
    }

    @Test func unterminatedFence() {
        let broken = guide("# B (iOS) — SwiftUI Implementation Guide\n\n```swift\nextension Color { static let a = Color.white }\n\n## Typography\n")
        #expect(broken.diagnostics.map(\.description) == ["test/brand/DESIGN-swiftui.md:3:1: error: code fence '```' is never closed; everything after it is read as code"])
        #expect(broken.colors.map(\.name) == ["a"])
    }

    @Test(arguments: [
        ("static let a = Color(red: 1.0, green: 0.5)", "malformed color literal for 'a': missing 'blue:'"),
        ("static let a = Color(red: 255, green: 198, blue: 41)", "malformed color literal for 'a': components go up to 255; SwiftUI expects 0…1 (divide by 255)"),
        ("static let a = Color(red: \"0.5\", green: 0.5, blue: 0.5)", "malformed color literal for 'a': 'red' is '\"0.5\"', not a number"),
        ("static let a = Color(hex: 0xFFC62)", "malformed color literal for 'a': '0xFFC62' is not a 6- or 8-digit hex color"),
        // Printed, not trapped on: `Int(1e300)` would stop the program.
        ("static let a = Color(red: 1e300, green: 0, blue: 0)", "malformed color literal for 'a': components go up to 1e+300; SwiftUI expects 0…1 (divide by 255)"),
    ])
    func malformedColorLiteral(declaration: String, message: String) throws {
        // (A channel the code computes from what sitegen cannot see, `Color(red: x, …)`, is a
        // gap, not malformed: `aComputedChannelIsAGapNotAnError`.)
        let read = colorGuide("static let before = Color.white\n\(declaration)\nstatic let after = Color.black")
        let diagnostic = try #require(read.diagnostics.first)
        #expect(read.diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location == SourceLocation(file: "test/brand/DESIGN-swiftui.md", line: 8, column: 12))
        #expect(read.colors.map(\.name) == ["before", "a", "after"])
        #expect(read.color(named: "a")?.color == nil)
        #expect(read.color(named: "after")?.hex == "#000000")
    }

    @Test func duplicatedTokenName() throws {
        let read = colorGuide("static let a = Color.white\nstatic let b = Color.black\nstatic let a = Color.black")
        let diagnostic = try #require(read.diagnostics.first)
        #expect(diagnostic.description == """
        test/brand/DESIGN-swiftui.md:9:12: error: color token 'a' is declared twice; the first declaration is used
        test/brand/DESIGN-swiftui.md:7:12: note: 'a' is first declared here
        """)
        #expect(read.colors.map(\.name) == ["a", "b"])
        #expect(read.color(named: "a")?.hex == "#FFFFFF")
    }

    @Test func uiColorTwinIsNotADuplicate() {
        let read = guide("""
        # T (iOS) — SwiftUI Implementation Guide

        ```swift
        extension UIColor { static let brand = UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        extension Color { static let brand = Color(uiColor: .brand) }
        ```
        """)
        #expect(read.diagnostics.isEmpty)
        #expect(read.colors.count == 1)
        #expect(read.colors.first?.hex == "#FF0000")
    }

    /// A channel sitegen cannot work out is a gap: the color is unknown, and no error is
    /// reported of a guide that does not contradict itself (issue 31: nine false errors).
    @Test(arguments: ["Color(red: x, green: 0.5, blue: 0.5)", "Color(white: level)", "Color.red.opacity(theme.alpha)", "Color(red: Double(r) / 255, green: 0, blue: 0)"])
    func aComputedChannelIsAGapNotAnError(_ value: String) throws {
        let read = colorGuide("static let a = \(value)\nstatic let after = Color.black")
        #expect(!read.diagnostics.contains { $0.severity == .error }, "\(read.diagnostics)")
        #expect(read.color(named: "a")?.color == nil)
        #expect(read.color(named: "after")?.hex == "#000000")
    }

    /// A hex helper's integer arithmetic reads as Swift computes it.
    @Test func aHexHelpersBitArithmeticIsRead() throws {
        let read = colorGuide("""
                static func hex(_ value: UInt32) -> Color {
                    Color(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
                }
                static let accent = hex(0x3969EF)
                static let ink = Color.hex(0x101418)
                static let shifted = Color(red: Double(1 << 70), green: Double(0xFF ^ 0x0F) / 255, blue: Double(7 % 0) / 255)
            """)
        #expect(read.color(named: "accent")?.hex == "#3969EF")
        #expect(read.color(named: "ink")?.hex == "#101418")
        // 1 << 70 is 0 in Swift (a smart shift); 7 % 0 would trap in Swift, so it is not read.
        #expect(read.color(named: "shifted")?.color == nil)
    }
}
