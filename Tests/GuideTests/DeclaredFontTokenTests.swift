import Guide
import Testing

/// Fonts declared in a guide's own types and through UIKit, read by running its code.
@Suite struct DeclaredFontTokenTests {
    private func read(_ code: String) -> Guide {
        guide("# Test (iOS) — SwiftUI Implementation Guide\n\n## 2. Typography\n\n```swift\n\(code)\n```\n")
    }

    private func font(_ guide: Guide, _ name: String) -> FontToken? { guide.fonts.first { $0.name == name } }

    /// Gravatar: `UIFont.DS.Body.large` and `UIFont.DS.Body.Emphasized.large` are two fonts;
    /// the second is named by its path, with its own weight, not dropped with a warning.
    @Test func fontsOfOneNameInTwoNestedTypesAreTwoTokens() throws {
        let read = read("""
        extension UIFont {
            enum DS {
                enum Body {
                    static var large: UIFont { .preferredFont(forTextStyle: .body) }
                    enum Emphasized {
                        static var large: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
                    }
                }
            }
        }
        """)
        #expect(!read.diagnostics.contains { $0.code == "token.same-name" })
        #expect(font(read, "large")?.textStyle == "body")
        let emphasized = try #require(font(read, "DS.Body.Emphasized.large") ?? font(read, "UIFont.DS.Body.Emphasized.large"))
        #expect(emphasized.displayWeight == .semibold)
        #expect(emphasized.displaySize == 17)
    }

    /// Fluent: a static function of an enum the excerpt leaves out returns a type of the guide's
    /// that describes a font (`FluentFontInfo`, an alias of `FontInfo(name:size:weight:)`), made
    /// by `.init` through the alias, its size from a provider reached by `self as P.Type` in a
    /// static member. Each case is a font, named by its path.
    @Test func aFunctionOfOneEnumGivingAFontDescriptionGivesAFontPerCase() throws {
        let read = read("""
        public typealias FluentFontInfo = FontInfo
        public class FontInfo: NSObject {
            public init(name: String? = nil, size: CGFloat, weight: Font.Weight = .regular) {
                self.name = name
                self.size = size
                self.weight = weight
            }
            public let name: String?
            public let size: CGFloat
            public let weight: Font.Weight
        }
        public final class GlobalTokens: NSObject {
            public enum FontSizeToken: Int, CaseIterable { case size100, size900 }
            public static func fontSize(_ token: FontSizeToken) -> CGFloat {
                return platformGlobalTokenProvider.fontSize(for: token)
            }
            private static var platformGlobalTokenProvider: any PlatformGlobalTokenProviding.Type {
                let platformGlobalTokenProvider = self as PlatformGlobalTokenProviding.Type
                return platformGlobalTokenProvider
            }
        }
        extension GlobalTokens: PlatformGlobalTokenProviding {
            public static func fontSize(for token: GlobalTokens.FontSizeToken) -> CGFloat {
                switch token {
                case .size100: return 12.0
                case .size900: return 60.0
                }
            }
        }
        extension FluentTheme {
            public static func platformTypographyValue(_ token: FluentTheme.TypographyToken) -> FluentFontInfo {
                switch token {
                case .display: return .init(size: GlobalTokens.fontSize(.size900), weight: .bold)
                case .caption2: return .init(name: "Inter-Regular", size: GlobalTokens.fontSize(.size100))
                }
            }
        }
        """)
        let display = try #require(font(read, "FluentTheme.platformTypographyValue.display"))
        #expect(display.displaySize == 60)
        #expect(display.displayWeight == .bold)
        #expect(display.face == nil)
        let caption = try #require(font(read, "FluentTheme.platformTypographyValue.caption2"))
        #expect(caption.displaySize == 12)
        #expect(caption.face == "Inter-Regular")
    }

    /// A declared enum's cases through a function returning a font description; an icon's size
    /// spec (a size and a scale, no weight of a font, no face) is no font.
    @Test func aDeclaredEnumsDescribedFontsAreFontsAndAnIconSizeIsNot() throws {
        let read = read("""
        struct FontSpec {
            let size: CGFloat
            let weight: UIFont.Weight
        }
        enum Scale {
            case large, small
            static func spec(_ scale: Scale) -> FontSpec {
                switch scale {
                case .large: return FontSpec(size: 22, weight: .bold)
                case .small: return .init(size: 11, weight: .regular)
                }
            }
        }
        struct IconSpec {
            let size: CGFloat
            let scale: Image.Scale
        }
        enum IconSize {
            case compact, roomy
            static func spec(_ icon: IconSize) -> IconSpec {
                switch icon {
                case .compact: return IconSpec(size: 16, scale: .small)
                case .roomy: return IconSpec(size: 24, scale: .large)
                }
            }
        }
        """)
        #expect(font(read, "large")?.displaySize == 22)
        #expect(font(read, "large")?.displayWeight == .bold)
        #expect(font(read, "small")?.displaySize == 11)
        #expect(read.fonts.allSatisfy { !["compact", "roomy"].contains($0.name) && !$0.name.contains("IconSize") })
    }

    /// A face built by interpolation or a call runs in the interpreter, where the token stands:
    /// the constants it names (of its own type, of another) give the face.
    @Test func anInterpolatedFaceIsRun() throws {
        let read = read("""
        enum Brand { static let family = "Inter" }
        struct Typography {
            static let weightName = "Bold"
            static func face(_ style: String) -> String { "\\(Brand.family)-\\(style)" }
            static let title = UIFont(name: "\\(Brand.family)-\\(weightName)", size: 28)!
            static let body = UIFont(name: face("Regular"), size: 17)!
            static let caption = UIFont(name: "\\(unknown)-Light", size: 12)!
        }
        """)
        #expect(font(read, "title")?.face == "Inter-Bold")
        #expect(font(read, "body")?.face == "Inter-Regular")
        // What the source does not determine is chosen as the app runs, the face as written.
        #expect(font(read, "caption")?.kind == .runtime)
        #expect(font(read, "caption")?.face == "\\(unknown)-Light")
    }

    @Test func anEnumsCasesThroughAFunctionOfUIKitFonts() throws {
        let read = read("""
        public enum AppFont {
            case body, boldBody, editorHeading, serifTitle
            public static func `for`(_ font: AppFont, compatibleWith traitCollection: UITraitCollection) -> UIFont {
                switch font {
                case .body:
                    return UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
                case .boldBody:
                    let base = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
                    let font = UIFont.systemFont(ofSize: base.pointSize, weight: .bold)
                    return UIFontMetrics(forTextStyle: .body).scaledFont(for: font, compatibleWith: traitCollection)
                case .editorHeading:
                    return UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont.systemFont(ofSize: 28, weight: .semibold), compatibleWith: traitCollection)
                case .serifTitle:
                    return UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(descriptor: UIFontDescriptor(name: "Georgia", size: 28), size: 0), compatibleWith: traitCollection)
                }
            }
        }
        """)
        let body = try #require(font(read, "body"))
        #expect(body.size == 17 && body.weight == .regular && body.textStyle == "body" && body.face == nil)
        let bold = try #require(font(read, "boldBody"))
        #expect(bold.size == 17 && bold.weight == .bold)
        let heading = try #require(font(read, "editorHeading"))
        #expect(heading.size == 28 && heading.weight == .semibold && heading.textStyle == "headline")
        let serif = try #require(font(read, "serifTitle"))
        #expect(serif.face == "Georgia" && serif.size == 28 && serif.textStyle == "title")
    }

    /// Stripe Link's `LinkUI.font(forTextStyle:)`: a function on the type around the enum,
    /// whose cases it switches over, and a guide's own `UIFont` extension method on a system
    /// font (`.scaled(withTextStyle:)`).
    @Test func anEnumsCasesThroughAFunctionOfTheTypeAroundIt() throws {
        let read = read("""
        enum LinkUI {
            enum TextStyle { case title, detail }
            static func font(forTextStyle textStyle: TextStyle, maximumPointSize: CGFloat? = nil) -> UIFont {
                switch textStyle {
                case .title: return UIFont.systemFont(ofSize: 24, weight: .semibold).scaled(withTextStyle: .headline)
                case .detail: return UIFont.systemFont(ofSize: 14, weight: .regular).scaled(withTextStyle: .callout)
                }
            }
        }
        extension UIFont {
            func scaled(withTextStyle textStyle: UIFont.TextStyle) -> UIFont {
                UIFontMetrics(forTextStyle: textStyle).scaledFont(for: self)
            }
        }
        """)
        let title = try #require(read.fonts.first { $0.name.hasSuffix("title") })
        #expect(title.size == 24 && title.weight == .semibold && title.textStyle == "headline")
        let detail = try #require(read.fonts.first { $0.name.hasSuffix("detail") })
        #expect(detail.size == 14 && detail.weight == .regular)
    }

    /// Firefox's `TextStyling(for: .body, size: 17, weight: .regular)`: a style that keeps a size
    /// and a weight and makes its font in a method; the method the code can follow gives it.
    @Test func aStyleThatMakesItsFontInAMethod() throws {
        let read = read("""
        public struct TextStyling {
            private let textStyle: UIFont.TextStyle
            private let size: CGFloat
            private let weight: UIFont.Weight
            init(for textStyle: UIFont.TextStyle, size: CGFloat, weight: UIFont.Weight) {
                self.textStyle = textStyle
                self.size = size
                self.weight = weight
            }
            public func scaledFont(sizeCap: CGFloat? = nil) -> UIFont {
                DefaultDynamicFontHelper.preferredFont(withTextStyle: textStyle, size: size, sizeCap: sizeCap, weight: weight)
            }
            public func systemFont() -> UIFont { UIFont.systemFont(ofSize: size, weight: weight) }
        }
        public struct FXFontStyles {
            public struct Bold {
                public static let title3 = TextStyling(for: .title3, size: 20, weight: .semibold)
            }
        }
        """)
        let title3 = try #require(read.fonts.first { $0.name.hasSuffix("title3") })
        #expect(title3.size == 20 && title3.weight == .semibold)
    }

    @Test func aStyleStructsFontThroughHelpersWithAnOptionalFaceUnset() throws {
        let read = read("""
        public struct BrandFont { static var definition: FontDefinition? }
        extension Font {
            static func customOrDefault(_ name: String?, size: CGFloat, weight: Weight) -> Font {
                guard let name = name else { return .system(size: size, weight: weight) }
                return .custom(name, size: size)
            }
            static func semibold(size: CGFloat) -> Font { customOrDefault(BrandFont.definition?.semiboldFace, size: size, weight: .semibold) }
        }
        public struct TextStyleToken {
            public let font: Font
            public let lineHeight: CGFloat
            static let heading = TextStyleToken(font: .semibold(size: 24), lineHeight: 32)
        }
        """)
        let heading = try #require(font(read, "heading"))
        #expect(heading.face == nil && heading.size == 24 && heading.weight == .semibold)
    }

    @Test func aFaceByNameAtTheDefaultAccessibilitySettings() throws {
        let read = read("""
        public enum Inter {
            case title, caption
            var size: CGFloat { switch self { case .title: return 24 case .caption: return 12 } }
            public func font(size: CGFloat? = nil) -> UIFont {
                let name = UIAccessibility.isBoldTextEnabled ? "Inter-Bold" : "Inter-Medium"
                guard let font = UIFont(name: name, size: size ?? self.size) else { return .systemFont(ofSize: 17) }
                return UIFontMetrics(forTextStyle: .title2).scaledFont(for: font)
            }
        }
        """)
        let title = try #require(font(read, "title"))
        #expect(title.face == "Inter-Medium" && title.size == 24 && title.textStyle == "title2")
        #expect(font(read, "caption")?.size == 12)
    }

    @Test func aDescriptorWithAWeightAddedAsADictionaryOfTraits() throws {
        let read = read("""
        public extension UIFont {
            static func appTitle() -> UIFont {
                let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
                let newDescriptor = descriptor.addingAttributes([.traits: [
                    UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
                return UIFont(descriptor: newDescriptor, size: descriptor.pointSize)
            }
        }
        """)
        let title = try #require(font(read, "appTitle"))
        #expect(title.size == 28 && title.weight == .bold && title.textStyle == "title")
    }

    @Test func aFunctionOfNoArgumentsIsAToken() {
        let read = read("public extension UIFont {\n    static func appButton() -> UIFont { .systemFont(ofSize: 15, weight: .bold) }\n}")
        #expect(font(read, "appButton")?.size == 15)
        #expect(font(read, "appButton")?.weight == .bold)
    }
}

/// Primer's font helpers: functions of the guide's optional token set (passed nil), an `if`
/// expression choosing the face, a closure's names looked up where it was written, and a
/// variable font's weight set on its `wght` axis.
@Suite struct FontHelperTests {
    @Test func fontsOfATokenSetFunctionAreReadWithNoTokenSet() throws {
        let read = guide("# Test (iOS) — SwiftUI Implementation Guide\n\n## 2. Typography\n\n```swift\n" + """
        final class DesignTokens { var titleSize: CGFloat? = 24 }
        enum PrimerFont {
            static func uiFont(family: String?, weight: CGFloat?, size: CGFloat?) -> UIFont {
                let fontFamily = family ?? "Inter"
                let fontSize = size ?? 14
                let baseFont: UIFont = if fontFamily == "Inter" {
                    if let custom = variableInterFont(weight: weight ?? 400, size: fontSize) {
                        custom
                    } else {
                        .systemFont(ofSize: fontSize, weight: .regular)
                    }
                } else {
                    .systemFont(ofSize: fontSize)
                }
                return UIFontMetrics.default.scaledFont(for: baseFont)
            }
            private static func variableInterFont(weight: CGFloat, size: CGFloat) -> UIFont? {
                let descriptor = UIFontDescriptor(fontAttributes: [
                    .name: "InterVariable",
                    kCTFontVariationAttribute as UIFontDescriptor.AttributeName: [2_003_265_652: weight]
                ])
                let font = UIFont(descriptor: descriptor, size: size)
                if font.familyName.contains("Inter") { return font }
                return nil
            }
            static func titleXLarge(tokens: DesignTokens?) -> Font {
                guard let tokens else { return Font(uiFont(family: "Inter", weight: 550, size: 24)) }
                return Font(uiFont(family: nil, weight: 500, size: tokens.titleSize))
            }
        }
        """ + "\n```\n")
        let title = try #require(read.fonts.first { $0.name == "titleXLarge" })
        #expect(title.face == "InterVariable")
        #expect(title.displaySize == 24)
        #expect(title.displayWeight == .medium)
        // A helper of plain optional parts builds fonts; it is none of its own.
        #expect(!read.fonts.contains { $0.name == "uiFont" })
    }
}
