import Diagnostics
import Foundation
import Markdown

/// Reads a `Guide` out of a parsed document, one concern at a time.
struct GuideReader {
    let document: MarkdownDocument
    let path: String
    var lexing = SwiftLexing()
    var scope = Guide.ReadingScope.full
    /// An earlier reading's colors of the same text, taken instead of reading the themes again.
    var colorReading: Guide.ColorReading?

    func read() -> Guide {
        var diagnostics = document.diagnostics
        let blocks = document.blocks
        let titleIndex = blocks.firstIndex { if case .heading(1) = $0.kind { true } else { false } }
        let title = titleIndex.map { blocks[$0].plainText.trimmedWhitespace }
        if title == nil, !document.lines.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
            diagnostics.append(Diagnostic(.warning, "the guide has no '# Brand — SwiftUI Implementation Guide' title; the brand is named after the file", at: document.location(line: 1, column: 1), code: "guide.no-title"))
        }
        let identity = GuideIdentity(path: path, title: title)
        let sections = Self.sections(in: blocks, after: titleIndex, document: document)
        let introStart = titleIndex.map { $0 + 1 } ?? 0
        let introEnd = blocks[introStart...].firstIndex { if case .heading = $0.kind { true } else { false } } ?? blocks.count
        let intro = Array(blocks[introStart..<introEnd])

        let codeBlocks = Self.codeBlocks(in: blocks, document: document, lexing: lexing)
        let extraction = TokenExtraction(blocks: codeBlocks)
        diagnostics += extraction.diagnostics
        // An outline leaves out what only pages and checks read: snippets, symbols, motion,
        // the typography fallback and the view trees.
        let isOutline = scope == .outline
        // One walk of each Swift block's tree for the themes and the snippets both, when either
        // is read here.
        let facts = isOutline && colorReading != nil ? [] : codeBlocks.map { $0.isSwift ? CodeFacts($0.syntax) : CodeFacts() }
        var colors = extraction.colors
        let themes: ColorThemes
        if let colorReading {
            (colors, themes) = (colorReading.colors, colorReading.themes)
        } else {
            themes = ColorThemes(pairing: &colors, switches: facts.flatMap(\.switches))
        }

        let analysis = SnippetAnalysis(colorNames: Set(colors.map(\.name)), fontNames: Set(extraction.fonts.map(\.name)))
        let snippetByStart = isOutline ? [:] : Dictionary(codeBlocks.indices.map { (codeBlocks[$0].node.range.startLine, analysis.snippet(for: codeBlocks[$0], facts: facts[$0])) }, uniquingKeysWith: { first, _ in first })
        let snippets = codeBlocks.compactMap { snippetByStart[$0.node.range.startLine] }

        var components = sections.first { $0.role == .components }.map { Self.components(in: $0, snippetByStart: snippetByStart, document: document) } ?? []
        if !isOutline { diagnostics += Self.drawViews(of: &components, blocks: codeBlocks, extraction: extraction, colors: colors) }
        let symbols = isOutline ? [] : sections.filter { $0.role == .symbols }.flatMap { SymbolTableReader(document: document).rows(in: $0.blocks) }
        // Code belongs to a section when it lies between the section's first and last block.
        func sectionCode(_ role: GuideSection.Role) -> [CodeBlock] {
            let spans = sections.filter { $0.role == role }.compactMap { section -> ClosedRange<Int>? in
                guard let first = section.blocks.first, let last = section.blocks.last else { return nil }
                return first.range.startLine...max(first.range.startLine, last.range.endLine)
            }
            return codeBlocks.filter { block in spans.contains { $0.contains(block.node.range.startLine) } }
        }
        let motionBlocks = sectionCode(.motion)
        let typography = sections.first { $0.role == .typography }
        let typographyBlocks = sectionCode(.typography)
        let motion = isOutline ? [] : Self.motion(code: motionBlocks, prose: sections.filter { [.motion, .accessibility].contains($0.role) }, document: document, lexing: lexing)
        let notes = sections.filter { $0.role == .accessibility }.flatMap { Self.notes(in: $0.blocks, document: document) }

        return Guide(
            path: path, brand: identity.brand ?? identity.slug.capitalized, slug: identity.slug, category: identity.category,
            intro: intro, minimumIOS: Self.minimumIOS(intro: intro, notes: notes, document: document),
            sections: sections, colors: colors, themes: themes, gradients: extraction.gradients, fonts: extraction.fonts,
            typographyFallback: isOutline ? nil : FallbackReader.fallback(in: typography, helpers: Self.members(of: extraction.table, in: typographyBlocks, of: codeBlocks)),
            snippets: snippets, components: components, symbols: symbols, motion: motion,
            accessibilityNotes: notes, diagnostics: diagnostics.sorted(), document: document,
            colorIndex: Guide.firstIndexByName(colors.map(\.name)), fontIndex: Guide.firstIndexByName(extraction.fonts.map(\.name))
        )
    }

    /// Splits the blocks after the title at headings of the top section level (usually `##`).
    static func sections(in blocks: [MarkdownNode], after titleIndex: Int?, document: MarkdownDocument) -> [GuideSection] {
        let start = titleIndex.map { $0 + 1 } ?? 0
        let levels = blocks[start...].compactMap { if case .heading(let level) = $0.kind, level > 1 || titleIndex == nil { level } else { nil } }
        guard let sectionLevel = levels.min() else { return [] }
        var sections: [GuideSection] = []
        for block in blocks[start...] {
            if case .heading(let level) = block.kind, level <= sectionLevel {
                let (number, title) = SectionRoles.splitNumber(block.plainText)
                sections.append(GuideSection(title: title, number: number, role: SectionRoles.role(of: title), heading: block, blocks: [], location: document.location(of: block)))
            } else if !sections.isEmpty {
                sections[sections.count - 1].blocks.append(block)
            }
        }
        return sections
    }

    /// Every code block (at any depth), with the nearest heading above it.
    static func codeBlocks(in blocks: [MarkdownNode], document: MarkdownDocument, lexing: SwiftLexing) -> [CodeBlock] {
        var result: [CodeBlock] = []
        var heading = ""
        for block in blocks {
            block.forEachBlock { node in
                switch node.kind {
                case .heading: heading = node.plainText
                case .codeBlock(let info, let literal):
                    result.append(CodeBlock(node: node, info: info, code: literal, heading: heading, document: document, lexing: lexing))
                default: break
                }
            }
        }
        return result
    }

    static func components(in section: GuideSection, snippetByStart: [Int: Snippet], document: MarkdownDocument) -> [Component] {
        var components: [Component] = []
        for block in section.blocks {
            if case .heading(let level) = block.kind, level == (section.heading.headingLevel ?? 2) + 1 {
                components.append(Component(name: block.plainText.trimmedWhitespace, blocks: [], snippets: [], location: document.location(of: block)))
                continue
            }
            guard !components.isEmpty else { continue }
            components[components.count - 1].blocks.append(block)
            block.forEachBlock { node in
                if case .codeBlock = node.kind, let snippet = snippetByStart[node.range.startLine] {
                    components[components.count - 1].snippets.append(snippet)
                }
            }
        }
        return components
    }

    /// Parses every Swift block with the front end and draws each component's view trees.
    static func drawViews(of components: inout [Component], blocks: [CodeBlock], extraction: TokenExtraction, colors: [ColorToken]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let files: [SwiftSourceFile?] = blocks.map { block in
            guard block.isSwift else { return nil }
            let file = block.syntax
            for problem in file.diagnostics {
                diagnostics.append(Diagnostic(problem.severity, problem.message, at: block.location(line: problem.position.line, column: problem.position.column), code: problem.code))
            }
            return file
        }
        guard let runs = extraction.runs else { return diagnostics }
        let library = SwiftLibrary(blocks: blocks, files: files)
        let resolver = TokenResolver(
            colors: Dictionary(colors.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            fonts: Dictionary(extraction.fonts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            gradientTokens: Dictionary(extraction.gradients.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            light: runs.light, dark: runs.dark, gradients: runs.gradients
        )
        let drawing = ComponentViews(library: library, tokens: resolver)
        let blockByStart = Dictionary(blocks.enumerated().map { ($1.node.range.startLine, $0) }, uniquingKeysWith: { first, _ in first })
        // One budget for the guide, spent component by component in the guide's order.
        var budget = ViewBudget()
        for index in components.indices {
            var blockIndices: [Int] = []
            for block in components[index].blocks {
                block.forEachBlock { node in
                    if case .codeBlock = node.kind, let found = blockByStart[node.range.startLine] { blockIndices.append(found) }
                }
            }
            let drawn = drawing.states(blocks: blockIndices, name: components[index].name, at: components[index].location, budget: &budget)
            components[index].views = drawn.states
            components[index].work = drawn.work
            diagnostics += drawn.diagnostics
        }
        return diagnostics
    }

    /// The declarations of `some` of the guide's code blocks.
    private static func members(of table: SwiftDeclarationTable, in some: [CodeBlock], of blocks: [CodeBlock]) -> [SwiftDeclarationTable.Member] {
        let starts = Set(some.map(\.node.range.startLine))
        return table.members.filter { starts.contains(blocks[$0.block].node.range.startLine) }
    }

    static func minimumIOS(intro: [MarkdownNode], notes: [AccessibilityNote], document: MarkdownDocument) -> String? {
        let texts = notes.map { ($0.text, $0.location.line) } + intro.map { ($0.plainText, $0.range.startLine) }
        return MinimumIOS.find(in: texts)?.version
    }
}

extension MarkdownNode {
    var headingLevel: Int? {
        if case .heading(let level) = kind { return level }
        return nil
    }
}
