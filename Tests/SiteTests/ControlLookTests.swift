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

    @Test func aControlsTitleIsTheCodes() throws {
        let html = try #require(try PreviewTests.preview("Stepper(\"Guests: \\(2)\", value: $guests)").states.first?.html)
        #expect(html.contains(">Guests: 2</span>"))
    }
}
