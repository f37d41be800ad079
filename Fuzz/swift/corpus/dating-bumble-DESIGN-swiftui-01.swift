extension Font {
    // Display / hero
    static let bumbleMatchHero    = Font.custom("Brando-Black",  size: 44) // "It's a Match!"
    static let bumbleDisplay      = Font.custom("Brando-Black",  size: 32) // "Make the first move"
    static let bumbleScreenTitle  = Font.custom("Brando-Black",  size: 24) // "Chats"
    static let bumbleCardName     = Font.custom("Brando-Bold",   size: 28) // "Sigrún, 28"
    static let bumbleSection      = Font.custom("Brando-Bold",   size: 18) // "About me"

    // Body
    static let bumbleBody         = Font.custom("Brando-Medium", size: 16) // Bio text
    static let bumbleBodyBold     = Font.custom("Brando-Bold",   size: 16)
    static let bumbleBodySmall    = Font.custom("Brando-Medium", size: 14)

    // Buttons & labels
    static let bumbleButton       = Font.custom("Brando-Bold",   size: 16)
    static let bumbleButtonLarge  = Font.custom("Brando-Bold",   size: 18)
    static let bumbleTab          = Font.custom("Brando-Bold",   size: 10)
    static let bumbleChip         = Font.custom("Brando-Medium", size: 13)
    static let bumbleMeta         = Font.custom("Brando-Medium", size: 13)
    static let bumbleCounter      = Font.custom("Brando-Bold",   size: 11) // "1" / "5" tab badge
    static let bumbleCompliment   = Font.custom("Brando-Black",  size: 22) // "She sent you a Compliment"
}

// Fallback when Brando isn't bundled — SF Pro is the warmest system substitute
extension Font {
    static func bumble(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
        .system(size: size, weight: weight, design: .default)
    }
}
