import Guide
import Testing
@testable import Diff

/// Each kind of change, on an edited copy of the Bumble sample guide.
@Suite struct GuideDiffTests {
    @Test func anUnchangedGuideHasNoChanges() {
        let unchanged = diff([])
        #expect(unchanged.isEmpty)
        #expect(!unchanged.isBreaking)
    }

    @Test func aChangedHexReportsBothValuesTheDifferenceAndTheCanvasContrast() throws {
        let result = diff([Edits.changedHex])
        let change = try #require(result.colorsChanged.first)
        #expect(result.colorsChanged.count == 1)
        #expect(change.name == "bumbleVerified")
        #expect((change.old.hex, change.new.hex) == ("#0066FF", "#0055DD"))
        let deltaE = try #require(change.deltaE)
        #expect(deltaE > 3 && deltaE < 10)
        let (before, after) = (try #require(change.old.canvasContrast), try #require(change.new.canvasContrast))
        #expect(before < after)
        #expect(abs(before - 4.83) < 0.01)
        #expect(result.tokensRemoved.isEmpty && result.tokensAdded.isEmpty)
        #expect(!result.isBreaking)
    }

    @Test func aRemovedTokenIsBreaking() {
        let result = diff([Edits.removedToken])
        #expect(result.tokensRemoved == [GuideDiff.TokenEntry(name: "bumbleWarning", kind: .color, value: "#FF9500")])
        #expect(result.isBreaking)
    }

    @Test func aRenamedFontFaceChangesFaceAndWeight() throws {
        let result = diff([Edits.renamedFace])
        let change = try #require(result.fontsChanged.first)
        #expect(result.fontsChanged.count == 1)
        #expect(change.name == "bumbleMatchHero")
        #expect(change.old.summary == "Brando-Black 44 pt black")
        #expect(change.new.summary == "Brando-Heavy 44 pt heavy")
        #expect(GuideDiff.changedParts(change) == ["face", "weight"])
        #expect(!result.isBreaking)
    }

    @Test func anAddedComponentIsReportedAndNotBreaking() {
        let result = diff([Edits.addedComponent])
        #expect(result.componentsAdded == ["Filter Pill"])
        #expect(result.componentsRemoved.isEmpty)
        #expect(result.contrastDrops.isEmpty)
        #expect(!result.isBreaking)
    }

    @Test func aDrawnPairThatDropsBelowAAIsBreaking() throws {
        let result = diff([Edits.pairBelowAA])
        let drop = try #require(result.contrastDrops.first)
        #expect(drop.component == "Yellow Primary CTA")
        #expect(drop.scheme == .light)
        #expect(drop.states == ["hasGlow = false", "hasGlow = true"])
        #expect(drop.oldColors == GuideDiff.SeenColors(foreground: "#000000", background: "#FFC629"))
        #expect(drop.newColors == GuideDiff.SeenColors(foreground: "#9C9C9C", background: "#FFC629"))
        #expect(drop.oldRatio >= 4.5 && drop.newRatio < drop.required)
        #expect(result.tokensRemoved.isEmpty)
        #expect(result.isBreaking)
    }

    @Test func aPairThatDropsBelowAAOnlyInDarkIsBreaking() throws {
        // The added pill draws bumbleBlack on bumbleSurface1; made to adapt, both are judged in dark too.
        let surface = ("Color(red: 0.961, green: 0.961, blue: 0.961) // #F5F5F5", "Color(light: Color(hex: 0xF5F5F5), dark: Color(hex: 0x1A1A1A))")
        let text = ("Color(red: 0.122, green: 0.122, blue: 0.122) // #1F1F1F primary", "Color(light: Color(hex: 0x1F1F1F), dark: Color(hex: 0xF2F2F2)) // primary")
        let dimmed = ("dark: Color(hex: 0xF2F2F2))", "dark: Color(hex: 0x3A3A3A))")
        let old = Bumble.edited([Edits.addedComponent, surface, text])
        let result = GuideDiff(old: guide(old), new: guide(Bumble.edited([Edits.addedComponent, surface, text, dimmed])), path: Bumble.path)
        let drop = try #require(result.contrastDrops.first)
        #expect(result.contrastDrops.count == 1)
        #expect(drop.component == "Filter Pill")
        #expect(drop.scheme == .dark)
        #expect(drop.text == "Nearby")
        #expect(drop.oldColors == GuideDiff.SeenColors(foreground: "#F2F2F2", background: "#1A1A1A"))
        #expect(drop.newColors == GuideDiff.SeenColors(foreground: "#3A3A3A", background: "#1A1A1A"))
        #expect(result.colorsChanged.map(\.name) == ["bumbleBlack"])
        #expect(result.isBreaking)
    }

    @Test func aTextOnTheGroundThatDropsBelowAAIsBreaking() throws {
        // The caption has no background of its own: it is judged on the canvas, bumbleCanvas.
        let paler = ("static let bumbleBlack       = Color(red: 0.122, green: 0.122, blue: 0.122) // #1F1F1F primary",
                     "static let bumbleBlack       = Color(red: 0.612, green: 0.612, blue: 0.612) // #9C9C9C primary")
        let result = diff([Edits.addedCanvasCaption, paler], since: [Edits.addedCanvasCaption])
        let drop = try #require(result.contrastDrops.first { $0.component == "Canvas Caption" })
        #expect(drop.scheme == .light)
        #expect(drop.text == "Nearby")
        #expect(drop.oldColors == GuideDiff.SeenColors(foreground: "#1F1F1F", background: "#FFFFFF"))
        #expect(drop.newColors == GuideDiff.SeenColors(foreground: "#9C9C9C", background: "#FFFFFF"))
        #expect(drop.oldRatio >= 4.5 && drop.newRatio < 4.5)
        #expect(result.isBreaking)
    }

    @Test func aRemovedDarkCounterpartBreaksThePair() {
        let result = diff([Edits.removedDarkCanvas])
        #expect(result.pairsBroken == [GuideDiff.PairBreak(token: "bumbleCanvas", oldDark: "bumbleDarkCanvas", newDark: nil, reason: .counterpartRemoved)])
        #expect(result.tokensRemoved.map(\.name) == ["bumbleDarkCanvas"])
    }

    @Test func swappedSymbolsAreAddedAndRemoved() {
        let result = diff([Edits.symbolSwapped])
        #expect(result.symbolsAdded == ["gearshape.fill"])
        #expect(result.symbolsRemoved == ["gearshape"])
    }

    @Test func contentDiffMatchesGuidesByPathAndCountsARemovedGuideAsBreaking() {
        let old = ["a/DESIGN-swiftui.md": guide(Bumble.text), "b/DESIGN-swiftui.md": guide(Bumble.text)]
        let new = ["a/DESIGN-swiftui.md": guide(Bumble.text), "c/DESIGN-swiftui.md": guide(Bumble.text)]
        let result = ContentDiff(old: old, new: new)
        #expect(result.compared == 3)
        #expect(result.guides.map(\.path) == ["b/DESIGN-swiftui.md", "c/DESIGN-swiftui.md"])
        #expect(result.guides.map(\.presence) == [.removed, .added])
        #expect(result.isBreaking)
        #expect(!ContentDiff(old: ["a": guide(Bumble.text)], new: ["a": guide(Bumble.text)]).isBreaking)
    }
}
