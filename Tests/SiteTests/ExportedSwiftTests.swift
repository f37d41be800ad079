import Foundation
import Testing
@testable import Site

/// Every Swift file sitegen publishes (the asset catalog's `<Slug>Colors.swift`) compiles: the
/// repository's brands, ExportTests' and the hostile guide's, through `swiftc -parse`, then
/// `swiftc -typecheck` against a stub SwiftUI module (Fixtures/swiftui-stub) that declares the
/// `Color` it uses. Skipped, with the reason, where there is no swiftc.
@Suite(.enabled(if: SwiftCompiler.path != nil, "no swiftc: set SWIFTC or install the toolchain at /opt/swift/usr/bin/swiftc"))
struct ExportedSwiftTests {
    @Test func everyGeneratedSwiftFileParsesAndTypeChecks() async throws {
        let folder = try TemporaryFolder()
        var sources: [(name: String, bytes: [UInt8])] = []
        _ = try await buildSite(output: folder.url.appendingPathComponent("public"))
        for (path, data) in try files(in: folder.url.appendingPathComponent("public")) where path.hasSuffix(".xcassets.zip") {
            sources += try Self.swiftFiles(Array(data), from: path)
        }
        #expect(sources.count == 5, "one per brand of the repository's content")
        for exports in [ExportTests.brand(), HostileNameExportTests.exports().brand].map(BrandExports.init) {
            let zip = try #require(exports.files.first { $0.path.hasSuffix(".xcassets.zip") })
            guard case .data(let data) = zip.contents else { continue }
            sources += try Self.swiftFiles(Array(data), from: zip.path)
        }
        let stub = try #require(Bundle.module.url(forResource: "SwiftUI", withExtension: "swift", subdirectory: "Fixtures/swiftui-stub"))
        let modules = folder.url.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let built = try Self.run(["-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-emit-module-path", modules.appendingPathComponent("SwiftUI.swiftmodule").path, stub.path])
        try #require(built.status == 0, "\(built.output)")
        for (index, file) in sources.enumerated() {
            let url = folder.url.appendingPathComponent("swift-\(index)").appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
            let parsed = try Self.run(["-parse", url.path])
            #expect(parsed.status == 0, "\(file.name): \(parsed.output)")
            let checked = try Self.run(["-typecheck", "-I", modules.path, url.path])
            #expect(checked.status == 0, "\(file.name): \(checked.output)")
        }
    }

    static func swiftFiles(_ zip: [UInt8], from path: String) throws -> [(name: String, bytes: [UInt8])] {
        try ZipReading.entries(zip).filter { $0.path.hasSuffix(".swift") }.map { ($0.path, $0.bytes) }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: SwiftCompiler.path!)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

/// Where swiftc is: `SWIFTC`, else the toolchain's usual place on this project's machines.
enum SwiftCompiler {
    static let path: String? = [ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc"]
        .compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
