import Diagnostics
import Guide

/// One rule of `sitegen check`: a question asked of a guide, answered with findings.
///
/// Rules are independent of each other: each reads the guide model and reports what it finds,
/// with its `id` as the findings' `code`, so a reader of the output (or a CI annotation) can
/// tell which rule spoke.
public protocol CheckRule: Sendable {
    /// A stable identifier, used as the findings' `code` (`check.hex-mismatch`).
    var id: String { get }
    /// One line saying what the rule finds, for `sitegen check --list-rules`.
    var summary: String { get }
    /// The reader's diagnostic codes this rule reports itself, more precisely: a reader
    /// diagnostic with one of these codes at the place of one of this rule's findings is dropped,
    /// so each problem is printed once.
    var supersedes: Set<String> { get }
    /// Whether the rule's findings are self-contradictions: the guide gives two values for one
    /// thing (a token's components and its own comment's hex). `sitegen check` reports them as
    /// errors; a build publishes the guide with them as warnings (`GuideCheck.buildDiagnostics(for:)`)
    /// and its page shows both values. False unless a rule says so.
    var findsSelfContradictions: Bool { get }
    /// The rule's findings for the guide, in any order.
    func check(_ checked: CheckedGuide) -> [Diagnostic]
}

extension CheckRule {
    public var supersedes: Set<String> { [] }
    public var findsSelfContradictions: Bool { false }

    /// The rule's findings for `guide` alone, in any order.
    public func check(_ guide: Guide) -> [Diagnostic] { check(CheckedGuide(guide)) }
}
