import Foundation

/// Search terms numbered as they are first met, found by their UTF-8 bytes: a term counted
/// where it stands costs a hash of its few bytes, not a String made and hashed for a dictionary
/// (the index counts every word of every guide, and merges every brand's terms).
struct SearchTermTable {
    /// How many terms there are: their numbers are `0..<count`.
    private(set) var count = 0
    /// Every term's bytes, one after another: term `n` is `bytes[starts[n]..<starts[n + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Open addressing: each slot holds a term's number, or -1.
    private var slots = [Int32](repeating: -1, count: 1024)

    /// The number of `term`, a new one when it was not met before.
    mutating func number(of term: UnsafeBufferPointer<UInt8>) -> (number: Int, isNew: Bool) {
        var slot = Self.hash(term) & (slots.count - 1)
        while slots[slot] >= 0 {
            let number = Int(slots[slot])
            if has(number, term) { return (number, false) }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(count)
        bytes += term
        starts.append(bytes.count)
        count += 1
        if count * 2 > slots.count { grow() }
        return (count - 1, true)
    }

    /// How many bytes the terms take together.
    var byteCount: Int { bytes.count }

    /// The bytes of term `number`.
    func withTerm<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[starts[number]..<starts[number + 1]])) }
    }

    func string(_ number: Int) -> String {
        withTerm(number) { String(decoding: $0, as: UTF8.self) }
    }

    /// The term numbers in the order of their Strings (`<`), as a sorted list of keys has them.
    func sortedNumbers() -> [Int] {
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            let strings = (0..<count).map(string)
            return (0..<count).sorted { strings[$0] < strings[$1] }
        }
        // ASCII Strings compare as their bytes do: by the first eight (a term holds no NUL, so
        // zeros after a short one sort it first), then by the rest where those are equal.
        let prefixes = (0..<count).map { number in
            withTerm(number) { term in term.prefix(8).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (56 - 8 * $1.offset) } }
        }
        return bytes.withUnsafeBufferPointer { all in
            (0..<count).sorted { left, right in
                if prefixes[left] != prefixes[right] { return prefixes[left] < prefixes[right] }
                let (a, b) = (all[min(starts[left] + 8, starts[left + 1])..<starts[left + 1]], all[min(starts[right] + 8, starts[right + 1])..<starts[right + 1]])
                return a.lexicographicallyPrecedes(b)
            }
        }
    }

    private func has(_ number: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[number]
        guard starts[number + 1] - start == term.count else { return false }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, term.baseAddress!, term.count) == 0 }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for number in 0..<count {
            var slot = withTerm(number, Self.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(number)
        }
    }

    /// FNV-1a of the bytes.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return Int(hash)
    }
}
