import Foundation

/// How text becomes search terms, the same at build time (here) and in the browser
/// (`site.js`, `searchTerms`): runs of letters and numbers (Unicode `L` and `N`), with accents
/// dropped (canonical decomposition, marks removed) and lower-cased; 2 to 32 scalars; a few
/// English words too common to tell anything apart left out. Identifiers also give their
/// camel-case parts (`tabBarItem` → `tabbaritem`, `tab`, `bar`, `item`), so "tab bar" finds the
/// code that says `tabBar`; a query uses whole runs only.
enum SearchTerms {
    /// Words that match nearly every section: their postings would be most of the index. Each
    /// has four letters or fewer (`isStopWord(_:)` compares them as numbers).
    static let stopWords: Set<String> = ["an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "of", "on", "or", "that", "the", "this", "to", "with"]
    static let lengths = 2...32

    /// Every term of `text`, in order, repeats kept (they count as term frequency).
    static func terms(in text: String) -> [String] {
        var terms: [String] = []
        forEachTerm(in: text) { terms.append(String(decoding: $0, as: UTF8.self)) }
        return terms
    }

    /// Calls `body` with the UTF-8 bytes of every term of `text`, in order, repeats kept: each
    /// run's whole term, then its camel-case parts when it has more than one.
    static func forEachTerm(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: lengths.upperBound) { scratch in
                // Any ASCII byte other than a letter or digit ends a run, and its scalar stands
                // alone in the canonical decomposition (never reordered nor decomposed): each
                // stretch between such bytes gives its own terms.
                var index = 0
                while index < bytes.count {
                    guard bytes[index] >= 0x80 || isLetterOrDigit(bytes[index]) else { index += 1; continue }
                    let start = index
                    var isASCII = true
                    while index < bytes.count {
                        let byte = bytes[index]
                        if byte >= 0x80 { isASCII = false } else if !isLetterOrDigit(byte) { break }
                        index += 1
                    }
                    let stretch = UnsafeBufferPointer(rebasing: bytes[start..<index])
                    if isASCII {
                        forEachTerm(ofRun: stretch, scratch: scratch, body)
                    } else if isPlain(stretch) {
                        forEachASCIITerm(in: stretch, scratch: scratch, body)
                    } else {
                        forEachRun(in: String(decoding: stretch, as: UTF8.self)) { run in
                            let parts = camelParts(run)
                            if var whole = term(run) { whole.withUTF8(body) }
                            if parts.count > 1 { for part in parts { if var term = term(part) { term.withUTF8(body) } } }
                        }
                    }
                }
            }
        }
    }

    /// Whether every scalar of the UTF-8 `bytes` past ASCII is neither a letter, a number nor a
    /// mark (` · `, `…`, `—`, curly quotes: nearly all a guide has; not `é`, nor the variation
    /// selector after an emoji). Such a scalar only ends a run, and so does what its canonical
    /// decomposition holds: no letter or number, and a scalar other than a mark that is never
    /// reordered (checked over every scalar). The terms are then the ASCII runs'.
    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            guard bytes[index] >= 0x80 else { index += 1; continue }
            let (scalar, length) = scalar(at: index, in: bytes)
            // `·` (between a record's blocks) and General Punctuation (dashes, curly quotes,
            // `…`, spaces, joiners) hold no letter, number or mark: no table is read for them.
            let isPunctuation = scalar.value == 0xB7 || (0x2000...0x206F).contains(scalar.value)
            guard isPunctuation || !isWordScalar(scalar) && !isMark(scalar) else { return false }
            index += length
        }
        return true
    }

    /// The scalar that starts at `index` of a String's bytes (valid UTF-8: the lead byte says
    /// how many follow), and how many bytes it takes.
    static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The terms of text whose only letters and numbers are ASCII, read from its bytes: the
    /// runs of `A`–`Z`, `a`–`z`, `0`–`9` (any other byte ends a run), folded as `term(_:)` folds
    /// into `scratch`.
    private static func forEachASCIITerm(in bytes: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var index = 0
        while index < bytes.count {
            guard ASCIIClass.of(bytes[index]) != .other else { index += 1; continue }
            let start = index
            while index < bytes.count, ASCIIClass.of(bytes[index]) != .other { index += 1 }
            forEachTerm(ofRun: UnsafeBufferPointer(rebasing: bytes[start..<index]), scratch: scratch, body)
        }
    }

    /// The terms of one run of ASCII letters and digits: the whole run, then its camel-case
    /// parts by the rules of `camelParts(_:)`, each folded into `scratch`.
    private static func forEachTerm(ofRun run: UnsafeBufferPointer<UInt8>, scratch: UnsafeMutableBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        func emit(_ part: Range<Int>) {
            guard lengths.contains(part.count) else { return }
            for index in part {
                let byte = run[index]
                scratch[index - part.lowerBound] = byte &- 0x41 < 26 ? byte | 0x20 : byte
            }
            let folded = UnsafeBufferPointer(rebasing: scratch[0..<part.count])
            if isStopWord(folded) { return }
            body(folded)
        }
        emit(0..<run.count)
        var partStart = 0
        var previous = ASCIIClass.of(run[0])
        for position in 1..<max(run.count, 1) {
            let current = ASCIIClass.of(run[position])
            defer { previous = current }
            guard current == .upper else { continue }
            let acronymEnd = previous == .upper && position + 1 < run.count && ASCIIClass.of(run[position + 1]) == .lower
            if previous == .lower || previous == .digit || acronymEnd {
                emit(partStart..<position)
                partStart = position
            }
        }
        if partStart > 0 { emit(partStart..<run.count) }
    }

    /// Whether lower-case ASCII `term` is one of `stopWords`, by its bytes as one number.
    private static func isStopWord(_ term: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most terms are ruled out by their length or first letter before the list is read.
        guard term.count <= 4, term[0] &- 0x61 < 26, stopWordInitials & 1 << (term[0] &- 0x61) != 0 else { return false }
        return stopWordKeys.contains(key(term))
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
    }

    /// A term of at most four bytes (none of them zero) as one number.
    private static func key<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static let stopWordKeys: [UInt32] = stopWords.map { key($0.utf8) }
    /// The first letters of `stopWords`, a bit each from `a`.
    private static let stopWordInitials: UInt32 = stopWords.reduce(0) { $0 | 1 << ($1.utf8.first! &- 0x61) }

    private enum ASCIIClass {
        case upper, lower, digit, other

        static func of(_ byte: UInt8) -> ASCIIClass {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): .lower
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): .upper
            case UInt8(ascii: "0")...UInt8(ascii: "9"): .digit
            default: .other
            }
        }
    }

    /// `run` folded, if it is a term at all.
    private static func term(_ run: Substring.UnicodeScalarView) -> String? {
        guard lengths.contains(run.count) else { return nil }
        let folded = String(String.UnicodeScalarView(run)).lowercased()
        return stopWords.contains(folded) ? nil : folded
    }

    /// Calls `body` with each run of letters and numbers, marks dropped, in the text's canonical
    /// decomposition (accents apart from their letters).
    private static func forEachRun(in text: String, _ body: (Substring.UnicodeScalarView) -> Void) {
        let decomposed = text.decomposedStringWithCanonicalMapping
        var run = String.UnicodeScalarView()
        for scalar in decomposed.unicodeScalars {
            if isMark(scalar) { continue }
            if isWordScalar(scalar) {
                run.append(scalar)
            } else if !run.isEmpty {
                body(Substring(String(run)).unicodeScalars)
                run = String.UnicodeScalarView()
            }
        }
        if !run.isEmpty { body(Substring(String(run)).unicodeScalars) }
    }

    /// A run's camel-case parts: a new part at a lower-case letter or digit followed by an
    /// upper-case one, and before the last capital of a run of capitals followed by a
    /// lower-case letter (`URLSession` → `URL`, `Session`).
    static func camelParts(_ run: Substring.UnicodeScalarView) -> [Substring.UnicodeScalarView] {
        let scalars = Array(run)
        var parts: [Substring.UnicodeScalarView] = []
        var start = run.startIndex
        var index = run.startIndex
        for position in scalars.indices {
            defer { index = run.index(after: index) }
            guard position > 0 else { continue }
            let (previous, current) = (scalars[position - 1].properties, scalars[position].properties)
            let next = position + 1 < scalars.count ? scalars[position + 1].properties : nil
            let lowerToUpper = current.isUppercase && (previous.isLowercase || previous.numericType != nil)
            let acronymEnd = current.isUppercase && previous.isUppercase && next?.isLowercase == true
            if lowerToUpper || acronymEnd {
                parts.append(run[start..<index])
                start = index
            }
        }
        parts.append(run[start...])
        return parts
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber: true
        default: false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The shard a term's postings are in: its first `length` scalars, written so a file name
    /// holds them (`a`–`z` and `0`–`9` as they are, any other scalar as `_<hex>_`).
    static func shardKey(_ term: String, length: Int) -> String {
        var key = ""
        for scalar in term.unicodeScalars.prefix(length) {
            switch scalar {
            case "a"..."z", "0"..."9": key.unicodeScalars.append(scalar)
            default: key += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return key
    }
}
