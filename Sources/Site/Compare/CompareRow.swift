import Guide

/// A row of the comparison table: one thing every brand is compared on.
struct CompareRow: Sendable {
    enum Kind: Sendable, Equatable {
        case fact(Fact)
        case color(ColorRole)
        case gradients
        case otherColors
        case type(TypeRole)
        case typeScale
        case component(ComponentKind)
        case symbols(SymbolPurpose)
        case motion(MotionSpec.Kind)
    }

    enum Fact: String, Sendable { case appearance, minimumIOS, typefaces }

    let id: String
    let section: String
    let label: String
    let kind: Kind

    /// Every row, in the order the table shows them.
    static let all: [CompareRow] = {
        var rows: [CompareRow] = [
            CompareRow(id: "fact-appearance", section: "Basics", label: "Appearance", kind: .fact(.appearance)),
            CompareRow(id: "fact-ios", section: "Basics", label: "Minimum iOS", kind: .fact(.minimumIOS)),
            CompareRow(id: "fact-typefaces", section: "Basics", label: "Typefaces", kind: .fact(.typefaces)),
        ]
        rows += ColorRole.allCases.map { CompareRow(id: "color-\($0.rawValue)", section: "Colors by role", label: $0.label, kind: .color($0)) }
        rows.append(CompareRow(id: "color-gradients", section: "Colors by role", label: "Gradients", kind: .gradients))
        rows.append(CompareRow(id: "color-other", section: "Colors by role", label: "Other colors", kind: .otherColors))
        rows += TypeRole.allCases.map { CompareRow(id: "type-\($0.rawValue)", section: "Typography by role", label: $0.label, kind: .type($0)) }
        rows.append(CompareRow(id: "type-scale", section: "Typography by role", label: "Type-scale ratio", kind: .typeScale))
        rows += ComponentKind.allCases.map { CompareRow(id: "component-\($0.rawValue)", section: "Components", label: $0.label, kind: .component($0)) }
        rows += SymbolPurpose.allCases.map { CompareRow(id: "symbol-\($0.rawValue)", section: "SF Symbols by purpose", label: $0.label, kind: .symbols($0)) }
        rows += [MotionSpec.Kind.spring, .easing, .haptic].map { kind in
            CompareRow(id: "motion-\(kind.rawValue)", section: "Motion", label: kind == .spring ? "Springs" : kind == .easing ? "Durations" : "Haptics", kind: .motion(kind))
        }
        return rows
    }()
}
