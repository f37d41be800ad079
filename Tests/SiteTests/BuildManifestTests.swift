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
        let manifestProperties = Set(Mirror(reflecting: BuildManifest()).children.compactMap(\.label))
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
        // Written a brand at a time, the same bytes as the whole tree serialized at once.
        #expect(manifest.serialized() == manifest.json.serialized(indent: 0))
        var empty = manifest
        empty.brands = []
        #expect(empty.serialized() == empty.json.serialized(indent: 0))
        var one = manifest
        one.brands = [manifest.brands[0]]
        #expect(one.serialized() == one.json.serialized(indent: 0))
    }

    @Test(arguments: [
        ("\"version\":5", "\"version\":5.5"),
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
