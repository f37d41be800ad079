import Foundation
import Guide
import Markdown
import Testing
@testable import Site

/// Previews drawn from small inline guides, one construct each, held against golden HTML
/// (`SITEGEN_RECORD=1` rewrites them) and against the CSS SwiftUI's rules call for.
@Suite struct PreviewTests {
    static func guide(_ code: String) -> Guide {
        let text = """
        # Acme (iOS) — SwiftUI Implementation Guide

        ## 1. Color Tokens

        ```swift
        extension Color {
            static let acmeRed = Color(red: 1.0, green: 0.0, blue: 0.0) // #FF0000
            static let acmeCanvas = Color.white // #FFFFFF
            static let acmeInk = Color(red: 0.1, green: 0.1, blue: 0.1) // #1A1A1A
        }
        ```

        ## 2. Typography

        ```swift
        extension Font {
            static let acmeTitle = Font.custom("Acme-Bold", size: 24)
        }
        ```

        ## 3. Signature Components

        ### Sample

        ```swift
        \(code)
        ```
        """
        return Guide(document: MarkdownDocument(parsing: Data(text.utf8), source: "acme.md"), path: "acme.md")
    }

    static func preview(_ code: String) throws -> ComponentPreview {
        let guide = guide(code)
        let component = try #require(guide.components.first)
        return ComponentPreview(component, name: component.name, guide: guide, names: TokenNames(guide), canvas: "rgb(255, 255, 255)")
    }

    /// The golden text: each state's drawing, then the coverage and the gaps.
    static func golden(_ preview: ComponentPreview) -> String {
        var text = preview.states.map { "<!-- \($0.label) -->\n\($0.html)\n" }.joined()
        text += "<!-- coverage: \(preview.coverage.rawValue)\(preview.gaps.map { "; \($0.construct) @\($0.line)" }.joined()) -->\n"
        return text
    }

    static let constructs: [(name: String, code: String)] = [
        ("stack-alignment", """
        VStack(alignment: .leading, spacing: 12) {
            Text("Title")
            HStack(alignment: .top) { Text("A"); Text("B") }
            ZStack(alignment: .bottomTrailing) { Color.acmeRed.frame(width: 40, height: 40); Text("Z") }
        }
        """),
        ("spacer", """
        HStack {
            Text("Left")
            Spacer()
            Text("Right")
        }
        """),
        ("frames", """
        VStack(spacing: 0) {
            Text("Fixed").frame(width: 120, height: 44, alignment: .leading)
            Text("Fill").frame(maxWidth: .infinity)
            Text("Bounded").frame(minHeight: 30, maxHeight: 60)
        }
        """),
        ("padding", """
        VStack {
            Text("Default").padding()
            Text("Edges").padding(.horizontal, 12).padding(.top, 4)
        }
        """),
        ("background-overlay", """
        Text("Badge")
            .padding(8)
            .background(Color.acmeRed)
            .overlay(alignment: .topTrailing) {
                Circle().fill(Color.white).frame(width: 8, height: 8)
            }
        """),
        ("shapes", """
        VStack {
            Rectangle().fill(Color.acmeRed).frame(height: 10)
            RoundedRectangle(cornerRadius: 12).stroke(Color.acmeRed, lineWidth: 2).frame(height: 20)
            Capsule().strokeBorder(Color.acmeInk, lineWidth: 1).frame(width: 60, height: 20)
            Circle().fill(Color.acmeInk).frame(width: 20, height: 20)
            Ellipse().fill(Color.acmeRed).frame(width: 30, height: 20)
            UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4).fill(Color.acmeRed).frame(width: 30, height: 20)
        }
        """),
        ("gradients", """
        VStack {
            LinearGradient(colors: [.acmeRed, .white], startPoint: .leading, endPoint: .trailing).frame(height: 40)
            RadialGradient(colors: [.acmeRed, .acmeInk], center: .center, startRadius: 0, endRadius: 20).frame(width: 40, height: 40)
            AngularGradient(colors: [.acmeRed, .white, .acmeRed], center: .center).frame(width: 40, height: 40)
        }
        """),
        ("text", """
        Text("Hello <world> & \\"friends\\"")
            .font(.acmeTitle)
            .foregroundStyle(Color.acmeRed)
            .tracking(1.5)
            .textCase(.uppercase)
            .lineLimit(1)
        """),
        ("button-style", """
        struct AcmeButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(.acmeTitle)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .frame(height: 56)
                    .background(Capsule().fill(Color.acmeRed))
            }
        }

        struct AcmeButton: View {
            var body: some View {
                Button("Continue") { }
                    .buttonStyle(AcmeButtonStyle())
            }
        }
        """),
        ("states", """
        struct Chip: View {
            let isSelected: Bool
            var body: some View {
                Text("Chip")
                    .padding(8)
                    .background(isSelected ? Color.acmeRed : Color.white)
            }
        }
        """),
        ("effects", """
        RoundedRectangle(cornerRadius: 8)
            .fill(Color.acmeRed)
            .frame(width: 40, height: 40)
            .shadow(color: .black.opacity(0.2), radius: 6, x: 0, y: 3)
            .opacity(0.5)
            .offset(x: 4, y: -2)
            .scaleEffect(1.5)
            .rotationEffect(.degrees(12))
            .clipShape(Circle())
        """),
        ("symbols-and-photos", """
        HStack {
            Image(systemName: "heart.fill").font(.system(size: 24, weight: .bold)).foregroundStyle(Color.acmeRed)
            AsyncImage(url: nil).frame(width: 80, height: 80)
        }
        """),
        ("trim", """
        Circle()
            .trim(from: 0, to: 0.75)
            .stroke(Color.acmeRed, lineWidth: 3)
            .frame(width: 28, height: 28)
        """),
        ("unsupported", """
        VStack {
            Text("Shown")
            TimelineView(.animation) { _ in Text("Ticking") }
            Circle().trim(from: 0, to: 0.5).frame(width: 20, height: 20)
        }
        """),
    ]

    @Test(arguments: constructs.map(\.name))
    func constructMatchesItsGolden(_ name: String) throws {
        let code = try #require(Self.constructs.first { $0.name == name }?.code)
        let preview = try Self.preview(code)
        #expect(try matchesGolden(Self.golden(preview), "previews/\(name).html"))
    }

    @Test func stacksSpaceBySwiftUIsDefaultAndCenter() throws {
        let html = try Self.preview("HStack { Text(\"A\"); Text(\"B\") }").states[0].html
        #expect(html.contains("data-view=\"HStack\""))
        #expect(html.contains(#"data-view="HStack" data-line="26" class="pv-flex pv-row pv-ai-c pv-jc-c pv-f-01" style="gap:8px""#))
    }

    @Test func paddingWithoutAValueIsSixteenPoints() throws {
        let html = try Self.preview("Text(\"A\").padding()").states[0].html
        #expect(html.contains("padding:16px 16px 16px 16px"))
    }

    /// A share of a GeometryReader's size is a percentage of the same box; a size read from
    /// the proxy any other way stays a named gap.
    @Test func aGeometryReadersShareIsAPercentage() throws {
        let preview = try Self.preview("""
        GeometryReader { geo in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.acmeInk)
                Capsule().fill(Color.acmeRed).frame(width: geo.size.width * 0.25 * 2)
            }
        }
        .frame(height: 4)
        """)
        #expect(preview.coverage == .full)
        #expect(preview.states[0].html.contains("width:50%"))
        let square = try Self.preview("GeometryReader { geo in Capsule().frame(width: geo.size.width, height: geo.size.width) }")
        #expect(square.coverage == .full)
        #expect(square.states[0].html.contains("width:100%") && square.states[0].html.contains("aspect-ratio:1"))
        let offset = try Self.preview("GeometryReader { geo in Capsule().frame(width: geo.frame(in: .global).width) }")
        #expect(offset.coverage == .partial)
        #expect(offset.gaps.map(\.construct) == [".frame(width: …)"])
    }

    @Test func aTextWithAGradientForegroundIsFilledWithIt() throws {
        let html = try Self.preview("Text(\"Send\").foregroundStyle(LinearGradient(colors: [.acmeRed, .acmeInk], startPoint: .leading, endPoint: .trailing))").states[0].html
        #expect(html.contains("background-clip:text"))
        #expect(html.contains("color:transparent"))
        #expect(html.contains("background-image:linear-gradient(90deg"))
    }

    @Test func eachRunOfAConcatenatedTextKeepsWhatItSets() throws {
        // SwiftUI: the runs share the whole text's font; each keeps its own weight and color.
        let html = try Self.preview("(Text(\"Sale \").bold().foregroundColor(.acmeRed) + Text(\"ends\").italic() + Text(\" today\")).font(.acmeTitle)").states[0].html
        #expect(html.contains(#"<span style="color:var(--acme-red, rgb(255, 0, 0));font-weight:700">Sale </span><span style="font-style:italic">ends</span> today</span>"#))
    }

    @Test func aBackgroundNotDrawnFillsTheViewAndNamesItselfOnlyByItsNumber() throws {
        let preview = try Self.preview("Text(\"Go\").foregroundStyle(.white).padding().background(backgroundColorForState(isPressed: false))")
        let html = preview.states[0].html
        // Under the label: a mid-grey hatched fill, stretched over the view, marked "1".
        #expect(html.contains(#"class="pv-gap pv-rel pv-ga pv-js-st pv-as-st" title="Not drawn: backgroundColorForState" style="background-color:rgb(128 128 128 / 80%)"><span class="pv-gap pv-gap-tag" aria-hidden="true">1</span></div>"#))
        #expect(!html.contains(">backgroundColorForState<"))
        #expect(preview.gaps.map(\.construct) == ["backgroundColorForState"])
    }

    @Test func aSpacerMakesTheComponentAPhoneWide() throws {
        let preview = try Self.preview("HStack { Text(\"A\"); Spacer(); Text(\"B\") }")
        #expect(preview.states[0].fillsWidth)
        #expect(preview.states[0].html.contains("width:393px"))
        let natural = try Self.preview("Text(\"A\")")
        #expect(!natural.states[0].fillsWidth)
        #expect(!natural.states[0].html.contains("width:393px"))
    }

    @Test func aScreenIsDrawnPhoneHighAndAButtonOnAShapeIsNot() throws {
        let screen = try Self.preview("ZStack { Color.acmeRed.ignoresSafeArea(); VStack { Spacer(); Text(\"Match\"); Spacer() } }")
        #expect(screen.states[0].fillsWidth)
        #expect(screen.states[0].html.contains(#"class="preview-canvas preview-canvas-fill preview-canvas-screen"#))
        #expect(screen.states[0].html.contains("width:393px;height:852px"))
        // Filling the height without reaching under the safe areas: drawn at its content's height.
        let button = try Self.preview("Text(\"Go\").padding().background(Capsule().fill(Color.acmeRed))")
        #expect(!button.states[0].html.contains("preview-canvas-screen"))
        #expect(!button.states[0].html.contains("height:852px"))
        // A screen's background alone, with nothing filling the height, stays as high as its content.
        let badge = try Self.preview("Text(\"New\").background(Color.acmeRed.ignoresSafeArea())")
        #expect(!badge.states[0].html.contains("height:852px"))
    }

    @Test func colorsPaintThroughTheTokensCustomProperty() throws {
        let html = try Self.preview("Capsule().fill(Color.acmeRed).frame(height: 56)").states[0].html
        #expect(html.contains("data-view=\"Capsule\""))
        #expect(html.contains("border-radius:9999px"))
        #expect(html.contains("background:var(--acme-red, rgb(255, 0, 0))"))
    }

    @Test func drawnTextIsHiddenFromAssistiveTechnologyAndEscaped() throws {
        let preview = try Self.preview("Text(\"<b>&</b>\")")
        let html = preview.states[0].html
        #expect(html.contains("role=\"img\" aria-label=\"Sample\""))
        #expect(html.contains("aria-hidden=\"true\""))
        #expect(html.contains("&lt;b&gt;&amp;&lt;/b&gt;"))
        #expect(!html.contains("<b>"))
    }

    @Test func statesAreLabeledAndEachDrawn() throws {
        let preview = try Self.preview(Self.constructs.first { $0.name == "states" }!.code)
        #expect(preview.states.map(\.label) == ["isSelected = false", "isSelected = true"])
        #expect(preview.states[1].html.contains("aria-label=\"Sample (isSelected = true)\""))
    }

    @Test func gapsAreNamedAndMakeThePreviewPartial() throws {
        let preview = try Self.preview(Self.constructs.first { $0.name == "unsupported" }!.code)
        #expect(preview.coverage == .partial)
        #expect(preview.gaps.map(\.construct).contains("TimelineView"))
        #expect(preview.states[0].html.contains(#"data-view="unsupported" data-line="28" class="pv-gap pv-f-01" title="Not drawn: TimelineView""#))
    }

    @Test func aComponentWithNothingToDrawSaysSo() throws {
        let preview = try Self.preview("TimelineView(.animation) { _ in Text(\"Ticking\") }")
        #expect(preview.coverage == .none)
        #expect(preview.states.isEmpty || preview.gaps.map(\.construct) == ["TimelineView"])
    }

    @Test(arguments: [
        (".degrees(12)", 12.0), (".degrees(-15)", -15), ("Angle(degrees: 45)", 45), (".radians(0)", 0),
        (".degrees(Double(CGSize.zero.width) / 12)", nil), (".degrees(rotation)", nil), ("12", nil),
    ] as [(String, Double?)])
    func anglesAreReadOnlyFromLiterals(_ written: String, _ degrees: Double?) {
        #expect(PreviewCSS.degrees(written) == degrees)
    }

    /// Negative stack spacing overlaps neighbours and negative padding grows the view, as in
    /// SwiftUI, through negative margins: CSS refuses a negative `gap` or `padding`.
    @Test func negativeSpacingAndPaddingBecomeNegativeMargins() throws {
        let preview = try Self.preview("""
        struct Avatars: View {
            var body: some View {
                HStack(spacing: -10) {
                    Circle().frame(width: 32, height: 32)
                    Circle().frame(width: 32, height: 32)
                }
                .padding(-4)
            }
        }
        """)
        let html = preview.states[0].html
        #expect(!html.contains("gap:-"))
        #expect(!html.contains("padding:-"))
        #expect(html.components(separatedBy: "margin-left:-10px").count == 2)
        #expect(html.contains("padding:0px 0px 0px 0px;margin:-4px -4px -4px -4px"))
    }

    /// A map, a video or a chart sitegen does not draw takes the room it is offered, as SwiftUI
    /// gives it: its gap fills a 16:9 frame rather than shrinking to its name.
    @Test func anUndrawnGreedyViewsGapTakesTheRoomOffered() throws {
        let html = try Self.preview("Map { }.aspectRatio(16/9, contentMode: .fit)").states[0].html
        #expect(html.contains(#"class="pv-gap pv-f-11"#))
        #expect(html.contains("aspect-ratio:1.778"))
    }

    /// `.aspectRatio(16/9, contentMode: .fill)` covers a frame that fixes both sides (Netflix's
    /// 440-point hero): the view fills both ways, and CSS ignores the ratio where both are set.
    @Test func aFillAspectRatioCoversTheFrameItIsIn() throws {
        let html = try Self.preview("ZStack { Color.acmeInk.aspectRatio(16/9, contentMode: .fill).clipped() }.frame(height: 440)").states[0].html
        #expect(html.contains(#"<div data-view=".clipped" data-line="26" class="pv-flex pv-col pv-ai-c pv-jc-c pv-clip pv-ga pv-js-st pv-as-st">"#))
        #expect(html.contains(#"<div data-view=".aspectRatio" data-line="26" class="pv-flex pv-col pv-ai-c pv-jc-c pv-f-11 pv-as-st" style="aspect-ratio:1.778">"#))
        // `.fit` keeps the ratio: as wide as offered, centred along the height.
        let fit = try Self.preview("ZStack { Color.acmeInk.aspectRatio(16/9, contentMode: .fit) }.frame(height: 440)").states[0].html
        #expect(fit.contains(#"<div data-view=".aspectRatio" data-line="26" class="pv-flex pv-col pv-ai-c pv-jc-c pv-ga pv-js-st pv-as-c" style="aspect-ratio:1.778">"#))
    }

    /// Overlapping neighbours paint in the order written, the later above, even when the earlier
    /// is positioned for an overlay (Netflix's numeral under the poster that follows it).
    @Test func overlappingNeighboursPaintInTheOrderWritten() throws {
        let html = try Self.preview("""
        HStack(spacing: -24) {
            Text("1").overlay(Text("1"))
            Rectangle().frame(width: 120, height: 180)
        }
        """).states[0].html
        #expect(html.contains(#"<div data-view=".frame" data-line="28" class="pv-flex pv-col pv-ai-c pv-jc-c pv-f-00 pv-rel" style="width:120px;height:180px;margin-left:-24px">"#))
    }

    /// A value the front end could not work out is named, never guessed.
    @Test func computedModifierValuesAreGapsNotGuesses() throws {
        let preview = try Self.preview("""
        struct Stamp: View {
            @State private var offset = CGSize.zero
            var body: some View {
                Text("LIKE").rotationEffect(.degrees(Double(geo.size.width) / 12)).opacity(min(1, Double(geo.size.width) / 160))
            }
        }
        """)
        let html = preview.states[0].html
        #expect(!html.contains("rotate("))
        #expect(!html.contains("opacity:"))
        #expect(preview.coverage == .partial)
        #expect(html.contains(#"class="pv-tagged "#))
        // One marker numbers both gaps, in the caption's order; their names are its title,
        // not text over the drawn view.
        #expect(html.contains(">1 · 2</span>"))
        #expect(html.contains("Not drawn: .rotationEffect(.degrees(Double(geo.size.width) / 12)); .opacity("))
        #expect(preview.gaps.map(\.construct) == [".rotationEffect(…)", ".opacity(…)"])
    }

    @Test(arguments: [
        ("Color.accentColor", "accentColor"), (".spotifyCanvas", "spotifyCanvas"), ("acmeRed", "acmeRed"),
        ("Color(hex: 0xFF0000)", nil), (".white.opacity(0.4)", nil),
    ] as [(String, String?)])
    func gradientStopsAreNamedOnlyByAPlainName(_ expression: String, _ name: String?) {
        #expect(PreviewPaint.plainName(expression) == name)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e308])
    func lengthsAreValidatedBeforeTheyReachCSS(_ value: Double) {
        let css = CSSNumber.px(value)
        #expect(css == nil || css == "4000px" || css == "-4000px")
    }

    /// The build counts what it drew; `--no-previews` draws nothing and says so.
    @Test func theBuildSummaryCountsPreviews() async throws {
        let folder = try TemporaryFolder()
        let text = try String(contentsOf: Repository.content.appendingPathComponent("dating/bumble/DESIGN-swiftui.md"), encoding: .utf8)
        try folder.write(text, to: "content/dating/bumble/DESIGN-swiftui.md")
        var configuration = SiteConfiguration(
            contentDirectory: folder.url.appendingPathComponent("content"), templatesDirectory: Repository.templates,
            outputDirectory: folder.url.appendingPathComponent("public"), projectDirectory: folder.url
        )
        let report = try await SiteBuilder(configuration: configuration).build()
        #expect(report.previews == BuildReport.PreviewTally(drawn: 6, partial: 0, components: 6))
        #expect(report.summary.contains(" s, previews: 6 of 6 components (0 partial), "))
        #expect(try folder.read("public/brands/bumble/index.html").contains("<figure class=\"preview\" data-component=\"Yellow Primary CTA\" data-coverage=\"full\">"))
        configuration.previews = false
        let fast = try await SiteBuilder(configuration: configuration).build()
        #expect(fast.previews == nil)
        #expect(fast.summary.contains(" s, previews: off, "))
        #expect(try !folder.read("public/brands/bumble/index.html").contains("<figure class=\"preview\""))
    }
}

/// `.imageScale` sizes the symbols it reaches, on the image or around it (issue 33, item 7).
@Suite struct SymbolScaleTests {
    private static func width(_ code: String) throws -> Double? {
        let html = try #require(try PreviewTests.preview("struct S: View {\n    var body: some View { \(code) }\n}").states.first?.html)
        guard let range = html.range(of: #"width:([0-9.]+)px"#, options: .regularExpression) else { return nil }
        return Double(html[range].dropFirst(6).dropLast(2))
    }

    @Test func aLargeSymbolIsLargerAndASmallOneSmaller() throws {
        let plain = try #require(try Self.width("Image(systemName: \"heart.fill\")"))
        let large = try #require(try Self.width("Image(systemName: \"heart.fill\").imageScale(.large)"))
        let small = try #require(try Self.width("HStack { Image(systemName: \"heart.fill\") }.imageScale(.small)"))
        #expect(abs(large / plain - 1.29) < 0.01)
        #expect(abs(small / plain - 0.78) < 0.01)
    }
}
