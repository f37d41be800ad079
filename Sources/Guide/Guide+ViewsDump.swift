import Diagnostics
import Support

extension Guide {
    /// The most bytes an output drawn from the guide may have (its brand page, its views
    /// JSON): 20 times the guide's bytes plus 1 MB. The real guides' brand pages are 7 to 11
    /// times their bytes; drawings are what can grow past that (a view reused by many
    /// components, each drawn again), so past the bound they are what is left out.
    public var outputBound: Int { 20 * document.text.utf8.count + 1_000_000 }

    /// `viewsDumpValue` as the text `sitegen dump --views` prints, within `outputBound`: past
    /// it, each component whose views no longer fit (in the guide's order) has every state
    /// drawn as one gap, and one warning names the first at its heading.
    public func viewsDump() -> (json: String, diagnostics: [Diagnostic]) {
        let bound = outputBound
        let whole = viewsDumpValue.serialized()
        let wholeBytes = whole.utf8.count
        guard wholeBytes > bound else { return (whole, []) }
        // Each component is measured as it lies in the whole, two levels in: every line after
        // its first is four spaces further in. The rest of the text is under a kilobyte.
        func bytes(_ component: Component) -> Int {
            let text = component.viewsDumpValue.serialized()
            return text.utf8.count + 4 * text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } + 8
        }
        var kept = self
        var used = 1_024
        var leftOut: [Component] = []
        for index in kept.components.indices {
            let size = bytes(kept.components[index])
            if used + size <= bound {
                used += size
                continue
            }
            leftOut.append(kept.components[index])
            kept.components[index].views = kept.components[index].views.map { state in
                ComponentState(label: state.label, view: .unsupported("views past the dump's \(bound) bytes", at: state.view.location))
            }
            used += bytes(kept.components[index])
        }
        let first = leftOut[0]
        let message = "the views JSON would be \(wholeBytes) bytes, past its bound of \(bound) (20 times the guide's bytes and 1 MB); the views of \(leftOut.count) component\(leftOut.count == 1 ? "" : "s") are left out, '\(first.name)' first"
        return (kept.viewsDumpValue.serialized(), [Diagnostic(.warning, message, at: first.location, code: "dump.too-large")])
    }
}
