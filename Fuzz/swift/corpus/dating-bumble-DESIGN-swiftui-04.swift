struct SwipeCard: View {
    let photos: [Image]
    let name: String
    let age: Int
    let bio: String
    let isVerified: Bool
    @State private var currentPhoto = 0

    var body: some View {
        ZStack {
            // Photo
            photos[currentPhoto]
                .resizable()
                .aspectRatio(3/4, contentMode: .fill)
                .clipShape(RoundedRectangle(cornerRadius: 12))

            // Photo progress bar (4 segments)
            VStack {
                HStack(spacing: 4) {
                    ForEach(0..<photos.count, id: \.self) { idx in
                        Capsule()
                            .fill(idx == currentPhoto ? Color.white : Color.white.opacity(0.4))
                            .frame(height: 3)
                    }
                }
                .padding(.horizontal, 12)
                .padding(.top, 12)
                Spacer()
            }

            // Bottom gradient overlay
            VStack {
                Spacer()
                LinearGradient(
                    colors: [.clear, .black.opacity(0.7)],
                    startPoint: .top, endPoint: .bottom
                )
                .frame(height: 200)
            }
            .clipShape(RoundedRectangle(cornerRadius: 12))

            // Name+age + bio
            VStack(alignment: .leading, spacing: 4) {
                Spacer()
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    Text("\(name), \(age)")
                        .font(.bumbleCardName)
                        .foregroundStyle(.white)
                    if isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .font(.system(size: 18))
                            .foregroundStyle(Color.bumbleVerified)
                    }
                }
                Text(bio).font(.bumbleBody).foregroundStyle(.white).lineLimit(1)
            }
            .padding(.horizontal, 20)
            .padding(.bottom, 20)
        }
        .frame(maxWidth: .infinity)
        .aspectRatio(3/4, contentMode: .fit)
        .shadow(color: .black.opacity(0.12), radius: 16, y: 4)
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { _ in /* track drag */ }
                .onEnded { value in
                    if abs(value.translation.width) > 100 {
                        // commit swipe
                    }
                }
        )
    }
}
