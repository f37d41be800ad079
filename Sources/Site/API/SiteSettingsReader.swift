import Diagnostics
import Foundation
import Support

/// Reads the keys of `sitegen.toml` out of its TOML tree, collecting every problem: unknown
/// keys (with the spelling meant, when it is a near miss), wrong types and bad values.
struct SiteSettingsReader {
    let file: String
    var problems: [Diagnostic] = []

    /// Other generators' spellings and near misses, with the key sitegen reads.
    private static let meant: [String: String] = [
        "baseURL": "base_url", "baseUrl": "base_url", "base-url": "base_url", "baseurl": "base_url", "url": "base_url",
        "name": "title", "theme": "appearance", "colorScheme": "appearance", "color_scheme": "appearance",
        "companions": "[content] companions",
    ]

    mutating func read(_ root: TOMLTable) -> SiteSettings {
        var settings = SiteSettings()
        for entry in root.entries {
            switch entry.key {
            case "title": settings.title = string(entry, allowEmpty: false, isPageText: true)
            case "description": settings.description = string(entry, allowEmpty: true, isPageText: true)
            case "base_url":
                guard let text = string(entry, allowEmpty: false) else { break }
                do { _ = try SiteAddress(text) } catch {
                    problem("\(error.description)", at: entry.valuePosition)
                    break
                }
                settings.baseURL = text
            case "appearance":
                guard let text = string(entry, allowEmpty: false) else { break }
                guard let appearance = Appearance(rawValue: text) else {
                    problem("'appearance' is '\(text)'; use \"light\", \"dark\" or \"system\"", at: entry.valuePosition)
                    break
                }
                settings.appearance = appearance
            case "content":
                guard let table = table(entry) else { break }
                for inner in table.entries {
                    if inner.key == "companions" { settings.companions = companions(inner) } else { unknown(inner, in: "content") }
                }
            default:
                unknown(entry, in: nil)
            }
        }
        return settings
    }

    /// The entry's string; `isPageText` for text every page shows (`cannotBeInHTML`).
    private mutating func string(_ entry: TOMLTable.Entry, allowEmpty: Bool, isPageText: Bool = false) -> String? {
        guard let text = entry.value.stringValue else {
            problem("'\(entry.key)' is \(entry.value.kindName); it must be a string", at: entry.valuePosition)
            return nil
        }
        if !allowEmpty, text.trimmingCharacters(in: .whitespaces).isEmpty {
            problem("'\(entry.key)' is empty", at: entry.valuePosition)
            return nil
        }
        if isPageText, let character = text.unicodeScalars.first(where: Self.cannotBeInHTML) {
            let code = String(character.value, radix: 16, uppercase: true)
            let kind = character.properties.isNoncharacterCodePoint ? "the noncharacter" : "the control character"
            problem("'\(entry.key)' holds \(kind) U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), which a page cannot hold; remove it", at: entry.valuePosition)
            return nil
        }
        return text
    }

    /// Text a TOML escape can give (`\b`, `\u0007`) but no HTML page may hold, raw or as a
    /// character reference (each is a parse error, and browsers read `&#x80;`-`&#x9F;` as
    /// Windows-1252): C0 controls but tab, line feed and carriage return, DEL, the C1 controls
    /// and the noncharacters. Such a title or description is refused here, where its line and
    /// column are known, rather than escaped on the way into the pages: there is no escape.
    static func cannotBeInHTML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: scalar.properties.isNoncharacterCodePoint
        }
    }

    private mutating func table(_ entry: TOMLTable.Entry) -> TOMLTable? {
        guard let table = entry.value.tableValue else {
            problem("'\(entry.key)' is \(entry.value.kindName); it must be a table ([\(entry.key)])", at: entry.valuePosition)
            return nil
        }
        return table
    }

    /// `companions = ["DESIGN.md"]`: today the one companion sitegen publishes as a page.
    private mutating func companions(_ entry: TOMLTable.Entry) -> [String]? {
        guard let elements = entry.value.arrayValue else {
            problem("'companions' is \(entry.value.kindName); it must be an array of file names such as [\"DESIGN.md\"]", at: entry.valuePosition)
            return nil
        }
        var names: [String] = []
        for element in elements {
            guard let name = element.stringValue else {
                problem("'companions' holds \(element.kindName); it must hold file names such as \"DESIGN.md\"", at: entry.valuePosition)
                return nil
            }
            guard SiteConfiguration.publishableCompanions.contains(name) else {
                let known = SiteConfiguration.publishableCompanions.sorted().map { "'\($0)'" }.joined(separator: ", ")
                problem("'\(name)' is not a companion sitegen publishes; it publishes \(known)", at: entry.valuePosition)
                return nil
            }
            names.append(name)
        }
        return names
    }

    private mutating func unknown(_ entry: TOMLTable.Entry, in table: String?) {
        let key = table.map { "\($0).\(entry.key)" } ?? entry.key
        let known = "; sitegen.toml has title, base_url, description, appearance and [content] companions"
        let hint = table == nil ? Self.meant[entry.key].map { "; did you mean '\($0)'?" } ?? known : known
        problem("unknown key '\(key)'\(hint)", at: entry.keyPosition)
    }

    private mutating func problem(_ message: String, at position: TOMLPosition) {
        problems.append(SiteSettings.diagnostic(message, file: file, at: position))
    }
}
