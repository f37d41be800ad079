import Guide
import Testing
@testable import Site

/// Controls drawn in their resting look rather than as named gaps.
@Suite struct ControlLookTests {
    @Test(arguments: [
        ("Slider(value: $volume)", "data-view=\"Slider\"", "pv-slider"),
        ("Stepper(\"Guests: 2\", value: $guests)", "data-view=\"Stepper\"", "pv-stepper"),
        ("Picker(\"Sort\", selection: $order) { Text(\"A\") }", "data-view=\"Picker\"", "aria-label=\"chevron.up.chevron.down\""),
        ("DatePicker(\"Date\", selection: $day)", "data-view=\"DatePicker\"", "pv-date-chip"),
        ("NavigationLink(\"Settings\") { Text(\"Detail\") }", "data-view=\"NavigationLink\"", ">Settings</span>"),
        ("Menu(\"More\") { Button(\"Share\") {} }", "data-view=\"Menu\"", ">More</span>"),
    ])
    func aControlIsDrawnInItsRestingLook(_ code: String, _ view: String, _ part: String) throws {
        let preview = try PreviewTests.preview(code)
        #expect(preview.coverage == .full)
        let html = try #require(preview.states.first?.html)
        #expect(html.contains(view))
        #expect(html.contains(part))
        #expect(!html.contains("pv-gap"))
    }

    /// Code that makes each control of the catalog: a case added to `ControlKind` fails to
    /// compile here until it has a sample, and the test then asks that it is drawn.
    static func sample(_ kind: ControlKind) -> String {
        switch kind {
        case .slider: "Slider(value: $volume)"
        case .stepper: "Stepper(\"Guests\", value: $guests)"
        case .picker: "Picker(\"Sort\", selection: $order) { Text(\"A\") }"
        case .datePicker: "DatePicker(\"Date\", selection: $day)"
        case .navigationLink: "NavigationLink(\"Settings\") { Text(\"Detail\") }"
        case .menu: "Menu(\"More\") { Button(\"Share\") {} }"
        case .tabView: "TabView { Text(\"Feed\").tabItem { Label(\"Home\", systemImage: \"house\") } }"
        }
    }

    @Test(arguments: ControlKind.allCases)
    func everyControlOfTheCatalogIsDrawnNotAGap(_ kind: ControlKind) throws {
        let preview = try PreviewTests.preview(Self.sample(kind))
        #expect(preview.coverage == .full)
        let html = try #require(preview.states.first?.html)
        #expect(html.contains("data-view=\"\(kind.rawValue)\""))
        #expect(!html.contains("pv-gap"))
    }

    @Test func aControlsTitleIsTheCodes() throws {
        let html = try #require(try PreviewTests.preview("Stepper(\"Guests: \\(2)\", value: $guests)").states.first?.html)
        #expect(html.contains(">Guests: 2</span>"))
    }
}

/// A TabView: its first page over a bar of every page's tab item.
@Suite struct TabViewLookTests {
    @Test func theFirstPageShowsOverABarOfEveryTabItemTheFirstSelected() throws {
        let code = """
        TabView {
            Text("Feed").tabItem { Label("Home", systemImage: "house") }
            Text("Search page").tabItem { Image(systemName: "magnifyingglass") }
        }
        """
        let preview = try PreviewTests.preview(code)
        #expect(preview.coverage == .full)
        let html = try #require(preview.states.first?.html)
        #expect(html.contains(">Feed</span>"))
        #expect(!html.contains(">Search page</span>"))
        #expect(html.contains("pv-tab-bar"))
        #expect(html.contains(#"aria-label="house""#) && html.contains(#"aria-label="magnifyingglass""#))
        #expect(html.contains(">Home</span>"))
        // The first item in the tint, the second in grey.
        let home = try #require(html.range(of: #"aria-label="house""#)), search = try #require(html.range(of: #"aria-label="magnifyingglass""#))
        #expect(html[home.upperBound...].prefix(200).contains("rgb(0, 122, 255)"))
        #expect(html[search.upperBound...].prefix(200).contains("rgb(142, 142, 147)"))
    }
}
