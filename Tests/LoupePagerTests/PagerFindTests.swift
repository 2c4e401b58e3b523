import LoupeCore
import LoupeFiles
import LoupePager
import LoupeRuntime
import LoupeTesting
import Testing

/// Find in the pager: the bar, stepping through matches, the padding rule and the scroll animation.
@Suite("Pager find")
struct PagerFindTests {
    /// 200 lines; "needle" on lines 5, 12, 30 and 150 (twice on 30).
    static let text = (0..<200).map { i -> String in
        switch i {
        case 5, 12, 150: return "line \(i) has a needle in it"
        case 30: return "line 30: needle and Needle"
        default: return "line \(i) of hay"
        }
    }.joined(separator: "\n")

    static func driver(rows: Int = 12) -> PagerDriver {
        PagerDriver(text, size: GridSize(columns: 80, rows: rows), magnifier: false)
    }

    static func type(_ f: inout PagerDriver, _ text: String) {
        for c in text { f.key(.character(c)) }
    }

    static func top(_ f: PagerDriver) -> Int { f.model.state.viewport.top.line }

    @Test("typing searches as it goes; the bar takes a row so it covers no text; Esc clears")
    func incremental() {
        var f = Self.driver()
        #expect(f.model.state.viewport.height == 11)
        f.key(.character("/"))
        #expect(f.model.state.viewport.height == 10, "the page is a row shorter while the bar is open")
        Self.type(&f, "nee")
        #expect(f.model.state.find.current == MatchPosition(line: 5, index: 0))
        #expect(f.model.baseFrame().text(ofRow: 10).hasPrefix("/nee"))
        #expect(f.model.baseFrame().text(ofRow: 10).contains("1 of 5"), "\(f.model.baseFrame().text(ofRow: 10))")
        Self.type(&f, "dlex")
        #expect(f.model.baseFrame().text(ofRow: 10).contains("no matches"))
        f.key(.backspace)
        f.key(.enter)
        #expect(!f.model.state.find.isEditing && f.model.state.viewport.height == 11)
        #expect(f.statusBar.contains("/needle: 1 of 5"), "\(f.statusBar)")
        f.key(.escape)
        #expect(!f.model.state.find.isActive && !f.statusBar.contains("needle"))
    }

    @Test("n and N step through matches in order, wrapping with a message; smart case")
    func stepping() {
        var f = Self.driver()
        f.key(.character("/")); Self.type(&f, "needle"); f.key(.enter)
        var seen: [MatchPosition] = []
        for _ in 0..<5 {
            seen.append(f.model.state.find.current ?? MatchPosition(line: -1, index: 0))
            f.key(.character("n"))
            f.wait(150)
        }
        #expect(seen.map(\.line) == [5, 12, 30, 30, 150])
        #expect(f.model.state.find.current == MatchPosition(line: 5, index: 0))
        #expect(f.statusBar.contains("1 of 5 · wrapped to the top"), "\(f.statusBar)")
        f.key(.character("N"))
        f.wait(150)
        #expect(f.model.state.find.current == MatchPosition(line: 150, index: 0))
        #expect(f.statusBar.contains("wrapped to the bottom"))
        // A capital makes the search exact.
        f.key(.character("/")); Self.type(&f, "Needle")
        #expect(f.model.state.find.current == MatchPosition(line: 30, index: 1) || f.model.state.find.total == 1)
        #expect(f.model.state.find.total == 1)
        f.key(.character("r", ), modifiers: .ctrl)  // smart -> match case
        f.key(.character("r"), modifiers: .ctrl)    // -> ignore case
        #expect(f.model.state.find.total == 5)
        f.key(.character("e"), modifiers: .ctrl)    // a regular expression now
        Self.type(&f, "(")
        #expect(f.model.state.find.error?.hasPrefix("bad pattern") == true)
        #expect(f.model.baseFrame().text(ofRow: 10).contains("bad pattern"))
    }

    @Test("the view moves only to keep a row of padding, the least, over about 100 ms; far matches are centred at once")
    func paddingAndAnimation() {
        var f = Self.driver(rows: 12)  // 11 content rows; 10 with the bar
        f.key(.character("/")); Self.type(&f, "needle")
        #expect(Self.top(f) == 0, "line 5 shows with padding: no move")
        f.key(.enter)
        f.key(.character("n"))  // line 12: below the screen (rows 0-10): the least move puts it on row 9
        #expect(f.model.state.scrollAnimation != nil)
        f.wait(50)
        let halfway = Self.top(f)
        #expect(halfway > 0 && halfway < 3, "half way after 50 ms: \(halfway)")
        f.wait(80)
        #expect(Self.top(f) == 3 && f.model.state.scrollAnimation == nil)
        f.key(.character("n"))  // line 30: more than a screen away: centred at once
        #expect(f.model.state.scrollAnimation == nil)
        #expect(Self.top(f) == 25)
    }

    @Test("a new jump during a scroll continues from where the view is, never back")
    func interruptedScroll() {
        var f = Self.driver(rows: 12)
        f.key(.character("/")); Self.type(&f, "hay"); f.key(.enter)
        var tops: [Int] = []
        for _ in 0..<12 {
            f.key(.character("n"), after: 30)  // faster than the 100 ms animation
            tops.append(Self.top(f))
            f.wait(30)
            tops.append(Self.top(f))
        }
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 <= $1 }, "never moves back: \(tops)")
        f.wait(200)
        let current = f.model.state.find.current?.line ?? 0
        #expect(current - Self.top(f) == 9, "the last match ends one row above the bottom: \(current) \(Self.top(f))")
    }

    @Test("* searches for the word under the pointer")
    func star() {
        var f = Self.driver()
        f.mouse(.move, 14, 5, .none)
        f.key(.character("*"))
        #expect(f.model.state.find.query.text == "needle")
        #expect(f.model.state.find.total == 4, "exact case: Needle is not counted: \(f.model.state.find.total)")
    }

    @Test("shift+arrows past the bottom keep the caret a row from the edge, scrolling as find does")
    func caretKeptInView() {
        var f = Self.driver(rows: 12)  // 11 content rows
        f.mouse(.press, 0, 7); f.mouse(.drag, 4, 7); f.mouse(.release, 4, 7)
        for _ in 0..<3 { f.key(.down, modifiers: .shift) }  // the head reaches row 10, the last
        #expect(f.model.state.scrollAnimation != nil, "a short move is animated")
        #expect(Self.top(f) == 0)
        f.wait(150)
        #expect(Self.top(f) == 1, "the least move: the head's row sits one above the bottom")
        #expect(f.model.state.scrollAnimation == nil)
    }

    @Test("a match found while the mouse button is held does not move the text under the pointer")
    func noJumpUnderADrag() {
        var f = Self.driver(rows: 12)
        f.mouse(.press, 0, 3)
        f.mouse(.drag, 4, 3)
        f.key(.character("/")); Self.type(&f, "needle"); f.key(.enter)
        f.key(.character("n"))  // line 12: would scroll
        #expect(Self.top(f) == 0 && f.model.state.scrollAnimation == nil)
        #expect(f.mouse(.release, 4, 3) == [.copy("line")], "columns 0-4 of line 3, trailing space trimmed")
    }
}

/// Issue 18: a huge selection must not hold up the interface.
@Suite("Pager: huge selections")
struct PagerHugeSelectionTests {
    @Test("select all on a long document counts lines, not characters, and reaches the last line")
    func selectAllCountsLines() {
        let text = (0..<20_000).map { "line \($0)" }.joined(separator: "\n")
        var f = PagerDriver(text, size: GridSize(columns: 80, rows: 10), magnifier: false)
        f.key(.character("a"), modifiers: .ctrl)
        #expect(f.model.state.selectionSummary == "selected 20000 lines")
        #expect(f.model.state.selection.range?.upperBound.line == 19_999)
        var small = PagerDriver("one two\nthree", size: GridSize(columns: 80, rows: 10), magnifier: false)
        small.key(.character("a"), modifiers: .ctrl)
        #expect(small.model.state.selectionSummary == "selected 13 chars")
    }
}

extension PagerHugeSelectionTests {
    @Test("select all on a file read lazily selects to its real end, not to the lines read so far")
    func selectAllReadsTheWholeFile() {
        let text = (0..<5_000).map { "row \($0)" }.joined(separator: "\n")
        let document = FileDocument(file: MappedFile(bytes: Array(text.utf8), name: "t"))
        #expect(!document.isComplete, "only the first lines are indexed at first")
        var model = PagerModel(document: document, size: GridSize(columns: 80, rows: 10), settings: PagerSettings(), magnifier: nil)
        let selectAll = InputEvent.key(KeyEvent(.character("a"), modifiers: .ctrl, time: Instant(milliseconds: 10)))
        var backend = TestBackend(batches: [[selectAll]])
        ProgramLoop.run(&model, on: &backend)
        #expect(backend.effects.first == .work(Work(WorkID("read-to-end", 1)) { WorkStart() }), "the reducer asks for the end as an effect")
        #expect(document.isComplete, "the backend read it to the end")
        #expect(model.state.selection.range?.upperBound.line == 4_999)
        #expect(model.state.selectionText?.hasSuffix("row 4999") == true)
    }
}

extension PagerFindTests {
    @Test("find works on screens as small as a tmux pane can be", arguments: [(1, 1), (2, 1), (5, 2), (8, 3), (20, 4), (3, 10)])
    func tinyScreens(_ columns: Int, _ rows: Int) {
        var f = PagerDriver(Self.text, size: GridSize(columns: columns, rows: rows), magnifier: false)
        f.key(.character("/"))
        #expect(f.model.state.viewport.height >= 1)
        Self.type(&f, "needle")
        f.key(.enter)
        f.key(.character("n"))
        f.wait(150)
        #expect(f.model.state.find.current?.line == 12)
        let frame = f.model.baseFrame()
        #expect(frame.size == GridSize(columns: columns, rows: rows))
        f.key(.escape)
        #expect(!f.model.state.find.isActive)
    }
}
