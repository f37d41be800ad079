// libFuzzer target for the TOML reader of sitegen.toml (Support's TOMLDocument): the input is
// read as a document; what it reads is walked to the bottom, and what it refuses must have a
// place inside the input and a message. Built by Fuzz/run, never by SwiftPM.
import Support

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let document = try TOMLDocument(parsing: bytes)
        _ = ConfigFuzz.count(.table(document.root))
    } catch {
        let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        // A refusal points into the input (line 0: the file as a whole) and says something.
        if error.position.line > lines || error.position.line < 0 || error.message.isEmpty || (error.position.line > 0 && error.position.column < 1) {
            fatalError("bad error place \(error.position) for \(size) bytes: \(error.message)")
        }
    }
    return 0
}

enum ConfigFuzz {
    /// The values in the tree plus the scalars of its strings and keys, so every part is read.
    static func count(_ value: TOMLValue) -> Int {
        switch value {
        case .string(let text): 1 + text.unicodeScalars.count
        case .integer, .float, .boolean: 1
        case .array(let elements): elements.reduce(1) { $0 + count($1) }
        case .table(let table): table.entries.reduce(1) { $0 + $1.key.unicodeScalars.count + count($1.value) }
        }
    }
}
