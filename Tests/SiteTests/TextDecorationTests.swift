import Testing
@testable import Site

/// A text style modifier with an `isActive` argument draws only when it is on: Things' to-do
/// row is struck through once `done`, not while its `@State done = false`.
@Suite struct TextDecorationTests {
    static func html(_ modifier: String) throws -> String {
        let preview = try PreviewTests.preview("""
        struct Row: View {
            @State private var done = false
            var body: some View {
                Text("Buy milk")\(modifier)
            }
        }
        """)
        return try #require(preview.states.first).html
    }

    @Test(arguments: [
        (".strikethrough(done, color: .acmeRed)", nil),
        (".strikethrough(!done, color: .acmeRed)", "line-through"),
        (".strikethrough()", "line-through"),
        (".underline(false)", nil),
        (".underline(true)", "underline"),
        (".underline()", "underline"),
    ] as [(String, String?)])
    func aDecorationIsDrawnOnlyWhenActive(_ modifier: String, _ decoration: String?) throws {
        let html = try Self.html(modifier)
        if let decoration {
            #expect(html.contains("text-decoration:\(decoration)"))
        } else {
            #expect(!html.contains("text-decoration"))
        }
    }

    @Test func theLineTakesItsOwnColor() throws {
        let html = try Self.html(".strikethrough(true, color: .acmeRed)")
        #expect(html.contains("text-decoration-color:var(--acme-red"))
    }

    @Test func italicFalseIsUpright() throws {
        #expect(try !Self.html(".italic(false)").contains("font-style"))
        #expect(try Self.html(".italic()").contains("font-style:italic"))
    }
}
