import Guide
import Testing

/// Views SwiftUI lays out around their content (issue 33, item 6): what the evaluator makes of
/// an `AsyncImage` while it loads, a scroll view's axis and indicators, `safeAreaInset` and a
/// toolbar, as typed nodes and modifiers.
@Suite struct LayoutTreeTests {
    /// The tree of a component whose body is `code`.
    static func view(_ code: String) throws -> ViewNode {
        let markdown = """
        # Test (iOS) — SwiftUI Implementation Guide

        ## 3. Signature Components

        ### Sample

        ```swift
        struct Sample: View {
            let url: URL?
            var body: some View {
                \(code)
            }
        }
        ```
        """
        return try #require(guide(markdown).components.first?.views.first?.view)
    }

    static func first(_ kind: ViewKind, in node: ViewNode) throws -> ViewNode {
        try #require(node.allNodes.first { $0.kind == kind })
    }

    @Test func anAsyncImageWhileLoadingIsItsPlaceholder() throws {
        let image = try Self.first(.asyncImage, in: Self.view("""
        AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.gray.opacity(0.2) }
        """))
        #expect(image.property("phase") == .keyword("empty"))
        #expect(image.children.map(\.kind) == [.color])
        #expect(image.children.first?.modifier(.opacity)?.property("value") == .number(0.2))
    }

    @Test(arguments: [
        "switch phase { case .empty: ProgressView() case .success(let image): image.resizable() case .failure: Color.red @unknown default: EmptyView() }",
        "if let image = phase.image { image.resizable() } else if phase.error != nil { Color.red } else { ProgressView() }",
    ])
    func aPhaseClosureDrawsTheEmptyPhase(_ body: String) throws {
        let tree = try Self.view("AsyncImage(url: url) { phase in \(body) }")
        let image = try Self.first(.asyncImage, in: tree)
        #expect(image.children.map(\.kind) == [.progressView])
        #expect(tree.unsupportedParts.isEmpty)
    }

    @Test func anAsyncImageWithNoContentIsThePhotoPlaceholder() throws {
        let image = try Self.first(.asyncImage, in: Self.view("AsyncImage(url: url)"))
        #expect(image.property("placeholder") == .keyword("photo"))
        #expect(image.children.isEmpty)
    }

    @Test func aScrollViewKeepsItsAxisAndIndicatorsAndTakesItsScrollLayoutFromAbove() throws {
        let tree = try Self.view("""
        VStack {
            ScrollView(.horizontal, showsIndicators: false) { HStack { Text("A") } }
                .contentMargins(.horizontal, 16, for: .scrollContent)
        }
        .contentMargins(.top, 8)
        .scrollIndicators(.hidden)
        .scrollClipDisabled()
        """)
        let scroll = try Self.first(.scrollView, in: tree)
        #expect(scroll.property("axis") == .keyword("horizontal"))
        #expect(scroll.property("showsIndicators") == .bool(false))
        let values = scroll.inherited.values
        // The scroll view's own margins on its edges, the VStack's on the others.
        #expect(values.contentMargins == [8, 16, 0, 16])
        #expect(values.scrollIndicatorsHidden)
        #expect(values.scrollClipDisabled)
    }

    @Test func marginsForTheIndicatorsAloneMoveNoContent() throws {
        let scroll = try Self.first(.scrollView, in: Self.view("ScrollView { Text(\"A\") }.contentMargins(20, for: .scrollIndicators)"))
        #expect(scroll.inherited.values.contentMargins == nil)
    }

    @Test func aSafeAreaInsetKeepsItsEdgeAlignmentSpacingAndContent() throws {
        let tree = try Self.view("ScrollView { Text(\"A\") }.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 12) { Text(\"Reply\") }")
        let inset = try #require(tree.allNodes.compactMap { $0.modifier(.safeAreaInset) }.first)
        #expect(inset.properties == [ViewProperty("edge", .keyword("bottom")), ViewProperty("alignment", .keyword("leading")), ViewProperty("spacing", .number(12))])
        #expect(inset.layers.map(\.kind) == [.text])
    }

    @Test func toolbarItemsKeepTheirPlacementsAndTheTitleIsItsText() throws {
        let tree = try Self.view("""
        List { Text("A") }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItemGroup(placement: .bottomBar) { Button("A") {}; Button("B") {} }
                Button("Done") {}
            }
            .toolbar(.hidden, for: .tabBar)
        """)
        let list = try Self.first(.list, in: tree)
        #expect(list.modifiers.map(\.kind) == [.navigationTitle, .toolbar])
        #expect(list.modifier(.navigationTitle)?.property("title") == .string("Inbox"))
        let items = try #require(list.modifier(.toolbar)?.layers)
        #expect(items.map(\.kind) == [.toolbarItem, .toolbarItem, .button])
        #expect(items.map { $0.property("placement") } == [.keyword("topBarLeading"), .keyword("bottomBar"), nil])
        #expect(items[1].children.count == 2)
        #expect(ToolbarPlacement(named: "topBarLeading")?.slot == .leading)
        #expect(ToolbarPlacement(named: nil)?.slot == .trailing)
        #expect(ToolbarPlacement(named: "keyboard")?.slot == nil)
    }

    @Test func aTitleTheCodeDoesNotDetermineIsNamed() throws {
        let tree = try Self.view("Text(\"A\").navigationTitle(viewModel.title)")
        #expect(tree.allNodes.compactMap { $0.modifier(.navigationTitle) }.first?.property("construct") == .string(".navigationTitle(viewModel.title)"))
    }
}
