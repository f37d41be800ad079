import Diagnostics
import Foundation
import Guide

// The manifest is read and written on every build, and at a thousand brands it holds tens of
// thousands of strings. Mapping it to and from `JSONValue` by hand costs a fraction of what
// the Codable machinery does (its generic decoding was the largest part of a rebuild).

extension BuildManifest {
    init?(json data: Data) {
        guard let object = (try? JSONValue(parsing: data))?.members,
              let version = object["version"]?.numberValue, let generator = object["generator"]?.stringValue,
              let theme = object["theme"]?.stringValue, let address = object["address"]?.stringValue,
              let brands = object["brands"]?.arrayValue, let comparePages = object["comparePages"]?.members,
              let sitePages = object["sitePages"]?.stringValue, let sitePagePaths = object["sitePagePaths"]?.arrayValue else { return nil }
        var digests: [BrandDigest] = []
        digests.reserveCapacity(brands.count)
        for brand in brands {
            guard let digest = BrandDigest(json: brand) else { return nil }
            digests.append(digest)
        }
        self.init(
            version: Int(version), generator: generator, theme: theme, address: address, brands: digests,
            sitePages: sitePages, sitePagePaths: sitePagePaths.compactMap(\.stringValue),
            comparePages: comparePages.compactMapValues(\.stringValue)
        )
    }

    var json: JSONValue {
        .object([
            ("version", .number(Double(version))),
            ("generator", .string(generator)),
            ("theme", .string(theme)),
            ("address", .string(address)),
            ("brands", .array(brands.map(\.json))),
            ("sitePages", .string(sitePages)),
            ("sitePagePaths", .strings(sitePagePaths)),
            ("comparePages", .object(comparePages.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
        ])
    }
}

extension BrandDigest {
    init?(json: JSONValue) {
        guard let object = json.members else { return nil }
        func string(_ key: String) -> String? { object[key]?.stringValue }
        func int(_ key: String) -> Int? { object[key]?.numberValue.map { Int($0) } }
        func strings(_ key: String) -> [String]? { object[key]?.arrayValue?.compactMap(\.stringValue) }
        guard let relativePath = string("relativePath"), let input = string("input"), let slug = string("slug"),
              let name = string("name"), let category = string("category"), let typeface = string("typeface"),
              let appearance = string("appearance"), let colorCount = int("colorCount"), let fontCount = int("fontCount"),
              let componentCount = int("componentCount"), let keyColors = object["keyColors"]?.arrayValue,
              let palette = object["palette"]?.arrayValue, let symbols = object["symbols"]?.arrayValue,
              let search = string("search"), let diagnostics = object["diagnostics"]?.arrayValue,
              let siteHash = string("siteHash"), let key = string("key"), let columnHash = string("columnHash"),
              let files = strings("files"), let pagePaths = strings("pagePaths") else { return nil }
        self.relativePath = relativePath
        self.input = input
        self.slug = slug
        self.name = name
        self.category = category
        self.summary = string("summary")
        self.typeface = typeface
        self.appearance = appearance
        self.minimumIOS = string("minimumIOS")
        self.colorCount = colorCount
        self.fontCount = fontCount
        self.componentCount = componentCount
        self.keyColors = keyColors.compactMap { color in
            guard let pair = color.members, let name = pair["name"]?.stringValue, let hex = pair["hex"]?.stringValue else { return nil }
            return NamedColor(name: name, hex: hex)
        }
        self.palette = palette.map { $0.arrayValue?.compactMap(\.numberValue) }
        self.symbols = symbols.compactMap { symbol in
            guard let use = symbol.members, let name = use["name"]?.stringValue, let purpose = use["purpose"]?.stringValue else { return nil }
            return SymbolUse(name: name, purpose: purpose, size: use["size"]?.stringValue)
        }
        self.search = search
        self.companionPath = string("companionPath")
        self.readmePath = string("readmePath")
        self.diagnostics = diagnostics.compactMap(Diagnostic.init(manifest:))
        self.siteHash = siteHash
        self.key = key
        self.columnHash = columnHash
        self.files = files
        self.pagePaths = pagePaths
    }

    var json: JSONValue {
        .object(siteFacingMembers + [
            ("input", .string(input)),
            ("diagnostics", .array(diagnostics.map(\.manifestJSON))),
            ("siteHash", .string(siteHash)),
            ("key", .string(key)),
            ("columnHash", .string(columnHash)),
            ("files", .strings(files)),
            ("pagePaths", .strings(pagePaths)),
        ])
    }

    /// The fields site-wide pages are made from.
    var siteFacingMembers: [(String, JSONValue)] {
        [
            ("relativePath", .string(relativePath)),
            ("slug", .string(slug)),
            ("name", .string(name)),
            ("category", .string(category)),
            ("summary", .orNull(summary)),
            ("typeface", .string(typeface)),
            ("appearance", .string(appearance)),
            ("minimumIOS", .orNull(minimumIOS)),
            ("colorCount", .number(Double(colorCount))),
            ("fontCount", .number(Double(fontCount))),
            ("componentCount", .number(Double(componentCount))),
            ("keyColors", .array(keyColors.map { .object([("name", .string($0.name)), ("hex", .string($0.hex))]) })),
            ("palette", .array(palette.map { components in components.map { .array($0.map(JSONValue.number)) } ?? .null })),
            ("symbols", .array(symbols.map { .object([("name", .string($0.name)), ("purpose", .string($0.purpose)), ("size", .orNull($0.size))]) })),
            ("search", .string(search)),
            ("companionPath", .orNull(companionPath)),
            ("readmePath", .orNull(readmePath)),
        ]
    }
}

/// A diagnostic is stored as one flat array, `[file, line, column, severity, code, message,
/// notes]`: manifests hold thousands of them.
extension Diagnostic {
    fileprivate init?(manifest json: JSONValue) {
        guard let fields = json.arrayValue, fields.count >= 6, let file = fields[0].stringValue,
              let line = fields[1].numberValue, let column = fields[2].numberValue,
              let severity = fields[3].stringValue.flatMap(Severity.init(rawValue:)),
              let code = fields[4].stringValue, let message = fields[5].stringValue else { return nil }
        let notes = fields.count > 6 ? (fields[6].arrayValue ?? []).compactMap(Diagnostic.init(manifest:)) : []
        self.init(severity, message, at: SourceLocation(file: file, line: Int(line), column: Int(column)), code: code, notes: notes)
    }

    fileprivate var manifestJSON: JSONValue {
        var fields: [JSONValue] = [
            .string(location.file), .number(Double(location.line)), .number(Double(location.column)),
            .string(severity.rawValue), .string(code), .string(message),
        ]
        if !notes.isEmpty { fields.append(.array(notes.map(\.manifestJSON))) }
        return .array(fields)
    }
}
