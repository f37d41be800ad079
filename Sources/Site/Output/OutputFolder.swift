import Foundation

/// The output folder, written safely: a build goes into a staging folder beside it and replaces
/// it only when complete, and sitegen refuses folders whose loss would hurt (the project, the
/// content, the theme, `/`, home) or that hold files it did not make.
struct OutputFolder {
    let target: URL
    private let parent: URL

    /// A file sitegen leaves in every output folder so it recognises its own work.
    static let markerName = ".sitegen-output"
    /// Files a fresh output folder may hold without having been made by sitegen.
    private static let placeholders: Set<String> = [".gitkeep", ".keep", ".DS_Store", markerName]

    init(_ configuration: SiteConfiguration) throws(BuildError) {
        target = configuration.outputDirectory.standardizedFileURL
        parent = target.deletingLastPathComponent()
        try Self.check(target, configuration)
    }

    private static func check(_ target: URL, _ configuration: SiteConfiguration) throws(BuildError) {
        let output = resolved(target)
        let refuse = { (why: String) -> BuildError in .unsafeOutput(path: configuration.display(target), reason: why) }
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        if output == "/" || output == resolved(URL(fileURLWithPath: home)) { throw refuse("it is / or the home folder") }
        if output == resolved(configuration.projectDirectory) { throw refuse("it is the project folder") }
        for (name, folder) in [("content", configuration.contentDirectory), ("templates", configuration.templatesDirectory)] {
            let protected = resolved(folder)
            if output == protected { throw refuse("it is the \(name) folder") }
            if protected.hasPrefix(output + "/") { throw refuse("it contains the \(name) folder") }
            if output.hasPrefix(protected + "/") { throw refuse("it is inside the \(name) folder") }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw refuse("it exists and is not a folder") }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        if !entries.contains(markerName), entries.contains(where: { !placeholders.contains($0) }) {
            throw refuse("it holds files sitegen did not write (no \(markerName) marker); empty it or choose another --output")
        }
    }

    /// The real path, with symlinks resolved as far as the path exists.
    private static func resolved(_ url: URL) -> String {
        var path = url.standardizedFileURL.path
        var suffix: [String] = []
        while !FileManager.default.fileExists(atPath: path), path != "/" {
            suffix.insert((path as NSString).lastPathComponent, at: 0)
            path = (path as NSString).deletingLastPathComponent
        }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return ([real] + suffix).joined(separator: "/").replacingOccurrences(of: "//", with: "/")
    }

    /// A fresh staging folder beside the target. Staging folders that builds interrupted
    /// (killed, or cut off by a closed pipe) left behind are removed first: their process is
    /// gone, and everything in them is made again from the content.
    func beginStaging() throws(BuildError) -> StagingFolder {
        let prefix = ".\(target.lastPathComponent).staging-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
        let url = parent.appendingPathComponent(prefix + "\(ProcessInfo.processInfo.processIdentifier)")
        do { return try StagingFolder(url: url) } catch { throw .writeFailed(path: url.path, reason: error.localizedDescription) }
    }

    /// Finishes a staging folder: the marker (which holds the build manifest), the placeholders
    /// of the previous output, and a check that every write succeeded.
    func finish(_ staging: StagingFolder, manifest: String) throws(BuildError) {
        let manager = FileManager.default
        if let failure = staging.firstFailure {
            discard(staging.url)
            throw .writeFailed(path: failure, reason: "could not write")
        }
        do {
            try Data(manifest.utf8).write(to: staging.url.appendingPathComponent(Self.markerName))
            for placeholder in [".gitkeep", ".keep"] where manager.fileExists(atPath: target.appendingPathComponent(placeholder).path) {
                try? manager.copyItem(at: target.appendingPathComponent(placeholder), to: staging.url.appendingPathComponent(placeholder))
            }
        } catch {
            discard(staging.url)
            throw .writeFailed(path: staging.url.path, reason: error.localizedDescription)
        }
    }

    /// Replaces the target with the staging folder. The folders the staging folder adopted are
    /// moved over from the target first; the previous output is then moved aside and restored
    /// if the swap fails, with the adopted folders put back, so a complete site stays in place.
    /// (While the adopted folders move, a request to the old site may miss them: a few
    /// renames' time, which the dev server covers by reloading pages only after the build.)
    func commit(_ staging: StagingFolder) throws(BuildError) {
        let manager = FileManager.default
        let previous = parent.appendingPathComponent(".\(target.lastPathComponent).previous-\(ProcessInfo.processInfo.processIdentifier)")
        try? manager.removeItem(at: previous)
        let hadPrevious = manager.fileExists(atPath: target.path)
        var moved: [String] = []
        /// Moves the adopted folders back into the old output; false if any stayed behind.
        func putBack() -> Bool {
            moved = moved.filter { rename(staging.url.path + "/" + $0, target.path + "/" + $0) != 0 }
            return moved.isEmpty
        }
        func fail(_ reason: String) -> BuildError {
            // A staging folder still holding folders of the old output is left for the user
            // rather than deleted with them.
            if putBack() { try? manager.removeItem(at: staging.url) }
            return .writeFailed(path: target.path, reason: reason)
        }
        for folder in hadPrevious ? staging.adoptedFolders : [] {
            guard rename(target.path + "/" + folder, staging.url.path + "/" + folder) == 0 else { throw fail(String(cString: strerror(errno))) }
            moved.append(folder)
        }
        do {
            if hadPrevious { try manager.moveItem(at: target, to: previous) }
        } catch {
            throw fail(error.localizedDescription)
        }
        do {
            try manager.moveItem(at: staging.url, to: target)
        } catch {
            if hadPrevious, (try? manager.moveItem(at: previous, to: target)) == nil {
                // The old output stays at `previous` and the adopted folders in staging.
                throw .writeFailed(path: target.path, reason: "\(error.localizedDescription); the previous output is at \(previous.path)")
            }
            throw fail(error.localizedDescription)
        }
        if hadPrevious { try? manager.removeItem(at: previous) }
    }

    /// Removes a staging folder of a failed build.
    func discard(_ staging: URL) {
        try? FileManager.default.removeItem(at: staging)
    }
}
