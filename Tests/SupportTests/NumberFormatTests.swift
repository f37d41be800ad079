import Foundation
import Support
import Testing

/// Numbers print the same on every machine, in the forms pages, exports and messages use.
@Suite struct NumberFormatTests {
    @Test(arguments: [
        (44.0, 3, "44"), (0.55, 3, "0.55"), (1.5, 3, "1.5"), (0.1234, 3, "0.123"), (0.9999, 3, "1"),
        (-2.5, 1, "-2.5"), (-0.0001, 3, "0"), (33.333, 1, "33.3"), (1e13, 3, "10000000000000"),
    ])
    func decimal(value: Double, digits: Int, text: String) {
        #expect(NumberFormat.decimal(value, digits: digits) == text)
    }

    @Test(arguments: [
        (0.5, 2, 0, "0.50"), (0.125, 2, 0, "0.13"), (2.0, 0, 0, "2"), (-1.25, 1, 0, "-1.3"), (-0.001, 2, 0, "0.00"),
        (12.34, 1, 7, "   12.3"), (123456.7, 1, 4, "123456.7"),
    ])
    func fixed(value: Double, digits: Int, width: Int, text: String) {
        #expect(NumberFormat.fixed(value, digits: digits, width: width) == text)
    }

    /// The digits written in place are what the string arithmetic they replaced gave, for
    /// values of every size and sign at every number of decimals.
    @Test func fixedAgreesWithPaddedStringArithmetic() {
        func reference(_ value: Double, digits: Int) -> String {
            let digits = max(0, min(digits, 15))
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            let scaled = (abs(value) * scale).rounded()
            guard scaled < 9e15 else { return String(value) }
            let units = Int(scaled)
            var fraction = String(units % Int(scale))
            while fraction.count < digits { fraction = "0" + fraction }
            let sign = value < 0 && units != 0 ? "-" : ""
            return digits == 0 ? "\(sign)\(units / Int(scale))" : "\(sign)\(units / Int(scale)).\(fraction)"
        }
        var generator = SystemRandomNumberGenerator()
        let fixedValues: [Double] = [0, -0.0, 1, 0.0005, 0.9995, 0.071, 255, -0.004, 99.95, 8.9e15, 1e15, -123456.789]
        let values = fixedValues + (0..<300).map { _ in Double.random(in: -1...1, using: &generator) * pow(10, Double(Int.random(in: -4...14, using: &generator))) }
        for value in values {
            for digits in [-1, 0, 1, 2, 3, 4, 7, 15, 16] {
                #expect(NumberFormat.fixed(value, digits: digits) == reference(value, digits: digits), "\(value) to \(digits)")
            }
        }
    }

    @Test(arguments: [(1.0, "1"), (-3.0, "-3"), (0.1, "0.1"), (1e300, "1e+300"), (2.5e-7, "2.5e-07"), (1e16, "1e+16")])
    func shortest(value: Double, text: String) {
        #expect(NumberFormat.shortest(value) == text)
    }

    @Test(arguments: [(4.4999, "4.49:1"), (4.5, "4.50:1"), (21.0, "21.00:1"), (1.0, "1.00:1")])
    func ratio(value: Double, text: String) {
        #expect(NumberFormat.ratio(value) == text)
    }

    @Test func paddedIntegers() {
        #expect(NumberFormat.integer(42, width: 4) == "  42")
        #expect(NumberFormat.integer(12345, width: 4) == "12345")
    }

    /// Never a trap, whatever the value.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e308, -1e308, .leastNonzeroMagnitude])
    func extremesPrint(value: Double) {
        #expect(!NumberFormat.decimal(value).isEmpty)
        #expect(!NumberFormat.fixed(value, digits: 2).isEmpty)
        #expect(!NumberFormat.shortest(value).isEmpty)
        #expect(!NumberFormat.ratio(value).isEmpty)
    }
}

/// A count and its noun, as every page and message prints one.
@Suite struct CountedTests {
    @Test(arguments: [
        (0, "brand", nil, "0 brands"), (1, "brand", nil, "1 brand"), (2, "brand", nil, "2 brands"),
        (1, "SF Symbol", nil, "1 SF Symbol"), (1, "category", "categories", "1 category"), (3, "category", "categories", "3 categories"),
    ] as [(Int, String, String?, String)])
    func countsWithTheNoun(_ count: Int, _ singular: String, _ plural: String?, _ expected: String) {
        #expect(NumberFormat.counted(count, singular, plural) == expected)
    }
}
