import Diagnostics
import Foundation

/// A declaration with the code block it came from, so it can be placed in the guide.
struct LocatedDeclaration: Sendable {
    let declaration: SwiftDeclaration
    let block: CodeBlock

    /// Where the declared name is in the guide.
    var location: SourceLocation { block.location(line: declaration.nameLine, column: declaration.nameColumn) }

    /// What kind of token a declaration declares, from its container, type and value.
    enum Category { case color, gradient, font, helper, other }

    /// Types a member may be declared with that are never a color, font or gradient.
    static let constantTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Bool", "String", "TimeInterval", "CGSize", "CGPoint", "EdgeInsets", "Angle",
        "Font.Weight", "Font.Design", "Font.TextStyle", "UIFont.Weight", "UIFont.TextStyle",
    ]

    var category: Category {
        if case .function = declaration.kind { return .helper }
        // A string is no color or font, wherever it is declared (`extension Font { private static
        // let brand = "Inter" }` is a face name for the tokens beside it, which the interpreter reads).
        if case .stored(let value) = declaration.kind, case .string = value.unlocated { return .other }
        if let annotation = declaration.typeAnnotation.map({ $0.hasPrefix("SwiftUI.") ? String($0.dropFirst(8)) : $0 }) {
            if annotation == "Color" || annotation == "UIColor" { return .color }
            if annotation.hasSuffix("Gradient") { return .gradient }
            if annotation == "Font" || annotation == "UIFont" { return .font }
            if declaration.container != "Color", declaration.container != "Font" { return .other }
            // In Color's or Font's own extension, a member typed as a number, a weight or a size
            // (`static var fontSizeToLineHeightRatio: CGFloat`) is a constant beside the tokens.
            if Self.constantTypes.contains(annotation) { return .other }
        }
        let root = Self.rootTypeName(of: declaration)
        if let root, GradientReader.typeNames[root] != nil, root.first?.isUppercase == true { return .gradient }
        switch declaration.container {
        case "Color", "UIColor": return .color
        case "Font", "UIFont": return .font
        case let container where GradientReader.typeNames[container] != nil: return .gradient
        default: break
        }
        switch root {
        case "Color", "UIColor": return .color
        case "Font", "UIFont": return .font
        default: return .other
        }
    }

    /// The type an initialiser expression starts from: `Font.custom(…)` → `Font`,
    /// `Color.white.opacity(0.9)` → `Color`, `LinearGradient(…)` → `LinearGradient`.
    private static func rootTypeName(of declaration: SwiftDeclaration) -> String? {
        guard case .stored(let expression) = declaration.kind else { return nil }
        return rootTypeName(of: expression)
    }

    private static func rootTypeName(of expression: SwiftExpression) -> String? {
        switch expression {
        case .identifier(let name): return name
        case .member(let base, _): return rootTypeName(of: base)
        case .call(let callee, _, _): return rootTypeName(of: callee)
        default: return nil
        }
    }
}
