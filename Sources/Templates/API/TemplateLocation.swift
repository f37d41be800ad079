/// A place in a template's source, for error messages that editors can jump to.
///
/// Lines and columns are 1-based; columns count UTF-8 bytes, like the rest of sitegen's
/// diagnostics. `line == 0` means the error has no place in a template (an unknown template name).
public struct TemplateLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The template's name in its library (`partials/swatch`).
    public var templateName: String
    /// The file the template came from, as the user gave it, if it came from one.
    public var file: String?
    /// 1-based line, or 0 when unknown.
    public var line: Int
    /// 1-based UTF-8 byte column, or 0 when unknown.
    public var column: Int
    /// The whole source line holding the place, without its line ending.
    public var lineText: String

    /// Creates a location.
    public init(templateName: String, file: String? = nil, line: Int = 0, column: Int = 0, lineText: String = "") {
        self.templateName = templateName
        self.file = file
        self.line = line
        self.column = column
        self.lineText = lineText
    }

    /// `file:line:col` (or the template name for a template that has no file), leaving out the
    /// parts that are unknown.
    public var description: String {
        let path = file ?? templateName
        guard line > 0 else { return path }
        guard column > 0 else { return "\(path):\(line)" }
        return "\(path):\(line):\(column)"
    }

    /// Sorted by path, then line, then column: the order errors are printed in.
    public static func < (lhs: TemplateLocation, rhs: TemplateLocation) -> Bool {
        (lhs.file ?? lhs.templateName, lhs.line, lhs.column) < (rhs.file ?? rhs.templateName, rhs.line, rhs.column)
    }
}
