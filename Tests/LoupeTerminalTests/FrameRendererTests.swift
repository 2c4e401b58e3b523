import LoupeCore
import Testing
@testable import LoupeTerminal
import LoupeRuntime
import CNCursesW

/// A model with a fixed base frame and overlays, to render headlessly.
private struct StillModel: InteractiveModel {
    var base: CellBuffer
    var layers: [FrameOverlay] = []
    mutating func handle(_ event: InputEvent) -> [AppEffect] { [] }
    func baseFrame() -> CellBuffer { base }
    func overlays() -> [FrameOverlay] { layers }
    func nextDeadline() -> Instant? { nil }
}

private func sampleBase(columns: Int = 40, rows: Int = 8) -> CellBuffer {
    var f = CellBuffer(columns: columns, rows: rows)
    f.write("plain text", column: 0, row: 0)
    f.write("bold red", column: 2, row: 1, style: Style(foreground: .indexed(1), attributes: .bold))
    f.write("世界 wide", column: 0, row: 2, style: Style(background: .indexed(236)))
    f.write("e\u{301} combining", column: 0, row: 3, style: Style(attributes: [.underline, .reverse]))
    f.write("last row to the corner", column: columns - 22, row: rows - 1)
    return f
}

private func box(_ text: String, columns: Int = 8, rows: Int = 3) -> CellBuffer {
    var b = CellBuffer(columns: columns, rows: rows)
    let style = Style(foreground: .indexed(15), background: .indexed(4))
    b.fill(b.bounds, with: .blank(style))
    b.write(text, column: 1, row: 1, style: style)
    return b
}

/// ncurses is one global screen: these tests run one at a time.
@Suite(.serialized) struct FrameRendererTests {
    /// ASCII cells are made without setcchar (`loupe_ascii_cchar`) and put in runs
    /// (`loupe_mvwadd_wchnstr`): each must read back as setcchar + mvwadd_wch would have made
    /// it, for pairs under and over 255 and any attributes.
    @Test func anASCIICellIsPutAsSetccharWouldMakeIt() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 10, rows: 2)))
        defer { screen.close() }
        let window = screen.standardScreen
        for (pair, attrs) in [(Int32(0), loupe_A_NORMAL), (5, loupe_A_BOLD), (300, loupe_A_UNDERLINE | loupe_A_REVERSE)] {
            var text: [wchar_t] = [wchar_t(UInt8(ascii: "x")), 0]
            var expected = cchar_t()
            _ = loupe_setcchar_ext(&expected, &text, attrs, pair)
            _ = loupe_mvwadd_wch(window, 0, 0, &expected)
            var run = [cchar_t(), cchar_t()]
            for i in 0..<2 { _ = loupe_ascii_cchar(&run[i], CChar(UInt8(ascii: "x")), attrs, pair) }
            _ = loupe_mvwadd_wchnstr(window, 1, 0, run, 2)
            var read = [cchar_t(), cchar_t()]
            _ = loupe_mvwin_wch(window, 0, 0, &read[0])
            _ = loupe_mvwin_wch(window, 1, 0, &read[1])
            var chars = [[wchar_t]](repeating: [wchar_t](repeating: 0, count: 8), count: 2)
            var gotAttrs = [attr_t](repeating: 0, count: 2), gotPairs = [Int32](repeating: -1, count: 2)
            for i in 0..<2 { _ = loupe_getcchar_ext(&read[i], &chars[i], &gotAttrs[i], &gotPairs[i]) }
            #expect(chars[1] == chars[0], "pair \(pair)")
            #expect(gotAttrs[1] == gotAttrs[0], "pair \(pair)")
            #expect(gotPairs[1] == gotPairs[0] && gotPairs[1] == pair, "pair \(pair): \(gotPairs)")
        }
    }

    @Test func baseFrameRoundTripsThroughNcurses() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 40, rows: 8)))
        defer { screen.close() }
        let base = sampleBase()
        screen.renderer.render(base: base, overlays: [])
        #expect(screen.capture() == base)
    }

    @Test func overlaysArePanelsAndTheScreenUnderneathCanBeCaptured() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 40, rows: 8)))
        defer { screen.close() }
        let model = StillModel(base: sampleBase(), layers: [FrameOverlay(origin: GridPoint(column: 3, row: 1), cells: box("lens"))])
        screen.renderer.render(model)
        #expect(screen.captureWithoutOverlays() == model.base)
        #expect(WindowCapture.composedScreen(excluding: [], colorMode: .palette256) == model.frame())
        #expect(screen.renderer.overlays.windows.count == 1)
    }

    @Test func movingAndClippedOverlaysComposeLikeTheModel() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 40, rows: 8)))
        defer { screen.close() }
        var model = StillModel(base: sampleBase())
        // Partly off the left/top edge, then the right/bottom edge, then over a wide character, then gone.
        for origin in [GridPoint(column: -3, row: -1), GridPoint(column: 36, row: 6), GridPoint(column: 1, row: 2), GridPoint(column: 50, row: 2)] {
            model.layers = [FrameOverlay(origin: origin, cells: box("\(origin.column)"))]
            screen.renderer.render(model)
            #expect(WindowCapture.composedScreen(excluding: [], colorMode: .palette256) == model.frame(), "at \(origin)")
        }
    }

    @Test func unchangedFrameWritesAlmostNothingAndOneCellChangeIsCheap() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 120, rows: 40)))
        defer { screen.close() }
        var base = CellBuffer(columns: 120, rows: 40)
        for r in 0..<40 { base.write(String(repeating: "lorem ipsum ", count: 10), column: 0, row: r) }
        let before = screen.bytesWritten
        screen.renderer.render(base: base, overlays: [])
        let full = screen.bytesWritten - before
        #expect(full > 120 * 40)
        let again = screen.bytesWritten
        screen.renderer.render(base: base, overlays: [])
        #expect(screen.bytesWritten - again < 16)
        base.write("X", column: 60, row: 20)
        let one = screen.bytesWritten
        screen.renderer.render(base: base, overlays: [])
        let delta = screen.bytesWritten - one
        #expect(delta > 0 && delta < 40)
    }

    @Test func withDamageOnlyTheDamagedRowsAreDrawn() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 40, rows: 8)))
        defer { screen.close() }
        var base = sampleBase()
        screen.renderer.render(base: base, overlays: [], damage: .all)
        #expect(screen.capture() == base)
        base.write("row three", column: 20, row: 3)
        base.write("row five", column: 20, row: 5)
        let old = screen.capture()
        screen.renderer.render(base: base, overlays: [], damage: FrameDamage(rows: [3]))
        let shown = screen.capture()
        #expect(shown.text(ofRow: 3) == base.text(ofRow: 3), "the damaged row is drawn")
        #expect(shown.text(ofRow: 5) == old.text(ofRow: 5), "a row not named is left as it was")
        screen.renderer.render(base: base, overlays: [], damage: FrameDamage(rows: [5]))
        #expect(screen.capture() == base)
        // Nothing damaged: nothing written; a new size draws everything whatever the damage says.
        let before = screen.bytesWritten
        screen.renderer.render(base: base, overlays: [], damage: .none)
        #expect(screen.bytesWritten - before < 16)
    }

    @Test func withDamageInColumnsOnlyThoseColumnsAreDrawnWithWholeWideCharacters() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 40, rows: 8)))
        defer { screen.close() }
        var base = sampleBase()
        screen.renderer.render(base: base, overlays: [], damage: .all)
        base.write("AB", column: 4, row: 3)
        base.write("Z", column: 30, row: 3)
        base.write("本", column: 10, row: 5)
        var damage = FrameDamage.none
        damage.insert(3, columns: 4..<6)
        damage.insert(5, columns: 11..<12)  // the right half of a wide character
        screen.renderer.render(base: base, overlays: [], damage: damage)
        let shown = screen.capture()
        #expect(shown[4, 3].grapheme == "A" && shown[5, 3].grapheme == "B", "the damaged columns are drawn")
        #expect(shown[30, 3].grapheme == " ", "a column of the row outside the damage is left as it was")
        #expect(shown[10, 5].grapheme == "本" && shown[10, 5].isWide, "a wide character is drawn whole")
        var rest = FrameDamage.none
        rest.insert(3, columns: 30..<31)
        screen.renderer.render(base: base, overlays: [], damage: rest)
        #expect(screen.capture() == base)
    }

    @Test func withDamageMovingOverlaysStillComposeLikeTheModel() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 40, rows: 8)))
        defer { screen.close() }
        var model = StillModel(base: sampleBase())
        screen.renderer.render(base: model.base, overlays: [], damage: .all)
        for origin in [GridPoint(column: -3, row: -1), GridPoint(column: 36, row: 6), GridPoint(column: 1, row: 2), GridPoint(column: 50, row: 2)] {
            model.layers = [FrameOverlay(origin: origin, cells: box("\(origin.column)"))]
            screen.renderer.render(base: model.base, overlays: model.layers, damage: .none)
            #expect(WindowCapture.composedScreen(excluding: [], colorMode: .palette256) == model.frame(), "at \(origin)")
        }
    }

    @Test func anOverlayChangingSizeComposesLikeTheModelAndMarksNoOtherRows() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 40, rows: 8)))
        defer { screen.close() }
        var model = StillModel(base: sampleBase())
        screen.renderer.render(base: model.base, overlays: [], damage: .all)
        // Growing, shrinking and growing again, as a loupe's panels do while it is dragged.
        for (i, (columns, rows)) in [(8, 3), (12, 4), (6, 2), (10, 5), (5, 1), (12, 4)].enumerated() {
            model.layers = [FrameOverlay(origin: GridPoint(column: 3 + i, row: 1 + i % 2), cells: box("\(i)", columns: columns, rows: rows))]
            screen.renderer.overlays.apply(model.layers, screen: model.base.size)
            // Replacing a panel's window must not leave the whole screen to be compared again
            // (ncurses' delwin marks every row changed).
            #expect(screen.rowsMarkedChangedOnScreen == 0, "size \(columns)x\(rows)")
            screen.renderer.render(base: model.base, overlays: model.layers, damage: .none)
            #expect(WindowCapture.composedScreen(excluding: [], colorMode: .palette256) == model.frame(), "size \(columns)x\(rows)")
        }
    }

    @Test func standInsKeepColumnsAligned() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 20, rows: 5)))
        defer { screen.close() }
        var base = CellBuffer(columns: 20, rows: 5)
        base.write("\u{1F1EB}\u{1F1F7}x\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}y", column: 0, row: 0)
        screen.renderer.render(base: base, overlays: [])
        let shown = screen.capture()
        #expect(shown.text(ofRow: 0).hasPrefix("\u{FFFD} x\u{1F468}y"))
        #expect(shown[2, 0].grapheme == "x" && shown[5, 0].grapheme == "y")
    }

    /// A narrow glyph over the left half of a wide character, ASCII right after it: ncurses
    /// blanks the cells back from an orphaned right half when the ASCII run is put, so the glyph
    /// is drawn again after it (else `cat` and `loupe view` differ after a scroll in tmux).
    @Test func aGlyphOverTheLeftHalfOfAWideCharacterSurvivesTheTextAfterIt() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 20, rows: 3)))
        defer { screen.close() }
        func frame(_ text: String) -> CellBuffer {
            var f = CellBuffer(columns: 20, rows: 3)
            let line = TextImporter(policy: WidthPolicy(cells: .tmux)).importText(text).lines.first ?? []
            for (i, c) in line.enumerated() { f[i, 0] = c }
            return f
        }
        for (before, after) in [("ab\u{1F44D}cd", "ab#\u{FE0F}\u{20E3} d"), ("ab\u{1F44D}cd", "ab\u{1F1F5}xyz"),
                                ("a\u{4E16}\u{4E16}c", "ab\u{4E16}\u{1F1EF}x"), ("ab\u{1F44D}cd", "ab\u{1F1EB}\u{1F1F7}q")] {
            screen.renderer.render(base: frame(before), overlays: [])
            let f = frame(after)
            screen.renderer.render(base: f, overlays: [])
            #expect(screen.capture().text(ofRow: 0) == f.text(ofRow: 0), "\(before) then \(after)")
        }
    }

    @Test func monochromeDrawsNoColourPairs() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 20, rows: 5), colorMode: .monochrome))
        defer { screen.close() }
        var base = CellBuffer(columns: 20, rows: 5)
        base.write("sel", column: 0, row: 0, style: Style(foreground: .indexed(1), background: .indexed(4)))
        screen.renderer.render(base: base, overlays: [])
        let shown = screen.capture()
        #expect(shown[0, 0].style == Style(attributes: .reverse))
    }

    /// With nothing to compare with and `trailingBlanks: false` (the first frame's bytes, a
    /// cleared window's drawing), a row's last plain blanks are not visited; every other cell is,
    /// as with `trailingBlanks` on: a blank inside the text, a coloured blank, a wide character at the edge.
    @Test func aRowsLastPlainBlanksAreLeftOutWhenAsked() {
        var frame = CellBuffer(columns: 12, rows: 4)
        frame.write("ab cd", column: 0, row: 0)
        frame.write(" ", column: 6, row: 1, style: Style(background: .indexed(4)))
        frame.write("世", column: 10, row: 3)
        func visited(trailingBlanks: Bool) -> [[Int]] {
            var columns = [[Int]](repeating: [], count: frame.rows)
            FrameRenderer.drawChanged(frame, old: nil, rows: frame.rows, columns: frame.columns, offset: GridPoint(column: 0, row: 0),
                                      trailingBlanks: trailingBlanks) { _, row, column in columns[row].append(column) }
            return columns
        }
        let every = visited(trailingBlanks: true), shortened = visited(trailingBlanks: false)
        #expect(shortened == [Array(0..<5), Array(0..<7), [], Array(0..<11)])
        for row in 0..<frame.rows { #expect(every[row] == Array(0..<(row == 3 ? 11 : 12)), "row \(row)") }
    }
}
