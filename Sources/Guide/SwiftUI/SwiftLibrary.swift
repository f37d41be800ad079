/// Everything the guide's Swift code declares, across all its code blocks, by name: what the
/// view evaluator looks up when a component calls a view, a style or a helper.
struct SwiftLibrary {
    /// A declaration with the index of the code block it is in (for locations).
    struct Located<Declaration> {
        let declaration: Declaration
        let block: Int
    }

    let blocks: [CodeBlock]
    let files: [SwiftSourceFile?]
    /// Types by name (the first declaration), with the members their extensions add.
    private(set) var types: [String: Located<SwiftTypeDeclaration>] = [:]
    /// Each type's path through the types around it, by the simple name `types` keys it by
    /// (`Text` → `Design.Text`), for code the interpreter runs, which names types by path.
    private(set) var paths: [String: String] = [:]
    /// Members of `extension View { func brandCard() -> some View }`.
    private(set) var viewFunctions: [String: Located<SwiftFunction>] = [:]
    /// Every member of `extension View` of each name, in the order written: a call picks the
    /// one its labels fit (`viewFunction(_:labels:trailingClosure:)`).
    private(set) var viewFunctionOverloads: [String: [Located<SwiftFunction>]] = [:]
    /// Static members of `extension ButtonStyle where Self == X` and similar.
    private(set) var styleShortcuts: [String: Located<SwiftProperty>] = [:]
    private(set) var topLevelProperties: [String: Located<SwiftProperty>] = [:]
    private(set) var topLevelFunctions: [String: Located<SwiftFunction>] = [:]

    init(blocks: [CodeBlock], files: [SwiftSourceFile?]) {
        self.blocks = blocks
        self.files = files
        var extensions: [(SwiftTypeDeclaration, Int)] = []
        for (index, file) in files.enumerated() {
            guard let file else { continue }
            for property in file.members.properties where topLevelProperties[property.name] == nil {
                topLevelProperties[property.name] = Located(declaration: property, block: index)
            }
            for function in file.members.functions where topLevelFunctions[function.name] == nil {
                topLevelFunctions[function.name] = Located(declaration: function, block: index)
            }
            for (path, type) in file.allTypesWithPaths where type.kind != .extension && paths[type.name] == nil {
                paths[type.name] = path
            }
            for type in file.allTypes {
                if type.kind == .extension {
                    extensions.append((type, index))
                } else if types[type.name] == nil {
                    types[type.name] = Located(declaration: type, block: index)
                }
            }
        }
        for (type, index) in extensions {
            switch ExtendedProtocol(rawValue: type.name) {
            case .view?:
                for function in type.members.functions {
                    if viewFunctions[function.name] == nil { viewFunctions[function.name] = Located(declaration: function, block: index) }
                    viewFunctionOverloads[function.name, default: []].append(Located(declaration: function, block: index))
                }
            case let style? where style.holdsStyles:
                for property in type.members.properties where property.isStatic && styleShortcuts[property.name] == nil {
                    styleShortcuts[property.name] = Located(declaration: property, block: index)
                }
                for function in type.members.functions where function.isStatic && viewFunctions["static." + function.name] == nil {
                    viewFunctions["static." + function.name] = Located(declaration: function, block: index)
                }
            case .some, nil:
                guard var existing = types[type.name] else {
                    types[type.name] = Located(declaration: type, block: index)
                    continue
                }
                // Members an extension adds in the type's own block are read with the type;
                // those of other blocks keep their block, for their locations.
                var merged = existing.declaration
                if existing.block == index {
                    merged.members.properties += type.members.properties
                    merged.members.functions += type.members.functions
                    merged.members.initializers += type.members.initializers
                    merged.inheritance += type.inheritance
                    existing = Located(declaration: merged, block: index)
                    types[type.name] = existing
                } else {
                    merged.inheritance += type.inheritance
                    types[type.name] = Located(declaration: merged, block: existing.block)
                    extensionMembers[type.name, default: []].append(Located(declaration: type, block: index))
                }
            }
        }
        index()
    }

    /// Enums by the names of their cases (for `.primary` with no type written), by type name.
    private(set) var enumsByCase: [String: [Located<SwiftTypeDeclaration>]] = [:]
    /// Generic parameters of the guide's views (`Content`), which inputs fill with placeholders.
    private(set) var viewGenericParameters: Set<String> = []

    /// Indexes what lookups need by name, once (a search over every type per lookup made many
    /// components quadratic).
    private mutating func index() {
        for type in types.values.sorted(by: { $0.declaration.name < $1.declaration.name }) {
            if type.declaration.kind == .enum {
                for enumCase in type.declaration.members.cases { enumsByCase[enumCase.name, default: []].append(type) }
            }
            if type.declaration.conforms(to: "View") { viewGenericParameters.formUnion(type.declaration.genericParameters) }
        }
    }

    /// Extensions of a type declared in another block than the type.
    private(set) var extensionMembers: [String: [Located<SwiftTypeDeclaration>]] = [:]

    /// The type named `name` if it conforms to `protocolName`.
    /// The type a written path names (`Theme`, `DesignSystem.Button`): the type of its last
    /// name, when the path is how the guide nests it (the whole path or its tail).
    /// The associated-value types of the case `name` of the enum `enumName`, or, with no enum
    /// named (`.invalid` written without its type), of the first enum declaring such a case.
    func associatedTypes(ofCase name: String, inEnum enumName: String?) -> [String] {
        if let enumName, !enumName.isEmpty, let declared = types[enumName]?.declaration.members.cases.first(where: { $0.name == name }) {
            return declared.associatedTypes
        }
        for type in types.keys.sorted() {
            if let declared = types[type]?.declaration.members.cases.first(where: { $0.name == name && $0.hasAssociatedValues }) { return declared.associatedTypes }
        }
        return []
    }

    func type(atPath path: [String]) -> Located<SwiftTypeDeclaration>? {
        guard let last = path.last, let type = types[last] else { return nil }
        guard path.count > 1 else { return type }
        let written = path.joined(separator: ".")
        let nested = paths[last] ?? last
        return nested == written || nested.hasSuffix("." + written) ? type : nil
    }

    func type(_ name: String, conformingTo protocolName: String) -> Located<SwiftTypeDeclaration>? {
        guard let type = types[name], type.declaration.conforms(to: protocolName) else { return nil }
        return type
    }

    /// A property of `type` (or of its extensions), with the block it is declared in.
    func property(_ name: String, of type: Located<SwiftTypeDeclaration>) -> Located<SwiftProperty>? {
        // `let body: String` beside `var body: some View` does not compile, but a reader means the view.
        if name == "body", let property = type.declaration.members.properties.first(where: { $0.name == name && $0.getter != nil }) {
            return Located(declaration: property, block: type.block)
        }
        if let property = type.declaration.members.properties.first(where: { $0.name == name }) { return Located(declaration: property, block: type.block) }
        for extensionType in extensionMembers[type.declaration.name] ?? [] {
            if let property = extensionType.declaration.members.properties.first(where: { $0.name == name }) { return Located(declaration: property, block: extensionType.block) }
        }
        return nil
    }

    /// A function of `type` (or of its extensions).
    func function(_ name: String, of type: Located<SwiftTypeDeclaration>) -> Located<SwiftFunction>? {
        if let function = type.declaration.members.functions.first(where: { $0.name == name }) { return Located(declaration: function, block: type.block) }
        for extensionType in extensionMembers[type.declaration.name] ?? [] {
            if let function = extensionType.declaration.members.functions.first(where: { $0.name == name }) { return Located(declaration: function, block: extensionType.block) }
        }
        return nil
    }
}
