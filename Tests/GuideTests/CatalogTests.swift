import Foundation
import Testing
@testable import Guide

/// The typed SwiftUI catalog: names parse once, at the edge, and the README's list is the
/// catalog's.
@Suite struct CatalogTests {
    @Test func aNameOutsideTheCatalogIsTheTypedUnknownPathNeverACrash() {
        #expect(ViewKind(calling: "HStack") == .hStack)
        #expect(ViewKind(calling: "CardView") == nil)
        // The tree's own kinds are never a call's name.
        #expect(ViewKind(calling: "custom") == nil)
        #expect(ViewKind(calling: "unsupported") == nil)
        #expect(ModifierKind(calling: "padding") == .padding)
        #expect(ModifierKind(calling: "sparkle") == nil)
        #expect(ModifierKind(calling: "unsupported") == nil)
        #expect(ModifierKind.isIgnoredFamily("accessibilityLabel") && ModifierKind.isIgnoredFamily("onDrag"))
        #expect(!ModifierKind.isIgnoredFamily("once"))
    }

    @Test func everyViewKindIsNamedByItsSwiftUIName() {
        for kind in ViewKind.allCases where kind.facts.role != .tree {
            #expect(ViewKind(calling: kind.rawValue) == kind)
        }
        // A view drawn as another is drawn as a node of its own kind, never a chain.
        for kind in ViewKind.allCases { #expect(kind.node?.node == kind.node) }
    }

    @Test func aBareFrameInAViewExtensionModifiesTheViewItIsCalledOn() throws {
        let component = try ComponentColorSchemeTests.component("""
        extension View {
            func tile() -> some View { frame(width: 44, height: 44) }
        }
        struct Badge: View {
            var body: some View { Text("New").tile() }
        }
        """)
        let view = try #require(component.views.first?.view.children.first)
        #expect(view.kind == .text)
        #expect(view.modifier(.frame)?.property("width") == .number(44))
    }

    /// The README section between the markers is what the catalog prints;
    /// `SITEGEN_RECORD=1` (or `scripts/catalog-readme`) rewrites it.
    @Test func theReadmesListOfViewsAndModifiersIsTheCatalogs() throws {
        let url = Repository.root.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- catalog:begin (scripts/catalog-readme) -->\n", end = "<!-- catalog:end -->"
        let start = try #require(readme.range(of: begin), "README.md has no catalog section")
        let stop = try #require(readme.range(of: end, range: start.upperBound..<readme.endIndex))
        let section = String(readme[start.upperBound..<stop.lowerBound])
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD"] == "1", section != CatalogReference.markdown {
            try (String(readme[..<start.upperBound]) + CatalogReference.markdown + String(readme[stop.lowerBound...])).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(section == CatalogReference.markdown, "README.md's catalog section is stale: run scripts/catalog-readme")
    }
}
