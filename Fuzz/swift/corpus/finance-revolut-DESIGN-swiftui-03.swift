struct RevPrimaryButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.revButton)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, minHeight: 52)
                .background(LinearGradient.revBrand, in: RoundedRectangle(cornerRadius: 16))
                .shadow(color: Color.revBrand.opacity(0.30), radius: 14, y: 8)
        }
        .sensoryFeedback(.impact(weight: .light), trigger: UUID())
        .buttonStyle(RevPressableStyle())
    }
}

struct RevPressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? 0.85 : 1)
            .scaleEffect(configuration.isPressed ? 0.98 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct RevSecondaryButton: View {
    let title: String
    let action: () -> Void
    var body: some View {
        Button(action: action) {
            Text(title)
                .font(.revButton)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, minHeight: 52)
                .background(Color.revSurface2, in: RoundedRectangle(cornerRadius: 16))
        }
        .buttonStyle(RevPressableStyle())
    }
}
