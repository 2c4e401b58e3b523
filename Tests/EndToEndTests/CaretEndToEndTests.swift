import Foundation
import Testing

/// Caret mode in a real terminal: the terminal's own cursor sits on the caret (tmux says where
/// its pane's cursor is; in xterm the cursor is drawn on the caret's cell), and is hidden again
/// when caret mode ends.
@Suite(.serialized)
struct CaretEndToEndTests {
    static let lines = (1...30).map { "line\($0 < 10 ? "0" : "")\($0) alpha bravo charlie" }

    @Test(.enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
    func theCursorIsOnTheCaretInATmuxPane() throws {
        let (h, path) = try TmuxHarness.viewing(Self.lines, name: "caret")
        defer { unlink(path) }
        let cursor = "#{cursor_flag} #{cursor_x} #{cursor_y}"
        #expect(try h.display("#{cursor_flag}") == "0", "hidden outside caret mode")
        try h.send("c")
        try h.waitForDisplay(cursor, equal: "1 0 0")
        try h.send("jjjww")
        try h.waitForDisplay(cursor, equal: "1 13 3")
        try h.send("ve")
        try h.waitForDisplay(cursor, equal: "1 17 3")
        try h.send("y")
        try h.waitFor("the copy") { $0.contains { $0.contains("copied 5 characters") } }
        #expect(try h.run(["show-buffer"]) == "bravo")
        // Down past the bottom of the 9 text rows: the view scrolls and keeps a row of padding.
        try h.send("jjjjjjj")
        try h.waitForDisplay(cursor, equal: "1 17 7")
        let screen = try h.screen()
        #expect(screen[8].hasPrefix("line12 "), "the row below the caret: \(screen)")
        try h.send("\u{1B}")
        try h.waitForDisplay("#{cursor_flag}", equal: "0")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }

    /// In xterm, under Xvfb, keys from xdotool: the caret's cell is drawn with xterm's own cursor
    /// (it differs from the same cell before caret mode, while its neighbours do not), it moves with
    /// the caret, and is gone once caret mode ends.
    @Test(.enabled(if: XtermHarness.available && XtermHarness.imagemagick != nil, "\(XtermHarness.skipReason), and ImageMagick"))
    func theCursorIsOnTheCaretInXterm() throws {
        let file = NSTemporaryDirectory() + "loupe-caret-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(Self.lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: file))
        defer { unlink(file) }
        let h = try XtermHarness(columns: 60, rows: 12, loupe: ["view", file])
        try h.waitForMouse(pixels: false)
        usleep(300_000)  // the probe's answers come just after
        // Keys go to the window under the pointer (no window manager): the pointer rests on the
        // status bar, away from the text (no button: nothing is reported).
        try h.move(to: .init(column: 58, row: 11))
        let before = try h.waitForSteadyScreen("before")
        try h.key("c")
        try h.key("j", "j", "j", "j", "j", "j")
        let onL = try h.waitForSteadyScreen("caret-at-line07-start")
        try h.key("w", "w")
        let onB = try h.waitForSteadyScreen("caret-at-bravo")
        try h.key("Escape")
        let after = try h.waitForSteadyScreen("after")
        usleep(200_000)  // the q not read with the Esc as one sequence (alt+q)
        // The cell under the caret (row 6: line07) and one beside it that nothing changes.
        func differs(_ a: URL, _ b: URL, _ column: Int) throws -> Int { try h.cellDifference(a, b, column: column, row: 6) }
        #expect(try differs(before, onL, 0) > 20, "the cursor on l (column 0)")
        #expect(try differs(before, onL, 13) == 0, "no cursor elsewhere on the row")
        #expect(try differs(before, onL, 3) == 0, "no cursor elsewhere on the row")
        #expect(try differs(before, onB, 13) > 20, "the cursor on b of bravo (column 13)")
        #expect(try differs(before, onB, 0) == 0, "the cursor left column 0")
        #expect(try differs(before, after, 13) == 0, "hidden again when caret mode ended")
        try h.key("q")
        #expect(try h.exitStatus() == 0)
        // Kept for a person to look at.
        try? FileManager.default.copyItem(at: onB, to: URL(fileURLWithPath: NSTemporaryDirectory() + "loupe-caret-xterm.png"))
    }
}

extension XtermHarness {
    /// How many pixels of one cell differ between two captures of the window.
    func cellDifference(_ a: URL, _ b: URL, column: Int, row: Int) throws -> Int {
        let corner = pixel(Spot(column: column, row: row, x: 0, y: 0))
        let crop = "-crop \(cellWidth)x\(cellHeight)+\(corner.x)+\(corner.y) +repage"
        let crops = dir.appendingPathComponent("cells")
        try? FileManager.default.createDirectory(at: crops, withIntermediateDirectories: true)
        let first = crops.appendingPathComponent("a.png"), second = crops.appendingPathComponent("b.png")
        _ = Self.commandOutput("convert \(Self.quote(a.path)) \(crop) \(Self.quote(first.path)); convert \(Self.quote(b.path)) \(crop) \(Self.quote(second.path))")
        let count = Self.differingPixels(first, second)
        guard count >= 0 else { throw Failure("compare could not tell the cells apart") }
        return count
    }
}
