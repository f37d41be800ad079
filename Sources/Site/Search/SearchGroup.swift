import Support

/// One brand's records (or the symbols') as the index stores them: chunk files of whole
/// records, fetched only for the results shown, and postings (which record each term is in,
/// and how well it matches), made once when the brand is rendered and kept in its digest so a
/// rebuild that keeps the brand merges them without reading the guide.
struct SearchGroup: Sendable, Equatable {
    /// A chunk ends at the first record that takes it past this many bytes: small enough that
    /// the ten results a query shows fetch little, large enough that a brand has few files.
    static let chunkBytes = 8_000
    /// A title match scores this, above any body frequency (which is capped below it).
    static let titleScore = 16

    /// The index of each chunk's first record.
    var chunkStarts: [Int] = []
    /// Each chunk's JSON: an array of `SearchRecord.json`.
    var chunks: [String] = []
    /// `term,record,score,record,score;term,…`, terms sorted (see `SearchPostings`).
    var postings = ""

    init(records: [SearchRecord]) {
        var current: [String] = []
        var bytes = 0
        for (index, record) in records.enumerated() {
            let json = record.json.serialized(indent: 0)
            if current.isEmpty { chunkStarts.append(index) }
            current.append(json)
            bytes += json.utf8.count + 1
            if bytes >= Self.chunkBytes {
                chunks.append("[" + current.joined(separator: ",") + "]")
                current = []
                bytes = 0
            }
        }
        if !current.isEmpty { chunks.append("[" + current.joined(separator: ",") + "]") }
        postings = SearchPostings.encode(Self.scores(of: records))
    }

    /// For each term, the records it is in with their scores, records ascending: a title match
    /// scores `titleScore` plus the body's count, which counts at most `titleScore - 1`.
    static func scores(of records: [SearchRecord]) -> [String: [(record: Int, score: Int)]] {
        var postings: [String: [(record: Int, score: Int)]] = [:]
        for (index, record) in records.enumerated() {
            var counts: [String: Int] = [:]
            for term in SearchTerms.terms(in: record.text) { counts[term, default: 0] += 1 }
            let title = Set(SearchTerms.terms(in: record.title))
            for term in title { counts[term, default: 0] += 0 }
            for (term, count) in counts {
                postings[term, default: []].append((index, (title.contains(term) ? titleScore : 0) + min(count, titleScore - 1)))
            }
        }
        return postings
    }

    /// The chunk files under `prefix` (`brands/bumble/search-` → `brands/bumble/search-0.json`).
    func files(prefix: String) -> [SiteFile] {
        chunks.enumerated().map { SiteFile(prefix + "\($0.offset).json", text: $0.element) }
    }
}

/// A group's postings as one compact string, for the manifest (a digest holds it as it is).
enum SearchPostings {
    static func encode(_ postings: [String: [(record: Int, score: Int)]]) -> String {
        postings.keys.sorted().map { term in
            ([term] + postings[term]!.flatMap { [String($0.record), String($0.score)] }).joined(separator: ",")
        }.joined(separator: ";")
    }

    /// Calls `body` with each term and its flat `[record, score, …]` list.
    static func forEach(in postings: String, _ body: (Substring, [Substring]) -> Void) {
        for entry in postings.split(separator: ";") {
            let fields = entry.split(separator: ",")
            guard let term = fields.first else { continue }
            body(term, Array(fields.dropFirst()))
        }
    }
}
