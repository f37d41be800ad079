import CRenameExchange
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

    /// A staging folder beside the target, after the leftovers of builds that were killed are
    /// dealt with (see `cleanLeftovers`): the spare (the site before last, which the last
    /// build set aside) recycled when there is one, else an empty folder. Taking the spare is
    /// one rename, so of two builds at once only one gets it.
    func beginStaging() throws(BuildError) -> StagingFolder {
        cleanLeftovers()
        let url = parent.appendingPathComponent(stagingPrefix + "\(ProcessInfo.processInfo.processIdentifier)")
        FolderRemoval.remove(url.path)
        if rename(sparePath, url.path) == 0 { return StagingFolder(recycling: url) }
        do { return try StagingFolder(url: url) } catch { throw .writeFailed(path: url.path, reason: error.localizedDescription) }
    }

    private var stagingPrefix: String { ".\(target.lastPathComponent).staging-" }
    private var previousPrefix: String { ".\(target.lastPathComponent).previous-" }
    /// The old site an exchange leaves, kept for the next build to recycle.
    var sparePath: String { parent.path + "/.\(target.lastPathComponent).spare" }

    /// Removes what builds whose process is gone left beside the target: staging folders (a
    /// half-written site, or the old site an exchange left there to be removed) and previous
    /// folders (the old site the fallback swap moves aside). A previous folder is put back
    /// when the target is missing: the build died between the fallback's two renames, and the
    /// previous site was complete when moved. Only names of this target's own pattern, with
    /// the number of a process that no longer runs, are touched.
    private func cleanLeftovers() {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        for name in names {
            let prefix = name.hasPrefix(stagingPrefix) ? stagingPrefix : name.hasPrefix(previousPrefix) ? previousPrefix : nil
            guard let prefix, let pid = Int32(name.dropFirst(prefix.count)), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = parent.path + "/" + name
            if prefix == previousPrefix, !Self.exists(target.path), rename(path, target.path) == 0 { continue }
            FolderRemoval.remove(path)
        }
    }

    /// Whether something (a folder, a file, a link) is at `path`, without following a link.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Finishes a staging folder: the marker (which holds the build manifest), the placeholders
    /// of the previous output, and a check that every write succeeded.
    func finish(_ staging: StagingFolder, manifest: [Substring]) throws(BuildError) {
        let manager = FileManager.default
        if let failure = staging.firstFailure {
            discard(staging.url)
            throw .writeFailed(path: failure, reason: "could not write")
        }
        staging.prune(keeping: [Self.markerName])
        do {
            // Written from its pieces' own bytes (a copy into one buffer was megabytes more to
            // fault in), afresh: a recycled folder's marker is unlinked, never written through.
            let marker = staging.url.appendingPathComponent(Self.markerName).path
            try StagingFolder.writePieces(manifest, to: marker)
            for placeholder in [".gitkeep", ".keep"] where manager.fileExists(atPath: target.appendingPathComponent(placeholder).path) {
                _ = staging.keep([placeholder], from: target)
            }
        } catch {
            discard(staging.url)
            throw .writeFailed(path: staging.url.path, reason: error.localizedDescription)
        }
    }

    /// Replaces the target with the complete staging folder in one atomic step: the two are
    /// exchanged (`renameat2(RENAME_EXCHANGE)`), so at every instant the target is either the
    /// whole previous site or the whole new one, and the previous site, now at the staging
    /// path, is set aside as the spare (`beginStaging` recycles it). Kept files were hard-linked into staging, never moved out of the
    /// target, so the previous site stays complete and served until the exchange.
    ///
    /// Where the file system cannot exchange (EINVAL), the previous output is moved aside and
    /// the staging folder renamed in its place: two renames, between which the target is
    /// missing; a build killed there leaves the previous site beside it, which the next build
    /// puts back (`cleanLeftovers`).
    func commit(_ staging: StagingFolder) throws(BuildError) {
        let (from, to) = (staging.url.path, target.path)
        guard Self.exists(to) else {
            guard sitegen_rename_noreplace(from, to) == 0 || (errno == EINVAL && rename(from, to) == 0) else { throw failed(staging) }
            return
        }
        if sitegen_rename_exchange(from, to) == 0 {
            // The old site becomes the spare the next build recycles; removed only when a
            // spare is already there.
            if rename(from, sparePath) != 0 { FolderRemoval.remove(from) }
            return
        }
        guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP else { throw failed(staging) }
        let previous = parent.path + "/" + previousPrefix + "\(ProcessInfo.processInfo.processIdentifier)"
        FolderRemoval.remove(previous)
        guard rename(to, previous) == 0 else { throw failed(staging) }
        guard rename(from, to) == 0 else {
            let error = failed(staging)
            if rename(previous, to) != 0 {
                throw .writeFailed(path: to, reason: "\(String(cString: strerror(errno))); the previous output is at \(previous)")
            }
            throw error
        }
        FolderRemoval.remove(previous)
    }

    /// The error of a swap that failed with `errno`; the staging folder is removed.
    private func failed(_ staging: StagingFolder) -> BuildError {
        let reason = String(cString: strerror(errno))
        discard(staging.url)
        return .writeFailed(path: target.path, reason: reason)
    }

    /// Removes a staging folder of a failed build.
    func discard(_ staging: URL) {
        FolderRemoval.remove(staging.path)
    }
}
