import Guide

/// One `fontFamily` token per distinct stack, named after its face or family (`brandoBlack`,
/// `systemMonospaced`), numbered when two stacks would share a name.
struct FontFamilyKeys {
    private(set) var all: [(key: String, families: [String])] = []
    private var byStack: [[String]: String] = [:]
    private var byToken: [String: String] = [:]

    init(_ guide: Guide) {
        for token in guide.fonts where byToken[token.name] == nil {
            let stack = FontStack.familyList(for: token, fallback: guide.typographyFallback)
            if let key = byStack[stack] {
                byToken[token.name] = key
                continue
            }
            let base = TokenNaming.camel(token.face.flatMap { FontToken.namesAFont($0) ? $0 : nil } ?? token.family ?? "system " + (token.design ?? guide.typographyFallback?.systemDesign ?? ""))
            var key = base
            var number = 2
            while all.contains(where: { $0.key == key }) {
                key = "\(base)\(number)"
                number += 1
            }
            all.append((key, stack))
            byStack[stack] = key
            byToken[token.name] = key
        }
    }

    func key(for token: FontToken) -> String { byToken[token.name] ?? "system" }
}
