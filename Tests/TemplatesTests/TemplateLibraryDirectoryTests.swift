import Foundation
import Templates
import Testing

/// Loading a theme folder: every `*.mustache`, recursively, named by path without extension.
@Suite struct TemplateLibraryDirectoryTests {
    @Test func loadsNestedPartialsByPath() throws {
        try withTemporaryDirectory { folder in
            try write([
                "brand.mustache": "{{<layouts/page}}{{$body}}\n{{#colors}}\n{{>partials/swatch}}\n{{/colors}}\n{{/body}}{{/layouts/page}}",
                "layouts/page.mustache": "<main>\n  {{$body}}{{/body}}\n</main>\n",
                "partials/swatch.mustache": "<li style=\"color: {{hex}}\">{{>partials/deep/label}}</li>\n",
                "partials/deep/label.mustache": "{{name}}",
                "notes.txt": "not a template",
                ".hidden/skip.mustache": "{{#broken",
            ], in: folder)
            let library = try TemplateLibrary(directory: folder)
            #expect(library.names == ["brand", "layouts/page", "partials/deep/label", "partials/swatch"])
            let page: TemplateValue = ["colors": [["name": "Yellow", "hex": "#FFC629"], ["name": "A & B", "hex": "#000"]]]
            #expect(try library.render(page, withTemplate: "brand") == """
                <main>
                  <li style="color: #FFC629">Yellow</li>
                  <li style="color: #000">A &amp; B</li>
                </main>

                """)
        }
    }

    @Test func reportsErrorsWithFilePaths() throws {
        try withTemporaryDirectory { folder in
            try write(["brand.mustache": "{{#colors}}\n{{/color}}\n", "partials/a.mustache": "{{>partials/b}}"], in: folder)
            let error = #expect(throws: TemplateLibraryError.self) { try TemplateLibrary(directory: folder) }
            #expect(error?.errors.map(\.location.file) == [
                folder.appendingPathComponent("brand.mustache").relativePath,
                folder.appendingPathComponent("partials/a.mustache").relativePath,
            ])
            #expect(error?.errors.map(\.reason) == [
                .mismatchedClosingTag(expected: "colors", found: "color"), .unknownPartial("partials/b"),
            ])
        }
    }

    /// A folder over a fallback theme: its files replace the fallback's of the same name, the
    /// fallback's others stay, and partials resolve across both.
    @Test func aFolderOverridesAFallbackTemplateByTemplate() throws {
        let fallback = ["page": "<main>{{>partials/head}}|{{>partials/foot}}</main>", "partials/head": "built-in head", "partials/foot": "built-in foot"]
        try withTemporaryDirectory { folder in
            try write(["partials/foot.mustache": "my foot"], in: folder)
            let library = try TemplateLibrary(directory: folder, over: fallback)
            #expect(library.names == ["page", "partials/foot", "partials/head"])
            #expect(try library.render([:], withTemplate: "page") == "<main>built-in head|my foot</main>")
            #expect(library["partials/foot"]?.file == folder.appendingPathComponent("partials/foot.mustache").relativePath)
            #expect(library["partials/head"]?.file == nil)
        }
        let alone = try TemplateLibrary(directory: nil, over: fallback)
        #expect(try alone.render([:], withTemplate: "page") == "<main>built-in head|built-in foot</main>")
    }

    @Test func missingFolderThrows() {
        #expect(throws: (any Error).self) {
            try TemplateLibrary(directory: URL(fileURLWithPath: "/nonexistent/sitegen-templates"))
        }
    }
}

/// Runs `body` with a fresh temporary folder, removed afterwards.
func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

/// Writes files by relative path, creating folders as needed.
func write(_ files: [String: String], in folder: URL) throws {
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
