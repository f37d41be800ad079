import Guide
import Testing

@Suite struct RGBAColorHexTests {
    @Test(arguments: [
        ("#FFC629", "#FFC629", 1.0), ("ffc629", "#FFC629", 1.0), ("0xFFC629", "#FFC629", 1.0), ("0Xffc629", "#FFC629", 1.0),
        ("#FA0", "#FFAA00", 1.0), ("#00000080", "#000000", 128.0 / 255),
    ])
    func parses(_ text: String, _ hex: String, _ alpha: Double) throws {
        let color = try #require(RGBAColor(hex: text))
        #expect(color.hex == hex)
        #expect(abs(color.alpha - alpha) < 1e-9)
    }

    /// A code sliced out of prose is parsed from the slice's own bytes, not the whole text's.
    @Test func parsesASliceOfLongerText() throws {
        let text = "Yellow #FFC629, pink 0xe94b7b; #0xFA0 and #12"
        let starts = ["#FFC629", "0xe94b7b", "#0xFA0", "#12"].map { text.range(of: $0)! }
        let slices = starts.map { text[$0] }
        #expect(slices.map { RGBAColor(hex: $0)?.hex } == ["#FFC629", "#E94B7B", "#FFAA00", nil])
        #expect(RGBAColor(hex: text[text.startIndex...]) == nil)
    }

    @Test(arguments: ["", "#", "#FF", "#FFFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "#GGGGGG", "#FFＦ", "#ＦＦＦＦＦＦ", "# FFFFF", "0x", "##FFF"])
    func refuses(_ text: String) {
        #expect(RGBAColor(hex: text) == nil)
    }
}

@Suite struct HexCodeScanTests {
    @Test func findsCodesWithTheirRanges() {
        let text = "Yellow #FFC629 on #fff, not #12345, not #FFC629x, #00000080 — “#E94B7B”é #ABC"
        let codes = StatedColorParser.hexCodes(in: text)
        #expect(codes.map(\.text) == ["#FFC629", "#FFF", "#00000080", "#E94B7B", "#ABC"])
        #expect(codes.map { String(text[$0.range]) } == ["#FFC629", "#fff", "#00000080", "#E94B7B", "#ABC"])
    }

    @Test(arguments: ["#FFFé", "#FFF_", "#FFF1", "#FFF\u{301}", "##", "#", "# FFF", "#FFFFFFF"])
    func refusesCodesRunningIntoWords(_ text: String) {
        #expect(StatedColorParser.hexCodes(in: text).isEmpty)
    }
}
