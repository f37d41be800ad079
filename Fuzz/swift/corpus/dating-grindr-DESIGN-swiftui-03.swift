struct GrandTapButton: View {
    @Binding var tapped: Bool
    var size: CGFloat = 56
    let action: () -> Void

    var body: some View {
        Button {
            action()
            tapped = true
        } label: {
            Group {
                if tapped {
                    Image(systemName: "checkmark")
                        .font(.system(size: size * 0.42, weight: .bold))
                        .foregroundStyle(.white)
                        .frame(width: size, height: size)
                        .overlay(Circle().strokeBorder(Color.grAndTextSecondary, lineWidth: 1))
                } else {
                    Image(systemName: "flame.fill")
                        .font(.system(size: size * 0.42, weight: .bold))
                        .foregroundStyle(.black) // intentional: black on yellow
                        .frame(width: size, height: size)
                        .background(Circle().fill(Color.grAndYellow))
                }
            }
        }
        .sensoryFeedback(.success, trigger: tapped)
        .buttonStyle(GrandPressableStyle(pressedScale: 0.92))
    }
}

struct GrandPressableStyle: ButtonStyle {
    var pressedScale: CGFloat = 0.97
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? pressedScale : 1)
            .animation(.spring(response: 0.25, dampingFraction: 0.7), value: configuration.isPressed)
    }
}
