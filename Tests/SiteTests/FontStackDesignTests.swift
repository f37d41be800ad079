import Guide
import Testing
@testable import Site

/// The generic family a stack ends in keeps the font's shape: a monospaced face falls back to
/// monospace, and the system's own designs are not replaced by a brand's proportional
/// substitute (issue 33's grading: ChatGPT's and Notion's code blocks were set in sans).
@Suite struct FontStackDesignTests {
    static let inter = TypographyFallback(families: ["Inter"], usesSystemFont: true)
    static let monospace = "ui-monospace, \"SF Mono\", Menlo, monospace"

    @Test(arguments: [
        ("Menlo", "Menlo-Regular", "\"Menlo\", \"Menlo-Regular\", " + monospace),
        ("IBMPlexMono", "IBMPlexMono-Regular", "\"IBMPlexMono\", \"IBM Plex Mono\", \"IBMPlexMono-Regular\", " + monospace),
        ("JetBrainsMono", nil, "\"JetBrainsMono\", \"Jet Brains Mono\", " + monospace),
    ] as [(String, String?, String)])
    func aMonospacedFaceFallsBackToMonospace(_ family: String, _ face: String?, _ expected: String) {
        #expect(FontStack.families(family: family, face: face, design: nil, fallback: Self.inter) == expected)
    }

    @Test func theSystemsMonospacedDesignIsNotTheBrandsSubstitute() {
        #expect(FontStack.families(family: nil, face: nil, design: "monospaced", fallback: Self.inter) == Self.monospace)
    }

    @Test(arguments: ["Montserrat", "Monument", "Söhne", "Decoder"])
    func aProportionalFaceKeepsTheBrandsSubstitute(_ family: String) {
        #expect(!FontStack.namesMonospacedFace(family))
        #expect(FontStack.families(family: family, face: nil, design: nil, fallback: Self.inter).contains("\"Inter\", system-ui"))
    }
}
