import Diagnostics

/// A gradient the guide declares (`static let tdrBrand = LinearGradient(colors: […], …)`).
public struct GradientToken: Sendable, Equatable {
    public enum Kind: String, Sendable, Codable { case linear, radial, angular, elliptical }

    public var name: String
    public var group: String?
    public var kind: Kind
    /// Stops in order. Stops without a location are spread evenly, as SwiftUI does.
    public var stops: [Stop]
    /// Unit points or names as written: `.topLeading`, `UnitPoint(x: 0.5, y: 0)`.
    public var startPoint: String?
    public var endPoint: String?
    public var center: String?
    public var startRadius: Double?
    public var endRadius: Double?
    /// Degrees, for angular gradients.
    public var angle: Double?
    public var comment: String?
    public var documentation: String?
    public var source: String
    public var location: SourceLocation

    /// Creates a gradient token.
    public init(name: String, group: String?, kind: Kind, stops: [Stop], startPoint: String?, endPoint: String?, center: String?,
                startRadius: Double?, endRadius: Double?, angle: Double?, comment: String?, documentation: String?,
                source: String, location: SourceLocation) {
        self.name = name
        self.group = group
        self.kind = kind
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.angle = angle
        self.comment = comment
        self.documentation = documentation
        self.source = source
        self.location = location
    }

    /// One color stop.
    public struct Stop: Sendable, Equatable {
        /// The token it uses, if it names one.
        public var token: String?
        /// The resolved color, when known.
        public var color: RGBAColor?
        /// The expression as written (`.black.opacity(0.55)`).
        public var expression: String
        /// 0…1, or nil when the gradient spreads its colors evenly.
        public var location: Double?

        public init(token: String?, color: RGBAColor?, expression: String, location: Double?) {
            self.token = token
            self.color = color
            self.expression = expression
            self.location = location
        }
    }

    /// Stop locations with SwiftUI's even spreading filled in.
    public var resolvedLocations: [Double] {
        stops.enumerated().map { index, stop in
            stop.location ?? (stops.count > 1 ? Double(index) / Double(stops.count - 1) : 0)
        }
    }
}
