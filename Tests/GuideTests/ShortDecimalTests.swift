@testable import Guide
import Testing

@Suite struct ShortDecimalTests {
    /// The fast path gives exactly `Double(String)`'s value, or leaves the text to it (past 15
    /// digits, counting a leading 0, among others).
    @Test(arguments: ["0", "7", "007", "16", "255", "0.5", "0.1", "0.2", "0.3", "1.25", "12.75", "0.33333333333333", "0.00000000000001", "0.333333333333333",
                      "999999999999999", "99999999999999.9", "0.000000000000001", "3.141592653589793", "1e3", "1_000",
                      "0x1F", "1.", ".5", "1.2.3", "", "-1", "1234567890123456", "0.1234567890123456"])
    func matchesDoubleFromString(_ text: String) {
        if let value = ShortDecimal.value(of: text) {
            #expect(value.bitPattern == Double(text)?.bitPattern, "\(text)")
        } else {
            #expect(["3.141592653589793", "1e3", "1_000", "0x1F", "1.", ".5", "1.2.3", "", "-1", "1234567890123456", "0.1234567890123456",
                      "0.333333333333333", "0.000000000000001"].contains(text), "\(text)")
        }
    }

    /// Every decimal of up to 15 digits, with the point anywhere, rounds as `Double(String)` does.
    @Test func matchesDoubleFromStringOnManyDecimals() {
        // A fixed linear congruential sequence: the same 20,000 decimals every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            let count = 1 + next(15)
            var digits = String((0..<count).map { _ in Character(String(next(10))) })
            let point = next(count + 1)
            if point > 0, point < count { digits.insert(".", at: digits.index(digits.startIndex, offsetBy: point)) }
            let value = ShortDecimal.value(of: digits)
            #expect(value != nil && value?.bitPattern == Double(digits)?.bitPattern, "\(digits)")
        }
    }
}
