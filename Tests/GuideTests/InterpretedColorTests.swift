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

/// Swift the design systems' own helpers use, run as the compiler reads it: availability,
/// arrays and dictionaries, nested types made by their path, in-out components.
@Suite struct InterpretedHelperTests {
    /// A guide whose colors are `body` inside `extension UIColor { … }`.
    private static func uiColorGuide(_ body: String) -> Guide {
        guide("# Test (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\nextension UIColor {\n\(body)\n}\n```\n")
    }

    private static func hex(_ guide: Guide, _ name: String) -> (light: String?, dark: String?) {
        let token = guide.color(named: name)
        return (token?.appearance?.light.hex ?? token?.hex, token?.appearance?.dark.hex ?? token?.hex)
    }

    /// Vitamin's `dynamicColor(light:dark:)`: `#available` holds (a current iOS), so the
    /// provider runs in each appearance; `#unavailable` does not.
    @Test func availabilityHoldsOnACurrentIOS() {
        let read = Self.uiColorGuide("""
            static func dynamicColor(light: UIColor, dark: UIColor) -> UIColor {
                if #available(iOS 13.0, *), mode == .auto {
                    return UIColor { trait in trait.userInterfaceStyle == .dark ? dark : light }
                }
                return light
            }
            static func legacy(_ modern: UIColor, _ old: UIColor) -> UIColor {
                if #unavailable(iOS 15) { return old }
                return modern
            }
            static var mode: Mode = .auto
            enum Mode { case auto, light }
            static let text = dynamicColor(light: UIColor(white: 0.1, alpha: 1), dark: .white)
            static let fill = legacy(.white, .black)
            """)
        #expect(Self.hex(read, "text") == ("#1A1A1A", "#FFFFFF"))
        #expect(Self.hex(read, "fill") == ("#FFFFFF", "#FFFFFF"))
    }

    /// Vitamin's `UIColor(rgbaValue:)`: components shifted out into an array, mapped, and read
    /// by subscript; a dictionary literal read by key.
    @Test func arraysAreMappedAndSubscripted() {
        let read = Self.uiColorGuide("""
            convenience init(rgbaValue: UInt32) {
                let shifts: [UInt32] = [rgbaValue >> 24, rgbaValue >> 16, rgbaValue >> 8, rgbaValue]
                let components = shifts.map { CGFloat($0 & 0xff) }.map { $0 / 255.0 }
                self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
            }
            static let blue400 = UIColor(rgbaValue: 0x007dbcff)
            static let levels: [String: CGFloat] = ["low": 0.2, "high": 0.9]
            static let dim = UIColor(white: levels["high"] ?? 0, alpha: 1)
            static let sum = UIColor(white: [0.25, 0.25].reduce(0) { $0 + $1 } + [0.1, 0.2].filter { $0 > 0.15 }.reduce(0) { $0 + $1 }, alpha: 1)
            """)
        #expect(Self.hex(read, "blue400").light == "#007DBC")
        #expect(Self.hex(read, "dim").light == "#E6E6E6")
        #expect(Self.hex(read, "sum").light == "#B3B3B3")
    }

    /// `UIColor.HSLComponents(…)` is the nested type's initializer; `getHue` writes the
    /// components back into the variables passed in-out.
    @Test func nestedTypesAreMadeByPathAndInOutComponentsAreWritten() {
        let read = Self.uiColorGuide("""
            struct HSB { let hue: CGFloat; let saturation: CGFloat; let brightness: CGFloat }
            func hsb() -> UIColor.HSB {
                var hue: CGFloat = 0
                var saturation: CGFloat = 0
                var brightness: CGFloat = 0
                self.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
                return UIColor.HSB(hue: hue, saturation: saturation, brightness: brightness)
            }
            func darker() -> UIColor {
                let parts = hsb()
                return UIColor(hue: parts.hue, saturation: parts.saturation, brightness: parts.brightness * 0.5, alpha: 1)
            }
            static let brand = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
            static let brandDark = brand.darker()
            """)
        #expect(Self.hex(read, "brandDark").light == "#004080")
    }
}
