import Diagnostics

/// The check rules in the build: `sitegen build` prints what `sitegen check` finds (each
/// guide's digest carries `GuideCheck().diagnostics(for:)`), and fails the same way.
enum GuideChecking {
    /// Whether the problems fail the build: any error, or with `strict` any warning.
    static func fails(_ diagnostics: [Diagnostic], strict: Bool) -> Bool {
        diagnostics.containsErrors || (strict && diagnostics.count(of: .warning) > 0)
    }
}
