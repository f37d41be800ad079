import Guide
import Testing

/// Sections, gradients, symbols, snippets, components and light/dark pairs.
@Suite struct GuideStructureTests {
    @Test(arguments: [
        ("## 5. Motion", GuideSection.Role.motion, "5"),
        ("## Motion & Haptics", .motion, nil),
        ("## 6) Motion Specs", .motion, "6"),
        ("## Motion & Effects", .motion, nil),
        ("## 4. Tab Bar", .tabBar, "4"),
        ("## Bottom Tab Bar", .tabBar, nil),
        ("## Tab Bar (icon-only)", .tabBar, nil),
        ("## 7. Minimum iOS & Accessibility Notes", .accessibility, "7"),
        ("## Accessibility Notes", .accessibility, nil),
        ("## Accessibility", .accessibility, nil),
        ("## SF Symbols + Custom Discord Glyphs", .symbols, nil),
        ("## 1. Color Tokens", .colors, "1"),
        ("## Dark Mode Support", .darkMode, nil),
        ("## Signature Components", .components, nil),
    ] as [(String, GuideSection.Role, String?)])
    func sectionRolesFromHeadings(heading: String, role: GuideSection.Role, number: String?) throws {
        let read = guide("# T (iOS) — SwiftUI Implementation Guide\n\n\(heading)\n\nText.\n")
        let section = try #require(read.sections.first)
        #expect(section.role == role)
        #expect(section.number == number)
    }

    @Test func unknownSectionsAreKeptInOrder() {
        let read = guide("# T (iOS) — SwiftUI Implementation Guide\n\nIntro.\n\n## 1. Color Tokens\n\n## 2. Dynamic Color Tinting\n\n## 3. Map Integration\n\n## 4. Typography\n")
        #expect(read.sections.map(\.title) == ["Color Tokens", "Dynamic Color Tinting", "Map Integration", "Typography"])
        #expect(read.sections.map(\.role) == [.colors, nil, nil, .typography])
        #expect(read.intro.count == 1)
    }

    @Test func identityFromTheUpstreamLayoutAndFlatFiles() {
        #expect(guide("# Things 3 (iOS) — SwiftUI Implementation Guide\n", path: "productivity/things-3/DESIGN-swiftui.md").brand == "Things 3")
        #expect(guide("# Things 3 (iOS) — SwiftUI Implementation Guide\n", path: "productivity/things-3/DESIGN-swiftui.md").category == "productivity")
        let flat = guide("# Acme Bank — SwiftUI Implementation Guide\n", path: "acme-bank.md")
        #expect(flat.brand == "Acme Bank")
        #expect(flat.slug == "acme-bank")
        #expect(flat.category == nil)
    }

    @Test(arguments: [
        ("Targets iOS 17+. The modern APIs…", "17"),
        ("- Minimum target: iOS 16 (for `.sensoryFeedback` you need iOS 17)", "16"),
        ("Requires iOS 16.4 for the new sheet API.", "16.4"),
    ])
    func minimumIOS(text: String, version: String) {
        let read = guide("# T (iOS) — SwiftUI Implementation Guide\n\n## Accessibility\n\n\(text)\n")
        let intro = guide("# T (iOS) — SwiftUI Implementation Guide\n\n\(text)\n")
        #expect(read.minimumIOS == version || intro.minimumIOS == version)
    }

    @Test func gradientsFromColorsStopsAndNestedGradients() throws {
        let read = guide("""
        # T (iOS) — SwiftUI Implementation Guide

        ```swift
        extension Color {
            static let pink = Color(red: 0.992, green: 0.149, blue: 0.478) // #FD267A
            static let orange = Color(hex: 0xFF6036)
        }
        extension LinearGradient {
            static let brand = LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
            static let ring = LinearGradient(gradient: Gradient(colors: [.orange, .pink, Color(hex: 0x000000)]), startPoint: .bottomLeading, endPoint: .topTrailing)
            static let scrim = LinearGradient(stops: [.init(color: .clear, location: 0.0), Gradient.Stop(color: .black.opacity(0.6), location: 1.0)], startPoint: .top, endPoint: .bottom)
        }
        extension RadialGradient {
            static let glow = RadialGradient(colors: [Color.pink.opacity(0.5), .clear], center: .center, startRadius: 0, endRadius: 120)
        }
        ```
        """)
        #expect(read.gradients.map(\.name) == ["brand", "ring", "scrim", "glow"])
        #expect(read.gradients[0].stops.map(\.token) == ["pink", "orange"])
        #expect(read.gradients[1].stops.map { $0.color?.hex } == ["#FF6036", "#FD267A", "#000000"])
        #expect(read.gradients[1].resolvedLocations == [0, 0.5, 1])
        #expect(read.gradients[2].stops.map(\.location) == [0, 1])
        #expect(read.gradients[2].stops[1].color?.alpha == 0.6)
        #expect(read.gradients[3].kind == .radial)
        #expect(read.gradients[3].endRadius == 120)
        #expect(read.gradients[3].stops[0].token == "pink")
        #expect(read.gradients[3].stops[0].color?.alpha == 0.5)
        #expect(read.colors.count == 2)
    }

    @Test func symbolTablesWhateverTheirHeaderShape() {
        let read = guide("""
        # T (iOS) — SwiftUI Implementation Guide

        ## SF Symbols Used

        | Purpose | Symbol |
        |---------|--------|
        | Home | `house` / `house.fill` |

        | Component | Symbol | Size | Notes |
        |---|---|---|---|
        | Play | `play.fill` | 22pt (mini) / 28pt (inline) | filled |
        | Checkbox | drawn `Circle` stroke | 22pt | |

        | Where | Glyph | Weight |
        |---|---|---|
        | Back | `chevron.left` | semibold |
        """)
        #expect(read.symbols.count == 4)
        #expect(read.symbols[0].component == "Home")
        #expect(read.symbols[0].names == ["house", "house.fill"])
        #expect(read.symbols[0].sizes == [])
        #expect(read.symbols[1].sizes == [22, 28])
        #expect(read.symbols[1].notes == ["filled"])
        #expect(read.symbols[2].names == [])
        #expect(read.symbols[2].otherCodes == ["Circle"])
        #expect(read.symbols[3].names == ["chevron.left"])
        #expect(read.symbols[3].notes == ["Weight: semibold"])
    }

    @Test func snippetsKnowTheirTokensSymbolsAndSlips() throws {
        let read = guide("""
        # T (iOS) — SwiftUI Implementation Guide

        ```swift
        extension Color { static let brandYellow = Color.white; static let brandInk = Color.black }
        extension Font { static let brandBody = Font.custom("Inter-Regular", size: 16) }
        ```

        ## Signature Components

        ### Like Button

        Prose about it.

        ```swift
        Button { } label: {
            Image(systemName: liked ? "heart.fill" : "heart")
                .font(.brandBody)
                .foregroundStyle(Color.brandYellow)
                .background(.brandInk)
                .tint(.brandPurple)
            Label("Send", systemImage: "paperplane")
                .font(Font.brandTitle)
                .foregroundStyle(.white)
        }
        ```
        """)
        let component = try #require(read.components.first)
        #expect(component.name == "Like Button")
        #expect(component.blocks.count == 2)
        let snippet = try #require(component.snippets.first)
        #expect(snippet.heading == "Like Button")
        #expect(snippet.colorReferences.map(\.name) == ["brandYellow", "brandInk"])
        #expect(snippet.fontReferences.map(\.name) == ["brandBody"])
        #expect(snippet.symbols == ["heart.fill", "heart", "paperplane"])
        #expect(snippet.undefinedReferences.map(\.name) == ["brandPurple", "brandTitle"])
        #expect(snippet.undefinedReferences[0].location.line == 20)
        #expect(read.snippets.count == 2)
    }

    @Test func darkCounterpartsByNameAndGroup() {
        let read = colorGuide("""
            // MARK: - Light
            static let igCanvasLight = Color.white
            static let surfaceInputL = Color.white
            static let fbCanvasLight = Color.white
            // MARK: - Dark
            static let igCanvasDark = Color.black
            static let surfaceInputD = Color.black
            static let fbCanvas = Color.black
        """)
        #expect(read.color(named: "igCanvasLight")?.darkCounterpart == "igCanvasDark")
        #expect(read.color(named: "surfaceInputL")?.darkCounterpart == "surfaceInputD")
        #expect(read.color(named: "fbCanvasLight")?.darkCounterpart == "fbCanvas")
    }
}

/// Symbol cells that name a variant by its suffix.
@Suite struct SymbolVariantTests {
    @Test func aSuffixNamesTheVariantOfTheSymbolBeforeIt() throws {
        let read = guide("# S (iOS) — SwiftUI Implementation Guide\n\n## SF Symbols\n\n| Use | Symbol | Size |\n| --- | --- | --- |\n| Health | `heart.text.square` / `.fill` | 22pt |\n")
        let row = try #require(read.symbols.first)
        #expect(row.names == ["heart.text.square", "heart.text.square.fill"])
    }
}
