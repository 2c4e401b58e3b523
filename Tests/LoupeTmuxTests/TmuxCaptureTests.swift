import Testing
import LoupeCore
import LoupeTmux

@Suite("tmux capture to snapshot")
struct TmuxCaptureTests {
    static func pane(_ columns: Int, _ rows: Int, cursor: GridPoint = GridPoint(column: 0, row: 0), history: Int = 0) -> TmuxPaneInfo {
        TmuxPaneInfo(id: "%1", frame: GridRect(origin: GridPoint(column: 0, row: 0), size: GridSize(columns: columns, rows: rows)),
                     historySize: history, cursor: cursor)
    }

    static func capture(_ text: String, _ pane: TmuxPaneInfo, history: Int = 0) -> TmuxCapture {
        TmuxCapture.parse(joined: Array(text.utf8), pane: pane, historyRows: history)
    }

    @Test("joined lines wrap again at the pane width, continued rows marked")
    func wraps() {
        // A 10x4 pane: "abcdefghijklmno" took two rows in tmux, then "xy", then an empty row.
        let c = Self.capture("abcdefghijklmno\nxy\n\n", Self.pane(10, 4, cursor: GridPoint(column: 0, row: 3)))
        let s = c.snapshot
        #expect(s.size == GridSize(columns: 10, rows: 4))
        #expect(s.text(ofRow: 0) == "abcdefghij" && s.text(ofRow: 1) == "klmno     " && s.text(ofRow: 2) == "xy        ")
        #expect(s.rowInfo.map(\.softWrapped) == [true, false, false, false])
        #expect(c.visibleTop == 0)
        #expect(s.cursor == GridPoint(column: 0, row: 3))
    }

    @Test("a wide character that does not fit in the last column starts the next row, as in tmux")
    func wideAtEdge() {
        // tmux shows x中文中文中文中文中 (1 + 9x2 = 19 columns) then 文中文中文 on the next row of a 20-column pane.
        let c = Self.capture("x中文中文中文中文中文中文中文\n", Self.pane(20, 2))
        let s = c.snapshot
        #expect(s.text(ofRow: 0) == "x中文中文中文中文中 ")
        #expect(s[19, 0].flags.contains(.wrapPad))
        #expect(s.text(ofRow: 1) == "文中文中文" + String(repeating: " ", count: 10))
        #expect(s.rowInfo[0].softWrapped && !s.rowInfo[1].softWrapped)
        #expect(s[1, 0].isWide && s[2, 0].isContinuation)
    }

    @Test("styles from the escapes, carried across lines as tmux writes them")
    func styles() {
        let c = Self.capture("\u{1b}[31mred\u{1b}[39m \u{1b}[1;44mbold\nstill\u{1b}[0m plain\n", Self.pane(12, 2))
        let s = c.snapshot
        #expect(s[0, 0].style.foreground == .indexed(1))
        #expect(s[3, 0].style == .plain)
        #expect(s[4, 0].style.background == .indexed(4) && s[4, 0].style.attributes.contains(.bold))
        #expect(s[0, 1].style.background == .indexed(4), "tmux does not repeat the style at a line start")
        #expect(s[6, 1].style == .plain)
    }

    @Test("history rows sit above the visible part; the cursor counts from the visible top")
    func history() {
        let text = (1...8).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let c = Self.capture(text, Self.pane(10, 3, cursor: GridPoint(column: 2, row: 1), history: 100), history: 5)
        #expect(c.snapshot.rows == 8 && c.visibleTop == 5)
        #expect(c.snapshot.text(ofRow: 5).hasPrefix("line 6"))
        #expect(c.snapshot.cursor == GridPoint(column: 2, row: 6))
    }

    @Test("more rows than expected (a width disagreement): the pane's last row stays the last row")
    func tooMany() {
        // Three logical lines where two rows were expected: the top one is dropped.
        let c = Self.capture("one\ntwo\nthree\n", Self.pane(10, 2))
        #expect(c.snapshot.rows == 2)
        #expect(c.snapshot.text(ofRow: 0).hasPrefix("two") && c.snapshot.text(ofRow: 1).hasPrefix("three"))
    }

    @Test("fewer rows than expected: blank rows are added at the top")
    func tooFew() {
        let c = Self.capture("last\n", Self.pane(10, 3))
        #expect(c.snapshot.rows == 3)
        #expect(c.snapshot.text(ofRow: 2).hasPrefix("last"))
        #expect(c.snapshot.text(ofRow: 0) == String(repeating: " ", count: 10))
    }

    @Test("control bytes in a capture become placeholders")
    func controls() {
        let c = Self.capture("a\u{7}b\u{1b}]2;title\u{7}c\n", Self.pane(10, 1))
        #expect(c.snapshot.text(ofRow: 0).hasPrefix("a␇b"))
        #expect(!c.snapshot.plainText.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("history rows to ask for: as many as requested and present, none on the alternate screen")
    func historyRows() {
        var p = Self.pane(10, 3, history: 50)
        #expect(TmuxCapture.historyRows(requested: 20, pane: p) == 20)
        #expect(TmuxCapture.historyRows(requested: 2000, pane: p) == 50)
        #expect(TmuxCapture.historyRows(requested: 0, pane: p) == 0)
        p.alternateScreen = true
        #expect(TmuxCapture.historyRows(requested: 20, pane: p) == 0)
    }

    /// Captures as tmux prints them (`capture-pane -p -e -J`), with the panes they came from:
    /// rows that fill the pane exactly, and every case where they do not.
    static let documentCases: [(text: String, pane: TmuxPaneInfo, history: Int)] = [
        ("abcdefghijklmno\nxy\n\n", pane(10, 4), 0),                                 // a wrap, an empty row
        ("x中文中文中文中文中文中文中文\n", pane(20, 2), 0),                             // a wide character moved down
        ("中文中文中\n中\n", pane(2, 6), 0),                                           // two columns: a wide character a row
        ("trail   \n\u{1b}[41m  \u{1b}[0m\n  \n", pane(8, 3), 0),                   // plain blanks dropped, red ones kept
        ("\u{1b}[1;38;5;82mbold green\nstill\u{1b}[0m plain\n", pane(6, 4), 0),     // styles carried across lines
        ("e\u{301}x\u{1b}]8;;https://a.example\u{7}link\u{1b}]8;;\u{7}\n", pane(5, 2), 0),  // a combining mark, a link
        ("old\nolder\nnow\n", pane(10, 2, history: 1), 1),                            // history above the pane
        ("one\ntwo\nthree\n", pane(10, 2), 0),                                        // more rows than the pane: cut at the top
        ("last\n", pane(10, 3), 0),                                                     // fewer: blank rows at the top
        ("abc\n中\n", pane(1, 5), 0),                                                  // one column: a wide character cannot show
        ("", pane(4, 1), 0),
    ]

    @Test("the picker's document is the one the snapshot gives, however the capture fills the pane")
    func documentAsSnapshot() {
        for (text, pane, history) in Self.documentCases {
            let policy = WidthPolicy(cells: .tmux)
            let viaSnapshot = InMemoryDocument(snapshot: TmuxCapture.parse(joined: Array(text.utf8), pane: pane, historyRows: history,
                                                                           policy: policy).snapshot)
            let document = TmuxCapture.document(joined: Array(text.utf8), pane: pane, historyRows: history, policy: policy)
            #expect(document == viaSnapshot, "\(text.debugDescription) in \(pane.frame.size)")
        }
    }
}
