import Diagnostics

/// An animation or haptic the guide specifies, read from its code.
public struct MotionSpec: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable {
        /// `.spring(response:dampingFraction:)`, `.bouncy`, `.interpolatingSpring(…)`
        case spring
        /// `.easeInOut(duration:)`, `.linear(duration:)`, `.timingCurve(…)`
        case easing
        /// `.sensoryFeedback(…)`, `UIImpactFeedbackGenerator(style:)`, …
        case haptic
    }

    public var kind: Kind
    /// The call's name (`spring`, `easeInOut`, `impact`, `success`).
    public var name: String
    /// Labeled numeric and named parameters as written (`response` → `0.4`).
    public var parameters: [Parameter]
    /// The comment that introduces it (`Heart bounce`), when there is one.
    public var label: String?
    /// The line of code it was read from.
    public var code: String
    public var location: SourceLocation

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
