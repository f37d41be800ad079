import Diagnostics
import Support

extension Guide {
    /// The model as pretty-printed JSON, keys in a fixed order and absent values as `null`.
    public func dumpJSON() -> String {
        dumpValue.serialized()
    }

    /// The model as a JSON value (the shape `sitegen dump` prints).
    public var dumpValue: JSONValue {
        .object([
            ("brand", .string(brand)),
            ("slug", .string(slug)),
            ("category", .orNull(category)),
            ("minIOS", .orNull(minimumIOS)),
            ("path", .string(path)),
            ("sections", .array(sections.map { section in
                .object([("title", .string(section.title)), ("number", .orNull(section.number)), ("role", .orNull(section.role?.rawValue)), ("line", .orNull(section.location.line))])
            })),
            ("colors", .array(colors.map(\.dumpValue))),
            ("gradients", .array(gradients.map(\.dumpValue))),
            ("fonts", .array(fonts.map(\.dumpValue))),
            ("typographyFallback", typographyFallback.map { fallback in
                .object([
                    ("families", .strings(fallback.families)),
                    ("systemFont", .bool(fallback.usesSystemFont)),
                    ("systemDesign", .orNull(fallback.systemDesign)),
                    ("statement", .orNull(fallback.statement)),
                ])
            } ?? .null),
            ("components", .array(components.map { component in
                let snippets = component.snippets
                return .object([
                    ("name", .string(component.name)),
                    ("code", .string(component.code)),
                    ("colors", .strings(Self.unique(snippets.flatMap { $0.colorReferences.map(\.name) }))),
                    ("fonts", .strings(Self.unique(snippets.flatMap { $0.fontReferences.map(\.name) }))),
                    ("symbols", .strings(Self.unique(snippets.flatMap(\.symbols)))),
                    ("line", .orNull(component.location.line)),
                ])
            })),
            ("snippets", .array(snippets.map { snippet in
                .object([
                    ("language", .string(snippet.language)),
                    ("heading", .string(snippet.heading)),
                    ("colors", .strings(snippet.colorReferences.map(\.name))),
                    ("fonts", .strings(snippet.fontReferences.map(\.name))),
                    ("undefined", .strings(snippet.undefinedReferences.map(\.name))),
                    ("symbols", .strings(snippet.symbols)),
                    ("line", .orNull(snippet.location.line)),
                ])
            })),
            ("symbols", .array(symbols.map { row in
                .object([
                    ("component", .string(row.component)),
                    ("names", .strings(row.names)),
                    ("size", .orNull(row.sizes.first)),
                    ("sizes", .array(row.sizes.map { .number($0) })),
                    ("sizeText", .orNull(row.sizeText)),
                    ("notes", .strings(row.notes)),
                    ("line", .orNull(row.location.line)),
                ])
            })),
            ("motion", .array(motion.map { spec in
                .object([
                    ("kind", .string(spec.kind.rawValue)),
                    ("name", .string(spec.name)),
                    ("label", .orNull(spec.label)),
                    ("parameters", .object(spec.parameters.map { ($0.label, $0.number.map { .number($0) } ?? .string($0.value)) })),
                    ("line", .orNull(spec.location.line)),
                    ("column", .orNull(spec.location.column)),
                    ("origin", .string(spec.origin.rawValue)),
                ])
            })),
            ("accessibility", .array(accessibilityNotes.map { note in
                .object([("topic", .orNull(note.topic)), ("text", .string(note.text)), ("line", .orNull(note.location.line))])
            })),
            ("diagnostics", .array(diagnostics.map(\.dumpValue))),
        ])
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}

extension ColorToken {
    var dumpValue: JSONValue {
        let kindName: String = switch kind {
        case .literal: "literal"
        case .alias: "alias"
        case .system: "system"
        case .asset: "asset"
        case .dynamic: "dynamic"
        case .function: "function"
        }
        let reference: String? = switch kind {
        case .alias(let name), .system(let name), .asset(let name), .function(let name): name
        case .literal, .dynamic: nil
        }
        return .object([
            ("name", .string(name)),
            ("group", .orNull(group)),
            ("kind", .string(kindName)),
            ("reference", .orNull(reference)),
            ("hex", .orNull(hex)),
            ("alpha", .orNull(displayColor.map { ($0.alpha * 1000).rounded() / 1000 })),
            ("components", color.map { .array([.number($0.red), .number($0.green), .number($0.blue)]) } ?? .null),
            ("light", .orNull(appearance?.light.hex)),
            ("dark", .orNull(appearance?.dark.hex)),
            ("valueSource", .orNull(valueSource?.rawValue)),
            ("comment", .orNull(comment)),
            ("statedHex", .orNull(stated?.color.hex)),
            ("darkCounterpart", .orNull(darkCounterpart)),
            ("lightCounterpart", .orNull(lightCounterpart)),
            ("source", .string(source)),
            ("line", .orNull(location.line)),
            ("column", .orNull(location.column)),
        ])
    }
}

extension GradientToken {
    var dumpValue: JSONValue {
        .object([
            ("name", .string(name)),
            ("group", .orNull(group)),
            ("kind", .string(kind.rawValue)),
            ("stops", .array(zip(stops, resolvedLocations).map { stop, location in
                .object([
                    ("token", .orNull(stop.token)),
                    ("hex", .orNull(stop.color?.hex)),
                    ("alpha", .orNull(stop.color.map { ($0.alpha * 1000).rounded() / 1000 })),
                    ("location", .number(location)),
                    ("expression", .string(stop.expression)),
                ])
            })),
            ("startPoint", .orNull(startPoint)),
            ("endPoint", .orNull(endPoint)),
            ("center", .orNull(center)),
            ("angle", .orNull(angle)),
            ("comment", .orNull(comment ?? documentation)),
            ("line", .orNull(location.line)),
        ])
    }
}

extension FontToken {
    var dumpValue: JSONValue {
        let kindName: String = switch kind {
        case .custom: "custom"
        case .system: "system"
        case .textStyle: "textStyle"
        case .alias: "alias"
        case .runtime: "runtime"
        case .unresolved: "unresolved"
        }
        return .object([
            ("name", .string(name)),
            ("group", .orNull(group)),
            ("kind", .string(kindName)),
            ("face", .orNull(face)),
            ("family", .orNull(family)),
            ("size", .orNull(size)),
            ("weight", .orNull(weight?.rawValue)),
            ("design", .orNull(design)),
            ("italic", .bool(isItalic)),
            ("textStyle", .orNull(textStyle)),
            ("comment", .orNull(comment)),
            ("line", .orNull(location.line)),
        ])
    }
}

extension Diagnostic {
    /// `{file, line, column, severity, message, code}`.
    public var dumpValue: JSONValue {
        .object([
            ("file", .string(location.file)),
            ("line", .orNull(location.line)),
            ("column", .orNull(location.column)),
            ("severity", .string(severity.rawValue)),
            ("code", .string(code)),
            ("message", .string(message)),
        ])
    }
}
