/// Why a build could not run or could not write its output. Problems in guides and templates
/// are diagnostics instead; these stop the build as a whole.
public enum BuildError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The output folder is one sitegen must not replace.
    case unsafeOutput(path: String, reason: String)
    /// A folder the build reads is missing.
    case missingFolder(role: String, path: String)
    /// The base URL cannot be used.
    case invalidBaseURL(String)
    /// Writing the output failed; the previous output is left in place.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .unsafeOutput(let path, let reason): "refusing to write the site to '\(path)': \(reason)"
        case .missingFolder(let role, let path): "the \(role) folder '\(path)' does not exist"
        case .invalidBaseURL(let message): message
        case .writeFailed(let path, let reason): "could not write '\(path)': \(reason); the previous output is untouched"
        }
    }
}
