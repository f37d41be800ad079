import SwiftUI

extension Color {
    // MARK: - Brand Bubble Colors (identical light & dark)
    static let imsgBlue        = Color(red: 0.000, green: 0.478, blue: 1.000) // #007AFF
    static let imsgBluePressed = Color(red: 0.000, green: 0.384, blue: 0.800) // #0062CC
    static let imsgGreen       = Color(red: 0.204, green: 0.780, blue: 0.349) // #34C759
    static let imsgGreenPressed = Color(red: 0.141, green: 0.541, blue: 0.239) // #248A3D

    // MARK: - Canvas & Surfaces (Light)
    static let imsgCanvas       = Color.white                                  // #FFFFFF
    static let imsgIncoming     = Color(red: 0.914, green: 0.914, blue: 0.922) // #E9E9EB
    static let imsgGroupedBg    = Color(red: 0.949, green: 0.949, blue: 0.969) // #F2F2F7

    // MARK: - Canvas & Surfaces (Dark)
    static let imsgDarkCanvas   = Color.black                                  // #000000
    static let imsgIncomingDark = Color(red: 0.149, green: 0.149, blue: 0.165) // #26262A
    static let imsgDarkSurface1 = Color(red: 0.110, green: 0.110, blue: 0.118) // #1C1C1E
    static let imsgDarkSurface2 = Color(red: 0.173, green: 0.173, blue: 0.180) // #2C2C2E

    // MARK: - Text
    static let imsgTextPrimary  = Color.primary                                // label
    static let imsgOnAccent     = Color.white                                  // text on blue/green
    static let imsgTextSecondary = Color.secondary                             // secondaryLabel
    static let imsgTextTertiary = Color(.tertiaryLabel)                        // Delivered / placeholder

    // MARK: - Semantic
    static let imsgRed     = Color(red: 1.000, green: 0.231, blue: 0.188)      // #FF3B30 systemRed
    static let imsgRedDark = Color(red: 1.000, green: 0.271, blue: 0.227)      // #FF453A
    static let imsgLink    = Color(red: 0.000, green: 0.478, blue: 1.000)      // #007AFF

    // Adaptive helpers
    static var imsgIncomingAdaptive: Color {
        Color(UIColor { $0.userInterfaceStyle == .dark
            ? UIColor(red: 0.149, green: 0.149, blue: 0.165, alpha: 1)
            : UIColor(red: 0.914, green: 0.914, blue: 0.922, alpha: 1) })
    }
    static var imsgCanvasAdaptive: Color {
        Color(UIColor { $0.userInterfaceStyle == .dark ? .black : .white })
    }
}
