import CNCursesW
import LoupeCore
import Testing
@testable import LoupeTerminal

/// The terminal's own cursor (caret mode): a frame with a `cursor` leaves the terminal's cursor
/// there and shows it (`curs_set`), one without hides it again. ncurses is one global screen:
/// these are `FrameRendererTests`' (a serialized suite).
extension FrameRendererTests {
    /// Where ncurses believes the terminal's cursor is, and whether it shows it.
    static func cursor() -> (row: Int32, column: Int32, shown: Bool) {
        let screen = loupe_curscr()
        let visibility = curs_set(1)
        curs_set(visibility)
        return (getcury(screen), getcurx(screen), visibility > 0)
    }

    /// What `render` wrote.
    static func written(_ screen: HeadlessScreen, _ render: () -> Void) -> String {
        let before = screen.output.utf8.count
        render()
        return String(decoding: Array(screen.output.utf8).dropFirst(before), as: UTF8.self)
    }

    @Test func aFramesCursorIsShownWhereItSaysAndHiddenWithout() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 20, rows: 5)))
        defer { screen.close() }
        var base = CellBuffer(columns: 20, rows: 5)
        base.write("line one", column: 0, row: 0)
        base.write("line two", column: 0, row: 1)
        let plain = Self.written(screen) { screen.renderer.render(base: base, overlays: [], damage: .all) }
        #expect(!plain.contains("\u{1B}[?25h") && !plain.contains("\u{1B}[?25l"), "no cursor: visibility left alone \(plain.debugDescription)")
        base.cursor = GridPoint(column: 5, row: 1)
        let shown = Self.written(screen) { screen.renderer.render(base: base, overlays: [], damage: .none) }
        #expect(shown.hasSuffix("\u{1B}[?25h"), "shown after the update: \(shown.debugDescription)")
        #expect(Self.cursor() == (1, 5, true))
        base.cursor = GridPoint(column: 2, row: 0)
        base.write("LINE", column: 0, row: 1)
        _ = Self.written(screen) { screen.renderer.render(base: base, overlays: [], damage: .all) }
        #expect(Self.cursor() == (0, 2, true), "it follows, after the cells are drawn")
        base.cursor = nil
        let hidden = Self.written(screen) { screen.renderer.render(base: base, overlays: [], damage: .none) }
        #expect(hidden.contains("\u{1B}[?25l"), "\(hidden.debugDescription)")
        #expect(Self.cursor().shown == false)
    }

    @Test func theCursorIsPutBackOnTheCaretAfterWholeClustersAreWritten() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 20, rows: 5), drawsWholeClusters: true))
        defer { screen.close() }
        var base = CellBuffer(columns: 20, rows: 5)
        let coder = TextImporter(policy: WidthPolicy(cells: .tmux)).importText("x\u{1F9D1}\u{200D}\u{1F4BB}y").lines.first ?? []
        for (i, cell) in coder.enumerated() { base[2 + i, 3] = cell }
        base.cursor = GridPoint(column: 1, row: 0)
        let out = Self.written(screen) { screen.renderer.render(base: base, overlays: [], damage: .all) }
        // The cluster's bytes end on its cell, where ncurses believes the cursor is; then ncurses
        // moves it to the caret.
        let cluster = try #require(out.ranges(of: "\u{1F9D1}\u{200D}\u{1F4BB}").last)
        let after = String(out[cluster.upperBound...])
        #expect(after.hasPrefix("\u{1B}[4;4H") && after.count > "\u{1B}[4;4H\u{1B}[?12l\u{1B}[?25h".count && after.hasSuffix("\u{1B}[?25h"),
                "back on the cluster, then to the caret, then shown: \(after.debugDescription)")
        #expect(Self.cursor() == (0, 1, true))
    }
}
