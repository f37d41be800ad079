extension JSONValue {
    /// The member named `key` (the first, when repeated), or nil when there is none or this is
    /// not an object: `json["color"]?["$type"]?.stringValue`.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The element at `index`, or nil when out of range or this is not an array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The member names of an object, in the order written; nil for anything else.
    public var keys: [String]? {
        guard case .object(let members) = self else { return nil }
        return members.map(\.0)
    }
}
