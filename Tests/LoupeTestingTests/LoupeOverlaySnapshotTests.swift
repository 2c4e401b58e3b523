import LoupeCore
import LoupeTesting
import SnapshotTesting
import Testing

/// The loupe over a 60x16 screen of prose, composed into frames, as snapshot text.
///
/// The lens here is filled by `RepeatLens` (each cell copied k x k), so these
/// snapshots check placement, the frame, the shadow, animation and compositing;
/// `LoupeTierSnapshotTests` checks the real magnifier's tiers.
@Suite struct LoupeOverlaySnapshotTests {
    let scene = LoupeScene(prose)

    // MARK: Placement

    @Test func centre() {
        assertSnapshot(of: scene.settled(scene.selecting(30, 8)), as: .cells)
    }

    @Test func leftEdge() {
        assertSnapshot(of: scene.settled(scene.selecting(1, 8)), as: .cells)
    }

    @Test func rightEdge() {
        assertSnapshot(of: scene.settled(scene.selecting(58, 8)), as: .cells)
    }

    @Test func topEdgeGoesBelow() {
        assertSnapshot(of: scene.settled(scene.selecting(30, 0)), as: .cells)
    }

    @Test func bottomEdge() {
        assertSnapshot(of: scene.settled(scene.selecting(30, 15)), as: .cells)
    }

    @Test func topLeftCorner() {
        assertSnapshot(of: scene.settled(scene.selecting(0, 0)), as: .cells)
    }

    @Test func topRightCorner() {
        assertSnapshot(of: scene.settled(scene.selecting(59, 0)), as: .cells)
    }

    @Test func bottomLeftCorner() {
        assertSnapshot(of: scene.settled(scene.selecting(0, 15)), as: .cells)
    }

    @Test func bottomRightCorner() {
        assertSnapshot(of: scene.settled(scene.selecting(59, 15)), as: .cells)
    }

    @Test func flipBelowWhenTheLensDoesNotFitAbove() {
        // Focus row 4 leaves rows 0-2 free above the gap row: two short of the 5-row lens.
        assertSnapshot(of: scene.settled(scene.selecting(20, 4)), as: .cells)
    }

    @Test func tinyScreenShrinksTheLens() {
        let tiny = LoupeScene(prose, columns: 24, rows: 8)
        assertSnapshot(of: tiny.settled(tiny.selecting(12, 7)), as: .cells)
    }

    @Test func screenTooSmallShowsNoLoupe() {
        let tiny = LoupeScene(prose, columns: 12, rows: 4)
        let frame = tiny.settled(tiny.selecting(6, 3))
        #expect(frame == tiny.screen)
        assertSnapshot(of: frame, as: .plainText)
    }

    // MARK: Content under and in the lens

    @Test func cjkUnderTheLensAndCutByTheFrame() {
        // The caret sits before ト on the last row; the frame's edges cut wide characters.
        let cjk = LoupeScene("""
        日本語のテキストを選択します。世界中の文字が二桁の幅
        ルーペは拡大して見せます：漢字、かな、全角カナ。
        中文也一样：放大镜显示光标的位置。宽字符占两列。
        한국어 텍스트도 마찬가지입니다. 넓은 문자는 두 칸.
        mixed 混合 text テキスト with 宽 characters 文字 here.
        日本語のテキストを選択します。世界中の文字が二桁の幅
        ルーペは拡大して見せます：漢字、かな、全角カナ。
        中文也一样：放大镜显示光标的位置。宽字符占两列。
        한국어 텍스트도 마찬가지입니다. 넓은 문자는 두 칸.
        mixed 混合 text テキスト with 宽 characters 文字 here.
        """, rows: 12)
        assertSnapshot(of: cjk.settled(cjk.selecting(22, 9)), as: .cells)
    }

    @Test func emojiUnderTheLens() {
        // The frame's left edge falls on the right half of the family emoji (column 11).
        let emoji = LoupeScene("""
        Emoji take two columns: 😀 😃 😄 and flags 🇫🇷 🇯🇵 too.
        A family 👨‍👩‍👧 is one cluster; so is a thumbs up 👍🏽.
        Hearts ❤️ with VS16 are wide; ☺︎ with VS15 is narrow.
        Emoji take two columns: 😀 😃 😄 and flags 🇫🇷 🇯🇵 too.
        A family 👨‍👩‍👧 is one cluster; so is a thumbs up 👍🏽.
        Hearts ❤️ with VS16 are wide; ☺︎ with VS15 is narrow.
        Emoji take two columns: 😀 😃 😄 and flags 🇫🇷 🇯🇵 too.
        A family 👨‍👩‍👧 is one cluster; so is a thumbs up 👍🏽.
        Hearts ❤️ with VS16 are wide; ☺︎ with VS15 is narrow.
        """, rows: 10)
        assertSnapshot(of: emoji.settled(emoji.selecting(28, 8)), as: .cells)
    }

    @Test func combiningMarksUnderTheLens() {
        let marks = LoupeScene("""
        Combining marks stay with their base: e\u{301} a\u{308} n\u{303} o\u{302}\u{323}.
        Ze\u{301}ro-width joiners and Z\u{336}a\u{336}l\u{336}g\u{336}o\u{336} strike through.
        Vietnamese: Tie\u{302}\u{301}ng Vie\u{323}\u{302}t co\u{301} da\u{302}\u{301}u.
        Combining marks stay with their base: e\u{301} a\u{308} n\u{303} o\u{302}\u{323}.
        Ze\u{301}ro-width joiners and Z\u{336}a\u{336}l\u{336}g\u{336}o\u{336} strike through.
        Vietnamese: Tie\u{302}\u{301}ng Vie\u{323}\u{302}t co\u{301} da\u{302}\u{301}u.
        Combining marks stay with their base: e\u{301} a\u{308} n\u{303} o\u{302}\u{323}.
        Ze\u{301}ro-width joiners and Z\u{336}a\u{336}l\u{336}g\u{336}o\u{336} strike through.
        Vietnamese: Tie\u{302}\u{301}ng Vie\u{323}\u{302}t co\u{301} da\u{302}\u{301}u.
        """, rows: 10)
        assertSnapshot(of: marks.settled(marks.selecting(24, 7)), as: .cells)
    }

    @Test func coloursAndReverseVideoUnderTheLens() {
        let colours = LoupeScene("""
        \u{1B}[31mred\u{1B}[0m \u{1B}[32mgreen\u{1B}[0m \u{1B}[1;34mbold blue\u{1B}[0m \u{1B}[38;2;255;128;0mtruecolor orange\u{1B}[0m plain
        \u{1B}[7mreverse video\u{1B}[0m and \u{1B}[43;30mblack on yellow\u{1B}[0m then \u{1B}[4munderlined\u{1B}[0m text
        \u{1B}[31mred\u{1B}[0m \u{1B}[32mgreen\u{1B}[0m \u{1B}[1;34mbold blue\u{1B}[0m \u{1B}[38;2;255;128;0mtruecolor orange\u{1B}[0m plain
        \u{1B}[7mreverse video\u{1B}[0m and \u{1B}[43;30mblack on yellow\u{1B}[0m then \u{1B}[4munderlined\u{1B}[0m text
        \u{1B}[31mred\u{1B}[0m \u{1B}[32mgreen\u{1B}[0m \u{1B}[1;34mbold blue\u{1B}[0m \u{1B}[38;2;255;128;0mtruecolor orange\u{1B}[0m plain
        \u{1B}[7mreverse video\u{1B}[0m and \u{1B}[43;30mblack on yellow\u{1B}[0m then \u{1B}[4munderlined\u{1B}[0m text
        \u{1B}[31mred\u{1B}[0m \u{1B}[32mgreen\u{1B}[0m \u{1B}[1;34mbold blue\u{1B}[0m \u{1B}[38;2;255;128;0mtruecolor orange\u{1B}[0m plain
        \u{1B}[7mreverse video\u{1B}[0m and \u{1B}[43;30mblack on yellow\u{1B}[0m then \u{1B}[4munderlined\u{1B}[0m text
        \u{1B}[31mred\u{1B}[0m \u{1B}[32mgreen\u{1B}[0m \u{1B}[1;34mbold blue\u{1B}[0m \u{1B}[38;2;255;128;0mtruecolor orange\u{1B}[0m plain
        \u{1B}[7mreverse video\u{1B}[0m and \u{1B}[43;30mblack on yellow\u{1B}[0m then \u{1B}[4munderlined\u{1B}[0m text
        """, rows: 10)
        assertSnapshot(of: colours.settled(colours.selecting(8, 9)), as: .cells)
    }

    @Test func selectionOverSeveralLines() {
        var s = scene
        // From row 6 column 12 to row 9 column 25 (the moving end), by character.
        s.selection = .ranges([6: [12..<60], 7: [0..<60], 8: [0..<60], 9: [0..<25]])
        assertSnapshot(of: s.settled(s.selecting(25, 9)), as: .cells)
    }

    // MARK: Colour modes, themes and options

    @Test(arguments: [ColorMode.palette256, .palette8, .monochrome])
    func colourMode(_ mode: ColorMode) {
        var s = scene
        s.config.colorMode = mode
        s.config.theme = .dark
        s.selection = .ranges([8: [20..<30]])
        assertSnapshot(of: s.settled(s.selecting(30, 8)), as: .cells, named: mode.rawValue)
    }

    @Test func darkThemeTruecolor() {
        var s = scene
        s.config.theme = .dark
        assertSnapshot(of: s.settled(s.selecting(30, 8)), as: .cells)
    }

    @Test func lightThemeWithoutShadow() {
        var s = scene
        s.config.theme = .light
        s.config.dropShadow = false
        assertSnapshot(of: s.settled(s.selecting(30, 8)), as: .cells)
    }

    @Test func hoverModeWithNoButtonHeld() {
        var s = scene
        s.config.hoverMode = true
        let hover = LoupeInput(screenSize: s.screen.size, focusColumn: 30.5, focusRow: 8, selecting: false, hovering: true)
        assertSnapshot(of: s.settled(hover), as: .cells)
    }

    @Test func plainTextStrategyShowsRowsOnly() {
        assertSnapshot(of: scene.settled(scene.selecting(30, 8)), as: .plainText)
    }
}
