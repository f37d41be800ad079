/// A table: its keys in the order written, each with where its key and its value begin, so a
/// reader of the document can point at a value it refuses.
public struct TOMLTable: Sendable, Equatable {
    /// One `key = value` (or a sub-table, whose value is `.table`).
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: TOMLValue
        /// Where the key is written (for a sub-table, its first `[header]` or dotted mention).
        public var keyPosition: TOMLPosition
        /// Where the value begins (for a sub-table, its header).
        public var valuePosition: TOMLPosition

        /// Creates an entry.
        public init(key: String, value: TOMLValue, keyPosition: TOMLPosition, valuePosition: TOMLPosition) {
            self.key = key
            self.value = value
            self.keyPosition = keyPosition
            self.valuePosition = valuePosition
        }
    }

    /// The entries, in the order their keys first appear.
    public var entries: [Entry]

    /// Creates a table.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The entry for `key`, if the table has one.
    public subscript(key: String) -> Entry? {
        entries.first { $0.key == key }
    }
}
