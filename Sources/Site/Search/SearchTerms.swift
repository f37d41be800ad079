import Foundation

/// How text becomes search terms, the same at build time (here) and in the browser
/// (`site.js`, `searchTerms`): runs of letters and numbers (Unicode `L` and `N`), with accents
/// dropped (canonical decomposition, marks removed) and lower-cased; 2 to 32 scalars; a few
/// English words too common to tell anything apart left out. Identifiers also give their
/// camel-case parts (`tabBarItem` → `tabbaritem`, `tab`, `bar`, `item`), so "tab bar" finds the
/// code that says `tabBar`; a query uses whole runs only.
enum SearchTerms {
    /// Words that match nearly every section: their postings would be most of the index.
    static let stopWords: Set<String> = ["an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it", "of", "on", "or", "that", "the", "this", "to", "with"]
    static let lengths = 2...32

    /// Every term of `text`, in order, repeats kept (they count as term frequency).
    static func terms(in text: String) -> [String] {
        var terms: [String] = []
        forEachRun(in: text) { run in
            let parts = camelParts(run)
            if let whole = term(run) { terms.append(whole) }
            if parts.count > 1 { terms += parts.compactMap(term) }
        }
        return terms
    }

    /// `run` folded, if it is a term at all.
    private static func term(_ run: Substring.UnicodeScalarView) -> String? {
        guard lengths.contains(run.count) else { return nil }
        let folded = String(String.UnicodeScalarView(run)).lowercased()
        return stopWords.contains(folded) ? nil : folded
    }

    /// Calls `body` with each run of letters and numbers, marks dropped. ASCII text (nearly
    /// all of a guide) needs no decomposition.
    private static func forEachRun(in text: String, _ body: (Substring.UnicodeScalarView) -> Void) {
        let decomposed = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.decomposedStringWithCanonicalMapping
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
