#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts how often each of a few names (a guide's token names) occurs among the words of a
/// text, comparing bytes. Most words of a guide are no name: a word's first byte and length
/// rule nearly all of them out with one table lookup, and the rest are compared with the
/// names that start with the same byte, never made into strings nor hashed (hashing every
/// word's shape, then a string of each candidate, was most of what counting cost).
struct NameTally {
    /// Each distinct name's place in `counts`.
    private var places: [String: Int] = [:]
    private var counts: [Int] = []
    /// Every name's bytes, one after another.
    private var storage: [UInt8] = []
    /// The names that are not empty (a word never is), ordered by first byte.
    private var entries: [Entry] = []
    /// For each first byte: its names' range in `entries`, and bit `min(length, 63)` set for
    /// each of their lengths.
    private var buckets: [Bucket]

    private struct Entry {
        var first: UInt8
        var offset: Int
        var length: Int
        var place: Int
    }

    private struct Bucket {
        var lengthBits: UInt64 = 0
        var start = 0
        var end = 0
    }

    init(_ names: some Sequence<String>) {
        places.reserveCapacity(names.underestimatedCount)
        for name in names where places[name] == nil {
            places[name] = counts.count
            let offset = storage.count
            storage += name.utf8
            if let first = name.utf8.first {
                entries.append(Entry(first: first, offset: offset, length: storage.count - offset, place: counts.count))
            }
            counts.append(0)
        }
        entries.sort { $0.first < $1.first }
        buckets = Array(repeating: Bucket(), count: 256)
        for (index, entry) in entries.enumerated() {
            let first = Int(entry.first)
            if buckets[first].lengthBits == 0 { buckets[first].start = index }
            buckets[first].end = index + 1
            buckets[first].lengthBits |= 1 << UInt64(min(entry.length, 63))
        }
    }

    /// Whether no name can ever be counted.
    var isEmpty: Bool { entries.isEmpty }

    /// Counts `word` (never empty) if it is one of the names.
    mutating func count(_ word: UnsafeBufferPointer<UInt8>) {
        let bucket = buckets[Int(word[0])]
        guard bucket.lengthBits >> UInt64(min(word.count, 63)) & 1 != 0 else { return }
        for index in bucket.start..<bucket.end where entries[index].length == word.count {
            let entry = entries[index]
            let same = storage.withUnsafeBufferPointer { memcmp($0.baseAddress! + entry.offset, word.baseAddress!, word.count) == 0 }
            if same {
                counts[entry.place] += 1
                return
            }
        }
    }

    /// Each name with its count.
    var result: [String: Int] {
        // The same keys as `places`: values mapped in place, nothing hashed again.
        places.mapValues { counts[$0] }
    }
}
