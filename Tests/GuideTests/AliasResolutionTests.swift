import Foundation
@testable import Guide
import Markdown
import Testing

/// Tokens that name tokens (issue 14): alias resolution was about cubic (1,570 aliases took
/// 14 s) and a chain of 10,000 overflowed the stack. Each declaration is now read once, after
/// what it names.
@Suite struct AliasResolutionTests {
    /// Guides of aliases at any size.
    enum Aliases: String, CaseIterable, Sendable {
        /// `a1 = a0`, `a2 = Color.a1`, …
        case colorChain
        /// The same chain written from its end: `a0 = a1`, `a1 = a2`, …, the last a literal.
        case colorChainBackwards
        /// `a{i} = Color.a{i/2}.opacity(0.5)`: every token names one before it.
        case colorFanOut
        /// `UIColor` twins wrapped by `Color` tokens, each twin naming the one before.
        case uiColorTwins
        /// `f1 = f0`, `f2 = Font.f1.weight(.bold)`, …
        case fontChain
        /// A color chain, and one gradient per color whose stops name tokens.
        case gradientStops
        /// `g1 = LinearGradient(gradient: .g0, …)`, …
        case gradientChain
        /// Each token through a helper function that names the token before.
        case helperChain
        /// The same, each token through a helper that names the token after it.
        case helperChainBackwards

        func code(_ n: Int) -> String {
            func lines(_ body: (Int) -> String) -> String { (0..<n).map(body).joined(separator: "\n") }
            let literal = "Color(red: 0.1, green: 0.2, blue: 0.3)"
            let chain = lines { $0 == 0 ? "static let a0 = \(literal)" : "static let a\($0) = " + ($0.isMultiple(of: 2) ? "Color.a\($0 - 1)" : "a\($0 - 1)") }
            switch self {
            case .colorChain:
                return "extension Color {\n\(chain)\n}"
            case .colorChainBackwards:
                return "extension Color {\n" + lines { $0 == n - 1 ? "static let a\($0) = \(literal)" : "static let a\($0) = .a\($0 + 1)" } + "\n}"
            case .colorFanOut:
                return "extension Color {\n" + lines { $0 == 0 ? "static let a0 = \(literal)" : "static let a\($0) = Color.a\($0 / 2).opacity(0.5)" } + "\n}"
            case .uiColorTwins:
                return "extension UIColor {\n" + lines { $0 == 0 ? "static let a0 = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)" : "static let a\($0) = UIColor.a\($0 - 1)" }
                    + "\n}\nextension Color {\n" + lines { "static let a\($0) = Color(uiColor: .a\($0))" } + "\n}"
            case .fontChain:
                return "extension Font {\n" + lines { $0 == 0 ? "static let f0 = Font.custom(\"Inter\", size: 12)" : "static let f\($0) = " + ($0.isMultiple(of: 2) ? "Font.f\($0 - 1).weight(.bold)" : "f\($0 - 1)") } + "\n}"
            case .gradientStops:
                return "extension Color {\n\(chain)\n}\nextension LinearGradient {\n"
                    + lines { "static let g\($0) = LinearGradient(colors: [.a\($0), Color.a\(max($0 - 1, 0)), .a\(n - 1)], startPoint: .top, endPoint: .bottom)" } + "\n}"
            case .gradientChain:
                return "extension Color {\n\(chain)\n}\nextension LinearGradient {\n"
                    + lines { $0 == 0 ? "static let g0 = LinearGradient(colors: [.a0, .a\(n - 1)], startPoint: .top, endPoint: .bottom)" : "static let g\($0) = LinearGradient(gradient: .g\($0 - 1), startPoint: .top, endPoint: .bottom)" } + "\n}"
            case .helperChain:
                return "extension Color {\nstatic let a0 = \(literal)\n"
                    + lines { "static func tone\($0)() -> Color { .a\($0) }" } + "\n"
                    + lines { "static let a\($0 + 1) = tone\($0)()" } + "\n}"
            case .helperChainBackwards:
                return "extension Color {\n" + lines { "static let a\($0) = tone\($0)()" } + "\n"
                    + lines { "static func tone\($0)() -> Color { .a\($0 + 1) }" } + "\nstatic let a\(n) = \(literal)\n}"
            }
        }

        func markdown(_ n: Int) -> String {
            "# Acme (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\n\(code(n))\n```\n"
        }
    }

    static func extraction(_ markdown: String) -> TokenExtraction {
        let document = MarkdownDocument(parsing: markdown, source: "t.md")
        return TokenExtraction(blocks: GuideReader.codeBlocks(in: document.blocks, document: document, lexing: SwiftLexing()))
    }

    /// Dependencies and expressions looked at, at N and 2N: within 2.2×, shown without a clock.
    @Test(arguments: Aliases.allCases)
    func resolutionGrowsLinearly(_ aliases: Aliases) {
        let (once, twice) = (Self.extraction(aliases.markdown(500)).work, Self.extraction(aliases.markdown(1_000)).work)
        #expect(once > 0)
        #expect(Double(twice) <= 2.2 * Double(once), "\(aliases): \(once) then \(twice)")
    }

    /// Every token of a long chain reaches the literal at its root, whichever way it is written.
    @Test(arguments: [Aliases.colorChain, .colorChainBackwards, .uiColorTwins, .helperChain, .helperChainBackwards])
    func longChainsResolveToTheirRoot(_ aliases: Aliases) throws {
        let read = guide(aliases.markdown(10_000))
        #expect(read.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(read.colors.count >= 10_000)
        #expect(read.colors.allSatisfy { $0.hex == "#1A334D" }, "\(read.colors.first { $0.hex != "#1A334D" }.map(\.name) ?? "")")
        if aliases == .colorChain { #expect(read.color(named: "a9999")?.kind == .alias(of: "a9998")) }
    }

    @Test func longFontAndGradientChainsResolve() throws {
        let fonts = guide(Aliases.fontChain.markdown(10_000))
        #expect(fonts.fonts.count == 10_000)
        #expect(fonts.font(named: "f9999")?.face == "Inter")
        #expect(fonts.font(named: "f9999")?.weight == .bold)
        let gradients = guide(Aliases.gradientChain.markdown(2_000))
        let last = try #require(gradients.gradients.last)
        #expect(last.name == "g1999")
        #expect(last.stops.map(\.token) == ["a0", "a1999"])
        #expect(last.stops.allSatisfy { $0.color?.hex == "#1A334D" })
    }

    /// Names that name each other are read without following the cycle, the rest as before.
    @Test func cyclesOfNamesEndAndTheRestResolves() {
        let read = colorGuide("static let a = b\nstatic let b = Color.c\nstatic let c = a\nstatic let d = Color.white\nstatic let e = d\nstatic let f = f")
        #expect(read.colors.map(\.name) == ["a", "b", "c", "d", "e", "f"])
        #expect(["a", "b", "c", "f"].allSatisfy { read.color(named: $0)?.color == nil })
        #expect(read.color(named: "e")?.hex == "#FFFFFF")
        #expect(read.color(named: "e")?.kind == .alias(of: "d"))
        #expect(read.diagnostics.isEmpty)
    }

    /// A helper that calls itself stops with a warning at the token, never a stack overflow;
    /// one that calls itself twice over stops on the steps one token's reading may take, and
    /// the tokens after it are read as before.
    @Test(arguments: [
        ("static func f() -> Color { f() }\nstatic let a = f()", "calls in 'a' nested deeper than 48 levels; its value is not read"),
        ("static func f0(_ n: Int) -> Color { .white } " + (1...30).map { "static func f\($0)(_ n: Int) -> Color { [f\($0 - 1)(n), f\($0 - 1)(n)][0] }" }.joined(separator: " ")
            + "\nstatic let a = f30(1)", "reading 'a' stopped after 20000 steps; its value is not read"),
    ])
    func recursiveHelpersStopWithAWarning(_ code: String, _ message: String) throws {
        let read = colorGuide("static let before = Color.white\n" + code + "\nstatic let after = before")
        let warning = try #require(read.diagnostics.first { $0.code == "token.too-deep" })
        #expect(warning.description == "test/brand/DESIGN-swiftui.md:9:12: warning: \(message)")
        #expect(read.color(named: "a")?.color == nil)
        #expect(read.color(named: "after")?.hex == "#FFFFFF")
    }

    /// Fonts run in the interpreter: a helper that calls itself stops at its call depth, with a
    /// warning at the token that ran into it (not at one that names it); one that calls itself
    /// twice over spends the guide's steps, and every reading after it stops too, each with its
    /// warning. Never a hang or a stack overflow.
    @Test(arguments: [
        ("static func g() -> Font { g().weight(.bold) }\nstatic let title = g()", ["calls in 'title' nested deeper than 48 levels; its value is not read"]),
        ("static func size(_ n: Int) -> CGFloat { n == 0 ? 1 : size(n - 1) + size(n - 1) }\nstatic let title = Font.system(size: size(40))",
         ["title", "alias"].map { "reading '\($0)' stopped: the guide's code ran the 200000 steps it may; its value is not read" }),
    ])
    func recursiveFontHelpersStopWithAWarning(_ code: String, _ messages: [String]) throws {
        let fonts = fontGuide("static let before = Font.custom(\"Inter-Bold\", size: 17)\n" + code + "\nstatic let alias = title")
        #expect(fonts.diagnostics.map(\.message) == messages)
        #expect(fonts.font(named: "before")?.weight == .bold)
        if case .unresolved? = fonts.font(named: "title")?.kind {} else { Issue.record("title is read") }
        if case .unresolved? = fonts.font(named: "alias")?.kind {} else { Issue.record("alias is read") }
    }
}

/// A ShapeStyle (or UIColor) mirror of a token names the token again: it is that token, never a
/// second one, and never a build-failing "declared twice" (issue 31: two of nine guides written
/// from public design systems did not build for it).
@Suite struct TokenMirrorTests {
    static let mirrors = """
        extension ShapeStyle where Self == Color {
            static var brandPrimary: Self { Color.brandPrimary }
            static var canvas: Color { .canvas }
            static var ink: Self { return Self.ink }
        }
        """
    static let tokens = """
        extension Color {
            static let brandPrimary = Color(red: 0.2, green: 0.4, blue: 0.9) // #3366E6
            static let canvas = Color(white: 0.98)
            static let ink = Color.black
        }
        """

    @Test(arguments: [true, false])
    func aMirrorIsTheTokenItNames(mirrorFirst: Bool) throws {
        let code = mirrorFirst ? Self.mirrors + "\n" + Self.tokens : Self.tokens + "\n" + Self.mirrors
        let read = guide("# T (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\n\(code)\n```\n")
        #expect(!read.diagnostics.contains { $0.code == "token.duplicate" })
        #expect(read.colors.map(\.name) == ["brandPrimary", "canvas", "ink"])
        #expect(read.color(named: "brandPrimary")?.hex == "#3366E6")
        #expect(read.color(named: "canvas")?.hex == "#FAFAFA")
        #expect(read.color(named: "ink")?.hex == "#000000")
    }

    /// A second declaration that is more than a mirror is still an error.
    @Test func aSecondValueIsStillDeclaredTwice() {
        let read = colorGuide("    static let a = Color.red\n    static let a = Color.blue")
        #expect(read.diagnostics.contains { $0.code == "token.duplicate" })
    }
}

/// Members of the same name in two types are both legal Swift: never an error of the guide's,
/// and both are tokens, the second named by its path.
@Suite struct SameNameInTwoTypesTests {
    @Test func twoNestedTypesMayShareAMemberName() throws {
        let read = guide("# T (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\nextension Color {\n    enum DS {\n        enum Foreground { static let primary = Color(white: 0.1) }\n        enum Background { static let primary = Color(white: 1) }\n    }\n}\n```\n")
        #expect(read.diagnostics.isEmpty)
        #expect(read.color(named: "primary")?.hex == "#1A1A1A")
        #expect(read.color(named: "DS.Background.primary")?.hex == "#FFFFFF")
    }

    /// A UIKit palette of its own beside the SwiftUI one (ThemeKit): both read; a `UIColor` the
    /// `Color` token wraps is its bridge, one token.
    @Test func aUIColorOfTheSameNameIsATokenUnlessTheColorWrapsIt() throws {
        let own = colorGuide("    static let brand = Color(red: 1, green: 0, blue: 0)\n}\nextension UIColor {\n    static let brand = UIColor(red: 0, green: 0, blue: 1, alpha: 1)")
        #expect(own.colors.map(\.name) == ["brand", "UIColor.brand"])
        #expect(own.color(named: "UIColor.brand")?.hex == "#0000FF")
        let bridge = colorGuide("    static let brand = Color(uiColor: .brand)\n}\nextension UIColor {\n    static let brand = UIColor(red: 0, green: 0, blue: 1, alpha: 1)")
        #expect(bridge.colors.map(\.name) == ["brand"])
        #expect(bridge.color(named: "brand")?.hex == "#0000FF")
    }

    /// An alias of an asset whose value only its comment states has that value, faded as the
    /// code fades it; a comment's `at 0.96` before `dark` still gives the dark value.
    @Test func anAliasOfAStatedAssetHasItsValue() throws {
        let read = colorGuide("    static let gray = Color(\"Gray\", bundle: .module) // #808085, dark #5A5A5A\n    static let gray50 = Color.gray.opacity(0.5)\n    static let tyler = Color(\"Tyler\") // #EDEDED at 0.96, dark #000000 at 0.96")
        let faded = try #require(read.color(named: "gray50"))
        #expect(faded.kind == .alias(of: "gray"))
        #expect(faded.appearance?.light == RGBAColor(hex: "#808085")!.withOpacity(0.5))
        #expect(faded.appearance?.dark.hex == "#5A5A5A")
        #expect(read.color(named: "tyler")?.appearance?.dark.hex == "#000000")
    }
}

/// The guide's own initializers of Color and UIColor run when a token calls them, as Swift
/// calls them (issue 31: `Color(0x3969EF)` and `UIColor(0x101010)` read as nothing).
@Suite struct GuideInitializerTests {
    @Test func anUnlabeledHexInitializerRuns() throws {
        let read = guide("""
            # T (iOS) — SwiftUI Implementation Guide

            ## 1. Color Tokens

            ```swift
            public extension Color {
                init(_ hex: UInt32, opacity: Double = 1) {
                    self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: opacity)
                }
            }
            extension UIColor {
                convenience init(_ hex: Int, alpha: CGFloat) {
                    let r = CGFloat((hex & 0xFF0000) >> 16) / 255.0
                    let g = CGFloat((hex & 0xFF00) >> 8) / 255.0
                    let b = CGFloat(hex & 0xFF) / 255.0
                    self.init(red: r, green: g, blue: b, alpha: alpha)
                }
                convenience init(_ hex: Int) {
                    self.init(hex, alpha: 1)
                }
            }
            extension Color {
                static let blue50 = Color(0x3969EF)
                static let faded = Color(0x3969EF, opacity: 0.5)
                static let ink = Color(uiColor: UIColor(0x101418))
            }
            ```
            """)
        #expect(read.color(named: "blue50")?.hex == "#3969EF")
        #expect(read.color(named: "faded")?.color?.alpha == 0.5)
        #expect(read.color(named: "ink")?.hex == "#101418")
        #expect(!read.diagnostics.contains { $0.severity == .error })
    }

    /// An initializer that calls itself ends at the call depth, with nothing read and no hang.
    @Test func aSelfCallingInitializerEnds() throws {
        let read = colorGuide("    static let a = Color(7)\n}\nextension Color {\n    init(_ x: Int) { self.init(x) }")
        #expect(read.color(named: "a")?.color == nil)
    }
}
