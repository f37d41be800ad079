/// How many colors, type styles and components a brand has, in words: "1 color", "2 type
/// styles", each count kept whole by no-break spaces (a narrow card breaks between them).
enum TokenCounts {
    static func phrase(colors: Int, fonts: Int, components: Int, separator: String = " · ", breakable: Bool = false) -> String {
        let space = breakable ? " " : "\u{00A0}"
        func counted(_ count: Int, _ one: String, _ many: String) -> String {
            "\(count)\(space)" + (count == 1 ? one : many).replacingOccurrences(of: " ", with: space)
        }
        return [counted(colors, "color", "colors"), counted(fonts, "type style", "type styles"), counted(components, "component", "components")]
            .joined(separator: separator)
    }
}
