import Support

/// The site's search index, sharded so a query fetches a small part of it:
///
/// - `search/index.json`: the groups (each brand, then the SF Symbols), each as `[name, chunk
///   prefix relative to this file, chunk count, id space]`, and the shard keys.
/// - `search/terms/<key>.json`: `{term: postings}` for the terms starting with `key` (two
///   scalars; a shard past `shardBytes` is split by one scalar more, up to `maxKeyLength`, its
///   shorter terms staying in the parent). A term's postings are a flat array: `-(group + 1)`
///   opens a group, then `record id, score` pairs.
/// - the chunk files (`SearchGroup`): records, fetched for the results shown; a brand's are
///   `search/brands/<slug>/<n>.json`, the symbols' `search/symbols-<n>.json`.
///
/// Each shard depends only on the postings of its terms, so an edit to one guide changes the
/// shards of the terms it added, removed or re-scored, and the build keeps the rest.
struct SearchIndexFiles {
    static let indexPath = "search/index.json"
    static let shardBytes = 24_000
    static let maxKeyLength = 4

    struct Group {
        var name: String
        /// Where its chunks are, relative to `search/` (`../brands/bumble/search-`).
        var chunkPrefix: String
        var chunkCount: Int
        var idSpace: Int
        var postings: String
    }

    let groups: [Group]

    /// The index and its shards (not the chunks, which each group writes).
    func files() -> [SiteFile] {
        var terms = SearchTermTable()
        var merged: [[UInt8]] = []
        for (number, group) in groups.enumerated() {
            let opener = Array("-\(number + 1)".utf8)
            SearchPostings.forEach(in: group.postings) { term, pairs in
                let (number, isNew) = terms.number(of: term)
                if isNew { merged.append([]) }
                Self.append(opener, pairs, to: &merged[number])
            }
        }
        let sorted = terms.sortedNumbers().map { Term(text: terms.string($0), postings: merged[$0]) }
        var shards: [(key: String, text: String)] = []
        Self.shard(sorted[...], length: 2, into: &shards)
        shards.sort { $0.key < $1.key }
        let groupList: [JSONValue] = groups.map { group in
            .array([.string(group.name), .string(group.chunkPrefix), .number(Double(group.chunkCount)), .number(Double(group.idSpace))])
        }
        let index = JSONValue.object([("version", .number(1)), ("groups", .array(groupList)), ("shards", .strings(shards.map(\.key)))])
        return [SiteFile(Self.indexPath, text: index.serialized(indent: 0))] + shards.map { SiteFile("search/terms/\($0.key).json", text: $0.text) }
    }

    /// A term and its postings over every group, as a shard writes them.
    private struct Term {
        var text: String
        var postings: [UInt8]
        /// What it adds to a shard: `"term":[…]`, a comma before it aside.
        var size: Int { text.utf8.count + 5 + postings.count }
    }

    /// A group's opener (`-1`) and its `record,score` pairs after what other groups gave.
    private static func append(_ opener: [UInt8], _ pairs: UnsafeBufferPointer<UInt8>, to list: inout [UInt8]) {
        if !list.isEmpty { list.append(UInt8(ascii: ",")) }
        list += opener
        if !pairs.isEmpty {
            list.append(UInt8(ascii: ","))
            list += pairs
        }
    }

    /// Groups sorted terms into shards by their first `length` scalars, splitting a shard past
    /// `shardBytes` one scalar further. A shard's size is added up before its text is written,
    /// so a shard that splits is written once, as its parts.
    private static func shard(_ terms: ArraySlice<Term>, length: Int, into shards: inout [(key: String, text: String)]) {
        var start = terms.startIndex
        while start < terms.endIndex {
            let key = SearchTerms.shardKey(terms[start].text, length: length)
            var end = start + 1
            while end < terms.endIndex, SearchTerms.shardKey(terms[end].text, length: length) == key { end += 1 }
            let members = terms[start..<end]
            let size = members.reduce(1) { $0 + 1 + $1.size }
            if size > shardBytes, length < maxKeyLength {
                // Terms no longer than the key stay here; the rest go one scalar deeper.
                shards.append((key, shardText(members.filter { $0.text.unicodeScalars.count <= length }[...])))
                shard(members.filter { $0.text.unicodeScalars.count > length }[...], length: length + 1, into: &shards)
            } else {
                shards.append((key, shardText(members)))
            }
            start = end
        }
    }

    /// `{"term":[postings],…}`. A term is letters and numbers only, which JSON writes as they are.
    private static func shardText(_ terms: ArraySlice<Term>) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        bytes.reserveCapacity(terms.reduce(1) { $0 + 1 + $1.size })
        for term in terms {
            if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            bytes += term.text.utf8
            bytes += "\":[".utf8
            bytes += term.postings
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
