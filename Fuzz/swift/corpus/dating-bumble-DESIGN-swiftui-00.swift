import SwiftUI

extension Color {
    // MARK: - Brand
    static let bumbleYellow      = Color(red: 1.000, green: 0.776, blue: 0.161) // #FFC629
    static let bumbleHoneyDeep   = Color(red: 0.961, green: 0.714, blue: 0.086) // #F5B616 pressed
    static let bumbleYellowLight = Color(red: 1.000, green: 0.914, blue: 0.631) // #FFE9A1 soft chip

    // MARK: - Mode colors (Date/BFF/Bizz)
    static let bumbleBFFTeal     = Color(red: 0.067, green: 0.667, blue: 0.659) // #11AAA8
    static let bumbleBizzOrange  = Color(red: 1.000, green: 0.502, blue: 0.000) // #FF8000

    // MARK: - Canvas & Surfaces
    static let bumbleCanvas      = Color(red: 1.000, green: 1.000, blue: 1.000) // #FFFFFF
    static let bumbleBFFCream    = Color(red: 1.000, green: 0.988, blue: 0.949) // #FFFCF2
    static let bumbleSurface1    = Color(red: 0.961, green: 0.961, blue: 0.961) // #F5F5F5
    static let bumbleSurface2    = Color(red: 0.929, green: 0.929, blue: 0.929) // #EDEDED
    static let bumbleDivider     = Color(red: 0.898, green: 0.898, blue: 0.898) // #E5E5E5

    // MARK: - Text
    static let bumbleBlack       = Color(red: 0.122, green: 0.122, blue: 0.122) // #1F1F1F primary
    static let bumbleSlate       = Color(red: 0.353, green: 0.353, blue: 0.353) // #5A5A5A secondary
    static let bumbleMist        = Color(red: 0.612, green: 0.612, blue: 0.612) // #9C9C9C tertiary

    // MARK: - Semantic
    static let bumbleMatchPink   = Color(red: 0.914, green: 0.294, blue: 0.482) // #E94B7B
    static let bumbleVerified    = Color(red: 0.000, green: 0.400, blue: 1.000) // #0066FF
    static let bumbleError       = Color(red: 0.843, green: 0.149, blue: 0.220) // #D72638
    static let bumbleSuccess     = Color(red: 0.000, green: 0.659, blue: 0.420) // #00A86B
    static let bumbleWarning     = Color(red: 1.000, green: 0.584, blue: 0.000) // #FF9500

    // MARK: - Dark mode
    static let bumbleDarkCanvas  = Color(red: 0.059, green: 0.059, blue: 0.059) // #0F0F0F
    static let bumbleDarkSurface = Color(red: 0.102, green: 0.102, blue: 0.102) // #1A1A1A
    static let bumbleDarkSurface2 = Color(red: 0.165, green: 0.165, blue: 0.165) // #2A2A2A
    static let bumbleDarkDivider = Color(red: 0.184, green: 0.184, blue: 0.184) // #2F2F2F
    static let bumbleDarkText    = Color(red: 0.949, green: 0.949, blue: 0.949) // #F2F2F2
}
