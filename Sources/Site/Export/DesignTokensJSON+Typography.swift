import Guide
import Support

extension DesignTokensJSON {
    /// `fontFamily`, `fontWeight` and `typography` groups. Each composite points at its family
    /// and weight tokens; the family list is `tokens.css`'s stack (code faces stay monospace),
    /// and a token without a size takes the 17 px `tokens.css` gives it, marked as assumed. iOS
    /// leaves line height and tracking to the font, so the values DTCG requires are the
    /// defaults (1.2, 0), marked as assumed too.
    static func typography(_ guide: Guide, paths: TokenPaths, names: TokenNames, into writer: inout JSONWriter) {
        let families = paths.families
        var weights: [FontWeight] = []
        var byGroup: [(key: String, tokens: [(token: FontToken, member: String, value: TypeValue)])] = []
        var values: [String: Composite] = [:]
        for token in guide.fonts {
            guard let place = paths.fonts[token.name], values[token.name] == nil else { continue }
            let weight = token.displayWeight ?? .regular
            if !weights.contains(weight) { weights.append(weight) }
            let composite = Composite(family: families.key(for: token), size: JSONValue.format(token.exportedSize), weight: weight.rawValue)
            values[token.name] = composite
            var value = TypeValue.composite(composite)
            if case .alias(let target) = token.kind, target != token.name, values[target] == composite, let targetPlace = paths.fonts[target] {
                value = .reference("{" + targetPlace.path + "}")
            }
            if let index = byGroup.firstIndex(where: { $0.key == place.group }) {
                byGroup[index].tokens.append((token, place.member, value))
            } else {
                byGroup.append((place.group, [(token, place.member, value)]))
            }
        }
        writer.key("fontFamily")
        writer.value(.object(families.all.map { ($0.key, entry("fontFamily", .strings($0.families))) }))
        writer.key("fontWeight")
        writer.value(.object(weights.sorted().map { ($0.rawValue, entry("fontWeight", .number(Double($0.cssWeight)))) }))
        writer.key("typography")
        writer.openObject()
        for group in byGroup {
            writer.key(group.key)
            writer.openObject()
            for (token, member, value) in group.tokens {
                writeToken(member, type: "typography", description: token.comment, cssVariable: names.font(token.name), swift: token.source, into: &writer) { writer in
                    value.write(into: &writer)
                } details: { writer in
                    writer.key("face")
                    writer.string(orNull: token.face)
                    writer.key("textStyle")
                    writer.string(orNull: token.textStyle)
                    writer.key("italic")
                    writer.bool(token.isItalic)
                    writer.key("design")
                    writer.string(orNull: token.design)
                    writer.key("assumed")
                    writer.openArray()
                    writer.string("letterSpacing")
                    writer.string("lineHeight")
                    if token.displaySize == nil { writer.string("fontSize") }
                    writer.close()
                    writer.key("line")
                    writer.number(Double(token.location.line))
                }
            }
            writer.close()
        }
        writer.close()
    }

    /// A typography composite by what tells two apart: two of the same text are the same
    /// value, so an alias that keeps its target's becomes a reference to it. (`size` is the
    /// number as JSON writes it.)
    struct Composite: Equatable {
        let family: String
        let size: String
        let weight: String
    }

    enum TypeValue {
        case composite(Composite)
        /// `{typography.Type.title}`.
        case reference(String)

        func write(into writer: inout JSONWriter) {
            switch self {
            case .reference(let path): writer.string(path)
            case .composite(let composite):
                writer.openObject()
                writer.member("fontFamily", "{fontFamily." + composite.family + "}")
                writer.key("fontSize")
                writer.openObject()
                writer.key("value")
                writer.raw(composite.size)
                writer.member("unit", "px")
                writer.close()
                writer.member("fontWeight", "{fontWeight." + composite.weight + "}")
                writer.key("letterSpacing")
                writer.openObject()
                writer.key("value")
                writer.number(0)
                writer.member("unit", "px")
                writer.close()
                writer.key("lineHeight")
                writer.number(1.2)
                writer.close()
            }
        }
    }
}
