import Foundation

/// A revision of the git repository around a folder, read through the `git` command line
/// (`git ls-tree`, `git show <rev>:<path>`), for `sitegen diff --git`.
struct GitRevision {
    /// What went wrong, as a sentence for `Error: …`; always exit 66, the old version unreadable.
    struct Failure: Error, Equatable {
        var message: String
    }

    let revision: String
    let git: URL

    /// `revision`, read with the first `git` on `searchPath` (`PATH`'s folders, colon-separated).
    init(_ revision: String, searchPath: String?) throws(Failure) {
        let folders = (searchPath ?? "").split(separator: ":").map(String.init)
        guard let found = folders.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent("git") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw Failure(message: "'--git' needs the git command, which is not on PATH")
        }
        self.revision = revision
        git = found
    }

    /// The files of `folder` at the revision, relative to it, sorted.
    func files(in folder: URL, display: String) throws(Failure) -> [String] {
        try verify(in: folder, display: display)
        let listing = try run(["ls-tree", "-r", "-z", "--name-only", revision, "--", "."], in: folder)
        return listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    /// The bytes of `path` (relative to `folder`, shown as `display`) at the revision.
    func contents(of path: String, in folder: URL, display: String) throws(Failure) -> Data {
        Data(try run(["show", "\(revision):./\(path)"], in: folder, failure: "'\(display)' is not in revision '\(revision)'"))
    }

    /// Fails with a clear message when `folder` (shown as `display`) is not in a repository or
    /// the revision is not a commit.
    func verify(in folder: URL, display: String) throws(Failure) {
        _ = try run(["rev-parse", "--show-toplevel"], in: folder, failure: "'\(display)' is not in a git repository")
        _ = try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: folder,
                    failure: "'\(revision)' is not a revision of the git repository at '\(display)'")
    }

    /// Runs git in `folder` and returns its standard output; a non-zero exit is `failure`, or
    /// git's own first line of error when none is given.
    private func run(_ arguments: [String], in folder: URL, failure: String? = nil) throws(Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = git
        // Paths print as they are, not octal-quoted. A revision never starts with `-` (the
        // command refuses one), so nothing a user typed can be read as an option.
        process.arguments = ["-c", "core.quotePath=false"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Failure(message: "cannot run '\(git.path)': \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: messages, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? "git exited with \(process.terminationStatus)"
            throw Failure(message: failure ?? said)
        }
        return Array(data)
    }
}
