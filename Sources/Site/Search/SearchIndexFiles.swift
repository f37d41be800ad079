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
        var merged: [String: [UInt8]] = [:]
        for (number, group) in groups.enumerated() {
            let opener = Array("-\(number + 1)".utf8)
            SearchPostings.forEach(in: group.postings) { term, pairs in
                var list = merged[String(term), default: []]
                if !list.isEmpty { list.append(UInt8(ascii: ",")) }
                list += opener
                for value in pairs {
                    list.append(UInt8(ascii: ","))
                    list += value.utf8
                }
                merged[String(term)] = list
            }
        }
        var shards: [(key: String, text: String)] = []
        Self.shard(merged.keys.sorted(), length: 2, postings: merged, into: &shards)
        shards.sort { $0.key < $1.key }
        let groupList: [JSONValue] = groups.map { group in
            .array([.string(group.name), .string(group.chunkPrefix), .number(Double(group.chunkCount)), .number(Double(group.idSpace))])
        }
        let index = JSONValue.object([("version", .number(1)), ("groups", .array(groupList)), ("shards", .strings(shards.map(\.key)))])
        return [SiteFile(Self.indexPath, text: index.serialized(indent: 0))] + shards.map { SiteFile("search/terms/\($0.key).json", text: $0.text) }
    }

    /// Groups sorted terms into shards by their first `length` scalars, splitting a shard past
    /// `shardBytes` one scalar further.
    private static func shard(_ terms: [String], length: Int, postings: [String: [UInt8]], into shards: inout [(key: String, text: String)]) {
        var start = 0
        while start < terms.count {
            let key = SearchTerms.shardKey(terms[start], length: length)
            var end = start + 1
            while end < terms.count, SearchTerms.shardKey(terms[end], length: length) == key { end += 1 }
            let members = terms[start..<end]
            let text = shardText(members, postings: postings)
            if text.utf8.count > shardBytes, length < maxKeyLength {
                // Terms no longer than the key stay here; the rest go one scalar deeper.
                let short = members.filter { $0.unicodeScalars.count <= length }
                shards.append((key, shardText(short[...], postings: postings)))
                shard(members.filter { $0.unicodeScalars.count > length }, length: length + 1, postings: postings, into: &shards)
            } else {
                shards.append((key, text))
            }
            start = end
        }
    }

    private static func shardText(_ terms: ArraySlice<String>, postings: [String: [UInt8]]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for term in terms {
            if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
            bytes += JSONValue.string(term).serialized(indent: 0).utf8
            bytes += ":[".utf8
            bytes += postings[term]!
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
