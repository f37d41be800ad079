@testable import Guide
import Testing

/// Color tokens are values of the one interpreter (issue 31): forms the old pattern-reading
/// evaluator knew by shape are read by running the code as an iOS build compiles it.
@Suite struct InterpretedColorTests {
    private static func hexes(_ guide: Guide, _ name: String) -> (light: String?, dark: String?) {
        let token = guide.color(named: name)
        return (token?.appearance?.light.hex ?? token?.hex, token?.appearance?.dark.hex ?? token?.hex)
    }

    /// `#if os(macOS) … #elseif canImport(UIKit) … #endif`: the iOS branch is the code, as in a
    /// package that builds for both (MarkdownUI's `Color(light:dark:)`).
    @Test func theIOSBranchOfAConditionalIsTheCode() {
        let read = colorGuide("""
            public init(light: @escaping @autoclosure () -> Color, dark: @escaping @autoclosure () -> Color) {
              #if os(macOS)
                self = .red
              #elseif canImport(UIKit)
                self.init(uiColor: .init { traits in
                  switch traits.userInterfaceStyle {
                  case .unspecified, .light: return UIColor(light())
                  case .dark: return UIColor(dark())
                  @unknown default: return UIColor(light())
                  }
                })
              #endif
            }
            static let text = Color(light: Color(white: 0.1), dark: .white)
            """)
        #expect(Self.hexes(read, "text") == ("#1A1A1A", "#FFFFFF"))
        #expect(read.diagnostics.isEmpty)
    }

    /// A declaration only another platform compiles is not declared at all.
    @Test func aDeclarationForAnotherPlatformIsLeftOut() {
        let read = colorGuide("""
            #if os(macOS)
            static let brand = Color(red: 1, green: 0, blue: 0)
            #else
            static let brand = Color(red: 0, green: 0, blue: 1)
            #endif
            #if DEBUG && !os(iOS)
            static let debugOnly = Color.black
            #endif
            """)
        #expect(read.colors.map(\.name) == ["brand"])
        #expect(read.color(named: "brand")?.hex == "#0000FF")
        #expect(read.diagnostics.isEmpty)
    }

    /// Helpers a guide uses but does not paste: `Color(hex:)` and `Color(light:dark:)` give
    /// what their labels say; a dynamic provider's implicit members are colors.
    @Test(arguments: [
        ("static let a = Color(hex: \"#101418\")", "#101418", "#101418"),
        ("static let a = Color(hex: 0x3969EF)", "#3969EF", "#3969EF"),
        ("static let a = Color(light: .white, dark: Color(white: 0.12))", "#FFFFFF", "#1F1F1F"),
        ("static var a: Color { Color(UIColor { $0.userInterfaceStyle == .dark ? .black : .white }) }", "#FFFFFF", "#000000"),
        ("static let a = Color(red: 255/255, green: 198/255, blue: 41/255)", "#FFC629", "#FFC629"),
        // `String(format:)`, one implementation with the view evaluator's texts.
        ("static let a = Color(hex: String(format: \"#10%d18\", 14))", "#101418", "#101418"),
        // Numbers' methods, one library with the view evaluator's (`SwiftRuntime.numberMethod`).
        ("static let a = Color(red: 2.25.truncatingRemainder(dividingBy: 1), green: 0, blue: (0.16).squareRoot())", "#400066", "#400066"),
    ])
    func helpersLeftOutReadByTheirLabels(_ code: String, _ light: String, _ dark: String) {
        let read = colorGuide(code)
        #expect(Self.hexes(read, "a") == (light, dark))
    }
}
