import Testing
@testable import LoupeCore
import LoupePager
import LoupeRuntime
import LoupeTesting

private let text = (1...60).map { "line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")

@Suite("Pager model")
struct PagerModelTests {
    @Test("a screen as small as a tmux pane can be: a drag still selects, and the loupe stays inside or away",
          arguments: [(1, 1), (2, 1), (5, 2), (8, 3), (19, 5)])
    func tinyScreens(_ columns: Int, _ rows: Int) {
        let size = GridSize(columns: columns, rows: rows)
        var f = PagerDriver(text, size: size, purpose: .pick)
        var settings = f.model.settings
        settings.showStatusBar = false
        settings.startAtEnd = true
        f.model.update(settings: settings)
        _ = f.model.handle(.resize(size, time: Instant(milliseconds: f.now)))
        // Away from the edges where there is room, so no auto-scroll moves the text under the drag.
        let row = rows / 2
        let shown = f.model.baseFrame().text(ofRow: row)
        f.dragAndSettle(row: row, from: 0, to: columns - 1)
        f.wait(200)  // on one or two rows the pointer rests on an edge row: past the dwell, the view may scroll
        for overlay in f.model.overlays() {
            #expect(overlay.origin.column >= 0 && overlay.origin.row >= 0)
            #expect(overlay.origin.column + overlay.cells.columns <= columns && overlay.origin.row + overlay.cells.rows <= rows,
                    "the lens is clipped to the screen")
        }
        let frame = f.model.frame()
        #expect(frame.columns == columns && frame.rows == rows)
        let effects = f.mouse(.release, columns - 1, row)
        guard case let .quit(0, picked?) = effects.last else {
            Issue.record("the release picks: \(effects)")
            return
        }
        if rows >= 3 {
            let row = String(shown.reversed().drop { $0 == " " }.reversed())
            #expect(picked == row, "exactly the cells dragged over (the row's padding aside)")
        } else {
            #expect(!picked.isEmpty && text.contains(picked), "on one or two rows every row is an edge: it may scroll, but picks text")
        }
    }

    @Test("the drop shadow is shaded against the terminal's real background once it is known (OSC 11)")
    func shadowOnTheRealBackground() throws {
        /// The shadow column right of the lens, halfway down, as drawn over the default background.
        func shadow(_ f: PagerDriver) throws -> (r: UInt8, g: UInt8, b: UInt8) {
            // The lens's panels: its top row, its middle rows with the shadow column, the shadow row.
            let lens = try #require(f.model.overlays().max { $0.cells.rows < $1.cells.rows })
            let cell = lens.cells[lens.cells.columns - 1, lens.cells.rows / 2]
            return try #require(cell.style.background.rgbValue, "\(cell.style)")
        }
        var f = PagerDriver(text)
        f.dragAndSettle(row: 10, from: 9, to: 14)
        // Not told: a dark terminal is assumed, and the shadow is black.
        #expect(try shadow(f) == (0, 0, 0))
        // A white terminal: a light grey shadow, not a black bar.
        _ = f.model.handle(.terminal(.background(red: 255, green: 255, blue: 255), time: Instant(milliseconds: f.now)))
        let light = try shadow(f)
        #expect(light.r == light.g && light.g == light.b && light.r > 150 && light.r < 255, "\(light)")
        #expect(f.model.isLoupeVisible, "the loupe stays up")
        // A dark blue-grey terminal: darker than it, not black.
        _ = f.model.handle(.terminal(.background(red: 30, green: 32, blue: 48), time: Instant(milliseconds: f.now)))
        let dark = try shadow(f)
        #expect(dark.b > 0 && dark.b < 48 && dark.r < 30, "\(dark)")
    }

    @Test("a drag shows the loupe above the pointer, and a release copies and hides it")
    func dragCopies() {
        var f = PagerDriver(text)
        f.dragAndSettle(row: 10, from: 9, to: 14)
        let panels = f.model.overlays()
        #expect(f.model.isLoupeVisible)
        // The overlays are the lens and its one-row shadow: the lens ends two rows above the focus row 10,
        // and only the shadow reaches into the gap row.
        #expect(panels.map { $0.origin.row + $0.cells.rows }.max() == 10, "above the focus row with a gap")
        let effects = f.mouse(.release, 14, 10)
        #expect(effects == [.copy("the qu")])
        #expect(f.statusBar.contains("copied 6 char"))
        f.wait(300)
        #expect(!f.model.isLoupeVisible)
        #expect(f.model.nextDeadline() == nil, "idle once the loupe has gone")
    }

    @Test("the selection is highlighted in the frame and the loupe magnifies it")
    func highlight() {
        var f = PagerDriver(text)
        f.dragAndSettle(row: 10, from: 9, to: 14)
        let frame = f.model.frame()
        #expect(f.model.baseFrame()[9, 10].style.attributes.contains(.reverse))
        #expect(!f.model.baseFrame()[15, 10].style.attributes.contains(.reverse))
        #expect(frame != f.model.baseFrame(), "the loupe is drawn over the base")
    }

    @Test("as the drag grows and shrinks, only the selected cells stay highlighted")
    func highlightFollowsTheDrag() {
        var f = PagerDriver(text)
        f.mouse(.press, 9, 10)
        f.mouse(.drag, 12, 10)
        f.mouse(.drag, 20, 11)
        #expect(f.model.baseFrame()[5, 11].style.attributes.contains(.reverse), "the next row is selected up to the pointer")
        #expect(!f.model.baseFrame()[21, 11].style.attributes.contains(.reverse))
        f.mouse(.drag, 14, 10)
        #expect(!f.model.baseFrame()[5, 11].style.attributes.contains(.reverse), "dragging back clears the row it left")
        #expect(f.model.baseFrame()[14, 10].style.attributes.contains(.reverse))
        #expect(!f.model.baseFrame()[15, 10].style.attributes.contains(.reverse))
    }

    @Test("pick: a finished gesture quits with the text; Esc, q and Ctrl-C quit with 130")
    func pick() {
        var f = PagerDriver(text, purpose: .pick)
        f.mouse(.press, 8, 3)
        f.mouse(.drag, 12, 3)
        #expect(f.mouse(.release, 12, 3) == [.quit(status: 0, output: "the q")])
        for (key, mods) in [(Key.escape, Modifiers()), (.character("q"), []), (.character("c"), .ctrl)] {
            var g = PagerDriver(text, purpose: .pick)
            #expect(g.key(key, modifiers: mods) == [.quit(status: 130, output: nil)])
        }
        var v = PagerDriver(text)
        #expect(v.key(.character("q")) == [.quit(status: 0, output: nil)])
    }

    @Test("a double click copies a word in view")
    func doubleClick() {
        var f = PagerDriver(text)
        f.mouse(.press, 13, 0); f.mouse(.release, 13, 0, after: 10)
        f.mouse(.press, 13, 0, after: 50)
        #expect(f.mouse(.release, 13, 0, after: 10) == [.copy("quick")])
    }

    @Test("keys and the wheel scroll; the status bar tells where")
    func scrolling() {
        var f = PagerDriver(text)
        #expect(f.statusBar.contains("lines 1-19 of 60"))
        f.key(.character("j"))
        #expect(f.statusBar.contains("lines 2-20"))
        f.key(.pageDown)
        #expect(f.statusBar.contains("lines 20-38"))
        f.key(.character("G"))
        #expect(f.statusBar.contains("lines 42-60"))
        f.key(.character("g"))
        #expect(f.statusBar.contains("lines 1-19"))
        f.mouse(.press, 5, 5, .wheelDown)
        #expect(f.statusBar.contains("lines 4-22"))
        f.mouse(.press, 5, 5, .wheelUp)
        #expect(f.statusBar.contains("lines 1-19"))
    }

    /// A long path used to push the copy's message off the bar (an 80-column pane in a deep
    /// checkout showed `... selected 20 chars · copie`).
    @Test("a long title gives way: the bar keeps the position and the message, and the file's name")
    func longTitleGivesWay() {
        let title = "/check/work/a/rather/deep/checkout/of/the/project/demo/long.txt"
        var f = PagerDriver(text, size: GridSize(columns: 80, rows: 20), title: title)
        f.mouse(.press, 0, 2); f.mouse(.drag, 10, 2); f.mouse(.release, 10, 2)
        #expect(f.statusBar == " …t/demo/long.txt · lines 1-19 of 60 · selected 11 chars · copied 11 characters ",
                "\(f.statusBar.debugDescription)")
        var narrow = PagerDriver(text, size: GridSize(columns: 62, rows: 20), title: title)
        narrow.mouse(.press, 0, 2); narrow.mouse(.drag, 10, 2); narrow.mouse(.release, 10, 2)
        #expect(narrow.statusBar.hasPrefix(" lines 1-19 of 60 · selected 11 chars · copied 11 characters"),
                "no room for a title: it is left out, not the message: \(narrow.statusBar.debugDescription)")
        let short = PagerDriver(text, size: GridSize(columns: 60, rows: 20), title: "long.txt")
        #expect(short.statusBar.hasPrefix(" long.txt · lines 1-19 of 60"), "a title that fits is whole: \(short.statusBar)")
        // The keys' hint keeps its place too: a path that would fill the bar is shortened (a deep
        // checkout's picker lost "drag to pick", which the end-to-end tests wait for).
        let deep = "/tmp/ci-deep/a/very/deep/checkout/path/for/ci/runs/loupe/demo/sample.txt"
        let pick = PagerDriver(text, size: GridSize(columns: 120, rows: 20), purpose: .pick, title: deep)
        #expect(pick.statusBar.hasSuffix(" drag to pick · Esc cancels "), "\(pick.statusBar.debugDescription)")
        #expect(pick.statusBar.hasPrefix(" …") && pick.statusBar.contains("/demo/sample.txt · lines 1-19 of 60"), "\(pick.statusBar.debugDescription)")
    }

    @Test("a resize keeps the selection and the top line")
    func resize() {
        var f = PagerDriver(text)
        f.key(.character("j")); f.key(.character("j"))
        f.mouse(.press, 9, 0)
        f.mouse(.drag, 18, 0)
        f.mouse(.release, 18, 0)
        let before = f.model.selectionText
        _ = f.model.handle(.resize(GridSize(columns: 30, rows: 10), time: Instant(milliseconds: f.now + 10)))
        #expect(f.model.selectionText == before)
        #expect(f.model.baseFrame().size == GridSize(columns: 30, rows: 10))
        #expect(f.model.baseFrame().text(ofRow: 0).hasPrefix("line 3:"))
    }

    @Test("hover mode: the loupe follows the pointer with no button held")
    func hover() {
        var f = PagerDriver(text, hover: true)
        f.mouse(.move, 30, 12, .none)
        f.wait(200)
        #expect(f.model.isLoupeVisible)
        var plain = PagerDriver(text)
        plain.mouse(.move, 30, 12, .none)
        plain.wait(200)
        #expect(!plain.model.isLoupeVisible)
    }

    @Test("dragging past the bottom scrolls on ticks")
    func autoScroll() {
        var f = PagerDriver(text)
        f.mouse(.press, 0, 5)
        f.mouse(.drag, 0, 25)
        f.wait(500)
        #expect(!f.statusBar.contains("lines 1-19"))
        #expect(f.mouse(.release, 0, 25).first.map { if case let .copy(t) = $0 { return t.split(separator: "\n").count > 19 } else { return false } } == true)
    }

    @Test("clip mode scrolls sideways; wrap mode does not")
    func horizontal() {
        let long = String(repeating: "abcdefghij", count: 20)
        var f = PagerDriver(long, overflow: .clip)
        f.key(.right)
        #expect(f.model.baseFrame().text(ofRow: 0).hasPrefix("ijab"))
        f.key(.left)
        #expect(f.model.baseFrame().text(ofRow: 0).hasPrefix("abcd"))
        var w = PagerDriver(long)
        w.key(.right)
        #expect(w.model.baseFrame().text(ofRow: 0).hasPrefix("abcd"))
        #expect(w.model.baseFrame().rowInfo[0].softWrapped)
    }

    @Test("without a magnifier or with the loupe off, selecting still works")
    func noLoupe() {
        var f = PagerDriver(text, magnifier: false)
        f.mouse(.press, 8, 3)
        f.mouse(.drag, 12, 3)
        f.wait(200)
        #expect(!f.model.isLoupeVisible)
        #expect(f.mouse(.release, 12, 3) == [.copy("the q")])
    }

    @Test("a screen too small for the loupe still pages")
    func tiny() {
        var f = PagerDriver(text, size: GridSize(columns: 12, rows: 3))
        f.mouse(.press, 0, 0)
        f.mouse(.drag, 3, 1)
        f.wait(200)
        #expect(!f.model.isLoupeVisible)
        #expect(f.model.frame().size == GridSize(columns: 12, rows: 3))
    }

    @Test("a drag step damages the columns whose highlight changed and the status bar; a scroll damages every row")
    func damage() {
        // The loop takes the damage when it presents: what it handed the backend with each frame.
        var f = PagerDriver((0..<100).map { "line \($0) with some words" }.joined(separator: "\n"), size: GridSize(columns: 60, rows: 20), magnifier: false)
        f.mouse(.press, 2, 4)
        f.mouse(.drag, 8, 4)
        var d = f.backend.damages.last ?? .all
        #expect(d.rows == [4, 19])
        #expect(d.columns(ofRow: 4, width: 60) == 2..<9, "the cells the highlight took")
        #expect(d.columns(ofRow: 19, width: 60) == 0..<60, "the status bar, whole")
        f.mouse(.drag, 9, 4)
        d = f.backend.damages.last ?? .all
        #expect(d.rows == [4] && d.columns(ofRow: 4, width: 60) == 9..<10, "one more cell: one cell, and the same status")
        f.mouse(.drag, 8, 6)
        d = f.backend.damages.last ?? .all
        #expect(d.rows == [4, 5, 6, 19])
        // "line 4 with some words" is 22 cells; its newline shows as a 23rd.
        #expect(d.columns(ofRow: 4, width: 60) == 10..<23)
        #expect(d.columns(ofRow: 5, width: 60) == 0..<23)
        #expect(d.columns(ofRow: 6, width: 60) == 0..<9)
        f.mouse(.drag, 4, 5)
        d = f.backend.damages.last ?? .all
        #expect(d.rows == [5, 6, 19], "going back up gives up a row and part of another")
        #expect(d.columns(ofRow: 5, width: 60) == 5..<23 && d.columns(ofRow: 6, width: 60) == 0..<9)
        #expect(f.model.takeBaseDamage() == .none, "taken by the loop: nothing more until the next change")
        f.mouse(.release, 8, 6)
        f.key(.character("j"))
        #expect(f.backend.damages.last == .all)
    }

    /// Random drags, stream and block, forwards and backwards, wrapped lines, wide characters:
    /// after every step the frame presented is the frame drawn afresh, and every cell of every
    /// presented frame that differs from the one before is within the damage it was presented with.
    @Test("the frame drawn step by step from the damage is the frame drawn afresh", arguments: [OverflowMode.wrap, .clip])
    func incrementalFrameIsTheFreshFrame(overflow: OverflowMode) {
        let lines = (0..<80).map { i in i % 5 == 3 ? "" : "\(i) 日本語 " + String(repeating: "word\(i % 7) ", count: i % 13 + 1) }
        var f = PagerDriver(lines.joined(separator: "\n"), size: GridSize(columns: 50, rows: 16), overflow: overflow, magnifier: false)
        var rng = SeededGenerator(seed: 16)
        var checked = f.backend.frames.count
        /// Checks the frames presented since the last check against the ones before them.
        func checkPresented(_ f: PagerDriver, gesture: Int) {
            for i in max(1, checked)..<f.backend.frames.count {
                let frame = f.backend.frames[i], last = f.backend.frames[i - 1], damage = f.backend.damages[i]
                guard !damage.isAll, frame.size == last.size else { continue }
                for r in 0..<frame.rows {
                    let span = damage.columns(ofRow: r, width: frame.columns)
                    for c in 0..<frame.columns where frame[c, r] != last[c, r] {
                        #expect(span.contains(c), "cell \(c),\(r) changed outside the damage (gesture \(gesture))")
                    }
                }
            }
            checked = f.backend.frames.count
        }
        for gesture in 0..<12 {
            let modifiers: Modifiers = gesture % 3 == 2 ? .alt : []
            f.mouse(.press, Int.random(in: 0..<50, using: &rng), Int.random(in: 0..<15, using: &rng), modifiers: modifiers)
            for _ in 0..<10 {
                f.mouse(.drag, Int.random(in: 0..<50, using: &rng), Int.random(in: 0..<15, using: &rng), modifiers: modifiers)
                var fresh = PagerView(magnifier: nil)
                fresh.update(to: f.model.state)
                #expect(f.backend.frames.last == fresh.base, "gesture \(gesture)")
                checkPresented(f, gesture: gesture)
            }
            f.mouse(.release, Int.random(in: 0..<50, using: &rng), Int.random(in: 0..<15, using: &rng), modifiers: modifiers)
            checkPresented(f, gesture: gesture)
        }
    }
}
