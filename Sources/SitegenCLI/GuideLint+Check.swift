import Check
import Site

extension GuideLint {
    /// `sitegen check`'s rules, as `build` and `serve` report them: the wiring that keeps Site
    /// free of Check.
    static let check: GuideLint = {
        let check = GuideCheck()
        return GuideLint(identity: "check " + check.rules.map(\.id).joined(separator: ",")) { guide in
            check.buildDiagnostics(for: guide)
        }
    }()
}
