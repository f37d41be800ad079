import Foundation

/// What `serve` needs from a project it rebuilds on change.
///
/// `serve` builds once before watching, then calls `build(changed:)` with the paths each burst
/// of edits touched, one build at a time. A failed build must leave the last good output in
/// place: the server keeps serving it while the browser shows the report.
protocol ProjectRebuilder: Sendable {
    /// The folders whose changes call for a rebuild (a project's `content/` and `templates/`).
    var watchedFolders: [URL] { get }
    /// Single files whose changes call for a rebuild too (a project's `sitegen.toml`).
    var watchedFiles: [URL] { get }
    /// Builds the site into the served folder. `changed` is nil for a full build, else the paths
    /// that changed, so a builder can redo only what they affect.
    func build(changed: Set<URL>?) async -> RebuildOutcome
}

extension ProjectRebuilder {
    var watchedFiles: [URL] { [] }
}

/// How a build went, for the terminal and the browser.
struct RebuildOutcome: Sendable, Equatable {
    /// Whether the output is new and whole.
    var succeeded: Bool
    /// What to print: a summary line, or the diagnostics of a failure.
    var report: String
}
