@testable import Guide
import Markdown
import Testing

/// A view its code draws in one appearance (`.preferredColorScheme(.dark)`,
/// `.environment(\.colorScheme, .dark)`): an inherited fact of the one environment (issue 32).
@Suite struct ForcedColorSchemeTests {
    static func feed(_ modifier: String) -> Guide {
        guide("""
            # C (iOS) — SwiftUI Implementation Guide

            ## Colors

            ```swift
            extension Color {
                static let canvas = Color(light: .white, dark: Color(white: 0.05))
                static let ink = Color(light: Color(white: 0.2), dark: Color(white: 0.25))
            }
            ```

            ## Components

            ### Feed

            ```swift
            struct Feed: View {
                var body: some View {
                    ZStack {
                        Text("Hello").foregroundStyle(Color.ink)
                    }
                    \(modifier)
                }
            }
            ```
            """)
    }

    @Test(arguments: [".preferredColorScheme(.dark)", ".environment(\\.colorScheme, .dark)"])
    func aForcedDarkTextIsJudgedInDarkOnly(_ modifier: String) throws {
        let guide = Self.feed(modifier)
        let component = try #require(guide.components.first)
        let text = try #require(component.views.first?.view.allNodes.first { $0.kind == .text })
        #expect(text.inherited.values.colorScheme == .dark)
        // Judged once, in dark: #404040 on the dark canvas, whatever the page's appearance.
        let pairs = guide.drawnPairs(of: component)
        #expect(pairs.map(\.theme) == [.dark])
        #expect(Guide.forcedScheme(of: try #require(component.views.first?.view)) == .dark)
    }

    @Test func anotherEnvironmentKeyIsNotKept() throws {
        let guide = Self.feed(".environment(\\.locale, .init(identifier: \"fr\"))")
        let component = try #require(guide.components.first)
        #expect(component.views.first?.view.allNodes.allSatisfy { $0.modifiers.allSatisfy { $0.kind != .environment } } == true)
        #expect(Set(guide.drawnPairs(of: component).map(\.theme)) == [.light, .dark])
    }
}
