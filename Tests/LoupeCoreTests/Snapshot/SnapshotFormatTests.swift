import Testing
import PropertyBased
@testable import LoupeCore

/// Graphemes that stress the format: wide, combining, zero-width, frame and escape characters, controls' placeholders.
private let graphemePool: [(String, UInt8)] = [
    ("a", 1), ("Z", 1), (" ", 1), ("│", 1), ("⟪", 1), ("⟫", 1), ("世", 2), ("👨‍👩‍👧‍👦", 2), ("🇫🇷", 2),
    ("e\u{301}", 1), ("\u{301}", 1), ("a\u{200B}", 1), ("␛", 1), ("🇦", 1), ("\u{1100}", 2), ("\\", 1), ("%", 1),
    ("\u{FFFD}", 1), ("1️⃣", 2), ("x", 2),
]
private let colorPool: [Color] = [.default, .indexed(1), .indexed(208), .rgb(1, 2, 3), .rgb(255, 255, 0)]
private let flagPool: [CellFlags] = [[], [], [], .tabStart, .tabFill, .placeholder, .wrapPad]

/// Builds a buffer deterministically from random numbers (so the property library can shrink them).
func makeBuffer(from seeds: [UInt32]) -> CellBuffer {
    var it = seeds.makeIterator()
    func next(_ n: Int) -> Int { Int((it.next() ?? 7) % UInt32(n)) }
    var b = CellBuffer(columns: 1 + next(14), rows: 1 + next(5))
    var links = HyperlinkTable()
    if next(2) == 0 { _ = links.id(for: "https://example.com/a b%") }
    if next(2) == 0 { _ = links.id(for: "file:///tmp/x") }
    b.hyperlinks = links
    if next(3) > 0 { b.cursor = GridPoint(column: next(b.columns), row: next(b.rows)) }
    for r in 0..<b.rows { b.rowInfo[r].softWrapped = next(3) == 0 }
    let ops = next(40)
    for _ in 0..<ops {
        let (g, w) = graphemePool[next(graphemePool.count)]
        var attrs = Attributes()
        for (a, _) in Attributes.named where next(6) == 0 { attrs.insert(a) }
        let style = Style(foreground: colorPool[next(colorPool.count)], background: colorPool[next(colorPool.count)],
                          attributes: attrs, hyperlink: UInt16(next(links.targets.count + 1)))
        b.put(Cell(g, width: w, style: style, flags: flagPool[next(flagPool.count)]), column: next(b.columns), row: next(b.rows))
    }
    return b
}

@Suite("Snapshot text format")
struct SnapshotFormatTests {
    @Test("round trip: any buffer parses back equal", .shrinking(true))
    func roundTrip() async {
        await propertyCheck(count: 400, input: Gen.uint32(in: 0...UInt32.max).array(of: 0...200)) { seeds in
            let buffer = makeBuffer(from: seeds)
            let text = SnapshotTextFormat.encode(buffer)
            let decoded = try? SnapshotTextFormat.decode(text)
            #expect(decoded == buffer, "\(text)")
        }
    }

    @Test("round trip of imported text, wrapped and clipped")
    func importedRoundTrip() throws {
        let sample = "\u{1b}[1;31mred\u{1b}[0m\ttab 世界 👍🏽 e\u{301} \u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{1b}\\ \u{7}\u{1b}[38;2;9;8;7mrgb and a long tail to wrap"
        let text = TextImporter().importText(sample)
        for overflow in OverflowMode.allCases {
            let snap = LineLayout.snapshot(of: text, width: 13, overflow: overflow)
            #expect(try SnapshotTextFormat.decode(SnapshotTextFormat.encode(snap)) == snap)
        }
    }

    @Test("the format reads as the README describes")
    func readable() {
        var b = CellBuffer(columns: 12, rows: 2)
        b.cursor = GridPoint(column: 2, row: 0)
        let link = b.hyperlinks.id(for: "https://example.com")
        b.write("ab 世界 cd", column: 0, row: 0)
        b.write("xyz", column: 0, row: 1, style: Style(background: .rgb(0x20, 0x30, 0x40), hyperlink: link))
        b.rowInfo[1].softWrapped = true
        for c in 0..<2 { b[c, 0].style = Style(foreground: .indexed(1), attributes: .bold) }
        let expected = """
        loupe-snapshot 1 size=12x2 cursor=3,1
        hyperlink 1 https://example.com
            ┌────────────┐
           1│ab 世界 cd  │ wide=4-5,6-7
           2│xyz         │ ↩
            └────────────┘
           1:1-2 fg=1 bold
           2:1-3 bg=#203040 link=1

        """
        #expect(SnapshotTextFormat.encode(b) == expected)
    }

    @Test("odd cells are escaped so the row still splits into the right cells")
    func escapes() throws {
        var b = CellBuffer(columns: 4, rows: 1)
        b[0, 0] = Cell("\u{301}")
        b[1, 0] = Cell("⟪")
        b[2, 0] = Cell("🇦")
        b[3, 0] = Cell("🇧")
        let text = SnapshotTextFormat.encode(b)
        #expect(text.contains("│⟪301/1⟫⟪27EA/1⟫🇦⟪1F1E7/1⟫│"), "two lone regional indicators would merge into a flag if both were literal")
        #expect(try SnapshotTextFormat.decode(text) == b)
    }

    @Test("a cell that would join the frame, an escape or its neighbour is escaped (found by the import property test)",
          arguments: [
              ["\u{302E}", "a"],            // a wide tone mark first in the row: it would join the `│` before it
              ["⟪", "\u{302E}"],           // ... or the `⟫` of an escaped cell before it
              ["a", "\u{0D4E}"],            // a prepended sign (Malayalam dot reph) last in the row: it would join the `│` after it
              ["\u{0D4E}", "⟪"],           // ... or the `⟪` of an escaped cell after it
              ["\u{0D4E}", "b"],            // ... or the letter after it
              ["\u{1AE9}", "a"],            // a mark to Swift's Unicode, unassigned to libunistring's: first in the row
              ["a", "\u{1AE9}"],            // ... and after a letter
          ])
    func joiningNeighbours(_ graphemes: [String]) throws {
        var b = CellBuffer(columns: 0, rows: 1)
        var cells: [Cell] = []
        for g in graphemes {
            let w = GraphemeWidth.width(of: g)
            cells.append(Cell(g, width: UInt8(w == 2 ? 2 : 1)))
            if w == 2 { cells.append(.continuation()) }
        }
        b = CellBuffer(columns: cells.count, rows: 1)
        b.setRow(0, cells)
        #expect(try SnapshotTextFormat.decode(SnapshotTextFormat.encode(b)) == b, "\(SnapshotTextFormat.encode(b))")
    }

    @Test("bad snapshot text gives an error naming the line")
    func errors() {
        let cases: [(String, Int)] = [
            ("", 1),
            ("hello", 1),
            ("loupe-snapshot 1 size=3x1 cursor=none\n    ┌───┐\n   1│ab│\n    └───┘\n", 3),
            ("loupe-snapshot 1 size=3x1 cursor=none\n    ┌───┐\n   1│abc│\n", 4),
            ("loupe-snapshot 1 size=3x1 cursor=none\n    ┌───┐\n   1│abc│\n    └───┘\n   1:2 fg=zz\n", 5),
            ("loupe-snapshot 1 size=3x1 cursor=none\n    ┌───┐\n   1│abc│\n    └───┘\n   9:1 bold\n", 5),
            ("loupe-snapshot 1 size=3x1 cursor=none\n    ┌───┐\n   1│a⟪zz/1⟫b│\n    └───┘\n", 3),
            ("loupe-snapshot 1 size=3x1 cursor=none\n    ┌───┐\n   1│a⟪61/1b│\n    └───┘\n", 3),
            ("loupe-snapshot 1 size=3x1 cursor=none\n    ┌───┐\n   1│abc│ wide=1-2\n    └───┘\n", 3),
        ]
        for (text, line) in cases {
            do {
                _ = try SnapshotTextFormat.decode(text)
                Issue.record("expected an error for \(text.debugDescription)")
            } catch let e as SnapshotFormatError {
                #expect(e.line == line, "\(e)")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }

    @Test("garbage never crashes the parser")
    func fuzz() async {
        let valid = Array(SnapshotTextFormat.encode(makeBuffer(from: Array(0..<60))).utf8)
        await propertyCheck(count: 300, input: Gen.uint32(in: 0...UInt32.max).array(of: 1...30)) { edits in
            var bytes = valid
            for e in edits where !bytes.isEmpty {
                let i = Int(e >> 8) % bytes.count
                switch e % 3 {
                case 0: bytes[i] = UInt8(truncatingIfNeeded: e >> 16)
                case 1: bytes.remove(at: i)
                default: bytes.insert(UInt8(truncatingIfNeeded: e >> 4), at: i)
                }
            }
            _ = try? SnapshotTextFormat.decode(String(decoding: bytes, as: UTF8.self))
        }
    }
}
