import Support
import Testing

/// The one reading of text sizes the contrast judges share.
@Suite struct WCAGTextSizeTests {
    @Test(arguments: [
        (24.0, 400, WCAGTextSize.large), (23.9, 400, .normal), (18.67, 700, .large), (18.67, 600, .ambiguous),
        (18.67, 500, .normal), (18.6, 700, .normal), (17, 900, .normal),
    ])
    func sizesInPixels(_ size: Double, _ weight: Int, _ expected: WCAGTextSize) {
        #expect(WCAGTextSize(pixels: size, cssWeight: weight) == expected)
    }

    @Test func unknownSizeOrWeightIsAmbiguousAndHeldToTheLargeTextRatio() {
        #expect(WCAGTextSize(pixels: nil, cssWeight: 700) == .ambiguous)
        #expect(WCAGTextSize(pixels: 20, cssWeight: nil) == .ambiguous)
        #expect(WCAGTextSize.ambiguous.requiredRatio() == 3)
        #expect(WCAGTextSize.normal.requiredRatio() == 4.5)
        #expect(WCAGTextSize.normal.requiredRatio(aaa: true) == 7)
        #expect(WCAGTextSize.large.requiredRatio(aaa: true) == 4.5)
    }
}
