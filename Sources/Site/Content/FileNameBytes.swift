import Foundation

/// A file name's bytes as a message shows them when they are not UTF-8: what decodes stays as
/// it is, and each byte that does not is `\xFF`, so the name can still be found and renamed.
enum FileNameBytes {
    /// The name ending at the first NUL of `name`, shown.
    static func shown(_ name: UnsafePointer<CChar>) -> String {
        shown(Array(UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))))
    }

    static func shown(_ bytes: [UInt8]) -> String {
        var shown = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            if index + length <= bytes.count, let scalar = String(validating: bytes[index..<index + length], as: UTF8.self) {
                shown += scalar
                index += length
            } else {
                shown += (lead < 0x10 ? "\\x0" : "\\x") + String(lead, radix: 16, uppercase: true)
                index += 1
            }
        }
        return shown
    }
}
