/// Removing a block's own indentation from its lines, so the place that renders the block can
/// indent it afresh (the inheritance spec's "block reindentation").
enum Indentation {
    /// `indentation` (or a line) without as much of `prefix` as it starts with.
    static func removing(_ prefix: String, from indentation: String) -> String {
        guard !prefix.isEmpty else { return indentation }
        let shared = zip(prefix.utf8, indentation.utf8).prefix { $0 == $1 }.count
        return String(decoding: indentation.utf8.dropFirst(shared), as: UTF8.self)
    }
}
