/// What stands in for a type the code names only by what it must conform to: a generic
/// parameter (`let color: Color` inside `PaymentButtonStyle<Color: PaymentButtonColorProtocol>`)
/// or a protocol. A compiler would know the concrete type from the caller; a drawing with no
/// caller takes the first type the guide declares that conforms, as a preview would pass one.
extension SwiftLibrary {
    /// The type an input of `owner` written as `written` is: a generic parameter of `owner`
    /// constrained to a protocol the guide declares is that protocol (inside the type the
    /// parameter shadows a library type of the same name, such as SwiftUI's `Color`). Any
    /// other type is itself, and so is a parameter constrained to SwiftUI's (`Avatar: View`
    /// is content the caller passes).
    func inputType(_ written: String, in owner: SwiftTypeDeclaration) -> String {
        guard owner.genericParameters.contains(written), let constraint = owner.genericConstraints[written],
              types[constraint]?.declaration.kind == .protocol else { return written }
        return constraint
    }

    /// The first type the guide declares (in the order written) that says it conforms to
    /// `protocolName`, protocols aside.
    func firstConformer(of protocolName: String) -> Located<SwiftTypeDeclaration>? {
        types.values.filter { $0.declaration.kind != .protocol && $0.declaration.conforms(to: protocolName) }
            .min { ($0.block, $0.declaration.position.line, $0.declaration.position.column) < ($1.block, $1.declaration.position.line, $1.declaration.position.column) }
    }
}
