/// Named values: what a `TemplateValue.object` holds, and what a section over one pushes onto
/// the context stack.
///
/// ```swift
/// var brand: TemplateObject = ["name": "Bumble", "draft": false]
/// brand["slug"] = "bumble"
/// let page: TemplateValue = .object(brand)
/// ```
///
/// The members are a list of pairs in the order given, not a hash table: nearly every object a
/// page is built from has a handful of keys, and comparing a name with each key (lengths
/// first) costs less than hashing it, both when the object is made (the pairs of a literal are
/// kept as they come: no table, no hashing) and at each frame of the context stack a name is
/// looked up in. An object of more than `indexedCount` members keeps an index of its keys as
/// well, so a large one (JSON data) still finds a key without reading them all.
public struct TemplateObject: Sendable {
    /// The members as given. A key given twice in a literal is kept twice, and its last pair is
    /// the one that counts: lookups read from the end, and everything that lists members skips
    /// the earlier pairs. (Checking every literal for repeats cost more than all its lookups.)
    private var members: [(String, TemplateValue)]
    /// Each key's last position in `members`, for objects of more than `indexedCount` members.
    private var index: [String: Int]?

    /// Past this many members an object indexes its keys. Below it a lookup compares lengths,
    /// mostly, at about a dozen instructions a key; hashing a name costs some 350, and building
    /// the index cost more than all the lookups of the objects a page is made of (a swatch has
    /// 26 keys, a brand 26).
    static let indexedCount = 32

    /// An object without members.
    public init() {
        members = []
    }

    /// An object of a dictionary's members (in key order, so it is the same object each time).
    public init(_ members: [String: TemplateValue]) {
        self.init(pairs: members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The pairs as given; of a repeated key, the last value counts.
    init(pairs: [(String, TemplateValue)]) {
        members = pairs
        if pairs.count > Self.indexedCount { reindex() }
    }

    /// The number of keys.
    public var count: Int {
        if let index { return index.count }
        return members.indices.count { isLast($0) }
    }

    /// Whether there are no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The keys, each once, in the order of their last pairs (the order given, when no key repeats).
    public var keys: [String] { map(\.0) }

    /// The value of a key, or nil. Setting a key already there replaces its value in place;
    /// setting a new one adds it at the end; setting nil removes it.
    public subscript(key: String) -> TemplateValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return members[position].1
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    members[position].1 = newValue
                } else {
                    members.removeAll { $0.0 == key }
                    reindex()
                }
            } else if let newValue {
                members.append((key, newValue))
                if index != nil {
                    index![key] = members.count - 1
                } else if members.count > Self.indexedCount {
                    reindex()
                }
            }
        }
    }

    /// Where the last pair of `key` is in `members`.
    func position(of key: String) -> Int? {
        if let index { return index[key] }
        // Lengths first: most keys differ in length from a name, and comparing two counts is
        // cheaper than the call comparing two strings makes.
        let length = key.utf8.count
        var position = members.count
        while position > 0 {
            position -= 1
            if members[position].0.utf8.count == length && members[position].0 == key { return position }
        }
        return nil
    }

    /// Whether the pair at `position` is its key's last.
    private func isLast(_ position: Int) -> Bool {
        self.position(of: members[position].0) == position
    }

    /// Builds the index afresh, or drops it, for the members as they are now.
    private mutating func reindex() {
        guard members.count > Self.indexedCount else {
            index = nil
            return
        }
        var index = [String: Int](minimumCapacity: members.count)
        for position in members.indices { index[members[position].0] = position }
        self.index = index
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a dictionary literal; of a repeated key, the last value counts.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        // The literal's own array is the storage.
        self.init(pairs: elements)
    }
}

extension TemplateObject: Equatable {
    /// Objects are equal when they have the same keys with equal values, in any order.
    public static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { rhs[$0.0] == $0.1 }
    }
}

extension TemplateObject: Sequence {
    /// The members: each key once, with its value, in the order of `keys`.
    public struct Iterator: IteratorProtocol {
        let object: TemplateObject
        var position = 0

        /// The next member, skipping the earlier pairs of a repeated key.
        public mutating func next() -> (String, TemplateValue)? {
            while position < object.members.count {
                defer { position += 1 }
                if object.isLast(position) { return object.members[position] }
            }
            return nil
        }
    }

    /// An iterator over the members.
    public func makeIterator() -> Iterator {
        Iterator(object: self)
    }
}
