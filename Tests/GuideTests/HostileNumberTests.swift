import Foundation
import Guide
import Testing

/// Number literals no real guide writes, read black-box: a guide in, diagnostics and tokens out.
/// A Swift trap cannot be caught in the process, so a test here that fails at all fails by
/// killing the test run; that is the point (issue 30: `18446744073709551616` trapped the
/// literal reader and took every command, and a whole build, down with it).
@Suite struct HostileNumberTests {
    /// Literals past what a UInt64, an Int or a Double holds, in every spelling the lexer takes.
    static let literals = [
        "18446744073709551616", "1844674407370955.1616", "99999999999999999999999999", "9223372036854775807",
        "9223372036854775808", "1_000_000_000_000_000_000_000", "0x1FFFFFFFFFFFFFFFFFF", "1e308", "1e309", "4.9e-324",
        "1e-400", "123456789012345678901234567890.5", "0.12345678901234567890123456789",
    ]

    static func guideUsing(_ literal: String) -> Guide {
        guide("""
        # Acme (iOS) — SwiftUI Implementation Guide

        ## 1. Color Tokens

        ```swift
        extension Color {
            static let ink = Color(red: 0.1, green: 0.2, blue: 0.3) // #1A334D
            static let odd = Color.red.opacity(\(literal))
        }
        ```

        ## 2. Typography

        ```swift
        extension Font {
            static let body = Font.system(size: 17)
            static let huge = Font.system(size: \(literal), weight: .bold)
        }
        ```

        ## 5. Components

        ### Card

        ```swift
        enum Spacing { static let big: CGFloat = \(literal); static let huge = big * big; static let count = Int(\(literal)) }
        struct Card: View {
            var body: some View {
                VStack(spacing: \(literal)) {
                    Text("\\(\(literal) * \(literal))").padding(Spacing.huge)
                    Text(String(format: "%d %.2f", \(literal), \(literal)))
                    ForEach(0..<\(literal)) { index in Text("\\(index)") }
                    Text("x").frame(width: \(literal), height: Spacing.big).opacity(\(literal))
                    Text("\\(Int(\(literal)) + 1) \\(1 << \(literal)) \\(\(literal) % 0)")
                }
                .foregroundColor(.ink)
            }
        }
        ```
        """)
    }

    @Test(arguments: literals)
    func aLiteralPastEveryRangeIsReadWithoutTrapping(_ literal: String) throws {
        let read = Self.guideUsing(literal)
        // The rest of the guide reads as if the literal were not there.
        #expect(read.color(named: "ink")?.hex == "#1A334D")
        #expect(read.fonts.contains { $0.name == "body" })
        #expect(read.components.count == 1)
        #expect(read.components.first?.views.isEmpty == false)
    }

    /// An integer literal past `Int.max` is a located warning, never a value that wrapped.
    @Test(arguments: ["18446744073709551616", "99999999999999999999999999", "9223372036854775808"])
    func anIntegerPastIntMaxIsAWarningAtItsPlace(_ literal: String) throws {
        let read = Self.guideUsing(literal)
        let warnings = read.diagnostics.filter { $0.code == "swift.number-range" && $0.message.contains(literal) }
        #expect(!warnings.isEmpty)
        // Line 8 of the guide is `static let odd = …` (line 1 is the title).
        #expect(warnings.contains { $0.location.line == 8 })
    }

    /// The fast decimal path stops at 15 digits before multiplying, so 16 to 40 digits, with the
    /// point anywhere, give exactly what `Double(String)` gives.
    @Test func longDecimalsReadAsDoubleFromStringReadsThem() throws {
        for digits in 15...40 {
            let whole = String(repeating: "9", count: digits)
            for point in [0, 1, digits / 2, digits - 1] {
                var text = whole
                if point > 0 { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
                let read = colorGuide("    static let c = Color(red: 0, green: 0, blue: 0).opacity(\(text) / 1e40)")
                #expect(read.color(named: "c") != nil, "\(text)")
            }
        }
    }
}
