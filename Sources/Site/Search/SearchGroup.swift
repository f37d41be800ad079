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
        // Every record's JSON into one buffer, each a range of it: a chunk copies its records'
        // bytes once, and is decoded once (a String per record, then per piece of each chunk,
        // copied every record's text five times).
        var json: [UInt8] = []
        json.reserveCapacity(records.reduce(0) { $0 + $1.text.utf8.count + $1.title.utf8.count + $1.url.utf8.count + 64 })
        let ranges = records.map { record in
            let start = json.count
            record.json.append(to: &json)
            return start..<json.count
        }
        chunkCount = max(1, (json.count + Self.chunkBytes / 2) / Self.chunkBytes)
        var members = Array(repeating: [(id: Int, json: Range<Int>)](), count: chunkCount)
        for (id, range) in zip(ids, ranges) { members[Self.chunk(of: id, count: chunkCount, space: idSpace)].append((id, range)) }
        chunks = members.map { list in
            // `[[id,kind,title,section,url,text],…]`: each record's array with its id first.
            var bytes: [UInt8] = [UInt8(ascii: "[")]
            bytes.reserveCapacity(list.reduce(2) { $0 + $1.json.count + 12 })
            for (index, member) in list.sorted(by: { $0.id < $1.id }).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(UInt8(ascii: "["))
                bytes += String(member.id).utf8
                bytes.append(UInt8(ascii: ","))
                bytes += json[member.json.dropFirst()]
            }
            bytes.append(UInt8(ascii: "]"))
            return String(decoding: bytes, as: UTF8.self)
        }
        var scores = Self.postings(of: records)
        for index in scores.entries.indices { scores.entries[index].record = ids[scores.entries[index].record] }
        for number in 0..<scores.terms.count where scores.offsets[number + 1] - scores.offsets[number] > 1 {
            scores.entries[scores.offsets[number]..<scores.offsets[number + 1]].sort { $0.record < $1.record }
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
        let scores = postings(of: records)
        return Dictionary(uniqueKeysWithValues: (0..<scores.terms.count).map { number in
            (scores.terms.string(number), Array(scores.entries[scores.offsets[number]..<scores.offsets[number + 1]]))
        })
    }

    /// `scores(of:)` by term number: term `n`'s postings are `entries[offsets[n]..<offsets[n + 1]]`.
    struct Postings {
        var terms: SearchTermTable
        var offsets: [Int]
        var entries: [(record: Int, score: Int)]
    }

    static func postings(of records: [SearchRecord]) -> Postings {
        var counts = TermCounts()
        for (index, record) in records.enumerated() {
            SearchTerms.forEachTerm(in: record.text) { counts.add($0, inTitle: false) }
            SearchTerms.forEachTerm(in: record.title) { counts.add($0, inTitle: true) }
            counts.close(record: index)
        }
        return counts.postings
    }

    /// The terms met so far with their postings, and the record being read's count of each by
    /// number: arrays rather than a dictionary of the record's own.
    private struct TermCounts {
        var terms = SearchTermTable()
        /// Every posting, the term's number beside it, in the order of the records.
        var found: [(term: Int32, record: Int32, score: Int32)] = []
        var counts: [Int] = []
        var inTitle: [Bool] = []
        /// The terms the record has.
        var touched: [Int] = []

        mutating func add(_ term: UnsafeBufferPointer<UInt8>, inTitle title: Bool) {
            let (number, isNew) = terms.number(of: term)
            if isNew {
                counts.append(0)
                inTitle.append(false)
            }
            if counts[number] == 0, !inTitle[number] { touched.append(number) }
            if title { inTitle[number] = true } else { counts[number] += 1 }
        }

        /// Adds the record's postings and clears its counts.
        mutating func close(record: Int) {
            for number in touched {
                found.append((Int32(number), Int32(record), Int32((inTitle[number] ? titleScore : 0) + min(counts[number], titleScore - 1))))
                counts[number] = 0
                inTitle[number] = false
            }
            touched.removeAll(keepingCapacity: true)
        }

        /// The postings grouped by term (a counting sort: each term's stay in record order).
        var postings: Postings {
            var offsets = [Int](repeating: 0, count: terms.count + 1)
            for posting in found { offsets[Int(posting.term) + 1] += 1 }
            for number in 0..<terms.count { offsets[number + 1] += offsets[number] }
            var next = offsets
            var entries = [(record: Int, score: Int)](repeating: (0, 0), count: found.count)
            for posting in found {
                entries[next[Int(posting.term)]] = (Int(posting.record), Int(posting.score))
                next[Int(posting.term)] += 1
            }
            return Postings(terms: terms, offsets: offsets, entries: entries)
        }
    }

    /// The chunk files under `prefix` (`brands/bumble/search-` → `brands/bumble/search-0.json`).
    func files(prefix: String) -> [SiteFile] {
        chunks.enumerated().map { SiteFile(prefix + "\($0.offset).json", text: $0.element) }
    }
}

/// A group's postings as one compact string, for the manifest (a digest holds it as it is).
enum SearchPostings {
    static func encode(_ postings: SearchGroup.Postings) -> String {
        // Written in place: a term and `;`, and each posting's `,id,score` (two numbers of at
        // most 20 digits), bound what it takes.
        let bound = postings.terms.byteCount + postings.terms.count + 42 * postings.entries.count
        let bytes = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            for number in postings.terms.sortedNumbers() {
                if count > 0 { buffer[count] = UInt8(ascii: ";"); count += 1 }
                postings.terms.withTerm(number) { term in
                    UnsafeMutableRawPointer(buffer.baseAddress! + count).copyMemory(from: term.baseAddress!, byteCount: term.count)
                    count += term.count
                }
                for posting in postings.entries[postings.offsets[number]..<postings.offsets[number + 1]] {
                    buffer[count] = UInt8(ascii: ",")
                    count = writeDecimal(posting.record, into: buffer, at: count + 1)
                    buffer[count] = UInt8(ascii: ",")
                    count = writeDecimal(posting.score, into: buffer, at: count + 1)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `value` (not negative) in decimal digits, as `String(value)` writes it, at
    /// `offset`; the offset after it.
    private static func writeDecimal(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var (rest, offset) = (value, offset)
        while divisor > 0 {
            buffer[offset] = UInt8(ascii: "0") + UInt8(rest / divisor)
            offset += 1
            rest %= divisor
            divisor /= 10
        }
        return offset
    }

    /// Calls `body` with the bytes of each term and of its `record,score,…` list (empty when it
    /// has none), read from the string `encode(_:)` wrote.
    static func forEach(in postings: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Void) {
        var postings = postings
        postings.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ";") { end += 1 }
                var comma = start
                while comma < end, bytes[comma] != UInt8(ascii: ",") { comma += 1 }
                if comma > start {
                    body(UnsafeBufferPointer(rebasing: bytes[start..<comma]), UnsafeBufferPointer(rebasing: bytes[min(comma + 1, end)..<end]))
                }
                start = end + 1
            }
        }
    }
}
