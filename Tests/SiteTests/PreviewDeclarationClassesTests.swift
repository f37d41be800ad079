import Foundation
import Testing
@testable import Site

/// The declarations a drawing writes as classes: the published stylesheet has the rule for
/// each, every page with drawings links it, and an element's HTML carries the class, not the
/// declaration.
@Suite struct PreviewDeclarationClassesTests {
    @Test func theStylesheetHasARuleForEveryClass() {
        let css = PreviewDeclarationClasses.stylesheet
        for (property, value, name) in PreviewDeclarationClasses.declarations {
            #expect(css.contains(".preview-canvas.\(name), .preview-canvas .\(name) { \(property): \(value); }\n"), "\(name)")
            #expect(PreviewDeclarationClasses.name(property, value) == name)
        }
        #expect(PreviewDeclarationClasses.name("display", "block") == nil)
    }

    @Test func classNamesAndDeclarationsAreUnique() {
        let declarations = PreviewDeclarationClasses.declarations
        #expect(Set(declarations.map(\.name)).count == declarations.count)
        #expect(Set(declarations.map { "\($0.property):\($0.value)" }).count == declarations.count)
    }

    @Test func theSitePublishesTheStylesheetAndEveryPageWithDrawingsLinksIt() async throws {
        let folder = try TemporaryFolder()
        let report = try await buildSite(output: folder.url.appendingPathComponent("public"), baseURL: "/docs/")
        #expect(report.wroteOutput)
        #expect(try folder.read("public/drawings.css") == PreviewDeclarationClasses.stylesheet)
        let link = #"<link rel="stylesheet" href="/docs/drawings.css">"#
        for page in ["brands/bumble/", "compare/dating/", "compare/"] {
            let html = try folder.read("public/\(page)index.html")
            #expect(html.contains(link), "\(page)")
        }
        let bumble = try folder.read("public/brands/bumble/index.html")
        #expect(bumble.contains(#"class="pv-flex "#) || bumble.contains(#" pv-flex "#))
        #expect(!bumble.contains("display:flex"))
        #expect(!(try folder.read("public/index.html")).contains(link))
    }

    @Test func aDeclarationWithAClassLeavesTheStyleAttribute() {
        var element = PreviewElement(view: "VStack")
        element.css("display", "flex")
        element.css("flex-direction", "column")
        element.css("gap", "8px")
        #expect(element.html == #"<div data-view="VStack" class="pv-flex pv-col" style="gap:8px"></div>"#)
    }

    @Test func classesJoinAnExistingClassAttributeAndCustomPropertiesStayFirst() {
        var element = PreviewElement()
        element.attribute("class", "pv-symbol")
        element.css("display", "flex")
        element.css("color", "light-dark(#000, #fff)")
        #expect(element.html == #"<div class="pv-symbol pv-flex" style="--pv-0:light-dark(#000, #fff);color:var(--pv-0)"></div>"#)
    }

    @Test func anElementOfClassesOnlyHasNoStyleAttribute() {
        var element = PreviewElement()
        element.css("position", "absolute")
        element.css("inset", "0")
        #expect(element.html == #"<div class="pv-abs pv-inset0"></div>"#)
    }
}
