import Testing
@testable import Site

@Suite struct DisplayFamilyTests {
    @Test(arguments: [
        ("SFProText", "SF Pro Text"), ("CircularStd", "Circular Std"), ("Brando", "Brando"), ("GTWalsheimPro", "GT Walsheim Pro"),
        ("Roboto2Mono", "Roboto2Mono"), ("already Spaced", "already Spaced"), ("", ""), ("ABC", "ABC"), ("aB", "a B"),
        ("ÉcoleSans", "École Sans"), ("SöhneBreit", "Söhne Breit"),
    ])
    func splitsCamelCase(_ family: String, _ expected: String) {
        #expect(PublishedBrand.displayFamily(family) == expected)
    }
}
