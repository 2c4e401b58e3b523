import Foundation
import Testing

/// The start-up probe of what the terminal draws (`TerminalModes.drawingProbe`), in tmux:
/// tmux answers it (its own version, the sextant's width), the answers reach the program as
/// reports and never as keys, and the sextant it writes never shows.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct DrawingProbeEndToEndTests {
    /// The self-test logs every event: tmux's answers are there as reports, and no key is.
    @Test func tmuxsAnswersArriveAsReportsNotKeys() throws {
        let h = try TmuxHarness(columns: 80, rows: 20)
        // tmux answers in order: the position report comes before the version.
        let screen = try h.waitFor("tmux's version") { s in s.contains { $0.contains("version tmux ") } }
        let log = screen.filter { $0.hasPrefix("#") }
        #expect(log.contains { $0.hasSuffix("sextant advance 1") }, "\(log.joined(separator: "\n"))")
        #expect(!log.contains { $0.contains(" key ") || $0.contains("key ") }, "no answer was read as a key:\n\(log.joined(separator: "\n"))")
        #expect(!log.contains { $0.contains("font ") }, "tmux has no font to tell, and is not a local xterm")
        // A key typed now is the first key logged.
        try h.send("x")
        let after = try h.waitFor("the key") { $0.contains { $0.contains("key \"x\"") } }
        #expect(after.filter { $0.contains("key ") }.count == 1, "\(after.joined(separator: "\n"))")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }

    /// `loupe view` of a file whose first line is empty: the top-left cell, where the probe writes
    /// its sextant, stays empty in the first frame (the probe erases it before the frame is drawn),
    /// and every other row shows the file, in each of the sizes the popups use.
    @Test(arguments: [(60, 10), (80, 24), (100, 30), (160, 50)])
    func theFirstFrameIsClean(_ columns: Int, _ rows: Int) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-probe-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let lines = [""] + (1...60).map { "line \($0) ems.filter" }
        let path = dir.appendingPathComponent("t.txt").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let h = try TmuxHarness(columns: columns, rows: rows, command: "view", arguments: path,
                                isReady: { $0.contains { $0.hasPrefix("line 1 ems.filter") } })
        let first = try h.screen()
        #expect(first[0].isEmpty, "the top row is the file's empty first line: \(first[0].debugDescription)")
        for row in 1..<(rows - 1) {
            #expect(first[row] == lines[row], "row \(row): \(first[row].debugDescription)")
        }
        // The probe was sent, before the frame.
        let written = h.written()
        let probe = try #require(written.range(of: "\u{1FB00}\u{1B}[6n"), "the probe was not written")
        let content = try #require(written.range(of: "line 1 ems.filter"))
        #expect(probe.upperBound < content.lowerBound, "the probe comes before the first frame")
        #expect(!(try h.run(["capture-pane", "-p", "-S", "0", "-E", "\(rows - 1)"]).contains("\u{1FB00}")))
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }
}
