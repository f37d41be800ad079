import Diagnostics
import Foundation
import Guide
import Support

/// How `sitegen check` prints what it finds.
public enum FindingFormat: String, Sendable, CaseIterable {
    /// `path:line:col: severity: message`, with `note:` lines, as editors parse it.
    case text
    /// An array of objects: file, line, column, severity, code, message, notes.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`),
    /// which show as annotations on the pull request.
    case github

    /// `diagnostics` in this format, ending with a newline (or empty when there are none, except
    /// for JSON, which prints an empty array).
    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch self {
        case .text:
            return diagnostics.map { $0.description + "\n" }.joined()
        case .json:
            return JSONValue.array(diagnostics.map(Self.json)).serialized() + "\n"
        case .github:
            return diagnostics.map(Self.workflowCommand).joined()
        }
    }

    private static func json(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.location.file)),
            ("line", .number(Double(diagnostic.location.line))),
            ("column", .number(Double(diagnostic.location.column))),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code)),
            ("message", .string(diagnostic.message)),
            ("notes", .array(diagnostic.notes.map(json))),
        ])
    }

    /// One workflow command. Notes go into the message on lines of their own, since an
    /// annotation has one place.
    private static func workflowCommand(_ diagnostic: Diagnostic) -> String {
        let command = switch diagnostic.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        let location = diagnostic.location
        var properties = ["file=\(escapeProperty(OneLine.escaping(location.file)))"]
        if location.line > 0 { properties.append("line=\(location.line)") }
        if location.column > 0 { properties.append("col=\(location.column)") }
        if !diagnostic.code.isEmpty { properties.append("title=\(escapeProperty(OneLine.escaping(diagnostic.code)))") }
        // Each part is one line first (`OneLine`): the only line breaks left are the ones
        // between the message and its notes, which GitHub shows as lines of the annotation.
        let message = ([OneLine.escaping(diagnostic.message)] + diagnostic.notes.map { "\($0.location): note: \(OneLine.escaping($0.message))" })
            .joined(separator: "\n")
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// GitHub's escaping for a command's message.
    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// GitHub's escaping for a property value, where `:` and `,` are separators.
    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
