/// The color tokens of `extension Color` / `extension UIColor` (and members typed `Color`), read
/// by running each in the interpreter: in light, then in dark where the light run asked for the
/// appearance. What the value is of (another token, a system or asset color) is what its
/// expression names (`WrittenColor`); a literal slip is `ColorLiteralCheck`'s.
extension TokenExtraction {
    /// Steps one color token's reading may take: helpers that branch into themselves double
    /// their work at each level, and one such token must not spend the steps of every other.
    static let colorReadingSteps = 20_000

    /// Reads the declarations of `declarations` and of `twins` (the `UIColor` members that
    /// `Color` tokens of the same name wrap) in `light` and `dark`, each after what it names.
    /// Returns the readings by declaration path (`Color.brand`) and the warning of each that ran
    /// into a limit.
    mutating func runColors(_ declarations: [LocatedDeclaration], twins: [LocatedDeclaration], helpers: HelperFunctions,
                            light: inout SwiftRuntime, dark: inout SwiftRuntime) -> (readings: [String: ColorReading], stops: [String: String]) {
        var seen: Set<String> = []
        let members = (declarations + twins).compactMap { located -> (String, SwiftDeclarationTable.Member)? in
            let declaration = located.declaration
            guard seen.insert(declaration.path).inserted,
                  let member = table.members(of: declaration.owner.joined(separator: "."), named: declaration.name).first(where: \.isStatic) else { return nil }
            return (member.path, member)
        }
        let byPath = Dictionary(members, uniquingKeysWith: { first, _ in first })
        var pathsByName: [String: [String]] = [:]
        for (path, member) in members where pathsByName[member.name]?.contains(path) != true { pathsByName[member.name, default: []].append(path) }
        let declared = Dictionary((declarations + twins).map { ($0.declaration.path, $0.declaration) }, uniquingKeysWith: { first, _ in first })
        // Each token after the tokens and helpers it names: a chain of N names is N short runs,
        // never one N deep.
        let keys = members.map(\.0) + helpers.functions.keys.sorted().map(HelperFunctions.key)
        let order = AliasOrder(keys) { key in
            (helpers.mentionedNames(ofKey: key) ?? declared[key]?.mentionedNames ?? []).flatMap { name in
                (pathsByName[name] ?? []) + (helpers.isHelper(name) ? [HelperFunctions.key(name)] : [])
            }
        }
        work += order.work
        let stepsBefore = light.steps + dark.steps
        var lightValues: [String: SwiftValue] = [:]
        var adaptive: Set<String> = []
        for key in order.order {
            guard let member = byPath[key] else { continue }
            let reads = light.appearanceReads
            light.stepCeiling = light.steps + Self.colorReadingSteps
            lightValues[key] = light.staticValue(member)
            if light.appearanceReads > reads { adaptive.insert(key) }
        }
        light.stepCeiling = nil
        // What did not ask for the appearance is the same in dark: the dark run starts from it,
        // so it runs only what depends on the appearance (and no chain of plain names again).
        dark.adopt(light.statics.filter { !light.appearanceDependent.contains($0.key) })
        var darkValues: [String: SwiftValue] = [:]
        for key in order.order where adaptive.contains(key) {
            guard let member = byPath[key] else { continue }
            dark.stepCeiling = dark.steps + Self.colorReadingSteps
            darkValues[key] = dark.staticValue(member)
        }
        dark.stepCeiling = nil
        work += light.steps + dark.steps - stepsBefore

        let tokenNames = Set(declarations.map(\.declaration.name))
        let twinNames = Set(twins.map(\.declaration.name))
        let check = ColorLiteralCheck(initializers: helpers.initializers)
        var readings: [String: ColorReading] = [:]
        var stops: [String: String] = [:]
        for located in declarations {
            let declaration = located.declaration
            let path = declaration.path
            if let stop = light.stop(evaluating: path) ?? dark.stop(evaluating: path) {
                stops[path] = Self.message(stop, reading: declaration.name, limit: light.stepLimit)
                continue
            }
            let written = declaration.writtenValue
            var reading = ColorReading(kind: .function(written?.text ?? declaration.name))
            guard let lightValue = lightValues[path] else {
                readings[path] = reading
                continue
            }
            let lightView = light.colorView(of: lightValue)
            let darkView = adaptive.contains(path) ? darkValues[path].flatMap { dark.colorView(of: $0) } : lightView
            if case .known(let lightColor)? = lightView, case .known(let darkColor)? = darkView {
                if lightColor != darkColor || adaptive.contains(path) {
                    reading.kind = .dynamic
                    reading.appearance = Appearance(light: lightColor, dark: darkColor, source: .code)
                } else {
                    reading.kind = .literal
                    reading.color = lightColor
                }
            } else if case .stated(let lightColor, _)? = lightView {
                // Through an asset whose value a comment states: the comment's values.
                reading.stated = StatedColor(color: lightColor, statesAlpha: lightColor.alpha < 1, text: lightColor.hex)
                if case .stated(let darkColor, _)? = darkView, darkColor != lightColor {
                    reading.appearance = Appearance(light: lightColor, dark: darkColor, source: .comment)
                }
            } else if adaptive.contains(path) {
                reading.kind = .dynamic
            }
            if let written {
                if let kind = WrittenColor.kind(of: written, tokens: tokenNames, twins: twinNames, reading: declaration.name) { reading.kind = kind }
                // A literal slip is an error, and the token keeps no value: the interpreter
                // clamped the components into one.
                if let problem = check.problem(in: written) {
                    reading = ColorReading(kind: .function(written.text), problem: problem)
                }
            }
            readings[path] = reading
        }
        return (readings, stops)
    }
}

extension SwiftDeclaration {
    /// Its type's path and its name: `Color.brand`, `DS.Foreground.primary`.
    var path: String { (owner + [name]).joined(separator: ".") }

    /// The one expression that gives its value: a stored value, or a computed property's one
    /// result.
    var writtenValue: SwiftExpression? {
        switch kind {
        case .stored(let expression): expression
        case .computed(let body): body.results.count == 1 ? body.results[0] : nil
        case .function: nil
        }
    }
}
