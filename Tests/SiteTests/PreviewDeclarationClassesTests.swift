import Foundation
import Testing
@testable import Site

/// The declarations a drawing writes as classes: the theme's stylesheet has the rule for each,
/// and an element's HTML carries the class, not the declaration.
@Suite struct PreviewDeclarationClassesTests {
    @Test func theThemeStylesheetHasARuleForEveryClass() throws {
        let css = try String(contentsOf: Repository.templates.appendingPathComponent("assets/site.css"), encoding: .utf8)
        for (property, values) in PreviewDeclarationClasses.table {
            for (value, name) in values {
                #expect(css.contains(".preview-canvas.\(name), .preview-canvas .\(name) { \(property): \(value); }"), "\(name)")
            }
        }
    }

    @Test func classNamesAreUnique() {
        let names = PreviewDeclarationClasses.table.values.flatMap(\.values)
        #expect(Set(names).count == names.count)
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
