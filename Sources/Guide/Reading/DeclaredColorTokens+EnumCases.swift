/// Colors an enum gives per case: instance properties that switch over `self`
/// (`PayPalButtonColor.blue.backgroundColor`, `.tappedButtonColor`, Braintree's button colors),
/// one token for each property of each case, named by its path, read in the light and the dark
/// run.
extension DeclaredColorTokens {
    static func enumCaseCandidates(in table: SwiftDeclarationTable, runtime: inout SwiftRuntime) -> [Candidate] {
        var candidates: [Candidate] = []
        var scope = SwiftScope()
        for path in table.types.keys.sorted() {
            let declarations = table.types[path] ?? []
            guard declarations.contains(where: { $0.kind == .enum }), !declarations.contains(where: { !ViewKind.drawingProtocols.isDisjoint(with: $0.inheritance) }) else { continue }
            let cases = declarations.flatMap(\.members.cases).filter { !$0.hasAssociatedValues }
            guard !cases.isEmpty else { continue }
            var seen: Set<String> = []
            let members = table.members(of: path) { member in
                guard !member.isStatic, case .computed = member.value, isColor(member.type) else { return false }
                return seen.insert(member.name).inserted
            }
            // With one color property a case reads as that color, a token of its own name
            // (`candidates(in:…)`); with more, each property of each case is one.
            guard members.count >= 2 else { continue }
            let owner = path.split(separator: ".").map(String.init)
            // Each case as the code names it (its raw value with it), the same in both runs:
            // made once, read by every color property.
            let values = cases.compactMap { enumCase -> (name: String, value: SwiftValue)? in
                let value = runtime.member(.type(path), enumCase.name, in: &scope, context: SwiftRuntime.Context(owner: owner))
                guard case .enumCase = value else { return nil }
                return (enumCase.name, value)
            }
            for member in members {
                for (name, value) in values {
                    candidates.append(Candidate(owner: owner + [name], themes: (value, value), themeIsOnePalette: true, isCall: false,
                                                name: member.name, trivia: member.trivia, block: member.block, position: member.position))
                }
            }
        }
        return candidates
    }
}
