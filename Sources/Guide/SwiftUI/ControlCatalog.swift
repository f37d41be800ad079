/// The SwiftUI controls and containers the previews draw in their resting look, typed: the
/// evaluator names a node by its SwiftUI type, and a drawing switches over this catalog
/// exhaustively, so a control added here is drawn or the compiler says where it is not.
public enum ControlKind: String, CaseIterable, Sendable {
    case slider = "Slider"
    case stepper = "Stepper"
    case picker = "Picker"
    case datePicker = "DatePicker"
    case navigationLink = "NavigationLink"
    case menu = "Menu"
    case tabView = "TabView"

    /// The control of a node, nil for any other view.
    public init?(_ node: ViewNode) {
        self.init(node.kind)
    }

    /// The control a view kind is, nil for any other.
    public init?(_ kind: ViewKind) {
        self.init(rawValue: kind.rawValue)
    }

    /// Whether it rests as the button its label is (a navigation link, a menu).
    public var restsAsButton: Bool {
        switch self {
        case .navigationLink, .menu: true
        case .slider, .stepper, .picker, .datePicker, .tabView: false
        }
    }
}
