import Foundation

/// A color in sRGB with straight (unpremultiplied) alpha; channels in 0…1.
///
/// Values outside 0…1 (SwiftUI's extended sRGB) are kept as written and clamped only where a
/// hex code or CSS value is made.
public struct RGBAColor: Sendable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// Creates a color from sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` optional, any case).
    public init?(hex: String) {
        self.init(hexDigits: Substring(hex).utf8)
    }

    /// A color from the hex code in `hex` (a code found in prose, sliced out of its text).
    /// Not generic over both: an unspecialized generic call cost more than the parse.
    public init?(hex: Substring) {
        self.init(hexDigits: hex.utf8)
    }

    private init?(hexDigits: Substring.UTF8View) {
        // Over the UTF-8 bytes: pages parse a hex for every chip and swatch, and the Character
        // version was over 1% of a build. Over the contiguous bytes rather than the view's
        // indices: `starts(with:)` and index arithmetic on the view were two thirds of the parse.
        guard let parsed = hexDigits.withContiguousStorageIfAvailable(Self.parseHex) ?? Self.parseHex(Array(hexDigits)[...]) else { return nil }
        let (value, count) = parsed
        if count == 8 {
            self.init(byteRed: Int(value >> 24 & 0xFF), green: Int(value >> 16 & 0xFF), blue: Int(value >> 8 & 0xFF), alpha: Double(value & 0xFF) / 255)
        } else {
            self.init(byteRed: Int(value >> 16 & 0xFF), green: Int(value >> 8 & 0xFF), blue: Int(value & 0xFF))
        }
    }

    /// The digits' value and how many digits there were (3, 6 or 8), or nil.
    private static func parseHex<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> (value: UInt64, count: Int)? where Bytes.Index == Int {
        var start = bytes.startIndex
        let end = bytes.endIndex
        if start < end, bytes[start] == UInt8(ascii: "#") { start += 1 }
        if end - start >= 2, bytes[start] == UInt8(ascii: "0"), bytes[start + 1] | 0x20 == UInt8(ascii: "x") { start += 2 }
        let count = end - start
        guard count == 3 || count == 6 || count == 8 else { return nil }
        var value: UInt64 = 0
        for position in start..<end {
            guard let nibble = Self.hexValue(of: bytes[position]) else { return nil }
            value = value << (count == 3 ? 8 : 4) | (count == 3 ? nibble << 4 | nibble : nibble)
        }
        return (value, count)
    }

    private static func hexValue(of byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Creates a color from 0…255 channels.
    public init(byteRed red: Int, green: Int, blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    /// The channels as 0…255 integers, rounded to nearest and clamped.
    public var bytes: (red: Int, green: Int, blue: Int) {
        (Self.byte(red), Self.byte(green), Self.byte(blue))
    }

    /// `#RRGGBB` in upper case, ignoring alpha.
    public var hex: String {
        let (r, g, b) = bytes
        // Written straight into the string's own (small, inline) storage: two arrays per call
        // were a tenth of a million allocations in a 200-brand build.
        func digit(_ value: Int) -> UInt8 { UInt8(value < 10 ? 48 + value : 55 + value) }
        return String(unsafeUninitializedCapacity: 7) { text in
            (text[0], text[1], text[2], text[3]) = (UInt8(ascii: "#"), digit(r >> 4), digit(r & 15), digit(g >> 4))
            (text[4], text[5], text[6]) = (digit(g & 15), digit(b >> 4), digit(b & 15))
            return 7
        }
    }

    /// The same color with alpha multiplied by `opacity` (what SwiftUI's `.opacity()` does).
    public func withOpacity(_ opacity: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// This color composited over an opaque `background` (source-over in sRGB, as browsers and
    /// UIKit blend by default).
    public func over(_ background: RGBAColor) -> RGBAColor {
        let a = max(0, min(1, alpha))
        return RGBAColor(
            red: red * a + background.red * (1 - a),
            green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a)
        )
    }

    /// The largest difference between this color's channels and another's, in 0…255 steps.
    public func maximumChannelDifference(from other: RGBAColor) -> Int {
        let (a, b) = (bytes, other.bytes)
        return max(abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
    }

    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    private static func byte(_ channel: Double) -> Int {
        guard channel.isFinite else { return channel > 0 ? 255 : 0 }
        return Int((max(0, min(1, channel)) * 255).rounded())
    }
}
