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
    /// Sentences about the build as a whole that are no problem in an input, printed once
    /// before the summary as `note: …` (no sitemap without an origin).
    public var remarks: [String]
    /// How many components the brand pages draw, nil when previews are off (`--no-previews`).
    public var previews: PreviewTally?

    /// Components drawn on the brand pages, fully or in part.
    public struct PreviewTally: Sendable, Equatable {
        /// Components with a preview (fully or partly drawn).
        public var drawn: Int
        /// Of those, the ones partly drawn.
        public var partial: Int
        /// All components of the published brands.
        public var components: Int

        /// Creates a tally.
        public init(drawn: Int, partial: Int, components: Int) {
            self.drawn = drawn
            self.partial = partial
            self.components = components
        }

        /// `previews: 28 of 30 components (3 partial)`.
        public var summary: String {
            "previews: \(drawn) of \(components) component\(components == 1 ? "" : "s") (\(partial) partial)"
        }
    }

    /// Creates a report.
    public init(diagnostics: [Diagnostic], brandCount: Int, pageCount: Int, fileCount: Int, wroteOutput: Bool, duration: Duration, remarks: [String] = [], previews: PreviewTally? = nil) {
        self.remarks = remarks
        self.diagnostics = diagnostics
        self.brandCount = brandCount
        self.pageCount = pageCount
        self.fileCount = fileCount
        self.wroteOutput = wroteOutput
        self.duration = duration
        self.previews = previews
    }

    /// What a build log lists, `sitegen build`'s and `sitegen serve`'s alike: errors first (what
    /// stopped the build leads), then warnings, each in file order. Notes (a token nobody uses)
    /// are only counted in the summary; `sitegen check` lists them.
    public var listed: [Diagnostic] {
        diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity == .warning }
    }

    /// What a build log closes with, a line each: the listed diagnostics, the remarks as notes
    /// and the summary (`sitegen build` adds where the site went to the last).
    public var closingLines: [String] {
        listed.map(\.description) + remarks.map { "note: \($0)" } + [summary]
    }

    /// `Built 5 brands (14 pages, 40 files) in 0.42 s, previews: 28 of 30 components (3 partial),
    /// 2 warnings` — the closing line.
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
        let drawn = previews?.summary ?? "previews: off"
        return "Built \(NumberFormat.counted(brandCount, "brand")) (\(NumberFormat.counted(pageCount, "page")), \(NumberFormat.counted(fileCount, "file"))) in \(time), \(drawn), \(problems)"
    }
}
