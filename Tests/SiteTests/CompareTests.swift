import Foundation
import Support
import Guide
import Markdown
import Templates
import Testing
@testable import Site

/// Roles and comparisons as a designer would line brands up.
@Suite struct CompareTests {
    static func brand(_ path: String) throws -> PublishedBrand {
        let url = Repository.content.appendingPathComponent(path).appendingPathComponent("DESIGN-swiftui.md")
        let guide = Guide(document: MarkdownDocument(parsing: try Data(contentsOf: url), source: path), path: path + "/DESIGN-swiftui.md")
        let source = GuideSource(relativePath: path + "/DESIGN-swiftui.md", url: url, companion: nil, readme: nil, root: FolderBoundary(path: Repository.content.path)!)
        return PublishedBrand(source: source, guide: guide, hasCompanion: false, summary: nil, roles: guide.colorRoles)
    }

    @Test(arguments: [
        ("dating/bumble", ColorRole.canvas, "bumbleCanvas", "#FFFFFF"),
        ("dating/raya", .canvas, "rayaCanvas", "#000000"),
        ("social/tiktok", .brand, "tiktokRose", "#FE2C55"),
        ("dating/bumble", .brand, "bumbleYellow", "#FFC629"),
        ("dating/bumble", .textPrimary, "bumbleBlack", "#1F1F1F"),
        ("dating/bumble", .pressed, "bumbleHoneyDeep", "#F5B616"),
        ("dating/bumble", .darkCanvas, "bumbleDarkCanvas", "#0F0F0F"),
        ("dating/tinder", .brand, "tdrPink", "#FD267A"),
        ("dating/tinder", .textPrimary, "tdrTextPrimary", "#424242"),
        ("dating/grindr", .canvas, "grAndCanvas", "#000000"),
        ("dating/grindr", .brand, "grAndYellow", nil),
        ("social/tiktok", .canvas, "tiktokCanvas", "#010101"),
        ("social/tiktok", .textPrimary, "tiktokTextPrimary", "#FFFFFF"),
    ] as [(String, ColorRole, String, String?)])
    func rolesAreAssignedAsADesignerWould(path: String, role: ColorRole, token: String, hex: String?) throws {
        let brand = try Self.brand(path)
        #expect(brand.roles[role] == token)
        if let hex { #expect(brand.guide.color(named: token)?.hex == hex) }
    }

    @Test func darkColorsAreReadAgainstTheDarkCanvas() throws {
        let comparison = BrandComparison(try Self.brand("dating/bumble"), address: try SiteAddress("/"), highlight: { $0.code }, preview: { _ in nil })
        func field(_ row: String, _ key: String) -> TemplateValue? {
            if case .object(let cell) = comparison.cells[row] { cell[key] } else { nil }
        }
        // bumbleDarkText #F2F2F2 on bumbleDarkCanvas #0F0F0F, not on the white canvas (1.11:1).
        #expect(field("color-darkText", "contrast") == "17.12:1")
        #expect(field("color-darkText", "against") == "dark canvas")
        #expect(field("color-textPrimary", "against") == "canvas")
    }

    /// WCAG's minimums by what a role is drawn as: text 4.5:1 (3:1 large), icons and controls
    /// 3:1 (1.4.11); a surface or divider has none, so it gets its ratio and no badge.
    @Test(arguments: [
        (ColorRole.textSecondary, 4.0, "AA Large"), (.textPrimary, 2.9, "Fail"), (.textPrimary, 7.2, "AAA"),
        (.accent, 3.1, "Pass"), (.brand, 2.2, "Fail"), (.error, 2.99, "Fail"),
        (.surface, 1.05, nil), (.divider, 1.3, nil), (.darkSurface, 1.2, nil),
    ] as [(ColorRole, Double, String?)])
    func contrastVerdictsOnlyWhereWCAGSetsAMinimum(role: ColorRole, ratio: Double, level: String?) throws {
        let verdict = try #require(BrandComparison.contrastVerdict(ratio, use: role.contrastUse))
        #expect(verdict["level"] == level.map(TemplateValue.string))
        #expect(verdict["contrast"] != nil)
        #expect(BrandComparison.contrastVerdict(1, use: ColorRole.canvas.contrastUse) == nil)
    }

    @Test func componentCellsCarryTheirDrawing() throws {
        let brand = try Self.brand("dating/bumble")
        let comparison = BrandComparison(brand, address: try SiteAddress("/"), highlight: { $0.code }, preview: { component in
            ["name": .string(component.name)]
        })
        guard case .object(let cell) = comparison.cells["component-primaryButton"] else { Issue.record("no primary button cell"); return }
        #expect(cell["preview"] == ["name": "Yellow Primary CTA"])
    }

    @Test func typeRolesAndScale() throws {
        let bumble = try Self.brand("dating/bumble").guide
        #expect(bumble.typeRoles[.display] == "bumbleMatchHero")
        #expect(bumble.typeRoles[.body] == "bumbleBody")
        #expect(bumble.typeRoles[.button] == "bumbleButton")
        #expect(bumble.typeRoles[.tabLabel] == "bumbleTab")
        #expect(bumble.typeRoles[.title] == "bumbleScreenTitle")
        let ratio = try #require(bumble.typeScaleRatio)
        // Eleven distinct sizes from 10 to 44 pt: ten steps.
        #expect(abs(ratio - pow(44.0 / 10.0, 1.0 / 10.0)) < 1e-9)
    }

    @Test func componentsMatchAcrossBrandsByWhatTheyAre() {
        #expect(ComponentKind(componentName: "Match Celebration (\"It's a Match!\")") == .matchScreen)
        #expect(ComponentKind(componentName: "Match Screen") == .matchScreen)
        #expect(ComponentKind(componentName: "Swipe Card (the hero component)") == .swipeCard)
        #expect(ComponentKind(componentName: "Chat Bubble") == .chatBubble)
        #expect(ComponentKind(componentName: "Yellow Primary CTA") == .primaryButton)
        #expect(ComponentKind(componentName: "Hexagon Avatar") == nil)
    }

    @Test func symbolsByPurpose() throws {
        let bumble = try Self.brand("dating/bumble").guide
        let like = bumble.symbols.filter { SymbolPurpose.purposes(of: $0).contains(.like) }.flatMap(\.names)
        #expect(like.contains("heart.fill"))
        let send = bumble.symbols.filter { SymbolPurpose.purposes(of: $0).contains(.send) }.flatMap(\.names)
        #expect(send == ["arrow.up"])
        let tabs = bumble.symbols.filter { SymbolPurpose.purposes(of: $0).contains(.tabs) }
        #expect(tabs.count == 5)
    }

    @Test func nearestBrandsUseTheMeanDifferenceOverSharedRoles() throws {
        let brands = try ["dating/bumble", "dating/tinder", "dating/raya", "dating/grindr", "social/tiktok"].map(Self.brand)
        let address = try SiteAddress("/")
        let nearest = NearestBrands(brands.map { BrandDigest($0, input: "", address: address, contentRoot: Repository.content.path, lint: .readerOnly) })
        let bumble = try #require(nearest.neighbours["bumble"])
        #expect(bumble.count == 3)
        #expect(bumble[0].slug == "tinder")
        #expect(bumble.map(\.distance) == bumble.map(\.distance).sorted())
        // The number is the mean ΔE00 over the roles both fill, recomputed here by hand.
        let tinder = brands[1]
        let shared = NearestBrands.roles.compactMap { role -> Double? in
            guard let a = brands[0].roles[role].flatMap(brands[0].guide.color(named:))?.published,
                  let b = tinder.roles[role].flatMap(tinder.guide.color(named:))?.published else { return nil }
            return ColorDifference.ciede2000(a.alpha < 1 ? a.over(.white) : a, b.alpha < 1 ? b.over(.white) : b)
        }
        #expect(abs(bumble[0].distance - shared.reduce(0, +) / Double(shared.count)) < 1e-9)
        #expect(bumble[0].sharedRoles == shared.count)
    }
}
