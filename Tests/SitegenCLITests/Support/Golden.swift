import Foundation
import Testing

/// Golden files under `Tests/SitegenCLITests/Fixtures/`. Run with `SITEGEN_RECORD=1` to write
/// the current output into them instead of comparing.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "differs from \(name); rerun with SITEGEN_RECORD=1 to re-record", sourceLocation: sourceLocation)
    }
}
