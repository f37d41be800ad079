import Diagnostics
import Guide

/// Runs the check rules over guides: what in a guide would mislead its readers.
///
/// `findings(for:)` is what the rules say. `diagnostics(for:)` is everything `sitegen check`
/// prints for a guide: the reader's own diagnostics (malformed literals, duplicate tokens, …)
/// merged with the findings, where a rule that reports a problem more precisely than the reader
/// (the hex mismatch, an error here and a warning there) replaces the reader's line.
public struct GuideCheck: Sendable {
    /// The rules that run, in the order `--list-rules` prints them.
    public var rules: [any CheckRule]

    /// A check with `rules`, by default every rule of `CheckRules.all`.
    public init(rules: [any CheckRule] = CheckRules.all) {
        self.rules = rules
    }

    /// What the rules find in `guide`, sorted.
    public func findings(for guide: Guide) -> [Diagnostic] {
        let checked = CheckedGuide(guide)
        return rules.flatMap { $0.check(checked) }.sorted()
    }

    /// The reader's diagnostics and the rules' findings for `guide`, each problem once, sorted.
    public func diagnostics(for guide: Guide) -> [Diagnostic] {
        merging(findings(for: guide), into: guide.diagnostics)
    }

    /// What a build prints for `guide`: `diagnostics(for:)`, where the findings of rules that
    /// find self-contradictions (`CheckRule.findsSelfContradictions`) are warnings, not errors.
    /// The guide still publishes, and shows both values; `build --strict` still fails on them.
    public func buildDiagnostics(for guide: Guide) -> [Diagnostic] {
        publishing(diagnostics(for: guide))
    }

    /// `diagnostics` with each error of a rule that finds self-contradictions made a warning:
    /// the one place that decides how a build weighs them.
    public func publishing(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let contradictions = Set(rules.filter(\.findsSelfContradictions).map(\.id))
        return diagnostics.map { diagnostic in
            guard diagnostic.severity == .error, contradictions.contains(diagnostic.code) else { return diagnostic }
            var warning = diagnostic
            warning.severity = .warning
            return warning
        }.sorted()
    }

    /// `diagnostics` (typically a build's) with `findings` added, leaving out each diagnostic
    /// that a finding supersedes: same place, and a code the finding's rule `supersedes`.
    public func merging(_ findings: [Diagnostic], into diagnostics: [Diagnostic]) -> [Diagnostic] {
        var supersededCodes: [String: Set<String>] = [:]
        for rule in rules where !rule.supersedes.isEmpty { supersededCodes[rule.id] = rule.supersedes }
        var superseded: Set<Superseded> = []
        for finding in findings {
            for code in supersededCodes[finding.code] ?? [] { superseded.insert(Superseded(location: finding.location, code: code)) }
        }
        let kept = diagnostics.filter { !superseded.contains(Superseded(location: $0.location, code: $0.code)) }
        return (kept + findings).sorted()
    }

    private struct Superseded: Hashable {
        var location: SourceLocation
        var code: String
    }
}
