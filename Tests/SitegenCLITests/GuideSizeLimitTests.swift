import Foundation
import Testing

/// `check` and `dump` refuse a guide over the size limit the way the build does (issue 14).
@Suite struct GuideSizeLimitCommandTests {
    @Test func checkAndDumpRefuseAnOversizedGuide() async throws {
        let folder = try TemporaryFolder()
        try folder.write(Data(repeating: UInt8(ascii: "a"), count: 5_600_000), to: "huge/DESIGN-swiftui.md")
        let path = folder.path("huge/DESIGN-swiftui.md")
        let check = await CommandRunner.run(["check", path])
        #expect(check.status == 1)
        #expect(check.out.contains("\(path): error: the guide is 5.6 MB; the limit is 5 MB") || check.err.contains("\(path): error: the guide is 5.6 MB; the limit is 5 MB"))
        let dump = await CommandRunner.run(["dump", path])
        #expect(dump.status == 1)
        #expect(dump.err == "\(path): error: the guide is 5.6 MB; the limit is 5 MB\n")
        #expect(dump.out.isEmpty)
    }
}
