/// A gradient resolved to its stops.
public struct ViewGradient: Sendable, Equatable {
    public var kind: GradientToken.Kind
    public var token: String?
    public var stops: [Stop]
    public var startPoint: String?
    public var endPoint: String?

    /// One stop: its color and 0…1 location.
    public struct Stop: Sendable, Equatable {
        public var color: ViewColor
        public var location: Double
    }
}
