extension Guide {
    /// What the guide's screens are, in each appearance, where nothing of a component's own lies
    /// beneath it: previews are drawn on it, and a text with no background of its own is judged
    /// on it (`drawnPairs(of:)`).
    ///
    /// The canvas token (`themes.roles[.canvas]`) in light, and in dark the dark canvas the
    /// themes pair with it, else the canvas's own dark value; where the guide names no canvas,
    /// the system background, white and (in a guide with a dark mode) black. A guide without a
    /// dark mode has no dark ground of its own: its screens stay light, so `dark` is nil.
    public var ground: ViewColor {
        let roles = themes.roles
        guard let name = roles[.canvas], let canvas = color(named: name), let light = Self.opaque(canvas.appearance?.light ?? canvas.displayColor, over: .white) else {
            return ViewColor(light: .white, dark: hasDarkMode ? .black : nil, expression: Self.systemGround)
        }
        var dark = canvas.appearance?.dark
        if let darkName = roles[.darkCanvas], darkName != name, let darkCanvas = color(named: darkName) {
            dark = darkCanvas.appearance?.dark ?? darkCanvas.displayColor
        } else if dark == nil, hasDarkMode, roles[.darkCanvas] != name {
            // A dark mode whose canvas the guide does not name: the system's.
            dark = .black
        }
        return ViewColor(token: name, light: light, dark: Self.opaque(dark, over: .black).flatMap { $0 == light ? nil : $0 }, expression: name)
    }

    /// What `component` stands on: the guide's `ground`, except that a component whose texts on
    /// the ground are drawn in the dark theme's own tokens (the dark twins of light ones, as
    /// `monzoDarkTextPrimary` is of `monzoTextPrimary`) or in white, and none in a light twin
    /// or black, is a part of a dark screen in both appearances: on the light canvas its text
    /// would not be seen, and its code says it is not meant to be. Colors of neither theme
    /// (brand and status colors) say nothing either way.
    public func ground(of component: Component) -> ViewColor {
        let ground = ground
        let darkName = themes.roles[.darkCanvas]
        // A component its code draws dark whatever the device's stands on the dark screen, or
        // the system's dark background, in both appearances of the page.
        if let root = component.views.first?.view, Self.forcedScheme(of: root) == .dark {
            if let dark = ground.dark ?? (darkName != nil && darkName == ground.token ? ground.light : nil) {
                return ViewColor(token: darkName, light: dark, expression: darkName ?? Self.systemGround)
            }
            return ViewColor(light: .black, expression: Self.systemGround)
        }
        // Only a guide with a dark screen has one to stand a component on: the texts need no walk.
        guard let dark = ground.dark ?? (darkName != nil && darkName == ground.token ? ground.light : nil) else { return ground }
        var saysDark = false
        for state in component.views {
            for placed in state.texts where !placed.isHidden && placed.seenColors() == nil && placed.seenColors(on: ground) != nil {
                switch theme(ofText: placed.foreground) {
                case .light?: return ground
                case .dark?: saysDark = true
                case nil: continue
                }
            }
        }
        return saysDark ? ViewColor(token: darkName, light: dark, expression: darkName ?? Self.systemGround) : ground
    }

    /// The appearance a drawing's root sets for everything in it, looking through the guide's
    /// own view types down to the first view that draws.
    static func forcedScheme(of root: ViewNode) -> ColorTheme? {
        var node = root
        var depth = 0
        while node.kind == .custom, node.children.count == 1, node.inherited.values.colorScheme == nil, depth < 64 {
            node = node.children[0]
            depth += 1
        }
        return node.inherited.values.colorScheme
    }

    /// The theme a text's color belongs to, where it says: a dark twin or white is dark's, a
    /// light twin or black light's.
    private func theme(ofText color: ViewColor?) -> ColorTheme? {
        guard let color, color.system == nil else { return nil }
        if let name = color.token {
            guard let token = self.color(named: name) else { return nil }
            if token.lightCounterpart != nil { return .dark }
            return token.darkCounterpart != nil ? .light : nil
        }
        switch color.light.map({ RGBAColor(red: $0.red, green: $0.green, blue: $0.blue) }) {
        case .white?: return .dark
        case .black?: return .light
        default: return nil
        }
    }

    /// How a ground the guide does not name is written: SwiftUI's own screen background.
    public static let systemGround = ".systemBackground"

    /// `color` with the dark value a page paints it in: a token's own, else its dark
    /// counterpart's (the themes pair them, and tokens.css swaps one for the other in dark).
    func pairedForDark(_ color: ViewColor) -> ViewColor {
        guard color.dark == nil, color.system == nil, let name = color.token, let token = self.color(named: name),
              let counterpart = token.darkCounterpart.flatMap(self.color(named:)),
              let value = counterpart.appearance?.dark ?? counterpart.displayColor else { return color }
        var paired = color
        paired.dark = value.withOpacity(color.opacity)
        return paired
    }

    /// A screen is opaque: a translucent canvas is seen over the system's background of its
    /// appearance.
    private static func opaque(_ color: RGBAColor?, over system: RGBAColor) -> RGBAColor? {
        guard let color else { return nil }
        return color.alpha < 1 ? color.over(system) : color
    }
}
