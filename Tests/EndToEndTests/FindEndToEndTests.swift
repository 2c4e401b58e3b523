import Foundation
import Testing

/// Find in `loupe view`, in tmux with real keys and mouse bytes, on a file of a million lines.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct FindEndToEndTests {
    /// A million lines; every thousandth has "needle" in it (1,000 matches), the rest "hay".
    static func bigFile() throws -> String {
        let path = NSTemporaryDirectory() + "loupe-find-\(UInt32.random(in: 0...UInt32.max)).log"
        var text = ""
        text.reserveCapacity(40_000_000)
        for i in 0..<1_000_000 { text += i % 1000 == 999 ? "\(i) ERROR needle-\(i) failed\n" : "\(i) INFO hay and more hay\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func findCountsEveryMatchAndThePageAnswersADragMeanwhile() throws {
        let path = try Self.bigFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let name = URL(fileURLWithPath: path).lastPathComponent
        let h = try TmuxHarness(columns: 120, rows: 40, command: "view", arguments: path,
                                isReady: { $0.contains { $0.contains(name) && $0.contains("lines 1-") } })
        let firstScreen = try h.screen()
        try h.send("/needle")
        // A drag on the page while the search runs: it selects and copies as ever.
        try h.send(TmuxHarness.sgr(0, 0, 3) + TmuxHarness.sgr(32, 4, 3) + TmuxHarness.sgr(0, 4, 3, release: true))
        let screen = try h.waitFor("every match counted", timeout: 30) { $0.contains { $0.contains("/needle") && $0.contains("of 1,000 ") } }
        let bar = try #require(screen.first { $0.hasPrefix("/needle") })
        #expect(bar.contains("1 of 1,000"), "\(bar)")
        #expect(screen.contains { $0.contains("copied 5 characters") }, "the drag was answered: \(screen.suffix(2))")
        // Row 3 of the page as it showed when the drag came: before the jump to the first match or after it.
        let copied = try h.run(["show-buffer"])
        #expect(copied == String(firstScreen[3].prefix(5)) || copied == String(screen[3].prefix(5)), "\(copied)")
        // The first match is on screen, with a row of padding, and n goes to the next, a screen away.
        #expect(screen.contains { $0.hasPrefix("999 ERROR needle-999") })
        try h.send("\r")
        try h.send("n")
        let next = try h.waitFor("the second match") { $0.contains { $0.contains("2 of 1,000") } }
        let row = try #require(next.firstIndex { $0.hasPrefix("1999 ERROR needle-1999") })
        #expect(row > 0 && row < 38, "centred, not on an edge: row \(row)")
        // As the terminal shows it: in colour the current match orange under black text;
        // without (NO_COLOR, which a test runner may set) reverse bold.
        let styled = try h.run(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")
        let monochrome = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        let current = monochrome ? "\u{1B}[1;7mneedle" : "\u{1B}[38;5;16m\u{1B}[48;5;208mneedle"
        #expect(styled[row].contains(current), "\(styled[row].debugDescription)")
        // The matches are a screen apart here; FindSnapshotTests shows the others' style.
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }
}
