struct StandoutsCard: View {
    let photo: Image
    let answer: String
    var onSendRose: () -> Void

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 6) {
                Image(systemName: "star.fill")
                    .font(.system(size: 14))
                    .foregroundStyle(Color.hingeRose)
                Text("Standout")
                    .font(.custom("Sailec-Bold", size: 12))
                    .foregroundStyle(Color.hingeBlack)
                Spacer()
            }
            .frame(height: 32)
            .padding(.horizontal, 16)
            .background(Color.hingeRoseLight)

            photo
                .resizable()
                .aspectRatio(1, contentMode: .fill)
                .clipped()

            VStack(alignment: .leading, spacing: 16) {
                Text(answer)
                    .font(.hingePromptA)
                    .foregroundStyle(Color.hingeBlack)
                RoseCTA(label: "Send a Rose", action: onSendRose)
            }
            .padding(16)
        }
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.hingePaper)
                .overlay(
                    RoundedRectangle(cornerRadius: 20).strokeBorder(
                        LinearGradient(
                            colors: [Color.hingeRose, Color.hingeRoseLight, Color.hingeRose],
                            startPoint: .topLeading, endPoint: .bottomTrailing
                        ),
                        lineWidth: 1
                    )
                )
        )
        .clipShape(RoundedRectangle(cornerRadius: 20))
        .shadow(color: Color(red: 0.110, green: 0.078, blue: 0.039).opacity(0.10), radius: 12, y: 4)
    }
}
