import Markdown

extension GuideReader {
    /// The motion section's code specs, then what the prose of the motion and accessibility
    /// sections adds, in the order written: a prose spec that restates one read before it
    /// (`MotionSpec.restates`) is left out.
    ///
    /// Code first, not interleaved by line: the code is the guide's specification and the prose
    /// comments on it, and the site names a code spec's exported token by its place among the
    /// specs, which prose written above the code would otherwise shift.
    static func motion(code blocks: [CodeBlock], prose sections: [GuideSection], document: MarkdownDocument, lexing: SwiftLexing) -> [MotionSpec] {
        var specs = blocks.flatMap { MotionReader().specs(in: $0) }
        // What `MotionSpec.restates` compares, of every spec kept so far.
        var gists = Set(specs.map(\.gist))
        var times = Set(specs.flatMap(\.times))
        let reader = ProseMotionReader(document: document, lexing: lexing)
        for spec in sections.flatMap(reader.specs(in:)) {
            guard !(spec.bareTime.map(times.contains) ?? gists.contains(spec.gist)) else { continue }
            specs.append(spec)
            gists.insert(spec.gist)
            times.formUnion(spec.times)
        }
        return specs
    }
}
