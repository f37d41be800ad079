/// What sitegen knows of one modifier kind (`ModifierKind.facts`): how the evaluator keeps it,
/// what it takes, what it sets for its content and what it puts beneath a text.
public struct ModifierFacts: Sendable, Equatable {
    /// How the evaluator keeps a modifier in the tree.
    public enum Treatment: String, Sendable {
        /// Read into normalized properties (padding per edge, layers, colors, fonts).
        case read
        /// Kept with its arguments as written.
        case recorded
        /// Dropped: it draws nothing a still picture shows.
        case ignored
    }

    /// The argument that matters to a drawing.
    public enum Argument: String, Sendable {
        case none
        /// A trailing closure or a view (a view builder).
        case content
        /// A color, gradient or other shape style.
        case color
        case font
        /// A shape it clips to.
        case shape
        /// A style or modifier value of the guide's (`.buttonStyle(X())`, `.modifier(X())`).
        case style
    }

    /// What a modifier sets for the views inside it, as SwiftUI's environment carries it.
    public enum Environment: String, Sendable {
        case foreground, tint, font, fontWeight, buttonStyle
        /// `.fontDesign(.rounded)`, `.monospaced()`: the design of the system fonts inside.
        case fontDesign
        /// `.imageScale`: how large the symbols inside are beside their font.
        case imageScale
        /// `.preferredColorScheme(.dark)`, `.environment(\.colorScheme, .dark)`: the appearance
        /// the views inside are drawn in, whatever the device's.
        case colorScheme
        /// Line limit, alignment and case of the texts inside.
        case textLayout
        /// How the scroll views inside lay out: `.contentMargins`, `.scrollIndicators`,
        /// `.scrollClipDisabled`.
        case scroll
        /// Anything: a modifier the front end could not read.
        case unknown
    }

    /// What a modifier puts beneath the texts inside it.
    public enum Beneath: String, Sendable {
        /// Its layers (a background).
        case layers
        /// Everything nearer is seen through its opacity.
        case opacity
        /// Something nobody knows: a modifier the front end could not read.
        case unknown
    }

    public var treatment: Treatment
    public var argument: Argument = .none
    public var environment: Environment?
    public var beneath: Beneath?
    /// Whether it changes the colors of everything it draws.
    public var recolors = false
    /// Why the previews do not draw it; nil for a modifier they draw (or that draws nothing).
    public var gap: String?

    static let ignored = ModifierFacts(treatment: .ignored)

    static func read(_ argument: Argument = .none, environment: Environment? = nil, beneath: Beneath? = nil) -> ModifierFacts {
        ModifierFacts(treatment: .read, argument: argument, environment: environment, beneath: beneath)
    }

    static func recorded(environment: Environment? = nil, beneath: Beneath? = nil, gap: String? = nil) -> ModifierFacts {
        ModifierFacts(treatment: .recorded, environment: environment, beneath: beneath, gap: gap)
    }
}
