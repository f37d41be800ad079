import Guide
import Testing
@testable import Site

/// `rgb()` as swatches and previews print it: commas when opaque, a slash and a percentage
/// when not.
@Suite struct FormattingTests {
    @Test func anOpaqueColorPrintsItsThreeChannels() {
        for channel in 0...255 {
            let (g, b) = ((channel * 7) % 256, 255 - channel)
            #expect(Formatting.rgb(RGBAColor(byteRed: channel, green: g, blue: b)) == "rgb(\(channel), \(g), \(b))")
        }
        #expect(Formatting.rgb(RGBAColor(red: 2, green: -1, blue: .nan)) == "rgb(255, 0, 0)")
    }

    @Test func aTranslucentColorPrintsItsAlphaAsAPercentage() {
        #expect(Formatting.rgb(RGBAColor(byteRed: 10, green: 20, blue: 30, alpha: 0.5)) == "rgb(10 20 30 / 50%)")
    }
}
