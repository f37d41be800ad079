import Support
import Testing

/// WCAG 2.2 relative luminance and contrast, against figures the WCAG tools publish.
@Suite struct WCAGContrastTests {
    private func ratio(_ first: (Double, Double, Double), _ second: (Double, Double, Double)) -> Double {
        WCAGContrast.ratio(
            WCAGContrast.relativeLuminance(red: first.0, green: first.1, blue: first.2),
            WCAGContrast.relativeLuminance(red: second.0, green: second.1, blue: second.2)
        )
    }

    @Test func blackOnWhiteIsTwentyOneAndOrderDoesNotMatter() {
        #expect(abs(ratio((0, 0, 0), (1, 1, 1)) - 21) < 1e-9)
        #expect(ratio((1, 1, 1), (0, 0, 0)) == ratio((0, 0, 0), (1, 1, 1)))
        #expect(ratio((0.5, 0.2, 0.9), (0.5, 0.2, 0.9)) == 1)
    }

    @Test(arguments: [
        // #767676 on white is the classic lightest gray that passes AA (4.54:1).
        ((118.0, 118.0, 118.0), "4.54:1", ContrastLevel.aa),
        // #777777 just fails it (4.47:1), and truncation keeps it from printing as 4.5.
        ((119.0, 119.0, 119.0), "4.47:1", .aaLarge),
        ((0.0, 0.0, 0.0), "21.00:1", .aaa),
        ((200.0, 200.0, 200.0), "1.67:1", .fail),
    ])
    func grayOnWhite(gray: (Double, Double, Double), printed: String, level: ContrastLevel) {
        let value = ratio((gray.0 / 255, gray.1 / 255, gray.2 / 255), (1, 1, 1))
        #expect(NumberFormat.ratio(value) == printed)
        #expect(ContrastLevel(ratio: value) == level)
    }

    @Test func channelsOutsideTheGamutAreClamped() {
        #expect(WCAGContrast.relativeLuminance(red: 2, green: 2, blue: 2) == 1)
        #expect(WCAGContrast.relativeLuminance(red: -1, green: -1, blue: -1) == 0)
    }

    @Test func largeTextPassesAAAtThree() {
        #expect(ContrastLevel.aaLarge.passesAA(largeText: true))
        #expect(!ContrastLevel.aaLarge.passesAA(largeText: false))
        #expect(ContrastLevel(ratio: 4.4999) == .aaLarge)
    }
}
