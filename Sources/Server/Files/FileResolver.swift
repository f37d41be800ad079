import Glibc

/// Maps a `RequestPath` to a file under the served root, following the conventions of static
/// hosts: a folder serves its `index.html`, a folder named without its slash redirects.
struct FileResolver: Sendable {
    /// Where a request path leads.
    enum Resolution: Sendable, Equatable {
        /// A regular file, as a real path (no symbolic links) inside the root.
        case file(String)
        /// A folder asked for without its trailing slash: redirect here.
        case redirect(location: String)
        /// Nothing servable there.
        case notFound
        /// Something there resolves outside the root (a symbolic link pointing out).
        case forbidden
    }

    /// The served folder, as given.
    let root: String

    init(root: String) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// Resolves `path` against the file system. Dotfiles are not found, whether named or
    /// reached through a link.
    func resolve(_ path: RequestPath) -> Resolution {
        if path.namesHiddenFile { return .notFound }
        var candidate = ([root] + path.segments).joined(separator: "/")
        guard let status = FileStatus(path: candidate) else { return .notFound }
        switch status.kind {
        case .directory:
            if !path.hasTrailingSlash && !path.segments.isEmpty {
                var location = path.encodedPath + "/"
                if let query = path.query { location += "?" + query }
                return .redirect(location: location)
            }
            candidate += "/index.html"
            guard FileStatus(path: candidate)?.kind == .regular else { return .notFound }
        case .regular:
            if path.hasTrailingSlash { return .notFound }
        case .other:
            // FIFOs and devices would block or never end; a site has none.
            return .notFound
        }
        return contained(candidate)
    }

    /// The site's own `404.html`, if the root has one inside it.
    func notFoundPage() -> String? {
        let candidate = root + "/404.html"
        guard FileStatus(path: candidate)?.kind == .regular, case .file(let real) = contained(candidate) else { return nil }
        return real
    }

    /// The real path of `candidate` if it lies inside the real root. The caller opens this
    /// real path (with `O_NOFOLLOW`), not the candidate, so what was checked is what is read.
    /// A link inside the root that leads to a dotfile (`manifest -> .sitegen-output`) is not found.
    private func contained(_ candidate: String) -> Resolution {
        guard let realRoot = Self.realPath(root), let real = Self.realPath(candidate) else { return .notFound }
        let prefix = realRoot == "/" ? "/" : realRoot + "/"
        guard real.hasPrefix(prefix) else { return .forbidden }
        let inside = real.dropFirst(prefix.count).split(separator: "/")
        return inside.contains { $0.hasPrefix(".") } ? .notFound : .file(real)
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
