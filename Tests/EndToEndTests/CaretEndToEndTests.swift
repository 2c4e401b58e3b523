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

    /// `--record-input` records caret mode's keys; `loupe demo` replays them to the same selection.
    @Test(.enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
    func caretKeysAreRecordedAndReplayed() throws {
        let path = NSTemporaryDirectory() + "loupe-caret-record-\(UInt32.random(in: 0...UInt32.max))"
        try Data(Self.lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path + ".txt"))
        defer { unlink(path + ".txt"); unlink(path + ".demo") }
        let h = try TmuxHarness(columns: 80, rows: 12, command: "view", arguments: "--record-input \(path).demo \(path).txt",
                                isReady: StreamingInputTests.ready(URL(fileURLWithPath: path + ".txt").lastPathComponent))
        try h.send("\u{1B}[18~")  // F7
        try h.waitForDisplay("#{cursor_flag}", equal: "1")
        try h.send("jjjwwve")
        try h.waitForDisplay("#{cursor_flag} #{cursor_x} #{cursor_y}", equal: "1 17 3")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
        let text = try String(contentsOfFile: path + ".demo", encoding: .utf8)
        #expect(text.contains("Key F7\n") && text.contains("Key v\n") && text.contains("Key e\n"), "\(text)")
        let checked = text.replacingOccurrences(of: "Key q\n", with: "Expect Selection \"bravo\"\nExpect Loupe visible\nKey q\n")
        #expect(checked != text)
        try checked.write(toFile: path + ".demo", atomically: true, encoding: .utf8)
        let replay = try LoupeBinary.run(["demo", path + ".demo", "--check"])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)\n\(text)")
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
        // The cell under the caret (row 6: line07) and others on its row.
        func differs(_ a: URL, _ b: URL, _ column: Int) throws -> Int { try h.cellDifference(a, b, column: column, row: 6) }
        /// A steady screen once the cell at `column` has changed from `before` (or not), as the keys take effect.
        func settled(_ name: String, cursorAt column: Int, shown: Bool = true) throws -> URL {
            var shot = try h.waitForSteadyScreen(name)
            try? h.waitUntil("the cursor \(shown ? "on" : "off") column \(column)", every: 100_000) {
                if try (differs(before, shot, column) > 20) == shown { return true }
                shot = try h.waitForSteadyScreen(name)
                return false
            }
            return shot
        }
        try h.key("c")
        try h.key("j", "j", "j", "j", "j", "j")
        let onL = try settled("caret-at-line07-start", cursorAt: 0)
        try h.key("w", "w")
        let onB = try settled("caret-at-bravo", cursorAt: 13)
        try h.key("Escape")
        let after = try settled("after", cursorAt: 13, shown: false)
        usleep(200_000)  // the q not read with the Esc as one sequence (alt+q)
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
