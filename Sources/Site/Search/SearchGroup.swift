import Support

/// One brand's records (or the symbols') as the index stores them: chunk files of whole
/// records, fetched only for the results shown, and postings (which record each term is in,
/// and how well it matches), made once when the brand is rendered and kept in its digest so a
/// rebuild that keeps the brand merges them without reading the guide.
///
/// A record is named by an id made from its link (a hash of kind and URL in `idSpace`, the next
/// free one on a clash, in page order), not by its place: a heading added to a guide then adds
/// its own postings and moves no other record's, so the shards of the other terms stay as they
/// were. The id also says which chunk holds the record (`chunk(of:)`), so the index needs no
/// table of them.
struct SearchGroup: Sendable, Equatable {
    /// About this many bytes of records a chunk: small enough that the ten results a query
    /// shows fetch little, large enough that a brand has few files.
    static let chunkBytes = 8_000
    /// A title match scores this, above any body frequency (which is capped below it).
    static let titleScore = 16

    /// How many chunk files the records are in, and the range of their ids (`0..<idSpace`).
    var chunkCount = 1
    var idSpace = 256
    /// Each chunk's JSON: an array of `[id] + SearchRecord.json`, ids ascending.
    var chunks: [String] = []
    /// `term,id,score,id,score;term,…`, terms sorted, ids ascending (see `SearchPostings`).
    var postings = ""

    init(records: [SearchRecord]) {
        // Eight times as many ids as records keeps clashes (which do depend on order) few.
        while idSpace < 8 * records.count { idSpace *= 2 }
        let ids = Self.ids(of: records, space: idSpace)
        let json = records.map { $0.json.serialized(indent: 0) }
        chunkCount = max(1, (json.reduce(0) { $0 + $1.utf8.count } + Self.chunkBytes / 2) / Self.chunkBytes)
        var members = Array(repeating: [(id: Int, json: String)](), count: chunkCount)
        for (id, text) in zip(ids, json) { members[Self.chunk(of: id, count: chunkCount, space: idSpace)].append((id, text)) }
        chunks = members.map { list in
            "[" + list.sorted { $0.id < $1.id }.map { "[\($0.id)," + $0.json.dropFirst() }.joined(separator: ",") + "]"
        }
        let scores = Self.scores(of: records).mapValues { list in
            list.map { (record: ids[$0.record], score: $0.score) }.sorted { $0.record < $1.record }
        }
        postings = SearchPostings.encode(scores)
    }

    /// The chunk that holds the record with `id`: ids split evenly over the chunks.
    static func chunk(of id: Int, count: Int, space: Int) -> Int { id * count / space }

    /// Each record's id: FNV-1a of its kind and URL, the next free id on a clash.
    static func ids(of records: [SearchRecord], space: Int) -> [Int] {
        var taken = Set<Int>()
        return records.map { record in
            var hash: UInt32 = 2_166_136_261
            for byte in (record.kind.rawValue + record.url).utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            var id = Int(hash % UInt32(space))
            while !taken.insert(id).inserted { id = (id + 1) % space }
            return id
        }
    }

    /// For each term, the records (by place) it is in with their scores: a title match
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
