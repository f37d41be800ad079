/// RFC 9110 §13 for a GET or HEAD: whether the client's cached copy is still good (304).
enum ConditionalRequest {
    /// Whether `head`'s validators match a representation with `entityTag` last modified at
    /// `modifiedSeconds`. `If-None-Match` wins over `If-Modified-Since` when both are sent.
    static func isNotModified(_ head: RequestHead, entityTag: String, modifiedSeconds: Int) -> Bool {
        let noneMatch = head.values("If-None-Match")
        if !noneMatch.isEmpty {
            let tags = noneMatch.flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces }
            return tags.contains { $0 == "*" || weakComparable($0) == weakComparable(entityTag) }
        }
        guard let since = head.value("If-Modified-Since"), let date = HTTPDate.parse(since) else { return false }
        return modifiedSeconds <= date
    }

    /// Weak comparison (§8.8.3.2): `W/"x"` matches `"x"`.
    private static func weakComparable(_ tag: String) -> String {
        tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
    }
}
