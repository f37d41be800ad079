@testable import Guide
import Testing

/// Inputs nobody passes take values that show the component as meant (issue 33, item 5).
@Suite struct RepresentativeInputTests {
    private static func firstText(_ code: String) -> ViewNode? {
        ViewTreeTests.componentGuide(code).components.first?.views.first?.view.allNodes.first { $0.kind == .text }
    }

    /// `let tone: Tinting`: the first of the guide's types that conform, its first case.
    @Test func aProtocolInputIsTheFirstTypeThatConforms() throws {
        let text = try #require(Self.firstText("""
            extension Color { static let ink = Color(red: 0.1, green: 0.1, blue: 0.1) }
            protocol Tinting { var tint: Color { get } }
            enum Tone: Tinting {
                case ink, paper
                var tint: Color { switch self { case .ink: return .ink; case .paper: return .white } }
            }
            struct Tinted: View {
                let tone: Tinting
                var body: some View { Text("Hello").foregroundStyle(tone.tint) }
            }
            """))
        #expect(ViewTreeTests.color(text.property("color"))?.token == "ink")
    }

    /// `let color: Color` inside `PaymentButtonStyle<Color: PaymentButtonColorProtocol>`
    /// (Braintree): the generic parameter shadows SwiftUI's `Color`, stands for the first type
    /// that conforms to its constraint, and the component is drawn over that enum's cases, each
    /// background the color its `switch self` gives (a member computing a color where a view
    /// is wanted is that color).
    @Test func aGenericInputIsItsConstraintsFirstConformerOverItsCases() throws {
        let guide = ViewTreeTests.componentGuide("""
            protocol ButtonColoring { var backgroundColor: Color { get } }
            enum PayColor: ButtonColoring {
                case blue, black
                var backgroundColor: Color {
                    switch self {
                    case .blue: return Color(red: 0.376, green: 0.804, blue: 1.0)
                    case .black: return .black
                    }
                }
            }
            struct PayButton<Color: ButtonColoring>: View {
                let color: Color
                var body: some View { Text("Pay").padding().background(color.backgroundColor) }
            }
            """)
        let component = try #require(guide.components.first)
        #expect(component.unsupported.isEmpty)
        #expect(component.views.map(\.label) == ["color = .blue", "color = .black"])
        let fills = component.views.map { $0.view.allNodes.flatMap(\.modifiers).first { $0.kind == .background }?.layers.first?.property("fill") }
        #expect(fills.map { ViewTreeTests.color($0)?.light?.hex } == ["#60CDFF", "#000000"])
    }

    /// Pocket Casts: a view paints `ThemeColor.primaryInteractive01(for: theme.activeTheme).color`
    /// with `theme` an environment object the drawing does not know: the app theme that follows
    /// the system, light in light and dark in dark, as the theme's token reads it.
    @Test func anUnknownAppThemeIsTheOneThatFollowsTheSystem() throws {
        let guide = ViewTreeTests.componentGuide("""
            public enum ThemeType: Int32 { case light = 0, dark = 1, electric = 7 }
            extension UIColor { var color: Color { Color(self) } }
            struct ThemeColor {
                private static let lightRed = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                private static let darkBlue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                static func primaryInteractive01(for theme: ThemeType? = nil) -> UIColor {
                    switch theme {
                    case .light: return lightRed
                    default: return darkBlue
                    }
                }
            }
            struct Chip: View {
                @EnvironmentObject var theme: Theme
                var body: some View { Circle().fill(ThemeColor.primaryInteractive01(for: theme.activeTheme).color) }
            }
            """)
        let component = try #require(guide.components.first)
        #expect(component.unsupported.isEmpty)
        let fill = component.views.first?.view.allNodes.flatMap(\.modifiers).first { $0.kind == .fill }?.property("style")
        #expect(ViewTreeTests.color(fill)?.light?.hex == "#FF0000")
        #expect(ViewTreeTests.color(fill)?.dark?.hex == "#0000FF")
    }

    /// A `ToggleStyle` is a component of its own, drawn off and on through its `makeBody`.
    @Test func aToggleStyleIsDrawnOffAndOn() throws {
        let guide = ViewTreeTests.componentGuide("""
            struct SwitchStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.label
                        Spacer()
                        RoundedRectangle(cornerRadius: 16).fill(configuration.isOn ? Color.green : Color.gray).frame(width: 50, height: 29)
                    }
                }
            }
            """)
        let component = try #require(guide.components.first)
        #expect(component.unsupported.isEmpty)
        #expect(component.views.map(\.label) == ["isOn = false", "isOn = true"])
        let fills = component.views.map { $0.view.allNodes.flatMap(\.modifiers).first { $0.kind == .fill }?.property("style") }
        #expect(fills.map { ViewTreeTests.color($0)?.light?.hex } == [NamedColors.fixed["gray"]?.hex, NamedColors.fixed["green"]?.hex])
    }

    /// `Avatar: View` stays content the caller passes, not a stand-in for SwiftUI's `View`.
    @Test func aGenericViewInputIsContent() throws {
        let guide = ViewTreeTests.componentGuide("""
            struct Ring<Avatar: View>: View {
                @ViewBuilder let avatar: Avatar
                var body: some View { avatar.overlay(Circle().stroke(Color.green, lineWidth: 2)) }
            }
            """)
        let component = try #require(guide.components.first)
        #expect(component.unsupported.isEmpty)
    }

    /// The conforming type nested in a namespace (Zashi's `Design.Text: Colorable`) is named by
    /// its path, its method run in the interpreter, and a method call where a view is wanted
    /// (`.background(style.color(colorScheme))`) is the color it gives.
    @Test func aNestedConformingTypeIsRunByItsPath() throws {
        let guide = ViewTreeTests.componentGuide("""
            protocol Colorable { func color(_ colorScheme: ColorScheme) -> Color }
            enum Design {
                enum Text: Colorable {
                    case primary, secondary
                    func color(_ colorScheme: ColorScheme) -> Color {
                        switch self {
                        case .primary: return colorScheme == .dark ? .white : Color(red: 0.1, green: 0.1, blue: 0.1)
                        case .secondary: return .gray
                        }
                    }
                }
            }
            struct Tinted: ViewModifier {
                @Environment(\\.colorScheme) var colorScheme
                let style: Colorable
                func body(content: Content) -> some View { content.background(style.color(colorScheme)) }
            }
            """)
        let component = try #require(guide.components.first)
        #expect(component.unsupported.isEmpty)
        let fill = component.views.first?.view.allNodes.flatMap(\.modifiers).first { $0.kind == .background }?.layers.first?.property("fill")
        #expect(ViewTreeTests.color(fill)?.light?.hex == "#1A1A1A")
    }

    /// `@Environment(\.colorPalette)`, a key of the guide's own: its key's `defaultValue`, a
    /// theme whose members the view reads (No Problem's `LightColorPalette`).
    @Test func aCustomEnvironmentKeyIsItsDefaultValue() throws {
        let text = try #require(Self.firstText("""
            extension Color { static let brandInk = Color(red: 0.1, green: 0.2, blue: 0.3) }
            protocol ColorPalette { var onPrimary: Color { get } }
            struct LightColorPalette: ColorPalette { var onPrimary: Color { .brandInk } }
            private struct ColorPaletteKey: EnvironmentKey {
                static let defaultValue: any ColorPalette = LightColorPalette()
            }
            extension EnvironmentValues {
                var colorPalette: any ColorPalette {
                    get { self[ColorPaletteKey.self] }
                    set { self[ColorPaletteKey.self] = newValue }
                }
            }
            struct Label: View {
                @Environment(\\.colorPalette) private var colorPalette
                var body: some View { Text("Go").foregroundStyle(colorPalette.onPrimary) }
            }
            """))
        #expect(ViewTreeTests.color(text.property("color"))?.light?.hex == "#1A334D")
    }

    /// `let theme: Theme` where the excerpt declares no `Theme` protocol but `struct LightTheme:
    /// Theme` (Firefox's button styles): the first type that says it conforms stands in.
    @Test func anUndeclaredProtocolInputIsTheFirstTypeThatSaysItConforms() throws {
        let text = try #require(Self.firstText("""
            extension Color { static let ink = Color(red: 0.1, green: 0.2, blue: 0.3) }
            struct LightPalette { var textPrimary: Color = .ink }
            struct LightTheme: Theme { var colors = LightPalette() }
            struct Label: View {
                let theme: Theme
                var body: some View { Text("Go").foregroundStyle(theme.colors.textPrimary) }
            }
            """))
        #expect(ViewTreeTests.color(text.property("color"))?.light?.hex == "#1A334D")
    }

    /// A section whose only code gives a library a closure that builds a view from the one it
    /// is handed (MarkdownUI's `Theme().blockquote { label in … }`, `.codeBlock { configuration
    /// in configuration.label … }`) is drawn from that closure, the handed view a stand-in.
    @Test(arguments: ["label in HStack { Color.red.frame(width: 4); label.padding(8) }",
                      "configuration in HStack { Color.red.frame(width: 4); configuration.label.padding(8) }"])
    func aBuilderClosureGivenToALibraryIsDrawn(_ closure: String) throws {
        let guide = ViewTreeTests.componentGuide("extension Theme {\n    static let quote = Theme()\n        .blockquote { \(closure) }\n}")
        let view = try #require(guide.components.first?.views.first?.view)
        #expect(view.kind == .hStack)
        #expect(view.allNodes.contains { $0.kind == .placeholder && $0.property("name") == .string("label") })
        #expect(guide.components.first?.unsupported.isEmpty == true)
    }

    /// `DesignSystem.Button.minHeight`: a constant of a type nested in a namespace, read by
    /// its path (Home Assistant's buttons size themselves so, in a `ButtonStyle`), while a
    /// color under a namespace stays the tokens' to work out.
    @Test func aNestedTypesConstantIsReadByItsPath() throws {
        let guide = ViewTreeTests.componentGuide("""
            enum DesignSystem {
                enum Button { static let minHeight: CGFloat = 48 }
                enum Colors { static let ink = Color(red: 0.1, green: 0.2, blue: 0.3) }
            }
            struct Tall: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .foregroundStyle(DesignSystem.Colors.ink)
                        .frame(minHeight: DesignSystem.Button.minHeight)
                }
            }
            """)
        let nodes = try #require(guide.components.first?.views.first?.view.allNodes)
        let frame = try #require(nodes.lazy.flatMap(\.modifiers).first { $0.kind == .frame })
        #expect(frame.property("minHeight") == .number(48))
        let text = try #require(nodes.first { $0.kind == .text })
        #expect(ViewTreeTests.color(text.property("color"))?.token == "ink")
        #expect(guide.components.first?.unsupported.isEmpty == true)
    }

    /// `if case .invalid(let message) = state` draws its branch in the states whose case matches,
    /// with `message` a stand-in of the type the enum declares (Braintree's card fields show
    /// their error so); `switch` binds the same way, and a value written with its associated
    /// value binds that value.
    @Test func anIfCasePatternDrawsItsBranchAndBindsItsValues() throws {
        let guide = ViewTreeTests.componentGuide("""
            enum Validation: Equatable {
                case valid
                case invalid(String)
                case sized(width: CGFloat, label: String)
            }
            struct Field: View {
                let state: Validation
                var body: some View {
                    VStack {
                        Text("Card")
                        if case .invalid(let message) = state {
                            Text(message)
                        }
                        switch Validation.sized(width: 8, label: "Wide") {
                        case .sized(_, let label): Text(label)
                        default: EmptyView()
                        }
                        if case let .invalid(note) = Validation.invalid("Expired") {
                            Text(note)
                        }
                    }
                }
            }
            """)
        let component = try #require(guide.components.first)
        #expect(component.unsupported.isEmpty)
        func texts(_ state: ComponentState) -> [String] {
            state.view.allNodes.compactMap { if case .string(let text)? = $0.property("text") { text } else { nil } }
        }
        let invalid = try #require(component.views.first { $0.label == "state = .invalid" })
        #expect(texts(invalid) == ["Card", "Message", "Wide", "Expired"])
        let valid = try #require(component.views.first { $0.label == "state = .valid" })
        #expect(texts(valid) == ["Card", "Wide", "Expired"])
    }

    /// With no translations, a localized string is its `value:`, else its key, as Foundation
    /// gives it, also through a project's wrapper of the same shape.
    @Test(arguments: [
        ("NSLocalizedString(\"beta-badge\", value: \"Beta\", comment: \"\")", "Beta"),
        ("WMFLocalizedString(\"beta-badge\", value: \"Beta\", comment: \"\")", "Beta"),
        ("NSLocalizedString(\"Save\", comment: \"\")", "Save"),
    ])
    func aLocalizedStringIsItsValue(_ call: String, _ expected: String) throws {
        let text = try #require(Self.firstText("struct Badge: View {\n    private let label = \(call)\n    var body: some View { Text(label) }\n}"))
        if case .string(let written)? = text.property("text") { #expect(written == expected) } else { Issue.record("no text for \(call)") }
    }

    /// An avatar's initials are two letters; a font passed in is the body style.
    @Test func initialsAreTwoLettersAndAFontIsTheBodyStyle() throws {
        let text = try #require(Self.firstText("""
            struct Avatar: View {
                let initials: String
                let font: Font
                var body: some View { Text(initials).font(font).frame(width: 34, height: 34) }
            }
            """))
        if case .string(let written)? = text.property("text") { #expect(written == "AB") } else { Issue.record("no text") }
        #expect(ViewTreeTests.font(text.property("font"))?.textStyle == "body")
    }

    /// `let tabs: [(String, String?)]`: each element a tuple read by position, its string
    /// named as the whole is and its optional nil, so `tab.0` is drawn and `if let c = tab.1`
    /// draws nothing (GitHub's tab strip drew both as gaps).
    @Test func anUnlabeledTupleIsReadByPosition() throws {
        let guide = ViewTreeTests.componentGuide("""
            struct Tabs: View {
                let tabs: [(String, String?)]
                var body: some View {
                    HStack {
                        ForEach(Array(tabs.enumerated()), id: \\.offset) { i, tab in
                            Text(tab.0)
                            if let c = tab.1 { Text(c) }
                        }
                    }
                }
            }
            """)
        let component = try #require(guide.components.first)
        #expect(component.unsupported.isEmpty)
        let texts = component.views.first?.view.allNodes.filter { $0.kind == .text } ?? []
        #expect(texts.count == 3)
        if case .string(let written)? = texts.first?.property("text") { #expect(written == "Tab") } else { Issue.record("no text") }
    }

    /// A selected index is the first, so a strip of tabs shows one selected; a count stays 3.
    @Test(arguments: [("@Binding var selected: Int", "0"), ("let activeIndex: Int", "0"), ("let count: Int", "3")])
    func aSelectedIndexIsTheFirst(_ declaration: String, _ expected: String) throws {
        let name = declaration.split(separator: " ").dropLast().last.map { String($0.dropLast()) } ?? ""
        let text = try #require(Self.firstText("struct Strip: View {\n    \(declaration)\n    var body: some View { Text(\"\\(\(name))\") }\n}"))
        if case .string(let written)? = text.property("text") { #expect(written == expected) } else { Issue.record("no text") }
    }
}
