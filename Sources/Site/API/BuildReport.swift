import Diagnostics
import Foundation
import Support

/// What a build did.
public struct BuildReport: Sendable {
    /// Problems in guides and templates, sorted.
    public var diagnostics: [Diagnostic]
    public var brandCount: Int
    /// HTML pages written.
    public var pageCount: Int
    /// Files written in all (pages, exports, assets).
    public var fileCount: Int
    /// Whether the output was replaced (no errors).
    public var wroteOutput: Bool
    /// Wall-clock time of the build.
    public var duration: Duration

    /// What a build log lists, `sitegen build`'s and `sitegen serve`'s alike: errors first (what
    /// stopped the build leads), then warnings, each in file order. Notes (a token nobody uses)
    /// are only counted in the summary; `sitegen check` lists them.
    public var listed: [Diagnostic] {
        diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity == .warning }
    }

    /// `Built 5 brands (14 pages, 40 files) in 0.42 s, 2 warnings` — the closing line.
    public var summary: String {
        let warnings = diagnostics.count(of: .warning)
        let errors = diagnostics.count(of: .error)
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let time = NumberFormat.fixed(seconds, digits: 2) + " s"
        let notes = diagnostics.count(of: .note)
        let problems = [
            errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s")" : nil,
            "\(warnings) warning\(warnings == 1 ? "" : "s")",
            notes > 0 ? "\(notes) note\(notes == 1 ? "" : "s") ('sitegen check' lists them)" : nil,
        ].compactMap { $0 }.joined(separator: ", ")
        if !wroteOutput { return "Build failed: \(problems); the previous output is untouched (\(time))" }
        return "Built \(brandCount) brand\(brandCount == 1 ? "" : "s") (\(pageCount) pages, \(fileCount) files) in \(time), \(problems)"
    }
}
