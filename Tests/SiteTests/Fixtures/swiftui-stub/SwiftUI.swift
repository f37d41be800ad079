// A stand-in for SwiftUI with just what the asset catalog's generated Swift uses, compiled as a
// module named SwiftUI so `swiftc -typecheck` can check that file off Apple's platforms
// (ExportedSwiftTests). Not a model of SwiftUI: only `Color` and the initializer that looks a
// color up by its asset name.

/// A color, as SwiftUI's `Color`.
public struct Color: Sendable {
    /// The color named `name` in the app's asset catalog.
    public init(_ name: String) {}
}
