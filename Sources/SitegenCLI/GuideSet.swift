import Foundation
import Guide
import Site

/// One version of the guides `sitegen diff` compares: each file's bytes, read up front so that
/// an unreadable input is an error before anything is compared, and the key that matches it
/// with its other version.
struct GuideSet {
    struct File {
        /// What matches the file with its other version, and names it in the report.
        var key: String
        /// The file as messages name it.
        var display: String
        /// What `Guide(document:path:)` takes to name the brand and category.
        var relativePath: String
        var data: Data
    }

    var files: [File]

    init(files: [File]) {
        self.files = files
    }

    /// One guide file.
    init(file url: URL, display: String, key: String) throws(DiffInputs.Failure) {
        let file: GuideFile
        do throws(GuideFile.Failure) { file = try GuideFile(path: url.path) } catch { throw .unreadable(error.sentence(about: display)) }
        files = [File(key: key, display: display, relativePath: display, data: try Self.read(file, display: display))]
    }

    /// The guides of a content folder, found as the build finds them, keyed by
    /// `keyPrefix/relative path` (the prefix is the folder as given unless another is named,
    /// so the old folder's guides match the new folder's).
    init(folder url: URL, display: String, keyPrefix: String? = nil) throws(DiffInputs.Failure) {
        guard let guides = try? ContentGuide.all(in: url) else { throw .unreadable("cannot read the folder '\(display)'") }
        let prefix = Self.trimmed(keyPrefix ?? display)
        var files: [File] = []
        for guide in guides {
            let shown = Self.trimmed(display) + "/" + guide.relativePath
            files.append(File(key: prefix + "/" + guide.relativePath, display: shown, relativePath: guide.relativePath, data: try Self.read(guide.file, display: shown)))
        }
        self.files = files
    }

    /// The guides of a content folder at a git revision: its Markdown files written to a
    /// temporary folder, then found there as the build finds guides.
    init(revisionOf folder: URL, display: String, git: GitRevision) throws(DiffInputs.Failure) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do throws(GitRevision.Failure) {
            for path in try git.files(in: folder, display: display) where path.hasSuffix(".md") && !path.split(separator: "/").contains("..") {
                let target = scratch.appendingPathComponent(path)
                let data = try git.contents(of: path, in: folder, display: path)
                do {
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try data.write(to: target)
                } catch { throw GitRevision.Failure(message: "cannot write '\(target.path)': \(error.localizedDescription)") }
            }
            try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch { throw .unreadable(error.message) }
        var set = try GuideSet(folder: scratch, display: display)
        for index in set.files.indices { set.files[index].display = "\(git.revision):\(set.files[index].display)" }
        self = set
    }

    /// Each guide read, on all cores, by key.
    func guides() async -> [String: Guide] {
        await withTaskGroup(of: (String, Guide).self) { group in
            for file in files {
                group.addTask {
                    (file.key, Guide(parsing: file.data, source: file.display, path: file.relativePath))
                }
            }
            var all: [String: Guide] = [:]
            for await (key, guide) in group { all[key] = guide }
            return all
        }
    }

    private static func read(_ file: GuideFile, display: String) throws(DiffInputs.Failure) -> Data {
        do throws(GuideFile.Failure) { return try file.read() } catch { throw .unreadable(error.sentence(about: display)) }
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
