/// A file the binary carries for `sitegen init`: its path in the new project and its text.
struct EmbeddedFile: Sendable, Equatable {
    let path: String
    let text: String
}
