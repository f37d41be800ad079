/// SwiftUI's `ToolbarItemPlacement`s, typed, each with the place iOS gives it in a navigation
/// bar or the bottom toolbar, so a drawing asks for the slot instead of matching names.
public enum ToolbarPlacement: String, CaseIterable, Sendable {
    case automatic, principal, navigation, primaryAction, secondaryAction, status, confirmationAction,
        cancellationAction, destructiveAction, keyboard, topBarLeading, topBarTrailing, navigationBarLeading,
        navigationBarTrailing, bottomBar, bottomOrnament

    /// Where an item is drawn.
    public enum Slot: Sendable {
        /// The navigation bar's leading edge.
        case leading
        /// The middle of the navigation bar, in place of the title.
        case principal
        /// The navigation bar's trailing edge.
        case trailing
        /// The toolbar below the content.
        case bottom
    }

    /// The placement a `ToolbarItem(placement:)` names; `automatic` when it names none.
    public init?(named name: String?) {
        guard let name else { self = .automatic; return }
        self.init(rawValue: name)
    }

    /// Its slot on iOS; nil for an item a still drawing does not show (above the keyboard
    /// while a field is edited; a visionOS ornament).
    public var slot: Slot? {
        switch self {
        case .navigation, .cancellationAction, .topBarLeading, .navigationBarLeading: .leading
        case .principal: .principal
        case .automatic, .primaryAction, .secondaryAction, .confirmationAction, .destructiveAction, .topBarTrailing,
             .navigationBarTrailing: .trailing
        case .status, .bottomBar: .bottom
        case .keyboard, .bottomOrnament: nil
        }
    }
}
