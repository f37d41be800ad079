@testable import Guide
import Testing

/// The color scheme switches of a guide's code, however the choice is written.
@Suite struct SchemeSwitchesTests {
    static func pairs(_ code: String) -> [String] {
        let switches = SchemeSwitches([SwiftSourceFile(code: SwiftCode(source: code))], colors: [])
        return switches.switches.map { "\($0.dark)/\($0.light)" + ($0.function.map { " in " + $0 } ?? "") }
    }

    @Test(arguments: [
        ("let c = scheme == .dark ? .chRoom : .chCream", "chRoom/chCream"),
        ("let c = scheme != .dark ? Color.chCream : Color.chRoom", "chRoom/chCream"),
        ("let c = colorScheme == .light ? .chCream : .chRoom", "chRoom/chCream"),
        ("let c = .dark == scheme ? .chRoom : .chCream", "chRoom/chCream"),
    ])
    func aConditionalPairs(_ code: String, _ pair: String) {
        #expect(Self.pairs(code) == [pair])
    }

    @Test(arguments: [
        "var c: Color {\n    if colorScheme == .dark {\n        return .night\n    } else {\n        return .day\n    }\n}",
        "var c: Color {\n    if colorScheme == .light { Color.day } else { Color.night }\n}",
        "var c: Color {\n    if colorScheme != .dark { .day } else { .night }\n}",
    ])
    func anIfElsePairs(_ code: String) {
        #expect(Self.pairs(code) == ["night/day"])
    }

    @Test(arguments: [
        "var c: Color {\n    switch colorScheme {\n    case .dark: return .night\n    case .light: return .day\n    @unknown default: return .day\n    }\n}",
        "var c: Color {\n    switch colorScheme {\n    case .dark: .night\n    default: .day\n    }\n}",
    ])
    func aSwitchPairs(_ code: String) {
        #expect(Self.pairs(code) == ["night/day"])
    }

    @Test func whatIsNoChoiceOfColorsDoesNotPair() {
        // An `else if`, a branch of two statements, a condition on something else.
        #expect(Self.pairs("var c: Color {\n    if colorScheme == .dark { .night } else if compact { .day } else { .day }\n}").isEmpty)
        #expect(Self.pairs("func f() {\n    if colorScheme == .dark { log(); x = .night } else { x = .day }\n}").isEmpty)
        #expect(Self.pairs("let c = isOn ? .night : .day").isEmpty)
        #expect(Self.pairs("let c = scheme == .dark ? .night.opacity(0.5) : .day").isEmpty)
    }

    @Test func theHelperAroundASwitchIsNamed() {
        #expect(Self.pairs("enum UE {\n    static func ueText(_ s: ColorScheme) -> Color { s == .dark ? .white : .black }\n}") == ["white/black in ueText"])
        #expect(Self.pairs("static func ueText(_ s: ColorScheme) -> Color {\n    if s == .dark { return .white }\n    else { return .black }\n}") == ["white/black in ueText"])
    }
}
