import Testing
@testable import Site

/// A specimen's CSS font stack: the declared family, its spaced display name, then the
/// platform's stack for the design; unsafe characters dropped from quoted names.
@Suite struct FontStackTests {
    @Test(arguments: [
        ("BrandoSans", "default", "\"BrandoSans\", \"Brando Sans\", system-ui, -apple-system, \"SF Pro Text\", \"Helvetica Neue\", Arial, sans-serif"),
        ("Acme\"Sans;", "serif", "\"AcmeSans\", ui-serif, \"New York\", Georgia, serif"),
        ("", "monospaced", "ui-monospace, \"SF Mono\", Menlo, monospace"),
    ])
    func aStackNamesTheFamilyThenTheSystemStack(_ family: String, _ design: String, _ expected: String) {
        let stack = FontStack.families(family: family, face: nil, design: design == "default" ? nil : design, fallback: nil)
        #expect(stack == expected)
    }

    /// A specimen's style names the same stack its "stack" shows, given or worked out.
    @Test func aStyleGivenItsStackIsTheStyleWorkedOut() {
        let guide = ExportTests.brand().guide
        #expect(!guide.fonts.isEmpty)
        for token in guide.fonts {
            let stack = FontStack.families(for: token, fallback: guide.typographyFallback)
            let style = FontStack.style(for: token, fallback: guide.typographyFallback)
            #expect(style == FontStack.style(for: token, families: stack))
            #expect(style.hasPrefix("font-family: " + stack + ";"))
        }
    }

    /// The page's table of stacks and styles is the guide's fonts', index for index.
    @Test func fontStylesFollowTheGuidesFonts() {
        let guide = ExportTests.brand().guide
        let styles = BrandView.FontStyles(guide)
        #expect(styles.stacks.count == guide.fonts.count)
        #expect(styles.stacks == guide.fonts.map { FontStack.families(for: $0, fallback: guide.typographyFallback) })
        #expect(styles.styles == guide.fonts.map { FontStack.style(for: $0, fallback: guide.typographyFallback) })
    }
}
