import Foundation
import Support
import Testing
@testable import Site

/// The sharded search index: terms as the browser makes them, every record's link landing on
/// an id of its page, postings that find what the pages say.
@Suite struct SearchIndexTests {
    @Test(arguments: [
        ("Motion & Haptics", ["motion", "haptics"]),
        ("struct RootTabBar: View", ["struct", "roottabbar", "root", "tab", "bar", "view"]),
        ("URLSession and the 44pt target", ["urlsession", "url", "session", "44pt", "target"]),
        ("heart.fill", ["heart", "fill"]),
        ("Café crème", ["cafe", "creme"]),
        ("a b of the x", []),
        // Read from the bytes: punctuation past ASCII ends a run; a stretch with an accent or a
        // mark (the variation selector after an emoji) goes through the decomposition.
        ("tabBar · Dark mode — “quoted”…", ["tabbar", "tab", "bar", "dark", "mode", "quoted"]),
        ("❤️ loveMe", ["loveme", "love", "me"]),
        ("naïveTabBar", ["naivetabbar", "naive", "tab", "bar"]),
    ])
    func termsAreRunsFoldedWithCamelCaseParts(_ text: String, _ terms: [String]) {
        #expect(SearchTerms.terms(in: text) == terms)
    }

    /// Terms numbered by their bytes sort as their Strings do: by eight-byte prefixes then the
    /// rest when all are ASCII, as Strings otherwise.
    @Test(arguments: [
        ["tabbarbuttons", "tab", "tabbarbutton", "a1", "zeta", "tabbar", "e", "tabbarbuttonz"],
        ["tab", "été", "e", "eta", "tabbar"],
    ])
    func termTableSortsAsStringsDo(_ terms: [String]) {
        var table = SearchTermTable()
        for term in terms {
            var term = term
            let (number, isNew) = term.withUTF8 { table.number(of: $0) }
            #expect(isNew && table.string(number) == term)
        }
        var again = terms[0]
        #expect(again.withUTF8 { table.number(of: $0) } == (0, false))
        #expect(table.sortedNumbers().map(table.string) == terms.sorted())
    }

    @Test func shardKeysAreFileNames() {
        #expect(SearchTerms.shardKey("haptics", length: 2) == "ha")
        #expect(SearchTerms.shardKey("été", length: 2) == "_e9_t")
        #expect(SearchTerms.shardKey("été".decomposedStringWithCanonicalMapping, length: 1) == "e")
    }

    /// Every record of every chunk links to a page of the site and an id on it: headings take
    /// their ids through the page's own `AnchorSet`, in the page's order.
    @Test func everyRecordLandsOnAnIdOfItsPage() async throws {
        let folder = try TemporaryFolder()
        _ = try await buildSite(output: folder.url.appendingPathComponent("public"), baseURL: "/docs/")
        let index = try JSONValue(parsing: Data(folder.read("public/search/index.json").utf8))
        let groups = try #require(index["groups"]?.arrayValue)
        var kinds: Set<String> = []
        var checked = 0
        for group in groups {
            let fields = try #require(group.arrayValue)
            let prefix = try #require(fields[1].stringValue)
            let (count, space) = (try #require(Int(json: fields[2])), try #require(Int(json: fields[3])))
            var ids: Set<Int> = []
            for chunk in 0..<count {
                let records = try JSONValue(parsing: Data(folder.read("public/search/" + prefix + "\(chunk).json").utf8)).arrayValue ?? []
                for record in records {
                    // Each record is in the chunk its id names, once.
                    let id = try #require(record.arrayValue.flatMap { Int(json: $0[0]) })
                    #expect(SearchGroup.chunk(of: id, count: count, space: space) == chunk)
                    #expect(ids.insert(id).inserted, "\(prefix): id \(id) twice")
                    let kind = record.arrayValue?[1].stringValue ?? "", url = record.arrayValue?[4].stringValue ?? ""
                    kinds.insert(kind)
                    #expect(url.hasPrefix("/docs/"), "\(url)")
                    let parts = url.dropFirst("/docs/".count).split(separator: "#", maxSplits: 1).map(String.init)
                    let page = try folder.read("public/" + (parts[0].hasSuffix("/") || parts[0].isEmpty ? parts[0] + "index.html" : parts[0]))
                    if parts.count == 2 {
                        #expect(page.contains(" id=\"\(parts[1])\""), "\(url): no such id")
                    }
                    checked += 1
                }
            }
        }
        #expect(kinds == ["b", "h", "k", "d", "c", "f", "s"])
        #expect(checked > 300)
    }

    /// The postings name the records a term is in, a title match scored above any body count.
    @Test func titleMatchesOutscoreTheBody() {
        let records = [
            SearchRecord(kind: .heading, title: "Motion & Haptics", section: "Motion & Haptics", url: "/b/#motion", text: "springs"),
            SearchRecord(kind: .heading, title: "Buttons", section: "Buttons", url: "/b/#buttons", text: String(repeating: "haptics ", count: 40)),
        ]
        let scores = SearchGroup.scores(of: records)
        #expect(scores["haptics"]?.map(\.record) == [0, 1])
        #expect(scores["haptics"]?.map(\.score) == [SearchGroup.titleScore, SearchGroup.titleScore - 1])
    }

    /// A record's blocks are set apart, so a snippet never runs a list item into the next.
    @Test func blocksAreSetApartInTheText() {
        var record = SearchRecord(kind: .heading, title: "", section: "", url: "", text: "")
        record.append("Preserve the haptics")
        record.append("  Dark mode:\n  implement it")
        record.append("Done.")
        record.append("   ")
        record.append("Next")
        #expect(record.text == "Preserve the haptics · Dark mode: implement it · Done. Next")
    }

    /// A record's id comes from its link, not its place: records added before it leave it be.
    @Test func recordIDsDoNotDependOnOtherRecords() {
        func record(_ anchor: String) -> SearchRecord { SearchRecord(kind: .heading, title: anchor, section: "", url: "/b/#" + anchor, text: "") }
        let before = SearchGroup.ids(of: ["colors", "typography", "tab-bar"].map(record), space: 256)
        let after = SearchGroup.ids(of: ["new-section", "colors", "typography", "tab-bar"].map(record), space: 256)
        #expect(Array(after.dropFirst()) == before)
    }

    /// A shard past its size splits one letter deeper; a term no longer than the key stays put.
    @Test func largeShardsSplitByTheNextLetter() {
        let postings = (0..<4_000).map { "tab\($0 % 40)x,\($0),1" }.joined(separator: ";")
        let files = SearchIndexFiles(groups: [.init(name: "A", chunkPrefix: "a-", chunkCount: 1, idSpace: 256, postings: "ta,1,16;" + postings)]).files()
        let paths = Set(files.map(\.path))
        #expect(paths.contains("search/terms/ta.json"))
        #expect(paths.contains("search/terms/tab.json") || paths.contains("search/terms/tab1.json"))
        for file in files where file.path.hasPrefix("search/terms/") {
            guard case .text(let text) = file.contents else { continue }
            #expect(text.utf8.count <= SearchIndexFiles.shardBytes || file.path.count - "search/terms/.json".count == SearchIndexFiles.maxKeyLength)
        }
    }
}
