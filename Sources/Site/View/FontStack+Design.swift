import Guide

/// Which of the platform's stacks ends a font's stack.
extension FontStack {
    /// The system design whose stack the browser falls back to: the font's own, else the one a
    /// monospaced face implies, else the guide's fallback design.
    ///
    /// A face named as monospaced (`Menlo-Regular`, `IBMPlexMono-Regular`, `UberMoveMono`)
    /// that the reader has not installed must still fall back to a monospaced face: code and
    /// tabular figures set in it lose their columns in a proportional one.
    static func design(family: String?, face: String?, design: String?, fallback: TypographyFallback?) -> String? {
        if let design { return design }
        if [family, face].contains(where: { $0.map(namesMonospacedFace) ?? false }) { return "monospaced" }
        return fallback?.systemDesign
    }

    /// Whether the guide's fallback faces go before the system stack: not for the system's own
    /// monospaced, serif or rounded design (`.system(size: 12, design: .monospaced)`), nor for a
    /// monospaced face, which a brand's proportional substitute (Inter for Söhne) would set in
    /// the wrong shape.
    static func takesFallbackFaces(family: String?, face: String?, design: String?, fallback: TypographyFallback?) -> Bool {
        guard let fallback, !fallback.families.isEmpty else { return true }
        if family == nil || family?.isEmpty == true, let design, design != "default" { return false }
        if design == nil, [family, face].contains(where: { $0.map(namesMonospacedFace) ?? false }) {
            return fallback.families.contains(where: namesMonospacedFace)
        }
        return true
    }

    /// A face name with a word that says monospaced, split as its display name is
    /// (`IBMPlexMono` → IBM Plex Mono).
    static func namesMonospacedFace(_ name: String) -> Bool {
        let words = PublishedBrand.displayFamily(name).split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
        return words.contains(where: monospacedWords.contains)
    }

    private static let monospacedWords: Set<String> = ["mono", "monospace", "monospaced", "menlo", "monaco", "consolas", "courier", "code"]
}
