import Foundation
import Guide

/// Reads color expressions of a guide's code: its tokens (`Color.bumbleYellow`,
/// `.bumbleBlack.opacity(0.8)`), SwiftUI's fixed colors (`.white`, `.black`, `.clear`),
/// `Color(red:green:blue:)`, conditionals, and the fill of a shape (`Capsule().fill(…)`).
/// Anything else (a variable, a system color, a material, a gradient) is unknown: nil.
struct ColorReader: Sendable {
    let structure: CodeStructure
    /// Token values by name: the hex the author wrote when the components agree with it.
    let tokens: [String: RGBAColor]

    /// `tokens` comes from `tokenValues(of:)`, made once per guide rather than once per snippet.
    init(structure: CodeStructure, tokens: [String: RGBAColor]) {
        self.structure = structure
        self.tokens = tokens
    }

    /// The guide's color tokens whose value is fixed, by name.
    static func tokenValues(of guide: Guide) -> [String: RGBAColor] {
        var values: [String: RGBAColor] = [:]
        for token in guide.colors where !token.kind.isDecidedAtRunTime && token.appearance == nil {
            guard let color = token.displayColor else { continue }
            if color.alpha == 1, let hex = token.hex, let exact = RGBAColor(hex: hex) { values[token.name] = exact } else { values[token.name] = color }
        }
        return values
    }

    static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape"]
    private static let fixed: [String: RGBAColor] = ["white": .white, "black": .black, "clear": .clear]
    /// Modifiers that keep a color (or a filled shape) what it is.
    private static let neutralModifiers: Set<String> = [
        "ignoresSafeArea", "edgesIgnoringSafeArea", "frame", "clipShape", "cornerRadius", "padding", "shadow", "overlay",
        "allowsHitTesting", "accessibilityHidden", "transition", "animation", "id", "zIndex", "contentShape", "mask",
        "clipped", "compositingGroup", "offset", "position", "scaleEffect", "rotationEffect", "matchedGeometryEffect", "aspectRatio",
        "strokeBorder", "stroke", "onTapGesture", "containerRelativeFrame",
    ]

    /// The color of an expression that is a color.
    func color(in range: Range<Int>) -> ColorChoice? {
        let tokens = structure.tokens
        guard !range.isEmpty else { return nil }
        if let question = topLevel(in: range, where: { $0.kind == .operator && $0.text == "?" }),
           let colon = topLevel(in: (question + 1)..<range.upperBound, where: { $0.isPunctuation(":") }) {
            let condition = tokens[range.lowerBound..<question].map(\.text).joined(separator: " ")
            guard let whenTrue = color(in: (question + 1)..<colon), let whenFalse = color(in: (colon + 1)..<range.upperBound) else { return nil }
            return .conditional(condition: condition, whenTrue: whenTrue, whenFalse: whenFalse)
        }
        var position = range.lowerBound
        var base: (RGBAColor, String)?
        if tokens[position].kind == .identifier, tokens[position].text == "Color" { position += 1 }
        if position + 1 < range.upperBound, tokens[position].isPunctuation("."), tokens[position + 1].kind == .identifier {
            let name = tokens[position + 1].text
            guard let value = self.tokens[name] ?? Self.fixed[name] else { return nil }
            base = (value, name)
            position += 2
        } else if position < range.upperBound, tokens[position].isPunctuation("("), position == range.lowerBound + 1, let close = structure.closing[position] {
            guard let value = components(in: (position + 1)..<close) else { return nil }
            base = (value, value.hex)
            position = close + 1
        }
        guard let (value, name) = base else { return nil }
        let (modifiers, end) = structure.modifiers(from: position, before: range.upperBound)
        guard end == range.upperBound else { return nil }
        var choice = ColorChoice.value(value, name: name)
        for modifier in modifiers {
            if modifier.name == "opacity" {
                guard let arguments = modifier.arguments, let opacity = number(in: arguments) else { return nil }
                choice = choice.withOpacity(opacity)
            } else if !Self.neutralModifiers.contains(modifier.name) {
                return nil
            }
        }
        return choice
    }

    /// The color a view fills its frame with: a color, or a shape with `.fill(…)`, `.opacity`
    /// applied. A shape without a fill (stroked, or filled with the foreground style) is unknown.
    func fill(in range: Range<Int>) -> ColorChoice? {
        let tokens = structure.tokens
        guard !range.isEmpty else { return nil }
        let first = tokens[range.lowerBound]
        guard first.kind == .identifier, Self.shapes.contains(first.text) else { return color(in: range) }
        var position = range.lowerBound + 1
        if position < range.upperBound, tokens[position].isPunctuation("("), let close = structure.closing[position] { position = close + 1 }
        let (modifiers, end) = structure.modifiers(from: position, before: range.upperBound)
        guard end == range.upperBound, let fill = modifiers.first(where: { $0.name == "fill" }), let arguments = fill.arguments,
              let firstArgument = structure.arguments(in: arguments).first, var choice = color(in: firstArgument) else { return nil }
        for modifier in modifiers where modifier.name == "opacity" {
            guard let arguments = modifier.arguments, let opacity = number(in: arguments) else { return nil }
            choice = choice.withOpacity(opacity)
        }
        return choice
    }

    private func components(in range: Range<Int>) -> RGBAColor? {
        let arguments = structure.arguments(in: range)
        var values: [String: Double] = [:]
        for argument in arguments where argument.count >= 3 && structure.tokens[argument.lowerBound + 1].isPunctuation(":") {
            guard let value = number(in: (argument.lowerBound + 2)..<argument.upperBound) else { return nil }
            values[structure.tokens[argument.lowerBound].text] = value
        }
        if let white = values["white"] { return RGBAColor(red: white, green: white, blue: white, alpha: values["opacity"] ?? 1) }
        guard let red = values["red"], let green = values["green"], let blue = values["blue"] else { return nil }
        return RGBAColor(red: red, green: green, blue: blue, alpha: values["opacity"] ?? 1)
    }

    private func number(in range: Range<Int>) -> Double? {
        guard range.count == 1, structure.tokens[range.lowerBound].kind == .number else { return nil }
        return Double(structure.tokens[range.lowerBound].text.replacingOccurrences(of: "_", with: ""))
    }

    private func topLevel(in range: Range<Int>, where matches: (SwiftToken) -> Bool) -> Int? {
        var position = range.lowerBound
        while position < range.upperBound {
            let token = structure.tokens[position]
            if matches(token) { return position }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{"), let close = structure.closing[position] {
                position = close + 1
                continue
            }
            position += 1
        }
        return nil
    }
}
