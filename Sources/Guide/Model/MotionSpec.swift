import Diagnostics

/// An animation or haptic the guide specifies, read from its code or from the inline code and
/// durations of its motion and accessibility prose.
public struct MotionSpec: Sendable, Equatable {
    /// Where a spec was read: a code block, or the prose around it.
    public enum Origin: String, Sendable, Codable {
        case code
        /// Inline code (`` `.impact(.light)` ``) or a duration (`200ms`) in a sentence.
        case prose
    }

    public enum Kind: String, Sendable, Codable {
        /// `.spring(response:dampingFraction:)`, `.bouncy`, `.interpolatingSpring(…)`
        case spring
        /// `.easeInOut(duration:)`, `.linear(duration:)`, `.timingCurve(…)`; a duration the
        /// prose states with no curve (`a 200ms cross-fade`) is one named `duration`.
        case easing
        /// `.sensoryFeedback(…)`, `UIImpactFeedbackGenerator(style:)`, …
        case haptic
    }

    public var kind: Kind
    /// The call's name (`spring`, `easeInOut`, `impact`, `success`).
    public var name: String
    /// Labeled numeric and named parameters as written (`response` → `0.4`).
    public var parameters: [Parameter]
    /// The comment that introduces it (`Heart bounce`), when there is one; for prose, the
    /// sentence it was read from.
    public var label: String?
    /// The line of code it was read from (for prose, the inline code or the duration as written).
    public var code: String
    /// Where it starts: the name after a member's dot, a type's name, a duration's number.
    public var location: SourceLocation
    public var origin: Origin = .code

    public struct Parameter: Sendable, Equatable {
        public var label: String
        public var value: String
        public var number: Double?

        public init(label: String, value: String, number: Double?) {
            self.label = label
            self.value = value
            self.number = number
        }
    }

    /// The numeric value of a parameter.
    public func number(_ label: String) -> Double? { parameters.first { $0.label == label }?.number }
}

/// A note of the accessibility section: one list item.
public struct AccessibilityNote: Sendable, Equatable {
    /// The topic before the item's label colon, when it starts with one (`Contrast`,
    /// `VoiceOver`): a colon a space or the end follows, so a ratio (`5.3:1`) or a time
    /// (`9:41`) is never one.
    public var topic: String?
    /// The item's text without markup; its nested items follow its own text, each set off
    /// with `; ` so their sentences do not run together.
    public var text: String
    public var location: SourceLocation
}
