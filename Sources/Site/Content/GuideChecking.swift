import Check
import Diagnostics

/// The check rules in the build: `sitegen build` prints what `sitegen check` finds, each
/// problem once (a rule's finding replaces the reader's diagnostic it supersedes).
enum GuideChecking {
    /// `diagnostics` with the findings of every guide of `brands` merged in, sorted.
    static func merge(findingsFor brands: [PublishedBrand], into diagnostics: [Diagnostic]) async -> [Diagnostic] {
        let check = GuideCheck()
        let findings = await withTaskGroup(of: [Diagnostic].self) { group in
            for brand in brands {
                group.addTask { check.findings(for: brand.guide) }
            }
            var all: [Diagnostic] = []
            for await found in group { all += found }
            return all
        }
        return check.merging(findings, into: diagnostics)
    }

    /// Whether the problems fail the build: any error, or with `strict` any warning.
    static func fails(_ diagnostics: [Diagnostic], strict: Bool) -> Bool {
        diagnostics.containsErrors || (strict && diagnostics.count(of: .warning) > 0)
    }
}
