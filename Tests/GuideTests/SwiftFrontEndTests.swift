import Guide
import Testing

/// The SwiftUI front end on its own: declarations, statements, expressions, and bad input that
/// must give a diagnostic with its place, never a crash.
@Suite struct SwiftFrontEndTests {
    static func parse(_ source: String) -> SwiftSourceFile {
        SwiftSourceFile(code: SwiftCode(source: source))
    }

    /// A compact outline of statements: `if[expr]else[expr]`.
    static func outline(_ statements: [SwiftStatement]) -> String {
        statements.map { statement in
            switch statement.kind {
            case .expression: "expr"
            case .variable(let name, let isConstant, let type, let value): "\(isConstant ? "let" : "var") \(name)\(type.map { ": \($0)" } ?? "")\(value.map { " = \($0.text)" } ?? "")"
            case .assignment(let target, let op, let value): "\(target.text) \(op) \(value.text)"
            case .return(let value): "return" + (value.map { " " + $0.text } ?? "")
            case .if(let conditions, let then, let otherwise):
                "if(\(conditions.map(condition).joined(separator: ",")))[\(outline(then))]" + (otherwise.map { "else[\(outline($0))]" } ?? "")
            case .guard(let conditions, let otherwise): "guard(\(conditions.map(condition).joined(separator: ",")))[\(outline(otherwise))]"
            case .switch(let subject, let cases):
                "switch \(subject.text){" + cases.map { ($0.isDefault ? "default" : $0.patterns.map(\.text).joined(separator: ",")) + ":[\(outline($0.body))]" }.joined(separator: " ") + "}"
            case .for(let pattern, let sequence, let body): "for \(pattern) in \(sequence.text)[\(outline(body))]"
            case .unknown(let text): "?\(text)"
            }
        }.joined(separator: "; ")
    }

    static func condition(_ condition: SwiftCondition) -> String {
        switch condition {
        case .expression(let expression): expression.text
        case .binding(let name, let value): "let \(name) = \(value.text)"
        case .pattern(let pattern, let value): "case \(pattern.text) = \(value.text)"
        }
    }

    // MARK: - Declarations

    /// A generic parameter's constraint is kept whatever follows the brackets, and one with
    /// none has no entry: inside the type the parameter stands for what conforms to it.
    @Test func genericParametersKeepTheirConstraints() throws {
        let file = Self.parse("""
        struct PaymentButtonStyle<Color: PaymentButtonColorProtocol, Label, Item: Identifiable & Hashable>: ButtonStyle {
            let color: Color
        }
        struct Pair<Key: Comparable,Value>: View where Value: View { var body: some View { EmptyView() } }
        """)
        #expect(file.diagnostics.isEmpty)
        let style = try #require(file.members.types.first)
        #expect(style.genericParameters == ["Color", "Label", "Item"])
        #expect(style.genericConstraints == ["Color": "PaymentButtonColorProtocol", "Item": "Identifiable&Hashable"])
        #expect(style.inheritance == ["ButtonStyle"])
        let pair = try #require(file.members.types.last)
        #expect(pair.genericConstraints == ["Key": "Comparable"])
        #expect(pair.inheritance == ["View"])
    }

    /// `typealias` is a declaration of the table-to-be, at the top level and in a type; a generic
    /// alias keeps its target as written.
    @Test func typeAliasesAreDeclarations() throws {
        let file = Self.parse("""
        public typealias FluentFontInfo = FontInfo
        enum Theme {
            typealias Palette = Colors.Brand
            typealias Pair<T> = (light: T, dark: T)
            static let x = 1
        }
        """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.members.typeAliases.map(\.name) == ["FluentFontInfo"])
        #expect(file.members.typeAliases.first?.target == "FontInfo")
        let theme = try #require(file.members.types.first)
        #expect(theme.members.typeAliases.map(\.target) == ["Colors.Brand", "(light:T, dark:T)"])
        #expect(theme.members.properties.map(\.name) == ["x"])
    }

    /// Casts bind tighter than `??` and looser than `+`, and keep their type as written.
    @Test(arguments: [
        ("self as PlatformGlobalTokenProviding.Type", "self as PlatformGlobalTokenProviding.Type"),
        ("value as? UIColor ?? .black", "value as? UIColor ?? .black"),
        ("a ?? b as! [String: Any]", "a ?? b as! [String:Any]"),
        ("x + y as CGFloat", "x + y as CGFloat"),
        ("item is Header", "item is Header"),
    ])
    func castsAreBinaryExpressions(source: String, text: String) throws {
        let file = Self.parse("let v = " + source)
        #expect(file.diagnostics.isEmpty)
        let value = try #require(file.members.properties.first?.initialValue)
        #expect(value.text == text)
        if source.hasPrefix("value") {
            guard case .binary("??", let lhs, _) = value.unlocated, case .binary("as?", _, _) = lhs.unlocated else { Issue.record("\(value)"); return }
        }
        if source.hasPrefix("x") {
            guard case .binary("as", let lhs, _) = value.unlocated, case .binary("+", _, _) = lhs.unlocated else { Issue.record("\(value)"); return }
        }
    }

    @Test func viewStructWithPropertyWrappers() throws {
        let file = Self.parse("""
        struct Card<Content: View>: View {
            let title: String
            var isOn: Bool = false
            @State private var pressed = false
            @Binding var selection: Int
            @Environment(\\.colorScheme) var scheme
            @ViewBuilder var content: Content
            var subtitle: String { title.uppercased() }

            var body: some View {
                Text(title)
            }
        }
        """)
        #expect(file.diagnostics.isEmpty)
        let card = try #require(file.members.types.first)
        #expect(card.kind == .struct)
        #expect(card.name == "Card")
        #expect(card.genericParameters == ["Content"])
        #expect(card.genericConstraints == ["Content": "View"])
        #expect(card.inheritance == ["View"])
        #expect(card.conforms(to: "View"))
        #expect(card.members.properties.map(\.name) == ["title", "isOn", "pressed", "selection", "scheme", "content", "subtitle", "body"])
        let properties = Dictionary(uniqueKeysWithValues: card.members.properties.map { ($0.name, $0) })
        #expect(properties["title"]?.type == "String")
        #expect(properties["title"]?.isConstant == true)
        #expect(properties["isOn"]?.initialValue == .bool(false))
        #expect(properties["pressed"]?.attribute("State") != nil)
        #expect(properties["pressed"]?.isPrivate == true)
        #expect(properties["selection"]?.attribute("Binding") != nil)
        #expect(properties["scheme"]?.attribute("Environment")?.arguments.first?.value == .keyPath(["", "colorScheme"]))
        #expect(properties["content"]?.attribute("ViewBuilder") != nil)
        #expect(properties["subtitle"]?.getter?.results.first?.text == "title.uppercased()")
        #expect(properties["body"]?.type == "some View")
        #expect(properties["body"]?.getter?.statements.count == 1)
        #expect(properties["body"]?.position == SwiftPosition(line: 9, column: 9))
    }

    struct DeclarationCase: Sendable, CustomTestStringConvertible {
        let source: String
        /// `kind name: inheritance | members`.
        let outline: String
        var testDescription: String { outline }
    }

    static let declarations: [DeclarationCase] = [
        DeclarationCase(source: "enum Size: String, CaseIterable { case small = \"s\", large\n case tag(String) }", outline: "enum Size: String, CaseIterable | cases small=\"s\" large tag(…)"),
        DeclarationCase(source: "extension Font {\n static func poppins(_ size: CGFloat, _ weight: Weight = .regular) -> Font { .custom(\"P\", size: size) }\n}", outline: "extension Font | static func poppins(_ size: CGFloat, _ weight: Weight = .regular) -> Font"),
        DeclarationCase(source: "struct Press: ButtonStyle {\n func makeBody(configuration: Configuration) -> some View { configuration.label }\n}", outline: "struct Press: ButtonStyle | func makeBody(configuration configuration: Configuration) -> some View"),
        DeclarationCase(source: "struct Ring: Shape { func path(in rect: CGRect) -> Path { Path() } }", outline: "struct Ring: Shape | func path(in rect: CGRect) -> Path"),
        DeclarationCase(source: "struct Glow: ViewModifier { var radius: CGFloat = 8\n func body(content: Content) -> some View { content.shadow(radius: radius) } }", outline: "struct Glow: ViewModifier | var radius: CGFloat = 8 | func body(content content: Content) -> some View"),
        DeclarationCase(source: "extension ShapeStyle where Self == Color { static var brand: Color { Color(hex: 0xFF0000) } }", outline: "extension ShapeStyle where Self Color | static var brand: Color { … }"),
        DeclarationCase(source: "extension Color {\n init(hex: UInt, alpha: Double = 1) { self.init(.sRGB, red: 1, green: 1, blue: 1, opacity: alpha) }\n}", outline: "extension Color | init(hex hex: UInt, alpha alpha: Double = 1)"),
    ]

    @Test(arguments: declarations)
    func declarationsAreRead(_ example: DeclarationCase) throws {
        let file = Self.parse(example.source)
        #expect(file.diagnostics.isEmpty)
        let type = try #require(file.members.types.first)
        var parts = ["\(type.kind.rawValue) \(type.name)" + (type.inheritance.isEmpty ? "" : ": " + type.inheritance.joined(separator: ", ")) + (type.whereClause.isEmpty ? "" : " where " + type.whereClause.joined(separator: " "))]
        if !type.members.cases.isEmpty {
            parts.append("cases " + type.members.cases.map { $0.name + ($0.rawValue.map { "=" + $0.text } ?? "") + ($0.hasAssociatedValues ? "(…)" : "") }.joined(separator: " "))
        }
        for property in type.members.properties {
            parts.append((property.isStatic ? "static " : "") + (property.isConstant ? "let " : "var ") + property.name + (property.type.map { ": " + $0 } ?? "") + (property.initialValue.map { " = " + $0.text } ?? "") + (property.getter == nil ? "" : " { … }"))
        }
        for function in type.members.functions + type.members.initializers {
            let parameters = function.parameters.map { ($0.label ?? "_") + " " + $0.name + ": " + ($0.type ?? "?") + ($0.defaultValue.map { " = " + $0.text } ?? "") }
            parts.append((function.isStatic ? "static " : "") + (function.name == "init" ? "init" : "func " + function.name) + "(" + parameters.joined(separator: ", ") + ")" + (function.returnType.map { " -> " + $0 } ?? ""))
        }
        #expect(parts.joined(separator: " | ") == example.outline)
    }

    @Test func topLevelCodeIsPropertiesAndStatements() {
        let file = Self.parse("let brandRed = Color(hex: \"#FF0000\")\n\nText(\"Hi\")\n    .foregroundStyle(brandRed)\n")
        #expect(file.members.properties.map(\.name) == ["brandRed"])
        #expect(file.members.statements.count == 1)
        #expect(file.members.statements.first?.position == SwiftPosition(line: 2, column: 1))
    }

    // MARK: - Statements

    static let statements: [(String, String)] = [
        ("if isOn { Text(\"a\") } else { Text(\"b\") }", "if(isOn)[expr]else[expr]"),
        ("if let name { Text(name) } else if a, b == .x { Spacer() }", "if(let name = name)[expr]else[if(a,b == .x)[expr]]"),
        ("if let url = URL(string: s) { Link(url) }", "if(let url = URL(string: s))[expr]"),
        ("switch style {\ncase .primary, .secondary:\n    Text(\"x\")\n    Spacer()\ndefault:\n    EmptyView()\n}", "switch style{.primary,.secondary:[expr; expr] default:[expr]}"),
        ("let face: String\nswitch weight { case .heavy, .black: face = \"P-ExtraBold\"\ndefault: face = \"P-Regular\" }\nreturn .custom(face, size: size)", "let face: String; switch weight{.heavy,.black:[face = \"P-ExtraBold\"] default:[face = \"P-Regular\"]}; return .custom(face, size: size)"),
        ("var count = 1\ncount += 2\nreturn count", "var count = 1; count += 2; return count"),
        ("for i in 0..<3 { Text(\"a\") }", "for i in 0 ..< 3[expr]"),
        ("guard let a = b else { return }\nText(a)", "guard(let a = b)[return]; expr"),
        ("if case .loading = state { ProgressView() }", "if(case .loading = state)[expr]"),
        ("Text(\"a\")\n    .font(.headline)\nText(\"b\")", "expr; expr"),
    ]

    @Test(arguments: statements)
    func statementsAreRead(_ body: String, _ expected: String) throws {
        let file = Self.parse("var body: some View {\n\(body)\n}")
        #expect(file.diagnostics.isEmpty)
        let getter = try #require(file.members.properties.first?.getter)
        #expect(Self.outline(getter.statements) == expected)
    }

    @Test func forEachClosuresAreStatementsWithParameters() throws {
        let file = Self.parse("ForEach(Size.allCases, id: \\.self) { size in\n    Text(size.rawValue)\n}")
        guard case .expression(let expression)? = file.members.statements.first?.kind,
              case .call(let callee, let arguments, let closure?) = expression.unlocated else {
            Issue.record("not a call with a trailing closure")
            return
        }
        #expect(callee.memberPath == ["ForEach"])
        #expect(arguments.value("id") == .keyPath(["", "self"]))
        #expect(arguments.first?.value.text == "Size.allCases")
        #expect(closure.parameters == ["size"])
        #expect(Self.outline(closure.statements) == "expr")
        #expect(expression.position == SwiftPosition(line: 0, column: 1))
    }

    @Test func anInLabelIsNotAClosureHeader() throws {
        let file = Self.parse("var isEmpty: Bool { text.trimmingCharacters(in: .whitespaces).isEmpty }\nlet f = { (a: Int, b) in a }")
        let getter = try #require(file.members.properties.first?.getter)
        #expect(getter.parameters.isEmpty)
        #expect(getter.results.first?.text == "text.trimmingCharacters(in: .whitespaces).isEmpty")
        guard case .closure(let closure)? = file.members.properties.last?.initialValue else {
            Issue.record("not a closure")
            return
        }
        #expect(closure.parameters == ["a", "b"])
    }

    // MARK: - Expressions

    static let expressions: [(String, String)] = [
        ("Color.brand.opacity(0.5)", "Color.brand.opacity(0.5)"),
        ("isOn ? .white : Color.black", "isOn ? .white : Color.black"),
        ("-x * 2 + 1", "-x * 2 + 1"),
        ("Font.custom(\"Poppins-Bold\", size: 17, relativeTo: .body)", "Font.custom(\"Poppins-Bold\", size: 17, relativeTo: .body)"),
        ("[.red, .blue]", "[.red, .blue]"),
        ("(x: 1, y: 2)", "(x: 1, y: 2)"),
        ("\\.colorScheme", "\\.colorScheme"),
        ("a ?? b", "a ?? b"),
        ("0..<items.count", "0 ..< items.count"),
        ("Button { tap() } label: { Text(\"Go\") }", "Button(label: { Text ( \"Go\" ) }) { tap ( ) }"),
    ]

    @Test(arguments: expressions)
    func expressionsAreRead(_ source: String, _ expected: String) throws {
        let file = Self.parse("let x = \(source)")
        let value = try #require(file.members.properties.first?.initialValue)
        #expect(value.text == expected)
    }

    // MARK: - Bad input

    struct BadInput: Sendable, CustomTestStringConvertible {
        let name: String
        let source: String
        let message: String
        let position: SwiftPosition
        var testDescription: String { name }
    }

    static let badInputs: [BadInput] = [
        BadInput(name: "an unclosed brace", source: "struct A: View {\n    var body: some View { Text(\"a\") }\n", message: "'{' is never closed", position: SwiftPosition(line: 0, column: 16)),
        BadInput(name: "a stray closing brace", source: "Text(\"a\")\n}\n", message: "'}' closes nothing", position: SwiftPosition(line: 1, column: 1)),
        BadInput(name: "10,000 nested parentheses", source: "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000),
                 message: "nested deeper than 256 levels", position: SwiftPosition(line: 0, column: 265)),
        BadInput(name: "8,000 nested extension blocks", source: String(repeating: "extension A {\n", count: 8_000) + String(repeating: "}\n", count: 8_000),
                 message: "nested deeper than 256 levels; the rest of this declaration is skipped", position: SwiftPosition(line: 256, column: 13)),
        BadInput(name: "10,000 nested closures", source: "let x = " + String(repeating: "{ ", count: 10_000) + String(repeating: "} ", count: 10_000),
                 message: "nested deeper than 256 levels", position: SwiftPosition(line: 0, column: 265)),
        BadInput(name: "5,000 nested ifs", source: "var body: some View {\n" + String(repeating: "if a { ", count: 5_000) + String(repeating: "} ", count: 5_000) + "\n}",
                 message: "nested deeper than 256 levels", position: SwiftPosition(line: 1, column: 1789)),
        BadInput(name: "5,000 nested conditionals", source: "let x = " + String(repeating: "a ? ", count: 5_000) + "b" + String(repeating: " : c", count: 5_000),
                 message: "nested deeper than 256 levels", position: SwiftPosition(line: 0, column: 1033)),
        BadInput(name: "an integer past Int.max", source: "let x = 9223372036854775808", message: "integer literal '9223372036854775808' overflows Int", position: SwiftPosition(line: 0, column: 9)),
        BadInput(name: "a hex literal past UInt64", source: "let x = Color(hex: 0x1FFFFFFFFFFFFFFFF)", message: "integer literal '0x1FFFFFFFFFFFFFFFF' overflows Int", position: SwiftPosition(line: 0, column: 20)),
        BadInput(name: "a number past Double", source: "let x = Color(red: 1e400, green: 0, blue: 0)", message: "number literal '1e400' is out of range", position: SwiftPosition(line: 0, column: 20)),
    ]

    @Test(arguments: badInputs)
    func badInputIsADiagnosticWithItsPlace(_ input: BadInput) throws {
        let file = Self.parse(input.source)
        let diagnostic = try #require(file.diagnostics.first { $0.message.hasPrefix(input.message) }, "\(file.diagnostics.prefix(3))")
        #expect(diagnostic.position == input.position)
        #expect(diagnostic.severity == .warning)
    }

    /// Found by mutating the collection's guides: declarations cut short at the end of a block.
    @Test(arguments: ["struct A: View", "struct A<T", "enum E: String, ", "extension A where Self ==", "func f(_ a: Int", "@State private var", "let x: [Int", "var body: some View { if a", "switch x { case .a", "private(set"])
    func truncatedCodeIsReadWithoutACrash(_ source: String) {
        let file = Self.parse(source)
        #expect(file.members.types.count <= 1)
    }

    @Test func parsingGoesOnAfterTooDeepNesting() {
        let deep = "let x = " + String(repeating: "(", count: 1_000) + String(repeating: ")", count: 1_000)
        let file = Self.parse(deep + "\nstruct After: View { var body: some View { Text(\"ok\") } }")
        #expect(file.members.types.map(\.name) == ["After"])
        #expect(file.diagnostics.count == 1)
    }
}
