/// The registry of check rules.
public enum CheckRules {
    /// Every rule, in the order `sitegen check --list-rules` prints them.
    public static let all: [any CheckRule] = [
        HexMismatchRule(),
        AlphaMismatchRule(),
        UndefinedTokenRule(),
        UnusedTokenRule(),
        DarkCounterpartRule(),
        LightCounterpartRule(),
        MissingSectionRule(),
        MalformedSymbolRule(),
        FontWeightRule(),
        UsedPairContrastRule(),
        ContrastClaimRule(),
    ]
}
