import LoupeCore
import LoupePager
import LoupeTesting
import SnapshotTesting
import Testing

/// The edit menu and the context menu as snapshot text: where the edit menu goes (above, below,
/// clamped at either edge, over a multi-line selection, beside the loupe, paged on a narrow
/// screen) and how both look in each colour mode.
@Suite struct MenuSnapshotTests {
    static let text = """
        Loupe shows the edit menu above a selection,
        never over it: below when there is no room above.
        A word at the right edge of the screen: edge
        left
        The context menu opens at the pointer instead.
        """

    static func driver(_ text: String = MenuSnapshotTests.text, columns: Int = 60, rows: Int = 10, mode: ColorMode = .truecolor,
                       hover: Bool = false) -> PagerDriver {
        var f = PagerDriver(text, size: GridSize(columns: columns, rows: rows), hover: hover, magnifier: hover)
        var settings = f.model.settings
        settings.loupe.colorMode = mode
        f.model.update(settings: settings)
        return f
    }

    static func doubleClick(_ f: inout PagerDriver, _ c: Int, _ r: Int) {
        f.mouse(.press, c, r, after: 400)
        f.mouse(.release, c, r)
        f.mouse(.press, c, r, after: 50)
        f.mouse(.release, c, r)
    }

    /// The screen with the overlays, once the menu has faded in and the loupe has settled.
    static func screen(_ f: inout PagerDriver) -> CellBuffer {
        f.wait(300)
        var frame = f.model.baseFrame()
        for overlay in f.model.overlays() { frame.draw(overlay) }
        return frame
    }

    @Test func aboveAWordMidScreen() {
        var f = Self.driver()
        Self.doubleClick(&f, 24, 4)
        assertSnapshot(of: Self.screen(&f), as: .cells)
    }

    @Test func belowAWordOnTheTopRow() {
        var f = Self.driver()
        Self.doubleClick(&f, 8, 0)
        assertSnapshot(of: Self.screen(&f), as: .cells)
    }

    @Test func clampedAtTheRightEdge() {
        var f = Self.driver(columns: 44)
        Self.doubleClick(&f, 41, 3)
        assertSnapshot(of: Self.screen(&f), as: .cells)
    }

    @Test func clampedAtTheLeftEdge() {
        var f = Self.driver()
        Self.doubleClick(&f, 1, 3)
        assertSnapshot(of: Self.screen(&f), as: .cells)
    }

    @Test func overAMultiLineSelection() {
        var f = Self.driver()
        // From "menu" on row 0 to "below" on row 1: no room above, so below its last row.
        f.mouse(.press, 21, 0, after: 400)
        f.mouse(.drag, 20, 1)
        f.mouse(.release, 20, 1)
        assertSnapshot(of: Self.screen(&f), as: .cells)
    }

    @Test func besideTheLoupe() {
        // Hover mode: the loupe follows the pointer and rests above the word, so the menu goes below.
        var f = Self.driver(String(repeating: "\n", count: 9) + "A word low on the screen, with the loupe above it.", rows: 16, hover: true)
        Self.doubleClick(&f, 27, 9)
        f.mouse(.move, 28, 9, .none)
        assertSnapshot(of: Self.screen(&f), as: .cells)
    }

    @Test func pagedOnA30ColumnScreen() {
        var f = Self.driver(columns: 30)
        Self.doubleClick(&f, 10, 4)
        let first = Self.screen(&f)
        f.key(.right)
        f.key(.left)  // the highlight wraps to the last item, on the last page
        assertSnapshot(of: first, as: .cells, named: "first-page")
        assertSnapshot(of: Self.screen(&f), as: .cells, named: "last-page")
    }

    @Test func contextMenuScrollsOnAShortScreen() {
        // 40x6: five content rows, so three of the four items show, with ▾; Down to the fourth scrolls, with ▴.
        var f = Self.driver(columns: 40, rows: 6)
        Self.doubleClick(&f, 4, 3)  // "above"
        f.key(.escape)
        f.mouse(.press, 5, 3, .right, after: 400)
        f.mouse(.release, 5, 3, .right)
        assertSnapshot(of: Self.screen(&f), as: .cells, named: "top")
        for _ in 0..<4 { f.key(.down) }
        assertSnapshot(of: Self.screen(&f), as: .cells, named: "scrolled")
    }

    @Test func bothMenusOnA12x5Screen() {
        // Four content rows: the edit menu pages one item at a time, below the word; the context
        // menu shows two rows of its four and scrolls to the third.
        var f = Self.driver("Loupe shows\nthe menus", columns: 12, rows: 5)
        Self.doubleClick(&f, 2, 0)
        assertSnapshot(of: Self.screen(&f), as: .cells, named: "edit")
        f.key(.escape)
        f.mouse(.press, 2, 0, .right, after: 400)
        f.mouse(.release, 2, 0, .right)
        f.key(.down)
        f.key(.down)
        assertSnapshot(of: Self.screen(&f), as: .cells, named: "context")
    }

    /// Both menus in a colour mode (on a white terminal when `light`): the edit menu with Find
    /// highlighted, then the context menu with Copy highlighted.
    static func assertBothMenus(_ mode: ColorMode, light: Bool = false, testName: String = #function, line: UInt = #line) {
        var f = Self.driver(mode: mode)
        if light { _ = f.model.handle(.terminal(.background(red: 255, green: 255, blue: 255), time: .zero)) }
        Self.doubleClick(&f, 24, 4)
        f.key(.character("f"))
        assertSnapshot(of: Self.screen(&f), as: .cells, named: "edit-" + mode.rawValue, testName: testName, line: line)
        f.key(.escape)
        f.mouse(.press, 12, 2, .right)
        f.mouse(.release, 12, 2, .right)
        f.key(.down)
        assertSnapshot(of: Self.screen(&f), as: .cells, named: "context-" + mode.rawValue, testName: testName, line: line)
    }

    @Test(arguments: [ColorMode.palette8, .monochrome, .palette256])
    func colourModes(_ mode: ColorMode) {
        Self.assertBothMenus(mode)
    }

    @Test(arguments: [ColorMode.palette256, .palette8])
    func onALightBackground(_ mode: ColorMode) {
        // The terminal answers OSC 11 with white: the menus must still read as raised capsules.
        Self.assertBothMenus(mode, light: true)
    }

    @Test(arguments: [ColorMode.truecolor, .palette256, .palette8])
    func colourSwatch(_ mode: ColorMode) {
        // A colour's item shows two cells of it and a space before its rgb() form: #ff8800 is
        // rgb(255,136,0) in 24-bit, and 208 (the nearest of 256) in 256 colours; with 8 colours
        // no swatch and no gap (the nearest, yellow, would mislead); the edit menu, then the
        // context menu (no selection, the token under the pointer).
        var f = Self.driver("\n\n\nthe accent is #ff8800 here", columns: 80, mode: mode)
        Self.doubleClick(&f, 16, 3)
        #expect(f.model.state.selectionText == "#ff8800")
        assertSnapshot(of: Self.screen(&f), as: .cells, named: "edit-" + mode.rawValue)
        f.key(.escape)
        f.key(.escape)
        f.mouse(.press, 16, 3, .right, after: 400)
        f.mouse(.release, 16, 3, .right)
        assertSnapshot(of: Self.screen(&f), as: .cells, named: "context-" + mode.rawValue)
    }
}
