import Diagnostics
import Foundation
import Support
import Testing
@testable import Site

/// The manifest an incremental build starts from: every field written once, read back as
/// written, and anything else refused rather than trapped on.
@Suite struct BuildManifestTests {
    /// A field added to a digest or the manifest and left out of its table would be lost
    /// between builds; this names it.
    @Test func theTablesListEveryStoredProperty() {
        let digestProperties = Set(Mirror(reflecting: BrandDigest()).children.compactMap(\.label))
        #expect(Set(BrandDigest.fields.map(\.key)) == digestProperties)
        #expect(BrandDigest.fields.count == digestProperties.count, "a field listed twice")
        // The lines a manifest was read from are kept beside its fields, not stored as one.
        let manifestProperties = Set(Mirror(reflecting: BuildManifest()).children.compactMap(\.label)).subtracting(["storedBrandLines"])
        #expect(Set(BuildManifest.fields.map(\.key)) == manifestProperties)
        #expect(Set(BrandDigest.siteFields.map(\.key)).isDisjoint(with: BrandDigest.buildFields.map(\.key)))
    }

    @Test func theSampleSitesManifestReadsBackAsWritten() async throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("public")
        _ = try await buildSite(output: output, lint: GuideLint(identity: "notes") { guide in
            // A note with a note of its own, so the nested diagnostic form is written too.
            guide.diagnostics + [Diagnostic(.note, "a \"quoted\" note", at: SourceLocation(file: guide.path, line: 3, column: 7), code: "test.note", notes: [
                Diagnostic(.note, "inner", at: SourceLocation(file: guide.path, line: 1, column: 1)),
            ])]
        })
        let text = try folder.read("public/" + OutputFolder.markerName)
        let manifest = try #require(BuildManifest(data: Data(text.utf8)))
        #expect(manifest.brands.count == 5)
        #expect(manifest.lint == "notes")
        #expect(manifest.brands.allSatisfy { $0.diagnostics.last?.notes.first?.message == "inner" })
        #expect(manifest.serialized() == text)
        // Written a brand at a time, a brand a line, the same value as the whole tree.
        func value(_ text: String) throws -> JSONValue { try JSONValue(parsing: Data(text.utf8)) }
        #expect(try value(manifest.serialized()) == manifest.json)
        #expect(text.split(separator: "\n").count == manifest.brands.count + 2)
        var empty = manifest
        empty.brands = []
        #expect(empty.serialized() == empty.json.serialized(indent: 0))
        var one = manifest
        one.brands = [manifest.brands[0]]
        #expect(try value(one.serialized()) == one.json)
    }

    /// The sample site built into a temporary folder (kept alive by the caller), its output
    /// and its manifest's text.
    static func builtSample() async throws -> (TemporaryFolder, URL, String) {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("public")
        _ = try await buildSite(output: output)
        return (folder, output, try folder.read("public/" + OutputFolder.markerName))
    }

    /// Loading reads the brand lines on all cores and gives what parsing the whole text gives;
    /// one bad line, and there is no manifest (a full build), never one with a brand missing.
    @Test func loadingLineByLineIsParsingWhole() async throws {
        let (folder, output, text) = try await Self.builtSample()
        defer { withExtendedLifetime(folder) {} }
        let whole = try #require(BuildManifest(data: Data(text.utf8)))
        let loaded = try #require(BuildManifest.load(from: output, generator: whole.generator))
        #expect(loaded.brands == whole.brands && loaded.brands.count == 5)
        #expect(loaded.json == whole.json)
        #expect(loaded.storedBrandLines.count == 5)
        #expect(BuildManifest.load(from: output, generator: "another binary") == nil)
        let marker = output.appendingPathComponent(OutputFolder.markerName)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[2] = "{\"relativePath\":1},"
        try lines.joined(separator: "\n").write(to: marker, atomically: true, encoding: .utf8)
        #expect(BuildManifest.load(from: output, generator: whole.generator) == nil)
    }

    /// A rebuild writes an unchanged brand's line as the last manifest stored it, and a changed
    /// brand's afresh: the bytes are those of serializing every brand again.
    @Test func unchangedBrandsKeepTheirStoredLines() async throws {
        let (folder, output, text) = try await Self.builtSample()
        defer { withExtendedLifetime(folder) {} }
        let generator = try #require(BuildManifest(data: Data(text.utf8))).generator
        var stored = try #require(BuildManifest.load(from: output, generator: generator))
        #expect(stored.storedBrandLines.count == stored.brands.count)
        var next = stored
        next.storedBrandLines = []
        next.brands[1].previewsFull += 1
        #expect(next.serialized(reusingLinesOf: stored) == next.serialized())
        #expect(next.serialized(reusingLinesOf: stored) != text)
        // The stored line is what is written for an unchanged brand, never for a changed one.
        stored.storedBrandLines[0] = "{\"marker\":0}"
        stored.storedBrandLines[1] = "{\"marker\":1}"
        let reused = next.serialized(reusingLinesOf: stored)
        #expect(reused.contains("{\"marker\":0}") && !reused.contains("{\"marker\":1}"))
        // A text of another layout gives the same manifest but no lines, and then nothing is reused.
        try stored.json.serialized(indent: 0).write(to: output.appendingPathComponent(OutputFolder.markerName), atomically: true, encoding: .utf8)
        let whole = try #require(BuildManifest.load(from: output, generator: generator))
        #expect(whole.brands == stored.brands && whole.storedBrandLines.isEmpty)
    }

    @Test(arguments: [
        ("\"version\":7", "\"version\":7.5"),
        ("\"colorCount\":", "\"colorCount\":1e300,\"x\":"),
        ("\"files\":[", "\"files\":[1,"),
        // Would trap if read with `Int(_:)`.
        (",3,7,\"note\"", ",1e300,7,\"note\""),
    ])
    func aDamagedManifestIsIgnored(field: String, damaged: String) async throws {
        let folder = try TemporaryFolder()
        _ = try await buildSite(output: folder.url.appendingPathComponent("public"), lint: GuideLint(identity: "notes") { guide in
            [Diagnostic(.note, "n", at: SourceLocation(file: guide.path, line: 3, column: 7), code: "test.note")]
        })
        let text = try folder.read("public/" + OutputFolder.markerName)
        #expect(text.contains(field))
        let broken = text.replacingOccurrences(of: field, with: damaged)
        #expect(BuildManifest(data: Data(broken.utf8)) == nil)
    }
}
