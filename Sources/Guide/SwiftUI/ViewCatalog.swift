/// Every SwiftUI view sitegen recognises, and the kinds of node the view tree has of its own,
/// typed: the evaluator parses a view's name once, into this catalog, and the tree, the text walk
/// and the previews switch over it, so a view added here is drawn or a named gap, or the compiler
/// names the place that forgot it. A name that is not here takes the typed unknown path: a view
/// of the guide's (`custom`), else an `unsupported` node naming the construct.
public enum ViewKind: String, CaseIterable, Sendable {
    /// Views of Apple's other frameworks that sitegen does not draw and that, like a shape, take
    /// all the room they are offered (a map, a video, a chart, a 3D scene): their gap takes it
    /// too, so the layout around them keeps its shape.
    public static let greedyUndrawnViews: Set<String> = [
        "Map", "VideoPlayer", "WebView", "SceneView", "SpriteView", "RealityView", "Chart", "Canvas", "Model3D",
    ]

    /// The SwiftUI and UIKit protocols a drawn thing conforms to: a type that conforms to one is
    /// a view, a style or a shape, its colors its parameters (never a palette of tokens), and an
    /// input typed by one is content, never a stand-in for the guide's first such type.
    static let drawingProtocols: Set<String> = [
        "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "Shape", "InsettableShape",
        "ShapeStyle", "ProgressViewStyle", "TextFieldStyle", "MenuStyle", "GroupBoxStyle", "DisclosureGroupStyle", "App", "Scene",
        "PreviewProvider", "UIView", "UIViewController", "UIViewRepresentable", "UIViewControllerRepresentable",
    ]

    case hStack = "HStack", vStack = "VStack", zStack = "ZStack", lazyHStack = "LazyHStack", lazyVStack = "LazyVStack"
    case hStackLayout = "HStackLayout", vStackLayout = "VStackLayout", zStackLayout = "ZStackLayout"
    case scrollView = "ScrollView", group = "Group", tabView = "TabView", navigationStack = "NavigationStack"
    case navigationView = "NavigationView", list = "List", form = "Form", section = "Section"
    case lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid", grid = "Grid", gridRow = "GridRow", viewThatFits = "ViewThatFits"
    case geometryReader = "GeometryReader", scrollViewReader = "ScrollViewReader", forEach = "ForEach"
    case text = "Text", label = "Label", image = "Image", asyncImage = "AsyncImage", spacer = "Spacer", divider = "Divider"
    case emptyView = "EmptyView"
    case rectangle = "Rectangle", circle = "Circle", ellipse = "Ellipse", capsule = "Capsule"
    case containerRelativeShape = "ContainerRelativeShape", roundedRectangle = "RoundedRectangle"
    case unevenRoundedRectangle = "UnevenRoundedRectangle", path = "Path"
    case color = "Color", uiColor = "UIColor"
    case linearGradient = "LinearGradient", radialGradient = "RadialGradient", angularGradient = "AngularGradient"
    case ellipticalGradient = "EllipticalGradient"
    case button = "Button", link = "Link", navigationLink = "NavigationLink", menu = "Menu", shareLink = "ShareLink"
    case toggle = "Toggle", textField = "TextField", secureField = "SecureField", textEditor = "TextEditor"
    case progressView = "ProgressView", gauge = "Gauge", picker = "Picker", datePicker = "DatePicker"
    case stepper = "Stepper", slider = "Slider", anyView = "AnyView"
    case toolbarItem = "ToolbarItem", toolbarItemGroup = "ToolbarItemGroup"
    // The tree's own kinds, never a call's name.
    /// A custom `Shape` of the guide, or a `Path`: drawn as its frame.
    case shape = "Shape"
    /// `.ultraThinMaterial` and the other materials used as a view.
    case material = "Material"
    /// A view of the guide's, its `body` as children.
    case custom
    /// Content a caller would pass (`@ViewBuilder content`).
    case placeholder
    /// What the front end does not draw, with the construct as written.
    case unsupported

    /// The view a guide's call names (`"HStack"` → `.hStack`), nil for a name that is not
    /// SwiftUI's (the tree's own kinds are never a call).
    public init?(calling name: String) {
        guard let kind = ViewKind(rawValue: name), kind.facts.role != .tree else { return nil }
        self = kind
    }

    /// What sitegen knows of the view, in one place: every case is listed once, so a new one
    /// does not compile until its facts are given.
    public var facts: ViewFacts {
        switch self {
        case .zStack: ViewFacts(takesContent: true, text: .layers)
        case .hStack, .vStack, .tabView, .lazyHStack, .lazyVStack, .scrollView, .group, .navigationStack, .navigationView,
             .section, .lazyVGrid, .lazyHGrid, .grid, .gridRow, .viewThatFits, .geometryReader, .scrollViewReader,
             .hStackLayout, .vStackLayout, .zStackLayout:
            ViewFacts(takesContent: true)
        case .list, .form: ViewFacts(takesContent: true, text: .rows)
        case .forEach: ViewFacts(role: .transparent, takesContent: true)
        case .anyView: ViewFacts(role: .transparent)
        // Content of a `.toolbar`, drawn in its bar at its placement.
        case .toolbarItem: ViewFacts(takesContent: true)
        case .toolbarItemGroup: ViewFacts(node: .toolbarItem, takesContent: true)
        case .emptyView: ViewFacts(role: .empty)
        case .text: ViewFacts(takesTextStyle: true, text: .text)
        case .label: ViewFacts(takesContent: true, takesTextStyle: true, text: .text)
        case .image, .textField, .secureField: ViewFacts(takesTextStyle: true)
        case .asyncImage, .spacer, .divider, .toggle, .progressView, .picker, .datePicker, .stepper, .slider: ViewFacts()
        case .textEditor: ViewFacts(node: .textField)
        case .gauge: ViewFacts(node: .progressView)
        case .rectangle, .circle, .ellipse, .capsule, .containerRelativeShape, .roundedRectangle, .unevenRoundedRectangle:
            ViewFacts(isShape: true)
        case .path: ViewFacts(node: .shape)
        case .color, .linearGradient, .radialGradient, .angularGradient, .ellipticalGradient: ViewFacts(takesColor: true)
        case .uiColor: ViewFacts(node: .color, takesColor: true)
        case .button, .navigationLink, .menu: ViewFacts(takesContent: true, text: .button)
        case .link, .shareLink: ViewFacts(node: .button, takesContent: true, text: .button)
        case .shape:
            ViewFacts(role: .tree, isShape: true, gap: "a custom Shape whose path(in:) the interpreter cannot run to the end is its frame, marked (one it runs is drawn as its outline)")
        case .material: ViewFacts(role: .tree)
        case .custom, .placeholder: ViewFacts(role: .tree, takesContent: true)
        case .unsupported: ViewFacts(role: .tree, gap: "what the front end could not read, named as written")
        }
    }

    /// The kind of node a call of this view makes (`Link` is drawn as a `Button`), nil for a
    /// view whose content stands in its place (`ForEach`, `AnyView`) or that draws nothing.
    public var node: ViewKind? {
        switch facts.role {
        case .transparent, .empty: nil
        case .view, .tree: facts.node ?? self
        }
    }

    /// Whether it takes a trailing closure or view builder of content.
    public var takesContent: Bool { facts.takesContent }
    /// Whether it takes a color or gradient it is painted with.
    public var takesColor: Bool { facts.takesColor }
    /// Whether it is drawn in the font and foreground style it inherits (a text, a label, a
    /// symbol, a field), which the tree then gives it as its own `font` and `color`.
    public var takesTextStyle: Bool { facts.takesTextStyle }
    /// Whether it is a shape: painted in the foreground style unless it is filled.
    public var isShape: Bool { facts.isShape }
    /// What it is to a text inside it (see `ViewFacts.TextRole`).
    public var textRole: ViewFacts.TextRole { facts.text }
    /// Why the previews do not draw it, for a kind sitegen recognises but does not draw.
    public var gap: String? { facts.gap }
}
