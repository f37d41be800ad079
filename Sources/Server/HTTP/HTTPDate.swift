import Glibc

/// HTTP dates (RFC 9110 §5.6.7): written as IMF-fixdate, read in all three historic forms.
enum HTTPDate {
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Sun, 06 Nov 1994 08:49:37 GMT` for seconds since the epoch.
    static func format(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(weekdays[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// Seconds since the epoch for an IMF-fixdate, RFC 850 or asctime date; nil if it is none.
    static func parse(_ text: String) -> Int? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        let day: String, month: String, year: String, time: String
        switch words.count {
        case 6 where words[5] == "GMT":  // Sun, 06 Nov 1994 08:49:37 GMT
            (day, month, year, time) = (words[1], words[2], words[3], words[4])
        case 4 where words[3] == "GMT":  // Sunday, 06-Nov-94 08:49:37 GMT
            let pieces = words[1].split(separator: "-").map(String.init)
            // Exactly two digits: `Int` would also take `+0009223372036854775807`, and the
            // century added below then overflowed (found by Fuzz/http).
            guard pieces.count == 3, pieces[2].utf8.count == 2, pieces[2].utf8.allSatisfy(\.isDigit), let short = Int(pieces[2]) else { return nil }
            // RFC 9110: a two-digit year more than 50 years in the future is in the past century.
            (day, month, year, time) = (pieces[0], pieces[1], String(short < 70 ? 2000 + short : 1900 + short), words[2])
        case 5:  // Sun Nov  6 08:49:37 1994
            (day, month, year, time) = (words[2], words[1], words[4], words[3])
        default:
            return nil
        }
        let clock = time.split(separator: ":").compactMap { Int($0) }
        // Years past 9999 are refused before they reach `tm`'s Int32 fields, where they would trap.
        guard let dayNumber = Int(day), let monthIndex = months.firstIndex(of: month), let yearNumber = Int(year),
              (1...9999).contains(yearNumber), clock.count == 3, (1...31).contains(dayNumber), (0...23).contains(clock[0]), (0...59).contains(clock[1]),
              (0...60).contains(clock[2]) else { return nil }
        var parts = tm()
        parts.tm_year = Int32(yearNumber - 1900)
        parts.tm_mon = Int32(monthIndex)
        parts.tm_mday = Int32(dayNumber)
        parts.tm_hour = Int32(clock[0])
        parts.tm_min = Int32(clock[1])
        parts.tm_sec = Int32(clock[2])
        return Int(timegm(&parts))
    }
}
