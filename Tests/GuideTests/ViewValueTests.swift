import Guide
import Testing

/// Values a drawing reads through the guide's own code, made by the interpreter: plain data
/// records, an environment value whose key the excerpt leaves out, a style held by a computed
/// property, optional chaining through nil, font helpers and overloads picked by argument type.
@Suite struct ViewValueTests {
    private static func root(_ code: String) throws -> ViewNode {
        let guide = ViewTreeTests.componentGuide(code)
        return try #require(guide.components.first?.views.first?.view)
    }

    private static func texts(_ root: ViewNode) -> [String] {
        root.allNodes.filter { $0.kind == .text }.compactMap { if case .string(let text)? = $0.property("text") { text } else { nil } }
    }

    /// Amplify UI's `private var viewModifiers = ViewModifiers()`: a record of stored values the
    /// interpreter makes, so `viewModifiers.style == .capsule` and a flag are known.
    @Test func aPlainDataRecordIsKnownFieldByField() throws {
        let root = try Self.root("""
            struct Thing: View {
                private var viewModifiers = ViewModifiers()
                var body: some View {
                    VStack {
                        if viewModifiers.style == .capsule { Text("capsule") } else { Text("other") }
                        if viewModifiers.flag { Text("flag") }
                        Text(viewModifiers.frame.label)
                    }
                }
            }
            extension Thing {
                private struct ViewModifiers {
                    var frame = Frame()
                    var style: Style = .default
                    var flag = false
                }
                struct Frame { var label = "framed" }
                enum Style { case `default`, capsule }
            }
            """)
        #expect(root.unsupportedParts.isEmpty)
        #expect(Self.texts(root) == ["other", "framed"])
    }

    /// `@Environment(\\.authenticatorTheme) var theme` whose key the excerpt does not show, typed
    /// by the guide's class that `init()` makes: that instance, its colors read through
    /// `SwiftUI.Color.Brand.ink` (a module-qualified name).
    @Test func anEnvironmentValueOfAnUnshownKeyIsItsTypesDefaultInstance() throws {
        let root = try Self.root("""
            extension Color { enum Brand { static var ink = Color(red: 0.1, green: 0.2, blue: 0.3) } }
            public class Theme: ObservableObject {
                public var colors = Colors()
                public init() {}
            }
            extension Theme {
                public struct Colors { public var text: Color = SwiftUI.Color.Brand.ink }
            }
            extension EnvironmentValues {
                var appTheme: Theme {
                    get { self[AppThemeKey.self] }
                    set { self[AppThemeKey.self] = newValue }
                }
            }
            struct Label: View {
                @Environment(\\.appTheme) var theme
                var body: some View { Text("Go").foregroundColor(theme.colors.text) }
            }
            """)
        #expect(root.unsupportedParts.isEmpty)
        let text = try #require(root.allNodes.first { $0.kind == .text })
        #expect(ViewTreeTests.color(text.property("color"))?.light?.hex == "#1A334D")
    }

    /// `.buttonStyle(buttonStyle)` with `private var buttonStyle: some ButtonStyle { … }`: the
    /// style its getter makes draws the button; `tokens?.ink ?? .primary` of nil falls back.
    @Test func aStyleHeldByAComputedPropertyDrawsAndNilChainsFallBack() throws {
        let root = try Self.root("""
            final class Tokens { var ink: Color? = .red }
            struct Brand: View {
                var tokens: Tokens? = nil
                var body: some View {
                    SwiftUI.Button("Go") {}
                        .buttonStyle(buttonStyle)
                }
                private var buttonStyle: some ButtonStyle { Filled(fill: tokens?.ink ?? .primary) }
            }
            struct Filled: ButtonStyle {
                let fill: Color
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(12).background(fill)
                }
            }
            """)
        #expect(root.unsupportedParts.isEmpty)
        #expect(root.allNodes.contains { $0.property("style") == .string("Filled") })
    }

    /// A guide's `padding(_ edges: [Edge], _ padding: Padding?)` beside SwiftUI's: a number
    /// for the second is SwiftUI's `padding(_:_:)`, as the compiler picks by type.
    @Test func aNumberPicksSwiftUIsModifierOverTheGuidesOverload() throws {
        let root = try Self.root("""
            struct Padding { var top: CGFloat = 4 }
            extension View {
                func padding(_ edges: [Edge], _ padding: Padding?) -> some View { self.border(Color.red) }
            }
            struct Card: View {
                var body: some View { Text("A").padding([.top], 8) }
            }
            """)
        #expect(root.unsupportedParts.isEmpty)
        #expect(!root.allNodes.flatMap(\.modifiers).contains { $0.kind == .border })
    }

    /// `edges.contains(.top)` of an array of cases: known, so the branch it picks is drawn.
    @Test func anArrayOfCasesAnswersContains() throws {
        let root = try Self.root("""
            struct Thing: View {
                var edges: [Edge] = [.top, .leading]
                var body: some View {
                    VStack {
                        if edges.contains(.top) { Text("top") } else { Text("no top") }
                        if edges.contains(.bottom) { Text("bottom") } else { Text("no bottom") }
                    }
                }
            }
            """)
        #expect(root.unsupportedParts.isEmpty)
        #expect(Self.texts(root) == ["top", "no bottom"])
    }

    /// `@SwiftUI.Environment(\.isEnabled)`: the wrapper named through its module is read as
    /// `@Environment`, so a style's `guard isEnabled` takes the enabled branch.
    @Test func aModuleQualifiedEnvironmentWrapperIsTheEnvironment() throws {
        let root = try Self.root("""
            public struct Filled: SwiftUI.ButtonStyle {
                @SwiftUI.Environment(\\.isEnabled) private var isEnabled
                public func makeBody(configuration: Configuration) -> some View {
                    configuration.label.background(fill)
                }
                private var fill: Color {
                    guard isEnabled else { return .gray }
                    return .blue
                }
            }
            """)
        #expect(root.unsupportedParts.isEmpty)
    }
}

