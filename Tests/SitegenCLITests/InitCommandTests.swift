import Foundation
import Testing
@testable import SitegenCLI

/// `sitegen init`: a project that builds, and folders it refuses.
@Suite struct InitCommandTests {
    @Test func createsAProjectThatBuilds() async throws {
        let folder = try TemporaryFolder()
        let project = folder.path("new/site")
        let created = await CommandRunner.run(["init", project])
        #expect(created.status == 0, "\(created.err)")
        #expect(created.out.contains("cd \(project) && sitegen build"))
        let settings = try String(contentsOfFile: project + "/sitegen.toml", encoding: .utf8)
        #expect(settings.contains("title = \"Brand guides\""))
        let built = await CommandRunner.run([
            "build", "--config", project + "/sitegen.toml", "--content", project + "/content",
            "--templates", project + "/templates", "--output", project + "/public",
        ])
        #expect(built.status == 0, "\(built.err)")
        let home = try String(contentsOfFile: project + "/public/index.html", encoding: .utf8)
        #expect(home.contains("<title>Brand guides · Brand guides</title>"))
        #expect(FileManager.default.fileExists(atPath: project + "/public/brands/bumble/design/index.html"))
    }

    @Test func acceptsAFolderWithOnlyHiddenFiles() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["repo/.git/HEAD": "ref: refs/heads/main\n"])
        let created = await CommandRunner.run(["init", folder.path("repo")])
        #expect(created.status == 0, "\(created.err)")
    }

    @Test func refusesAFolderThatIsNotEmptyOrAFile() async throws {
        let folder = try TemporaryFolder()
        try folder.write(["taken/notes.txt": "mine\n", "file.txt": "x"])
        let taken = await CommandRunner.run(["init", folder.path("taken")])
        #expect(taken.status == 74)
        #expect(taken.err == "Error: refusing to create a project in '\(folder.path("taken"))': it is not empty ('notes.txt')\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("taken")) == ["notes.txt"])
        let file = await CommandRunner.run(["init", folder.path("file.txt")])
        #expect(file.status == 74)
        let extra = await CommandRunner.run(["init", "a", "b"])
        #expect(extra.status == 64)
    }

    /// A `templates` link swapped in after the emptiness check (by the command's hook) stops
    /// the writing: nothing is written through it, outside the project.
    @Test func aLinkSwappedInAfterTheCheckIsNeverWrittenThrough() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
        let (project, elsewhere) = (folder.path("project"), folder.path("elsewhere"))
        let captured = CapturedConsole()
        let status = InitCommand.createProject(at: project, console: captured.console) {
            try? FileManager.default.createSymbolicLink(atPath: project + "/templates", withDestinationPath: elsewhere)
        }
        #expect(status == .ioError)
        #expect(captured.err == "Error: could not write the project in '\(project)': 'templates' is a symbolic link in the way; nothing is written through or over it\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty, "nothing was written outside the project")
    }
}
