/// A value of a guide's Swift while it runs: what a compiled program would hold at run time, as
/// far as the source determines it. Whatever the source does not determine is a `gap` that names
/// the construct, never a guessed value. The interpreter (`SwiftRuntime`) and the view evaluator
/// (`ViewEvaluator`) both hold values of this one type; the evaluator's own cases, last, keep
/// what it draws as written, so a token's name reaches the drawing.
///
/// Only the cases that nest a value or are large are boxed (`indirect`): the rest are stored
/// inline, rather than one heap allocation for every number and string.
enum SwiftValue: Equatable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// A `Color` or `UIColor` in the appearance the interpreter runs in.
    case color(RGBAColor)
    /// A color the code names but does not give (an asset), whose value the guide states in a
    /// comment beside its declaration (`ColorAsset(name: "Bone") // #FFFFFF`): the construct.
    indirect case statedColor(RGBAColor, construct: String)
    /// A `Font`, `UIFont` or `UIFontDescriptor`: what the code gives of its face, size, weight
    /// and the text style it scales with.
    indirect case font(SwiftFont)
    case tuple([SwiftValue], labels: [String?])
    case array([SwiftValue])
    /// An instance of a type the guide declares (`BPKColor(value: …)`), by its stored properties;
    /// for the view evaluator also a value with named parts (a style's `configuration`, a pair
    /// of `enumerated()`, a model's representative input).
    case instance(SwiftInstance)
    /// An enum case: of a type the guide declares (`CoreColor.gray_100`) with its raw value, or
    /// of a system enum (`UIUserInterfaceStyle.dark`, `.sRGB`), `type` nil when written implicitly.
    indirect case enumCase(type: String?, name: String, payload: [SwiftValue], raw: SwiftValue?)
    /// A type used as a value: `Color`, `CoreColor`, `Colors.Text` (its qualified path).
    case type(String)
    /// A closure or a function, with the names it sees: the interpreter's, or a closure of view
    /// code the view evaluator runs (`SwiftCallable.drawing`).
    indirect case function(SwiftCallable)
    /// A `UITraitCollection` (or SwiftUI `ColorScheme`) in the interpreter's appearance.
    case traits(SwiftAppearance)
    case `nil`
    /// What the source does not determine: the construct as written.
    case gap(String)

    // The view evaluator's values. It reduces an expression only as far as drawing needs and
    // keeps the rest as written: `.brandPrimary` stays a name, which the tokens then give in
    // light and dark, where a color value would have fixed one appearance.

    /// An expression with the names of its scope replaced by their values (literals, enum
    /// cases, colors and fonts as written).
    case expression(SwiftExpression)
    /// An expression read only when used, in the scope it was written in (an argument, a
    /// local's initial value): reading it early would draw branches the code never takes.
    indirect case lazy(SwiftExpression, Scope)
    /// An expression read in the scope of the instance it belongs to (a property's initial
    /// value, which may use the other properties).
    case member(SwiftExpression)
    /// Views already built (a `@ViewBuilder` argument, a style's `configuration.label`).
    case views([ViewNode])
    /// A string the source does not determine, with a readable stand-in for where it is drawn
    /// (`"You and \(theirName)"` with `theirName` not known: "You and Their Name") and the
    /// code as written: a `Text` of it is a named gap, never its stand-in passed off as known.
    case placeholder(standIn: String, written: String)

    var isGap: Bool { if case .gap = self { true } else { false } }

    /// A number as the interpreter holds it: an `Int` where Swift types it one and it is whole
    /// and in `Int`'s range, else a `Double` (never a trap converting one that is not).
    static func number(_ number: Double, isInteger: Bool) -> SwiftValue {
        isInteger && number == number.rounded() && abs(number) < 9.2e18 ? .int(Int(number)) : .double(number)
    }

    /// The value as a number, for arithmetic and for color components.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
}

/// A font as far as the code gives it: nil face is the system font. Beside what the font is
/// (its size, weight and style, defaults filled in), it keeps how the code wrote it, which a
/// font token shows: `kind`, `declaredWeight`, `namedStyle`, `writtenSize`.
struct SwiftFont: Equatable {
    var face: String?
    var size: Double?
    var weight: FontWeight?
    /// The text style it scales with (`body`, `title`; UIKit's `title1` is SwiftUI's `title`).
    var textStyle: String?
    var design: String?
    var isItalic = false
    var usesMonospacedDigits = false
    /// How the code names it: a face, the system font, a text style with no size of its own,
    /// a face chosen as the app runs, or a font token of the guide's read by name.
    var kind: FontToken.Kind = .system
    /// The weight the code writes (`weight:`, `.weight(…)`, `.bold()`), apart from the one a
    /// text style or the system font has by default.
    var declaredWeight: FontWeight?
    /// The text style the code names (`relativeTo:`, `Font.body`, `.system(.body)`), apart from
    /// the body style a custom face scales with unless its size is fixed.
    var namedStyle: String?
    /// The size the code writes, apart from a text style's default.
    var writtenSize: Double?
    /// Made by a failable initializer (`UIFont(name:size:)`): nil when the face is not
    /// installed, which only the app knows. `if let` and `guard let` run both ways for it.
    var isFailable = false
    /// The fonts the app uses instead when a failable face is missing (the branch that binds
    /// none), so a token shows what the choices agree on.
    var otherwise: [SwiftFont] = []

    /// Applies `change` to the font and to the fonts the app may use instead.
    func modified(_ change: (inout SwiftFont) -> Void) -> SwiftFont {
        var font = self
        change(&font)
        font.otherwise = otherwise.map { $0.modified(change) }
        return font
    }
}

/// An instance of a guide's own struct or class: its type's qualified path and the values of
/// its stored properties.
struct SwiftInstance: Equatable {
    var type: String
    var fields: [String: SwiftValue]
}

/// A callable value: a closure literal with the scope it was written in, or a declared function
/// bound to the instance or type it was looked up on.
struct SwiftCallable: Equatable {
    enum Body: Equatable {
        case closure(SwiftClosure)
        case function(SwiftFunction, owner: [String])
    }

    var body: Body
    var captured: SwiftScope
    /// `self` inside the body.
    var receiver: SwiftValue?
    /// For a closure of view code, where it was written: view code runs in a code block, on
    /// `self`'s type and views, which `Scope` carries beside the names (`captured`). Nil for
    /// the interpreter's closures and functions.
    var drawing: Scope? = nil
    /// For a closure, the type its code was written in: its unqualified names (`variableInterFont(…)`
    /// inside `PrimerFont`) are looked up there, as in the function around it.
    var owner: [String] = []

    static func == (lhs: SwiftCallable, rhs: SwiftCallable) -> Bool { lhs.body == rhs.body && lhs.receiver == rhs.receiver }
}

/// The appearance the interpreter evaluates in: what `traits.userInterfaceStyle` and
/// `colorScheme` give. Light and dark values come from two runs, not from a guess at the code.
enum SwiftAppearance: String, Equatable, CaseIterable {
    case light, dark

    /// Whether an enum with these cases is the app's theme, one case of which follows each
    /// appearance (Pocket Casts' `ThemeType`: `light`, `dark` and the reader's own themes).
    static func isAppTheme<Cases: Sequence<String>>(cases: Cases) -> Bool {
        let names = Set(cases)
        return allCases.allSatisfy { names.contains($0.rawValue) }
    }
}
