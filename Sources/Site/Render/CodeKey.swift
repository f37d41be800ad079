/// A snippet's code as a dictionary key for its highlighted HTML: hashed and compared as
/// bytes. A `String` key is hashed and compared in its Unicode-normalized form, which for code
/// with a character past ASCII (a `·` or `—` in a comment) means normalizing the whole snippet
/// at each of a page's lookups. The same code is the same bytes here: it comes from one parse.
struct CodeKey: Hashable, Sendable {
    let code: String

    init(_ code: String) {
        self.code = code
    }

    func hash(into hasher: inout Hasher) {
        var code = code
        code.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    static func == (lhs: CodeKey, rhs: CodeKey) -> Bool {
        var (left, right) = (lhs.code, rhs.code)
        return left.withUTF8 { leftBytes in right.withUTF8 { leftBytes.elementsEqual($0) } }
    }
}
