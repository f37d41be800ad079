import Guide
import Testing

/// Colors declared in a guide's own types, read by running its code in light and dark: each
/// idiom as real design systems write it (the fixtures under `design-systems/` hold them whole).
@Suite struct DeclaredColorTokenTests {
    private func read(_ code: String) -> Guide {
        guide("# Test (iOS) — SwiftUI Implementation Guide\n\n## 1. Color Tokens\n\n```swift\n\(code)\n```\n")
    }

    /// Fluent: a static function of one enum gives a token per case (`switch token`), named by
    /// its path; a second one over an enum the excerpt leaves out takes its cases from its own
    /// `switch`, its `DynamicColor` resolving itself in each appearance, assigned as `.init` to
    /// a variable declared with that type.
    @Test func aFunctionOfOneEnumGivesATokenPerCase() throws {
        let read = read("""
        extension Color {
            init(hexValue: UInt32) {
                self.init(red: CGFloat((hexValue & 0xFF0000) >> 16) / 255.0, green: CGFloat((hexValue & 0x00FF00) >> 8) / 255.0, blue: CGFloat(hexValue & 0x0000FF) / 255.0)
            }
        }
        struct DynamicColor: Hashable {
            let light: Color
            let dark: Color?
        }
        extension DynamicColor: ShapeStyle {
            func resolve(in environment: EnvironmentValues) -> Color.Resolved {
                if environment.colorScheme == .dark, let dark = dark { return dark.resolve(in: environment) }
                return light.resolve(in: environment)
            }
        }
        class GlobalTokens {
            enum NeutralColorToken: Int { case grey14, white }
            static func neutralSwiftUIColor(_ token: NeutralColorToken) -> Color {
                switch token {
                case .grey14: return Color(hexValue: 0x242424)
                case .white: return Color(hexValue: 0xFFFFFF)
                }
            }
        }
        extension FluentTheme {
            static func platformColorValue(_ token: FluentTheme.ColorToken) -> DynamicColor {
                var color: DynamicColor
                switch token {
                case .foreground1:
                    color = .init(light: GlobalTokens.neutralSwiftUIColor(.grey14), dark: GlobalTokens.neutralSwiftUIColor(.white))
                case .background1:
                    color = .init(light: GlobalTokens.neutralSwiftUIColor(.white), dark: GlobalTokens.neutralSwiftUIColor(.grey14))
                }
                return color
            }
        }
        """)
        #expect(read.color(named: "GlobalTokens.neutralSwiftUIColor.grey14")?.hex == "#242424")
        let foreground = try #require(read.color(named: "FluentTheme.platformColorValue.foreground1"))
        #expect(foreground.appearance?.light.hex == "#242424")
        #expect(foreground.appearance?.dark.hex == "#FFFFFF")
        #expect(read.color(named: "FluentTheme.platformColorValue.background1")?.appearance?.dark.hex == "#242424")
    }

    /// Pocket Casts: a function of the app's theme (an enum with `light` and `dark` among the
    /// reader's other themes) is one token, light from `.light` and dark from `.dark`.
    @Test func aFunctionOfTheAppsThemeIsOneTokenLightAndDark() throws {
        let read = read("""
        enum ThemeType { case light, dark, electric }
        struct ThemeColor {
            private static let primaryUi01Light = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
            private static let primaryUi01Dark = UIColor(red: 0.161, green: 0.169, blue: 0.180, alpha: 1)
            private static let primaryUi01Electric = UIColor(red: 0.098, green: 0.137, blue: 0.169, alpha: 1)
            static func primaryUi01(for theme: ThemeType? = nil) -> UIColor {
                switch theme {
                case .light: return primaryUi01Light
                case .dark: return primaryUi01Dark
                default: return primaryUi01Electric
                }
            }
        }
        """)
        let token = try #require(read.color(named: "primaryUi01"))
        #expect(token.appearance?.light.hex == "#FFFFFF")
        #expect(token.appearance?.dark.hex == "#292B2E")
    }

    /// A banner or a link above declarations is a remark, not the group a page files them
    /// under (Pocket Casts' generated file, Gravatar's color-namer credit).
    @Test func aBannerOrALinkIsNoGroup() {
        let read = read("""
        // ************ WARNING AUTO GENERATED, DO NOT EDIT ************
        struct ThemeColor {
            static let primaryUi01 = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        }
        extension UIColor {

            // Generated names are from https://colornamer.robertcooper.me/
            static let gravatarBlack = UIColor(red: 0.063, green: 0.082, blue: 0.09, alpha: 1)

            // Neutrals
            static let porpoiseGray = UIColor(red: 0.855, green: 0.855, blue: 0.855, alpha: 1)
        }
        """)
        #expect(read.color(named: "primaryUi01") != nil)
        #expect(read.color(named: "primaryUi01")?.group?.contains("WARNING") != true)
        #expect(read.color(named: "gravatarBlack")?.group == nil)
        #expect(read.color(named: "porpoiseGray")?.group == "Neutrals")
    }

    /// Gravatar: a palette whose parts are groups of colors is a theme, never one color. Its
    /// one direct color (`border:`) was published as `Palette.light`, #DADADA.
    @Test func aPaletteOfColorGroupsIsNoSingleColor() {
        let read = read("""
        public struct ForegroundColors {
            public let primary: UIColor
            public let secondary: UIColor
        }
        public struct Palette {
            public let foreground: ForegroundColors
            public let border: UIColor
            public static var light: Palette {
                .init(foreground: .init(primary: .black, secondary: .darkGray), border: UIColor(red: 0.855, green: 0.855, blue: 0.855, alpha: 1))
            }
        }
        """)
        #expect(read.color(named: "Palette.light") == nil)
        #expect(read.color(named: "light") == nil)
    }

    @Test func anEnumOfHexRawValuesIsConvertedByTheGuidesOwnInitializer() {
        let read = read("""
        public enum CoreColor: Int {
          case white = 0xFFFFFF
          case green_05 = 0x05CE78
        }
        extension UIColor {
          convenience init(coreColor: CoreColor) {
            let rgbValue = coreColor.rawValue
            self.init(red: Double((rgbValue & 0xFF0000) >> 16) / 255.0, green: Double((rgbValue & 0x00FF00) >> 8) / 255.0,
                      blue: Double(rgbValue & 0x0000FF) / 255.0, alpha: 1.0)
          }
        }
        """)
        #expect(read.color(named: "green_05")?.hex == "#05CE78")
        #expect(read.color(named: "white")?.hex == "#FFFFFF")
    }

    @Test func aWrapperStructWithADarkVariantThroughAUIColorProviderGivesLightAndDark() throws {
        let read = read("""
        public struct BPKColor { public let value: UIColor }
        public func dynamicColor(lightVariant: UIColor, darkVariant: UIColor) -> UIColor {
            UIColor { $0.userInterfaceStyle == .dark ? darkVariant : lightVariant }
        }
        public extension BPKColor {
            private init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
                self.init(value: UIColor(red: red, green: green, blue: blue, alpha: alpha))
            }
            func darkVariant(_ darkVariant: BPKColor) -> BPKColor {
                BPKColor(value: dynamicColor(lightVariant: value, darkVariant: darkVariant.value))
            }
            static let coreAccentColor = BPKColor(red: 0.000, green: 0.384, blue: 0.890, alpha: 1)
                .darkVariant(BPKColor(red: 0.518, green: 0.914, blue: 1.000, alpha: 1))
        }
        """)
        let token = try #require(read.color(named: "coreAccentColor"))
        #expect(token.appearance?.light.hex == "#0062E3")
        #expect(token.appearance?.dark.hex == "#84E9FF")
    }

    @Test func aPairStructConvertsThroughItsComputedColorNotItsFirstStoredPart() throws {
        let read = read("""
        public extension Color {
            init(_ hex: UInt32, opacity: Double = 1) {
                self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: opacity)
            }
            static let blue50 = Color(0x3969EF)
            static func tint(_ percent: Double) -> Color { .white.opacity(percent) }
        }
        struct DynamicColor {
            let lightColor: Color
            let darkColor: Color
            var uiColor: UIColor { UIColor(dynamicProvider: dynamicProvider) }
            var dynamicProvider: (UITraitCollection) -> UIColor {
                { traitCollection in
                    switch traitCollection.userInterfaceStyle {
                    case .dark: return UIColor(darkColor)
                    @unknown default: return UIColor(lightColor)
                    }
                }
            }
        }
        public struct Palette {
            private static let accent = DynamicColor(lightColor: .blue50, darkColor: .tint(0.84))
        }
        """)
        let token = try #require(read.color(named: "accent"))
        #expect(token.appearance?.light.hex == "#3969EF")
        #expect(token.appearance?.dark == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.84))
    }

    @Test func aScannerHexInitializerWithATupleSwitchRuns() {
        let read = read("""
        public extension Color {
            init(hex: String) {
                let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                var int: UInt64 = 0
                Scanner(string: hex).scanHexInt64(&int)
                let a, r, g, b: UInt64
                switch hex.count {
                case 3: (a, r, g, b) = (255, (int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
                case 6: (a, r, g, b) = (255, int >> 16, int >> 8 & 0xFF, int & 0xFF)
                default: (a, r, g, b) = (255, 0, 0, 0)
                }
                self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: Double(a) / 255)
            }
        }
        public struct Swatch { let color: Color }
        public enum Primitive {
            public static let blue = Swatch(color: Color(hex: "#3B82F6"))
            public static let short = Swatch(color: Color(hex: "#0F8"))
        }
        """)
        #expect(read.color(named: "blue")?.hex == "#3B82F6")
        #expect(read.color(named: "short")?.hex == "#00FF88")
    }

    @Test func nestedAssetsAreNamedByPathWithTheValueTheCommentStates() throws {
        let read = read("""
        public enum Asset {
          public enum Colors {
            public static let bone = ColorAsset(name: "Bone") // #FFFFFF
            public static let midnight = ColorAsset(name: "Midnight") // #231F20
          }
        }
        public final class ColorAsset {
          public fileprivate(set) var name: String
          public private(set) lazy var color: Color = { Color(asset: self) }()
          fileprivate init(name: String) { self.name = name }
        }
        public enum Design {
          case screenBackground
          func color(_ colorScheme: ColorScheme) -> Color {
            switch self {
            case .screenBackground: return Design.col(Asset.Colors.bone.color, Asset.Colors.midnight.color, colorScheme)
            }
          }
          private static func col(_ light: Color, _ dark: Color, _ colorScheme: ColorScheme) -> Color {
            colorScheme == .light ? light : dark
          }
        }
        """)
        let bone = try #require(read.color(named: "Asset.Colors.bone"))
        #expect(bone.hex == "#FFFFFF")
        #expect(bone.valueSource == .comment)
        #expect(bone.color == nil)
        let background = try #require(read.color(named: "screenBackground"))
        #expect(background.appearance?.light.hex == "#FFFFFF")
        #expect(background.appearance?.dark.hex == "#231F20")
        #expect(background.valueSource == .comment)
    }

    @Test func whatTheCodeDoesNotGiveIsNoValue() throws {
        let read = read("""
        public enum Theme {
            static let brand = Color("Brand")
            static let label = Color(UIColor.label)
            static let loop: Color = loop
            static func deep() -> Color { deep() }
            static let recursive = deep()
        }
        """)
        for name in ["brand", "label", "loop", "recursive"] {
            let token = read.color(named: name)
            #expect(token == nil || token?.displayColor == nil, "\(name)")
        }
    }

    @Test func manyNestedCallsStopAtTheDepthLimitWithoutTrapping() {
        let calls = String(repeating: "f(", count: 300) + "1" + String(repeating: ")", count: 300)
        let read = read("enum T {\n static func f(_ x: Double) -> Double { x }\n static let a = Color(white: \(calls))\n}")
        #expect(read.color(named: "a")?.displayColor == nil || read.color(named: "a")?.hex == "#FFFFFF")
    }

    @Test func aThemeStructsInstancesGiveLightAndDarkByTheirStyle() throws {
        let read = read("""
        public enum Palette {
            public static let ink = UIColor(red: 0.125, green: 0.129, blue: 0.133, alpha: 1)
            public static let paper = UIColor.white
            public static let green = UIColor(red: 0, green: 0.686, blue: 0.537, alpha: 1)
        }
        public struct AppTheme {
            public let name: String
            public let userInterfaceStyle: UIUserInterfaceStyle
            public let text: UIColor
            public let background: UIColor
            public let accent: UIColor
            public static let standard = AppTheme(name: "Standard", userInterfaceStyle: .light, text: Palette.ink, background: Palette.paper, accent: Palette.green)
            public static let night = AppTheme(name: "Night", userInterfaceStyle: .dark, text: Palette.paper, background: Palette.ink, accent: Palette.green)
        }
        """)
        let text = try #require(read.color(named: "text"))
        #expect(text.appearance?.light.hex == "#202122")
        #expect(text.appearance?.dark.hex == "#FFFFFF")
        // The same in both themes is still a value of each: dark is stated, not left out.
        #expect(read.color(named: "accent")?.appearance?.dark.hex == "#00AF89")
        #expect(read.color(named: "standard") == nil, "an instance of a theme is no color")
    }

    @Test func aPaletteProtocolsConformersAreItsLightAndDarkWithTheEnvironmentsDefault() throws {
        let read = read("""
        public protocol ColorPalette {
            // MARK: - Primary
            var primary: Color { get }
            var onPrimary: Color { get }
        }
        public struct DayPalette: ColorPalette {
            public init() {}
            public var primary: Color { Color(red: 0.231, green: 0.510, blue: 0.965) }
            public var onPrimary: Color { .white }
        }
        public struct DarkColorPalette: ColorPalette {
            public init() {}
            public var primary: Color { Color(red: 0.376, green: 0.647, blue: 0.980) }
            public var onPrimary: Color { .black }
        }
        private struct ColorPaletteKey: EnvironmentKey {
            static let defaultValue: any ColorPalette = DayPalette()
        }
        """)
        let primary = try #require(read.color(named: "primary"))
        #expect(primary.appearance?.light.hex == "#3B82F6")
        #expect(primary.appearance?.dark.hex == "#60A5FA")
        #expect(primary.group == "Primary")
        #expect(read.color(named: "onPrimary")?.appearance?.dark.hex == "#000000")
        #expect(read.color(named: "defaultValue") == nil)
        #expect(!read.colors.contains { $0.name.hasPrefix("DayPalette") || $0.name.hasPrefix("DarkColorPalette") })
    }

    /// A palette the guide makes only by its own `init()`, its protocol declared elsewhere
    /// (Firefox's `LightColourPalette: ThemeColourPalette`): each color member a token with the
    /// value its default states; a view's color parameters never are.
    @Test func aPaletteMadeByItsOwnInitGivesItsDefaults() throws {
        let read = read("""
        enum FXColors {
            static let Blue50 = UIColor(red: 0, green: 0.376, blue: 0.875)
            static let Grey10 = UIColor(red: 0.976, green: 0.976, blue: 0.984)
        }
        private struct LightColourPalette: ThemeColourPalette {
            // MARK: - Layers
            var layer1: UIColor = FXColors.Grey10
            var layer4: UIColor = FXColors.Grey10.withAlphaComponent(0.6)
            var actionPrimary: UIColor = FXColors.Blue50
        }
        struct Chip: View {
            var fill: Color = .blue
            var ink: Color = .white
            var body: some View { Text("A").foregroundStyle(ink).background(fill) }
        }
        """)
        let layer1 = try #require(read.color(named: "layer1") ?? read.color(named: "LightColourPalette.layer1"))
        #expect(layer1.hex == "#F9F9FB")
        #expect(layer1.appearance == nil)
        #expect(layer1.group == "Layers")
        #expect((read.color(named: "layer4") ?? read.color(named: "LightColourPalette.layer4"))?.color?.alpha == 0.6)
        #expect(!read.colors.contains { $0.name.contains("fill") || $0.name.contains("ink") })
    }

    /// Braintree's `PayPalButtonColor`: an enum's instance property that switches over `self`
    /// gives a color per case, named by its path.
    @Test func anEnumsColorPropertyIsATokenPerCase() throws {
        let read = read("""
        public enum PayPalButtonColor {
            case blue, black
            var backgroundColor: Color {
                switch self {
                case .blue: return Color(red: 0.376, green: 0.804, blue: 1)
                case .black: return .black
                }
            }
            var tappedButtonColor: Color {
                switch self {
                case .blue: return Color(red: 0.239, green: 0.710, blue: 1)
                case .black: return Color(red: 0.412, green: 0.412, blue: 0.412)
                }
            }
            var hasOutline: Bool { self == .blue }
        }
        """)
        #expect(read.colors.map(\.name) == [
            "PayPalButtonColor.blue.backgroundColor", "PayPalButtonColor.black.backgroundColor",
            "PayPalButtonColor.blue.tappedButtonColor", "PayPalButtonColor.black.tappedButtonColor",
        ])
        #expect(read.colors.first?.hex == "#60CDFF")
        #expect(read.colors[1].hex == "#000000")
        #expect(read.colors.last?.hex == "#696969")
    }

    @Test func tokensOfTheCollectionsHouseStyleKeepTheirNames() {
        let read = colorGuide("static let brandYellow = Color(red: 1.000, green: 0.776, blue: 0.161) // #FFC629")
        #expect(read.colors.map(\.name) == ["brandYellow"])
    }
}
