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
}
