/// The live-reload endpoints and the one tag added to HTML while serving.
///
/// Pages load the script from the server rather than inline, so a page whose Content Security
/// Policy allows only `'self'` scripts and connections still reloads. Nothing here touches disk.
enum LiveReload {
    /// `GET /__sitegen/events`: the `text/event-stream` pages listen to.
    static let eventsPath = ["__sitegen", "events"]
    /// `GET /__sitegen/live-reload.js`: the script the tag loads.
    static let scriptPath = ["__sitegen", "live-reload.js"]

    /// The tag added before `</body>`.
    static let tag = Array(#"<script src="/__sitegen/live-reload.js"></script>"#.utf8)

    /// Puts `tag` before the last `</body>` of `html`, or at the end when it has none (browsers
    /// still run a script there). In place: only the bytes after the insertion point move.
    static func inject(into html: inout [UInt8]) {
        html.insert(contentsOf: tag, at: lastBodyCloseTag(in: html) ?? html.count)
    }

    /// The offset of the last `</body` in any letter case.
    static func lastBodyCloseTag(in html: [UInt8]) -> Int? {
        let needle = Array("</body".utf8)
        guard html.count >= needle.count else { return nil }
        func lowercased(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
        }
        for index in stride(from: html.count - needle.count, through: 0, by: -1)
        where needle.indices.allSatisfy({ lowercased(html[index + $0]) == needle[$0] }) {
            return index
        }
        return nil
    }
}
