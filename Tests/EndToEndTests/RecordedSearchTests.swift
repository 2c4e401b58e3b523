import Foundation
import LoupeCore
import LoupeRecording
import Testing

/// A live `loupe view --record-input` session whose search ran on a thread: the script says when
/// each chunk's matches arrived (`Result find …` lines), and the replay holds each chunk back until
/// its line, so it passes through the same partial counts and ends on the same match.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct RecordedSearchTests {
    /// 120,000 lines, a needle every 997th: chunks of matches for the thread to send, of 4,096
    /// lines, then each twice the one before (five to the end, and the empty one before the start).
    static let lines = 120_000

    static func status(_ screen: [String]) -> String? { screen.last { $0.contains("/needle") } }

    @Test func aSearchOnAThreadReplaysItsResultsAtTheirTimes() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-recorded-search-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = dir.appendingPathComponent("log.txt")
        let body = (0..<Self.lines).map { $0 % 997 == 0 ? "row \($0) needle\n" : "row \($0) hay\n" }.joined()
        try Data(body.utf8).write(to: text)
        let script = dir.appendingPathComponent("session.demo").path
        let h = try TmuxHarness(columns: 100, rows: 30, command: "view", arguments: "--record-input \(script) \(text.path)",
                                isReady: { $0.contains { $0.contains("log.txt") && $0.contains("lines") } })
        try h.send("/needle\r")
        try h.send("nn")
        let total = (Self.lines + 996) / 997
        let done = try h.waitFor("the whole count", timeout: 20) { Self.status($0)?.contains("of \(total)") == true }
        try h.send("nN")
        usleep(300_000)
        let live = try #require(Self.status(try h.screen()), "\(done)")
        try h.send("q")
        #expect(try h.exitStatus() == 0, "stderr: \(h.stderr())")

        let recorded = try String(contentsOfFile: script, encoding: .utf8)
        var lines = recorded.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let results = lines.indices.filter { lines[$0].hasPrefix("Result find ") }
        #expect(results.count >= 6, "one line a chunk of matches:\n\(recorded.prefix(2_000))")
        let firstResult = try #require(results.first)
        let quit = try #require(lines.lastIndex(of: "Key q"))
        // The live status line's count ("3 of 402") is what the replay must show before q; and
        // just after the first chunk's line, the replay has only that chunk's matches.
        let count = try #require(live.range(of: #"/needle: \d+ of \d+"#, options: .regularExpression).map { String(live[$0]) }, "\(live)")
        lines.insert(contentsOf: ["Mark \"end\""], at: quit)
        lines.insert("Mark \"first chunk\"", at: firstResult + 1)
        let replayPath = dir.appendingPathComponent("replay.demo").path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: replayPath))
        let replay = try DemoPlayer.play(scriptAt: replayPath)
        func statusLine(_ mark: String) throws -> String {
            let frame = try #require(replay.marks.first { $0.name == mark }?.frame, "no mark \(mark)")
            return try #require(Self.status((0..<frame.rows).map { frame.text(ofRow: $0) }), "no find status at \(mark)")
        }
        let end = try statusLine("end")
        #expect(end.contains(count), "live: \(live)\nreplay: \(end)")
        let early = try statusLine("first chunk")
        #expect(!early.contains("of \(total)"), "after the first chunk's line the replay has not all the matches yet: \(early)")
    }
}
