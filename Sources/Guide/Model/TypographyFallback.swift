/// What the guide recommends when its brand faces are not available: named families (`Inter`)
/// and whether the system font stands in, with its design (`rounded`).
public struct TypographyFallback: Sendable, Equatable {
    /// Families the guide names as substitutes, in its order (`["Inter"]`, `["Lato"]`).
    public var families: [String]
    /// Whether the guide falls back to the system font (SF Pro).
    public var usesSystemFont: Bool
    /// The system design a fallback helper asks for (`rounded`, `serif`, `monospaced`).
    public var systemDesign: String?
    /// The sentence it was read from.
    public var statement: String?

    public init(families: [String] = [], usesSystemFont: Bool = false, systemDesign: String? = nil, statement: String? = nil) {
        self.families = families
        self.usesSystemFont = usesSystemFont
        self.systemDesign = systemDesign
        self.statement = statement
    }
}
