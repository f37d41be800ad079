/// A template that cannot be compiled or rendered: where, and why.
///
/// Printed the way compilers print, so editors and CI can jump to it:
///
/// ```
/// templates/brand.mustache:22:3: error: section 'colors' closed with '{{/color}}'
///   {{/color}}
///   ^
/// ```
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the template is wrong.
    public enum Reason: Sendable, Equatable {
        /// A tag opened with `{{` is never closed; the associated value is the closing text expected (`}}`).
        case unclosedTag(expected: String)
        /// A tag with no name, such as `{{}}` or `{{#}}`.
        case emptyTag
        /// A name with whitespace inside or an empty part (`{{first name}}`, `{{a..b}}`).
        case invalidName(String)
        /// A set-delimiters tag that does not hold exactly two delimiters (`{{=<% =}}`).
        case badDelimiters(String)
        /// A section, block or parent opened here is never closed.
        case unclosedSection(String)
        /// A closing tag that names another section than the one open.
        case mismatchedClosingTag(expected: String, found: String)
        /// A closing tag with no section open.
        case unexpectedClosingTag(String)
        /// A partial or parent that no template in the library is named after.
        case unknownPartial(String)
        /// `render(_:withTemplate:)` asked for a name the library does not hold.
        case unknownTemplate(String)
        /// Partials or parents nested deeper than the renderer allows, almost surely a recursion
        /// the data never ends.
        case recursionTooDeep(String, limit: Int)
        /// Sections, blocks and parents nested deeper than `Template.nestingLimit` in one
        /// template, or deeper than the renderer allows across partials.
        case nestedTooDeep(String, limit: Int)
        /// The file is not UTF-8; the location is the first byte that is not.
        case invalidUTF8
    }

    /// Where the problem is.
    public var location: TemplateLocation
    /// What the problem is.
    public var reason: Reason

    /// Creates an error.
    public init(_ reason: Reason, at location: TemplateLocation) {
        self.reason = reason
        self.location = location
    }

    /// The template's name in its library.
    public var templateName: String { location.templateName }
    /// The 1-based line, or 0 when the error has no place.
    public var line: Int { location.line }
    /// The 1-based UTF-8 byte column, or 0 when the error has no place.
    public var column: Int { location.column }
    /// The offending source line, without its line ending.
    public var lineText: String { location.lineText }

    /// A lower-case sentence quoting the offending text, without the location.
    public var message: String { reason.message }

    /// `path:line:col: error: message`, then the offending line and a caret under the column.
    public var description: String {
        var text = "\(location): error: \(message)"
        if location.line > 0 {
            text += "\n" + location.lineText
            if location.column > 0 { text += "\n" + caretLine }
        }
        return text
    }

    /// Spaces up to the column (tabs kept, so the caret lines up however tabs are shown), then `^`.
    private var caretLine: String {
        let prefix = location.lineText.utf8.prefix(location.column - 1)
        let padding = String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? Character("\t") : Character(" ") }
        return String(padding) + "^"
    }
}
