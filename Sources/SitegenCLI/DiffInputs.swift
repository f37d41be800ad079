import Foundation
import Site

/// The two versions `sitegen diff` compares, read from its command line: two guides, two
/// content folders, or a guide or folder and the same one at a git revision.
struct DiffInputs {
    enum Failure: Error {
        /// The command line is wrong (exit 64).
        case usage(UsageError)
        /// An input cannot be read (exit 66), as a sentence.
        case unreadable(String)
    }

    var old: GuideSet
    var new: GuideSet

    init(_ arguments: ParsedArguments, spec: CommandSpec, environment: [String: String]) throws(Failure) {
        let project = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        let positionals = arguments.positionals
        if let revision = arguments.value("--git") {
            guard positionals.count <= 1 else { throw .usage(UsageError("Unexpected argument '\(positionals[1])'; with '--git', name one guide or folder", command: spec)) }
            guard !revision.isEmpty, !revision.hasPrefix("-") else { throw .usage(UsageError("The value '\(revision)' is invalid for '--git'", command: spec)) }
            let path = positionals.first ?? arguments.value("--content") ?? "content"
            let git: GitRevision
            do { git = try GitRevision(revision, searchPath: environment["PATH"]) } catch { throw .unreadable(error.message) }
            let url = URL(fileURLWithPath: path, relativeTo: project).standardizedFileURL
            switch Self.kind(of: url) {
            case .folder:
                new = try GuideSet(folder: url, display: path)
                old = try GuideSet(revisionOf: url, display: path, git: git)
            case .file:
                new = try GuideSet(file: url, display: path, key: path)
                do {
                    try git.verify(in: url.deletingLastPathComponent(), display: path)
                    let data = try git.contents(of: url.lastPathComponent, in: url.deletingLastPathComponent(), display: path)
                    old = GuideSet(files: [GuideSet.File(key: path, display: "\(revision):\(path)", relativePath: path, data: data)])
                } catch { throw .unreadable(error.message) }
            case .missing:
                throw .unreadable("cannot read '\(path)': no such file or folder")
            }
            return
        }
        guard positionals.count == 2 else {
            throw .usage(UsageError("Missing expected argument '<\(positionals.isEmpty ? "old" : "new")>'", command: spec))
        }
        let urls = positionals.map { URL(fileURLWithPath: $0, relativeTo: project).standardizedFileURL }
        switch (Self.kind(of: urls[0]), Self.kind(of: urls[1])) {
        case (.file, .file):
            old = try GuideSet(file: urls[0], display: positionals[0], key: positionals[1])
            new = try GuideSet(file: urls[1], display: positionals[1], key: positionals[1])
        case (.folder, .folder):
            old = try GuideSet(folder: urls[0], display: positionals[0], keyPrefix: positionals[1])
            new = try GuideSet(folder: urls[1], display: positionals[1])
        case (.missing, _), (_, .missing):
            let missing = Self.kind(of: urls[0]) == .missing ? positionals[0] : positionals[1]
            throw .unreadable("cannot read '\(missing)': no such file or folder")
        case (.file, .folder), (.folder, .file):
            throw .usage(UsageError("'\(positionals[0])' and '\(positionals[1])' are a file and a folder; compare two guides or two folders", command: spec))
        }
    }

    enum Kind { case file, folder, missing }

    static func kind(of url: URL) -> Kind {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return .missing }
        return isFolder.boolValue ? .folder : .file
    }
}
