import Support
import Testing

/// CIEDE2000 against the published test data of Sharma, Wu and Dalal (2005).
@Suite struct CIEDE2000Tests {
    @Test(arguments: [
        ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
        ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
        ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
        ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
        ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
        ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
    ])
    func matchesThePublishedValues(first: (Double, Double, Double), second: (Double, Double, Double), expected: Double) {
        let x = CIEDE2000.Lab(l: first.0, a: first.1, b: first.2)
        let y = CIEDE2000.Lab(l: second.0, a: second.1, b: second.2)
        #expect(abs(CIEDE2000.difference(x, y) - expected) < 0.0001)
    }

    @Test func labOfSRGBWhiteAndBlack() {
        let white = CIEDE2000.Lab(red: 1, green: 1, blue: 1)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(CIEDE2000.Lab(red: 0, green: 0, blue: 0).l) < 0.001)
        #expect(CIEDE2000.difference(white, white) == 0)
    }
}
