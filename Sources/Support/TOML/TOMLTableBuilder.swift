/// The tables of a document while it is read, by their full name, so a `[header]` or key finds
/// its table in one lookup however the file is ordered; `table()` then nests them.
struct TOMLTableBuilder {
    private enum Slot {
        case value(TOMLValue)
        case table([String])
    }

    private struct Entry {
        var key: String
        var slot: Slot
        var keyPosition: TOMLPosition
        var valuePosition: TOMLPosition
    }

    private struct Pending {
        var entries: [Entry] = []
        var indexByKey: [String: Int] = [:]
        /// Where its `[header]` is, once one is written.
        var header: TOMLPosition?
    }

    private var tables: [[String]: Pending] = [[]: Pending()]

    /// Opens `[path]`: creates the tables on the way, refusing a second header for one table
    /// and a path through a key that holds a value.
    mutating func openTable(_ path: [String], at position: TOMLPosition) throws(TOMLError) {
        for depth in 1...path.count {
            let prefix = Array(path[..<depth])
            let parent = Array(path[..<(depth - 1)])
            let key = path[depth - 1]
            if let index = tables[parent]?.indexByKey[key], let entry = tables[parent]?.entries[index] {
                guard case .table = entry.slot else {
                    throw TOMLError(.notATable(Self.name(prefix), first: entry.keyPosition), at: position)
                }
                continue
            }
            append(Entry(key: key, slot: .table(prefix), keyPosition: position, valuePosition: position), to: parent)
            tables[prefix] = Pending()
        }
        if let first = tables[path]?.header {
            throw TOMLError(.duplicateTable(Self.name(path), first: first), at: position)
        }
        tables[path]?.header = position
    }

    /// Adds `key = value` to the table at `path`, refusing a key it already has.
    mutating func add(_ key: String, _ value: TOMLValue, to path: [String], keyPosition: TOMLPosition, valuePosition: TOMLPosition) throws(TOMLError) {
        if let index = tables[path]?.indexByKey[key], let first = tables[path]?.entries[index] {
            throw TOMLError(.duplicateKey(key, first: first.keyPosition), at: keyPosition)
        }
        append(Entry(key: key, slot: .value(value), keyPosition: keyPosition, valuePosition: valuePosition), to: path)
    }

    /// The table at `path` with its sub-tables nested (at most `maximumDepth` deep, as the
    /// parser allows no longer names).
    func table(_ path: [String] = []) -> TOMLTable {
        let entries = (tables[path]?.entries ?? []).map { entry in
            let value: TOMLValue = switch entry.slot {
            case .value(let value): value
            case .table(let child): .table(table(child))
            }
            return TOMLTable.Entry(key: entry.key, value: value, keyPosition: entry.keyPosition, valuePosition: entry.valuePosition)
        }
        return TOMLTable(entries: entries)
    }

    private mutating func append(_ entry: Entry, to path: [String]) {
        let index = tables[path]?.entries.count ?? 0
        tables[path]?.entries.append(entry)
        tables[path]?.indexByKey[entry.key] = index
    }

    /// `a.b`, quoting parts that are not bare keys.
    static func name(_ path: [String]) -> String {
        path.map { part in
            let bare = !part.isEmpty && part.utf8.allSatisfy(TOMLParser.isBareKeyByte)
            return bare ? part : "\"" + part + "\""
        }.joined(separator: ".")
    }
}
