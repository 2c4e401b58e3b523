import Foundation
import Testing

/// The data detectors in `loupe view` in tmux, with real mouse bytes and the zone `TZ` names:
/// a double-clicked Unix time shows its date in the edit menu, in UTC and local time; choosing
/// one copies it and the menu stays.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct DetectorsEndToEndTests {
    @Test func aDoubleClickedTimeShowsItsDateAndChoosingItCopiesIt() throws {
        let path = NSTemporaryDirectory() + "loupe-detect-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data("started at 1700000000 with flags 0xff\nconnect: ECONNREFUSED\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let h = try TmuxHarness(columns: 120, rows: 10, command: "view", arguments: path, environment: "TZ=JST-9",
                                isReady: StreamingInputTests.ready(URL(fileURLWithPath: path).lastPathComponent))
        try h.send(TmuxHarness.sgr(0, 14, 0) + TmuxHarness.sgr(0, 14, 0, release: true) + TmuxHarness.sgr(0, 14, 0) + TmuxHarness.sgr(0, 14, 0, release: true))
        let screen = try h.waitFor("the edit menu with the time") {
            $0.contains { $0.contains("│ Copy │") && $0.contains("│ 2023-11-14 22:13:20 UTC │ 2023-11-15 07:13:20 JST │") }
        }
        let row = try #require(screen.firstIndex { $0.contains("2023-11-14 22:13:20 UTC") })
        let line = screen[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "2023-11-14 22:13:20 UTC")).lowerBound)
        // Box-drawing characters are one column each here: characters are columns on this row.
        try h.send(TmuxHarness.sgr(0, column + 2, row) + TmuxHarness.sgr(0, column + 2, row, release: true))
        let after = try h.waitFor("the copy reported") { $0.contains { $0.contains("copied 23 characters") } }
        #expect(after.contains { $0.contains("│ 2023-11-14 22:13:20 UTC │") }, "the menu stays")
        // An errno name, double-clicked on the next line.
        try h.send("\u{1B}")
        try h.send(TmuxHarness.sgr(0, 12, 1) + TmuxHarness.sgr(0, 12, 1, release: true) + TmuxHarness.sgr(0, 12, 1) + TmuxHarness.sgr(0, 12, 1, release: true))
        try h.waitFor("the errno's meaning") { $0.contains { $0.contains("│ Connection refused │ errno 111 │") } }
    }

    /// A session recorded under a zone file's `TZ` (Europe/Paris) starts its script with the
    /// zone's rule (`Set TimeZone`, the file's rule after its last change), so `loupe demo` shows
    /// the same local time in the menu: without it the replay shows UTC only.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Paris"), "tzdata is not installed"))
    func aRecordedSessionReplaysTheSameLocalTime() throws {
        let path = NSTemporaryDirectory() + "loupe-detect-record-\(UInt32.random(in: 0...UInt32.max))"
        try Data("started at 1700000000\n".utf8).write(to: URL(fileURLWithPath: path + ".txt"))
        defer { unlink(path + ".txt"); unlink(path + ".demo") }
        let h = try TmuxHarness(columns: 100, rows: 10, command: "view", arguments: "--record-input \(path).demo \(path).txt",
                                environment: "TZ=Europe/Paris", isReady: StreamingInputTests.ready(URL(fileURLWithPath: path + ".txt").lastPathComponent))
        try h.send(TmuxHarness.sgr(0, 14, 0) + TmuxHarness.sgr(0, 14, 0, release: true) + TmuxHarness.sgr(0, 14, 0) + TmuxHarness.sgr(0, 14, 0, release: true))
        try h.waitFor("the edit menu with the local time") { $0.contains { $0.contains("2023-11-14 23:13:20 CET") } }
        try h.send("q")
        #expect(try h.exitStatus() == 0)
        let text = try String(contentsOfFile: path + ".demo", encoding: .utf8)
        #expect(text.contains("Set TimeZone \"CET-1CEST,M3.5.0,M10.5.0/3\"\n"), "\(text)")
        // The replay, checked where the live session quit: the menu shows the same local time.
        let checked = text.replacingOccurrences(of: "Key q\n", with: "Expect Screen contains \"2023-11-14 23:13:20 CET\"\nKey q\n")
        #expect(checked != text)
        try checked.write(toFile: path + ".demo", atomically: true, encoding: .utf8)
        let replay = try LoupeBinary.run(["demo", path + ".demo", "--check"])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)\n\(text)")
    }
}
