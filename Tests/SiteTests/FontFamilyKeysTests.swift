import Testing
@testable import Site

/// Token keys in camel case: ASCII names are cased on their bytes, and agree with the
/// scalar path every other name takes.
@Suite struct FontFamilyKeysTests {
    @Test(arguments: [
        ("Brando-Black", "brandoBlack"), ("system monospaced", "systemMonospaced"), ("SF Pro 2x", "sFPro2x"),
        ("--", "family"), ("", "family"), ("ease in_out", "easeInOut"), ("9 lives", "9Lives"), ("Zürich Sans", "zürichSans"),
    ])
    func camelCasesWords(_ text: String, _ expected: String) {
        #expect(TokenNaming.camel(text) == expected)
    }

    @Test func asciiBytesAgreeWithScalars() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZz09 -_.{}$\t\r\nMq/".utf8)
        for _ in 0..<500 {
            let text = String(decoding: (0..<Int.random(in: 0...14, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
            #expect(TokenNaming.camel(text) == TokenNaming.camelByScalars(text), "\(text.debugDescription)")
        }
    }
}
