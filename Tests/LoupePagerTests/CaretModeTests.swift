import LoupeCore
import LoupeFiles
import LoupePager
import LoupeRuntime
import LoupeTesting
import Testing

/// Caret mode through the program loop (`PagerDriver`, a virtual clock): entering and leaving,
/// its own keys, the selection it makes and takes, the lens following the caret, the seed's
/// scroll rule, and the terminal's cursor on the caret.
@Suite("Caret mode")
struct CaretModeTests {
    /// `count` lines "line01 alpha bravo charlie" ... (two digits at least).
    static func lines(_ count: Int) -> String {
        (1...count).map { "line\($0 < 10 ? "0" : "")\($0) alpha bravo charlie" }.joined(separator: "\n")
    }

    static func press(_ f: inout PagerDriver, _ keys: String, after ms: Double = 16) {
        for c in keys { f.key(.character(c), after: ms) }
    }

    static func copied(_ effects: [AppEffect]) -> [String] {
        effects.compactMap { if case let .copy(text) = $0 { return text } else { return nil } }
    }

    static func top(_ f: PagerDriver) -> Int { f.model.state.viewport.top.line }

    @Test("c, j j j, w w, v, e, y on lines of `lineNN alpha bravo charlie` copies bravo, the lens shown while the caret moves")
    func copiesBravo() throws {
        var f = PagerDriver(Self.lines(40))
        #expect(!f.model.isLoupeVisible)
        f.key(.character("c"))
        #expect(f.model.state.caret?.position == TextPosition(line: 0, offset: 0), "the first character of the top row")
        f.wait(200)
        #expect(f.model.isLoupeVisible, "the lens slides in as caret mode starts")
        var lensRows: [Int] = []
        for key in "jjjwwve" {
            f.key(.character(key), after: 120)
            #expect(f.model.isLoupeVisible, "the lens shows while the caret moves (\(key))")
            if let lens = f.model.overlays().max(by: { $0.cells.rows < $1.cells.rows }) { lensRows.append(lens.origin.row) }
        }
        #expect(f.model.state.caret?.position == TextPosition(line: 3, offset: 17), "on the o of bravo on line04")
        #expect(f.model.selectionText == "bravo")
        let effects = f.key(.character("y"))
        #expect(Self.copied(effects) == ["bravo"])
        #expect(f.statusBar.contains("copied 5 characters"), "\(f.statusBar)")
        #expect(f.model.state.selection.isEmpty, "taken, the selection goes, as in vi")
        #expect(f.model.state.caret != nil, "caret mode goes on")
        #expect(Set(lensRows).count > 1, "the lens followed the caret down: \(lensRows)")
    }

    @Test("the lens glides to the caret with the drag's lag, above the caret, below it near the top; --no-loupe hides it")
    func lensFollowsTheCaret() throws {
        func lens(_ f: PagerDriver) throws -> FrameOverlay { try #require(f.model.overlays().max { $0.cells.rows < $1.cells.rows }) }
        let wide = (1...40).map { "line\($0) alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima" }.joined(separator: "\n")
        var f = PagerDriver(wide, size: GridSize(columns: 120, rows: 24))
        Self.press(&f, "c")
        for _ in 0..<10 { f.key(.character("j"), after: 50) }
        f.wait(300)
        let resting = try lens(f)
        #expect(resting.origin.row + resting.cells.rows <= 10, "above the caret's row 10, a row of gap: \(resting.origin)")
        Self.press(&f, "$")
        f.wait(20)
        let moving = try lens(f)
        f.wait(300)
        let moved = try lens(f)
        #expect(moved.origin.column > resting.origin.column, "the lens went right with the caret")
        #expect(moving.origin.column > resting.origin.column && moving.origin.column < moved.origin.column,
                "it glides: mid-way after 20 ms (\(resting.origin.column) \(moving.origin.column) \(moved.origin.column))")
        #expect(moved.cells != resting.cells, "it shows the caret's new place")
        // Near the top the lens goes below the caret.
        Self.press(&f, "g")
        f.wait(300)
        #expect(try lens(f).origin.row > 0, "below the caret on row 0")

        var hidden = PagerDriver(Self.lines(40))
        var settings = hidden.model.settings
        settings.loupeEnabled = false
        hidden.model.update(settings: settings)
        Self.press(&hidden, "cjj")
        hidden.wait(300)
        #expect(!hidden.model.isLoupeVisible && hidden.model.overlays().isEmpty, "--no-loupe: no lens in caret mode either")
        #expect(hidden.model.state.caret?.position.line == 2)
    }

    @Test("on a view of 19 text rows, stepping j past the bottom keeps one row of padding below the caret")
    func paddingBelow() {
        var f = PagerDriver(Self.lines(100), size: GridSize(columns: 60, rows: 20))
        #expect(f.model.state.viewport.height == 19)
        Self.press(&f, "c")
        for step in 1...30 {
            f.key(.character("j"), after: 150)
            f.wait(150)
            let cell = f.model.state.caretCell
            #expect(cell?.row == min(step, 17), "step \(step): the caret on screen row \(String(describing: cell?.row))")
            #expect(Self.top(f) == max(0, step - 17), "step \(step): the view moved the least")
            // The row below the caret shows the next line: the padding.
            if step >= 17 {
                let below = f.model.baseFrame().text(ofRow: 18)
                #expect(below.hasPrefix("line\(step + 2) "), "step \(step): \(below)")
            }
        }
    }

    @Test("j held at 30 a second over a long file: the top line never moves back and advances at most one row per frame")
    func heldKeyScrollsSmoothly() throws {
        var f = PagerDriver(Self.lines(400), size: GridSize(columns: 60, rows: 20))
        Self.press(&f, "c")
        let first = f.backend.frames.count
        for _ in 0..<120 { f.key(.character("j"), after: 1000.0 / 30) }
        f.wait(300)
        let tops = f.backend.frames[first...].map { frame -> Int in
            Int(frame.text(ofRow: 0).dropFirst(4).prefix { $0.isNumber }) ?? -1
        }
        #expect(!tops.contains(-1))
        var steps: [Int] = []
        for (a, b) in zip(tops, tops.dropFirst()) { steps.append(b - a) }
        #expect(steps.allSatisfy { $0 >= 0 }, "never back: \(tops)")
        #expect(steps.allSatisfy { $0 <= 1 }, "at most a row a frame: \(tops)")
        #expect(tops.last == 121 - 17, "it ends with the caret on line 121 a row above the bottom: \(tops.suffix(3))")
        // The caret stays on screen all the while, on the padding row at the latest.
        let rows = f.backend.frames[first...].map { $0.cursor?.row ?? -1 }
        #expect(rows.allSatisfy { $0 >= 0 && $0 <= 18 } && rows.filter { $0 == 18 }.count < rows.count / 2, "\(rows)")
        // It really scrolled all along (not in a few jumps at the end).
        let frames = f.backend.frames.count - first
        #expect(Set(tops).count > 90 && frames > 200, "\(frames) frames")
    }

    @Test("the terminal's cursor is on the caret in caret mode and hidden again after it")
    func cursorOnTheCaret() {
        var f = PagerDriver(Self.lines(40))
        #expect(f.backend.frames.last?.cursor == nil)
        Self.press(&f, "c")
        #expect(f.backend.frames.last?.cursor == GridPoint(column: 0, row: 0))
        Self.press(&f, "jjww")
        #expect(f.backend.frames.last?.cursor == GridPoint(column: 13, row: 2))
        Self.press(&f, "ve")
        #expect(f.backend.frames.last?.cursor == GridPoint(column: 17, row: 2))
        f.key(.escape)
        #expect(f.model.state.caret != nil && f.model.state.selection.isEmpty, "the first Esc clears the selection")
        #expect(f.backend.frames.last?.cursor == GridPoint(column: 17, row: 2))
        f.key(.escape)
        #expect(f.model.state.caret == nil, "the second leaves caret mode")
        #expect(f.backend.frames.last?.cursor == nil)
    }

    @Test("its keys mean moves in caret mode and keep their pager meaning outside it")
    func ownTable() {
        var f = PagerDriver(Self.lines(100), size: GridSize(columns: 60, rows: 20))
        Self.press(&f, "b")
        #expect(Self.top(f) == 0)
        Self.press(&f, " ")
        #expect(Self.top(f) == 18, "space pages")
        Self.press(&f, "b")
        #expect(Self.top(f) == 0, "b pages back")
        f.key(.function(7))
        #expect(f.model.state.caret != nil, "F7 enters")
        Self.press(&f, "ww")
        Self.press(&f, "b")
        #expect(f.model.state.caret?.position == TextPosition(line: 0, offset: 7), "b goes back a word")
        #expect(Self.top(f) == 0)
        Self.press(&f, "G")
        f.wait(200)
        #expect(f.model.state.caret?.position.line == 99, "G: the last line")
        Self.press(&f, "g")
        f.wait(200)
        #expect(f.model.state.caret?.position.line == 0 && Self.top(f) == 0)
        f.key(.function(7))
        #expect(f.model.state.caret == nil, "F7 again leaves")
        Self.press(&f, "j")
        #expect(Self.top(f) == 1, "j scrolls again")
    }

    @Test("G in caret mode on a lazy document reads it to its end as work, then takes the caret to the last line")
    func endOfALazyDocument() throws {
        let (document, start) = PagerEffectsTests.lazyFile()
        var s = start
        _ = PagerReducer.reduce(&s, PagerEffectsTests.key("c", 5))
        let effects = PagerReducer.reduce(&s, PagerEffectsTests.key("G", 10))
        let work = try #require(effects.compactMap { effect -> Work? in if case let .work(w) = effect { return w } else { return nil } }.first)
        #expect(work.id.kind == "read-to-end" && !document.isComplete, "the reducer did not read it")
        #expect(s.caret?.position.line == 0)
        for result in work.carryOutAtOnce(now: Instant(milliseconds: 10)) { _ = PagerReducer.reduce(&s, result) }
        #expect(s.caret?.position == TextPosition(line: 4_999, offset: 0))
        #expect(s.caretCell == GridPoint(column: 0, row: 8), "on screen, on the last row")
    }

    @Test("the status bar's hint names caret mode's keys while it is on")
    func hint() {
        for purpose in [PagerSettings.Purpose.view, .pick] {
            var f = PagerDriver(Self.lines(10), size: GridSize(columns: 100, rows: 12), purpose: purpose)
            #expect(f.statusBar.hasSuffix(purpose == .view ? "drag to copy · q quits " : "drag to pick · Esc cancels "))
            Self.press(&f, "c")
            #expect(f.statusBar.hasSuffix("caret · v selects · y \(purpose == .view ? "copies" : "picks") · Esc "), "\(f.statusBar)")
            f.key(.escape)
            #expect(f.statusBar.hasSuffix(purpose == .view ? "drag to copy · q quits " : "drag to pick · Esc cancels "))
        }
    }

    @Test("pick: y prints the selection and ends; Esc outside caret mode still cancels the pick")
    func pick() {
        var f = PagerDriver(Self.lines(10), purpose: .pick)
        Self.press(&f, "cjwve")
        let effects = f.key(.enter)
        #expect(effects.last == .quit(status: 0, output: "alpha"))

        var g = PagerDriver(Self.lines(10), purpose: .pick)
        Self.press(&g, "c")
        #expect(g.key(.escape).isEmpty, "Esc leaves caret mode, the pick goes on")
        #expect(g.model.state.caret == nil)
        #expect(g.key(.escape).last == .quit(status: 130, output: nil))
    }

    @Test("V selects lines, ctrl+v a block, o swaps the ends, shift+arrows extend")
    func selectionShapes() {
        var f = PagerDriver(Self.lines(10))
        Self.press(&f, "cwVj")
        #expect(f.model.selectionText == "line01 alpha bravo charlie\nline02 alpha bravo charlie")
        f.key(.escape)
        f.key(.character("v"), modifiers: .ctrl)
        Self.press(&f, "jee")
        #expect(f.model.selectionText == "alpha bravo\nalpha bravo", "a block from alpha to bravo on two lines")
        Self.press(&f, "o")
        #expect(f.model.state.caret?.position == TextPosition(line: 1, offset: 7), "o: the caret at the other corner")
        f.key(.escape)
        Self.press(&f, "0")
        f.key(.right, modifiers: .shift)
        f.key(.right, modifiers: .shift)
        #expect(f.model.selectionText == "lin", "shift+arrows start a selection at the caret and extend it")
        Self.press(&f, "v")
        #expect(f.model.state.selection.isEmpty, "v in a stream selection stops it")
    }

    @Test("a click in caret mode puts the caret on the character under it; past a line's end, on its last one")
    func aClickPlacesTheCaret() {
        var f = PagerDriver(Self.lines(40))
        f.key(.character("c"))
        f.mouse(.press, 13, 5, after: 100)
        f.mouse(.release, 13, 5)
        #expect(f.model.state.caret?.position == TextPosition(line: 5, offset: 13), "on the b of bravo, line06")
        #expect(f.model.state.caretCell == GridPoint(column: 13, row: 5), "the terminal's cursor is there too")
        Self.press(&f, "ve", after: 120)
        #expect(f.model.selectionText == "bravo", "v and e from the clicked place")
        // A click ends the caret's own selection and moves it; past the line's end: its last character.
        f.mouse(.press, 70, 2, after: 400)
        f.mouse(.release, 70, 2)
        #expect(f.model.state.caret?.position == TextPosition(line: 2, offset: 25), "on the last e of charlie")
        Self.press(&f, "vb", after: 120)
        #expect(f.model.selectionText == "charlie", "a selection made from the new place only")
    }

    @Test("the caret starts at the end of the selection (a menu takes c first), else at the current match")
    func startingPlace() {
        var f = PagerDriver(Self.lines(40))
        f.mouse(.press, 7, 4)
        f.mouse(.drag, 11, 4)
        f.mouse(.release, 11, 4)
        #expect(f.model.selectionText == "alpha")
        #expect(f.model.state.menu != nil)
        Self.press(&f, "c")
        #expect(f.model.state.caret == nil, "the edit menu took c (its Copy)")
        f.key(.function(7))
        #expect(f.model.state.caret?.position == TextPosition(line: 4, offset: 11))
        f.key(.escape)
        #expect(f.model.state.menu == nil && f.model.state.caret != nil, "Esc closed the menu first")
        Self.press(&f, "w")
        #expect(f.model.selectionText == "alpha b", "the caret goes on with the mouse's selection")

        var g = PagerDriver(Self.lines(40))
        Self.press(&g, "/bravo")
        g.key(.enter)
        Self.press(&g, "n")
        Self.press(&g, "c")
        #expect(g.model.state.caret?.position == TextPosition(line: 1, offset: 13), "the current match")
    }

    @Test("with --no-wrap the view follows the caret sideways by the same rule, by columns")
    func sideways() {
        let long = "start " + String(repeating: "word ", count: 40) + "end"
        var f = PagerDriver(long + "\n" + Self.lines(5), size: GridSize(columns: 40, rows: 10), overflow: .clip)
        Self.press(&f, "c$")
        // Farther than a screen: at once, the last character with a column of padding.
        let last = long.count - 1
        #expect(f.model.state.viewport.horizontalOffset == last + 2 - 40)
        #expect(f.model.state.caretCell == GridPoint(column: 38, row: 0))
        // Within a screen: over 100 ms, each new move from where the view is.
        var offsets: [Int] = []
        for _ in 0..<9 {
            f.key(.character("b"), after: 10)
            offsets.append(f.model.state.viewport.horizontalOffset)
        }
        for _ in 0..<8 {
            f.wait(16)
            offsets.append(f.model.state.viewport.horizontalOffset)
        }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 }, "never back: \(offsets)")
        #expect(Set(offsets).count > 3, "in steps, not at once: \(offsets)")
        #expect(f.model.state.caretCell?.column == 1, "a column of padding on the left: \(offsets)")
    }
}
