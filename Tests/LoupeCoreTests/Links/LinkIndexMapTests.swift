import LoupeCore
import Testing

@Suite struct LinkIndexMapTests {
    func frame(_ rows: [String], columns: Int = 30) -> CellBuffer {
        var b = CellBuffer(columns: columns, rows: rows.count)
        for (r, text) in rows.enumerated() { _ = b.write(text, column: 0, row: r) }
        return b
    }

    @Test func detectedLinksAndTheirCells() {
        let map = LinkIndexMap(frame: frame(["go to https://x.org now", "me@a.org"]))
        #expect(map.links.map(\.target) == ["https://x.org", "mailto:me@a.org"])
        #expect(map.link(at: GridPoint(column: 6, row: 0))?.id == 0)
        #expect(map.link(at: GridPoint(column: 18, row: 0))?.id == 0)
        #expect(map.link(at: GridPoint(column: 19, row: 0)) == nil)
        #expect(map.links[0].bounds == GridRect(column: 6, row: 0, columns: 13, rows: 1))
        #expect(map.link(at: GridPoint(column: -1, row: 0)) == nil)
        #expect(map.link(at: GridPoint(column: 0, row: 9)) == nil)
    }

    @Test func aSoftWrappedLinkIsOneLinkOverTwoRows() {
        var b = frame(["see https://example.com/abcd", "efgh more"], columns: 28)
        b.rowInfo[0].softWrapped = true
        let map = LinkIndexMap(frame: b)
        #expect(map.links.count == 1)
        #expect(map.links[0].target == "https://example.com/abcdefgh")
        #expect(map.links[0].spans == [RowSpan(row: 0, columns: 4..<28), RowSpan(row: 1, columns: 0..<4)])
    }

    @Test func osc8LinksRunTogetherAndAreNotSearchedAgain() {
        var b = frame(["click here: https://shown.org"], columns: 30)
        let id = b.hyperlinks.id(for: "https://evil.example/x")
        for c in 6..<29 { b[c, 0].style.hyperlink = id }
        let map = LinkIndexMap(frame: b)
        #expect(map.links.count == 1)
        #expect(map.links[0].target == "https://evil.example/x")
        #expect(map.links[0].text == "here: https://shown.org")
        #expect(map.links[0].origin == .hyperlink(id))
    }

    @Test func misleadingTextIsFlagged() {
        let lying = ScreenLink(id: 0, target: "https://evil.example/x", text: "https://bank.com", origin: .hyperlink(1), spans: [])
        let honest = ScreenLink(id: 0, target: "https://bank.com/login", text: "bank.com", origin: .hyperlink(1), spans: [])
        let words = ScreenLink(id: 0, target: "https://evil.example/x", text: "click here", origin: .hyperlink(1), spans: [])
        #expect(lying.misleadingText == "bank.com")
        #expect(honest.misleadingText == nil)
        #expect(words.misleadingText == nil)
        #expect(honest.host == "bank.com")
        #expect(ScreenLink(id: 0, target: "src/a.swift:3", text: "", origin: .detected(.path), spans: []).host == nil)
    }

    @Test func wideCharactersBelongToTheirLink() {
        var b = CellBuffer(columns: 20, rows: 1)
        _ = b.write("x /tmp/漢字.txt y", column: 0, row: 0)
        let map = LinkIndexMap(frame: b)
        #expect(map.links.map(\.target) == ["/tmp/漢字.txt"])
        #expect(map.links[0].spans == [RowSpan(row: 0, columns: 2..<15)])
        #expect(map.link(at: GridPoint(column: 8, row: 0))?.id == 0, "the continuation half too")
    }

    /// The map against a brute-force scan: for random frames of words, links and OSC 8 runs, every
    /// cell's link is the one whose cells contain it, links do not share cells, and the boxes hold their cells.
    @Test func matchesABruteForceScan() {
        var rng = SplitMix(seed: 12)
        let words = ["a", "word", "https://x.org/p", "me@b.io", "src/a.swift:3", "/etc/hosts", "3f2a9c1", "漢字", "(", ")", ".", "mailto:q@r.st"]
        for _ in 0..<200 {
            let columns = 8 + Int(rng.next() % 30), rows = 1 + Int(rng.next() % 6)
            var b = CellBuffer(columns: columns, rows: rows)
            for r in 0..<rows {
                var line = ""
                while line.count < columns { line += words[Int(rng.next() % UInt64(words.count))] + (rng.next() % 3 == 0 ? "" : " ") }
                _ = b.write(line, column: 0, row: r)
                b.rowInfo[r].softWrapped = rng.next() % 3 == 0
                if rng.next() % 4 == 0 {
                    let id = b.hyperlinks.id(for: "https://t\(r).example")
                    let start = Int(rng.next() % UInt64(columns))
                    for c in start..<min(columns, start + 1 + Int(rng.next() % 8)) { b[c, r].style.hyperlink = id }
                }
            }
            let map = LinkIndexMap(frame: b)
            for r in 0..<rows {
                for c in 0..<columns {
                    let p = GridPoint(column: c, row: r)
                    let owners = map.links.filter { $0.contains(p) }
                    #expect(owners.count <= 1)
                    #expect(map.link(at: p)?.id == owners.first?.id)
                    if b[p].style.hyperlink != 0 { #expect(map.link(at: p)?.origin == .hyperlink(b[p].style.hyperlink)) }
                }
            }
            for link in map.links {
                for s in link.spans { for c in s.columns { #expect(link.bounds.contains(GridPoint(column: c, row: s.row))) } }
            }
            #expect(map.links.map { ($0.spans[0].row, $0.spans[0].columns.lowerBound) }.elementsEqual(
                map.links.map { ($0.spans[0].row, $0.spans[0].columns.lowerBound) }.sorted { $0 < $1 }, by: ==))
        }
    }
}

/// A small deterministic generator for the property tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct HyperlinkIDTests {
    @Test func theIDParameterJoinsSeparatedCellsIntoOneLink() {
        let text = "\u{1B}]8;id=a;https://x.org\u{1B}\\one\u{1B}]8;;\u{1B}\\ gap \u{1B}]8;id=a;https://x.org\u{1B}\\two\u{1B}]8;;\u{1B}\\ "
            + "\u{1B}]8;;https://y.org\u{1B}\\three\u{1B}]8;;\u{1B}\\ - \u{1B}]8;;https://y.org\u{1B}\\four\u{1B}]8;;\u{1B}\\"
        let imported = TextImporter().importText(text)
        var b = CellBuffer(columns: 40, rows: 1)
        b.setRow(0, imported.lines[0])
        b.hyperlinks = imported.hyperlinks
        let map = LinkIndexMap(frame: b)
        #expect(map.links.map(\.target) == ["https://x.org", "https://y.org", "https://y.org"])
        #expect(map.links[0].spans == [RowSpan(row: 0, columns: 0..<3), RowSpan(row: 0, columns: 8..<11)])
        #expect(map.link(at: GridPoint(column: 9, row: 0))?.id == 0)
        #expect(imported.hyperlinks.linkID(for: 1) == "a")
    }
}
