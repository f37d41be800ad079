import Diagnostics
import Markdown
import Support

extension GuideFile {
    /// Why a guide's file was not read, and the one wording of it: as a diagnostic in a build or
    /// `sitegen check`, and as the sentence of a command's `Error: …`.
    public enum Failure: Error, Sendable, Equatable {
        /// Opening or reading it failed: it is missing, larger than `sizeLimit`, not a regular
        /// file, or reached through a link that leaves its folder.
        case file(FileFailure)
        /// It holds a shape the Markdown parser takes quadratic time on (`MarkdownHazard`).
        case hazard(MarkdownHazard)

        /// Whether the file could not be read at all (missing, a FIFO, a link that leaves its
        /// folder), rather than read and refused for what it holds: commands exit 66 for these.
        public var isUnreadable: Bool {
            switch self {
            case .file(.tooLarge), .hazard: false
            case .file: true
            }
        }

        /// What to report at `source` (the path as the user sees it): an error for a file that
        /// is missing or refused, a warning for one skipped (a FIFO, a device, a link leading
        /// outside its folder), as the content folder's walk warns of them.
        public func diagnostic(source: String) -> Diagnostic {
            let at = SourceLocation(file: source)
            switch self {
            case .file(let failure) where failure.isSkipped:
                return Diagnostic(.warning, failure.sentence(about: source) + "; skipped", at: at, code: "markdown.skipped")
            case .file(.tooLarge(let size)):
                return Diagnostic(.error, "the guide is \(GuideFile.megabytes(size)) MB; the limit is \(GuideFile.sizeLimit / 1_000_000) MB", at: at, code: "markdown.too-large")
            case .file:
                return Diagnostic(.error, "cannot read the guide: no such file or not readable", at: at, code: "markdown.unreadable")
            case .hazard(let hazard):
                return hazard.diagnostic(source: source)
            }
        }

        /// The sentence for a command's `Error: …` about the file shown as `shown`:
        /// `cannot read 'x.md': no such file or not readable`, `'x.md' is a FIFO, not a regular
        /// file`; a refusal for what the file holds is its diagnostic.
        public func sentence(about shown: String) -> String {
            guard isUnreadable, case .file(let failure) = self else { return diagnostic(source: shown).description }
            return failure.sentence(about: shown)
        }
    }

    /// `6.2` for 6,200,000 bytes: one decimal, locale-free.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes + 50_000) / 100_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}
