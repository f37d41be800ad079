import Foundation
import Testing

/// Help pages are part of the interface: golden files, re-recorded with SITEGEN_RECORD=1.
@Suite struct HelpTests {
    @Test func topLevelHelp() async throws {
        let result = await CommandRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(try matchesGolden(result.out, "help/sitegen.txt"))
    }

    @Test(arguments: ["build", "diff", "dump", "init", "serve"])
    func commandHelp(_ command: String) async throws {
        let viaFlag = await CommandRunner.run([command, "--help"])
        let viaHelp = await CommandRunner.run(["help", command])
        #expect(viaFlag.status == 0)
        #expect(viaFlag.out == viaHelp.out)
        #expect(try matchesGolden(viaFlag.out, "help/\(command).txt"))
    }

    @Test func usageErrorsExit64WithUsage() async {
        let unknownOption = await CommandRunner.run(["dump", "--prot", "x"])
        #expect(unknownOption.status == 64)
        #expect(unknownOption.err == "Error: Unknown option '--prot'\nUsage: sitegen dump [--views] <guide>\nSee 'sitegen help dump' for more information.\n")
        let missing = await CommandRunner.run(["dump"])
        #expect(missing.status == 64)
        #expect(missing.err.hasPrefix("Error: Missing expected argument '<guide>'\n"))
        let unknownCommand = await CommandRunner.run(["bulid"])
        #expect(unknownCommand.status == 64)
        #expect(unknownCommand.err.hasPrefix("Error: Unknown subcommand 'bulid'\n"))
    }

    /// The codes a help page's EXIT CODES table lists.
    static func listedCodes(_ command: String) async -> Set<Int32> {
        let help = await CommandRunner.run(["help", command]).out
        guard let table = help.components(separatedBy: "EXIT CODES:\n").last else { return [] }
        return Set(table.split(separator: "\n").compactMap { Int32($0.split(separator: " ").first ?? "") })
    }

    /// Each case exits with a code its command's help lists (issue 14: `dump` exited 74, which
    /// its help did not list). Run as each command meets it, the case named.
    @Test func everyExitCodeIsInTheCommandsHelp() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-exit-\(UUID().uuidString)")
        let content = folder.appendingPathComponent("content/tools/acme")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = content.appendingPathComponent("DESIGN-swiftui.md").path
        try Data(count: 5_300_000).write(to: URL(fileURLWithPath: big))
        let missing = folder.appendingPathComponent("none").path
        let good = folder.appendingPathComponent("good/tools/acme")
        try FileManager.default.createDirectory(at: good, withIntermediateDirectories: true)
        try Data("# Acme (iOS) — SwiftUI Implementation Guide\n".utf8).write(to: good.appendingPathComponent("DESIGN-swiftui.md"))
        let cases: [(arguments: [String], status: Int32)] = [
            (["dump", big], 1), (["dump", missing], 66), (["dump", folder.path], 66), (["dump"], 64),
            (["check", big], 1), (["check", missing], 66), (["check", "--bogus"], 64),
            (["render", missing], 66), (["render"], 64),
            (["build", "--content", missing, "--output", folder.appendingPathComponent("out").path], 66),
            (["build", "--content", folder.appendingPathComponent("good").path, "--templates", Repository.root.appendingPathComponent("templates").path, "--output", "/proc/sitegen-out"], 74),
            (["serve", missing], 66), (["serve", "--port", "x"], 64),
        ]
        for (arguments, status) in cases {
            let result = await CommandRunner.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.err)")
            #expect(await Self.listedCodes(arguments[0]).contains(result.status), "\(arguments) exits \(result.status), which its help does not list")
        }
    }
}
