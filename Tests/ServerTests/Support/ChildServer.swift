import Foundation
import Testing

/// ServerFixture (built beside this test bundle) serving a folder in a process of its own, its
/// open-file limit lowered and all but `free` descriptors taken. Stopped when dropped: closing
/// its standard input ends it.
final class ChildServer {
    let port: UInt16
    private let process = Process()
    private let input = Pipe()

    init(serving folder: TemporaryFolder, descriptorLimit: Int, free: Int) throws {
        let bundle = try #require(Bundle.main.executableURL, "the test bundle's path")
        process.executableURL = bundle.deletingLastPathComponent().appendingPathComponent("ServerFixture")
        process.arguments = [folder.path, "\(descriptorLimit)", "\(free)"]
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The port line, or the end of output if the fixture failed to start.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        port = try #require(UInt16(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)), "ServerFixture printed no port")
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
