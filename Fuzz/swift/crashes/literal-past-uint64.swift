extension Color {
    static let a = Color(red: 18446744073709551616, green: 1844674407370955.1616, blue: 0)
    static let b = Color.red.opacity(99999999999999999999999999)
}
let x = 18446744073709551616
