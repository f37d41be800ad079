import Support

// `JSONValue` and `ContrastLevel` live in Support (no domain knowledge, shared by every module
// but Templates). Guide names them too, so code that imports only Guide keeps compiling; new
// code imports Support and names them from there. Both spellings are the same type.

/// JSON with keys kept in the order written; see `Support.JSONValue`.
public typealias JSONValue = Support.JSONValue
/// A WCAG 2.2 conformance level for text contrast; see `Support.ContrastLevel`.
public typealias ContrastLevel = Support.ContrastLevel
