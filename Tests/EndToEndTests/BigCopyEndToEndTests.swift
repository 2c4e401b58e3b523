import Foundation
import Testing

/// Issue 18: copying a selection of millions of lines in the real binary: the text is made off
/// the interface's thread, the status bar shows its progress, keys are answered meanwhile, Esc
/// cancels it, and a copy that finishes reaches the copy command whole.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct BigCopyEndToEndTests {
    /// Writes `lines` numbered lines to `path` ("line 0000001" ...).
    static func writeLines(_ lines: Int, to path: String) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        var line = 1
        while line <= lines {
            let chunk = (line..<min(lines + 1, line + 10_000)).map { String(format: "line %07d\n", $0) }.joined()
            try handle.write(contentsOf: Data(chunk.utf8))
            line += 10_000
        }
    }

    /// A private directory for the file and the copy (made before the program starts).
    static func directory() throws -> String {
        let dir = NSTemporaryDirectory() + "loupe-bigcopy-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func status(_ screen: [String], rows: Int) -> String { screen.count >= rows ? screen[rows - 1] : "" }

    /// Selects from the third cell of the first line to the end of the last (a drag on the first
    /// row, G, and a shift+click on the last line), or with `block` the numbers' columns (5 to
    /// 11) of every line (the same with alt).
    static func selectToTheEnd(_ h: TmuxHarness, lines: Int, rows: Int, block: Bool = false) throws {
        // SGR mouse: 8 is alt (meta), 4 shift, 32 motion.
        let alt = block ? 8 : 0, (from, to) = block ? (5, 11) : (2, 6)
        try h.send(TmuxHarness.sgr(alt, from, 0) + TmuxHarness.sgr(32 + alt, to, 0) + TmuxHarness.sgr(alt, to, 0, release: true))
        try h.waitFor("the small copy") { status($0, rows: rows).contains("copied \(to - from + 1) characters") }
        try h.send("G")
        try h.waitFor("the end") { status($0, rows: rows).contains("of \(lines) ") && $0[rows - 2] == String(format: "line %07d", lines) }
        let column = block ? to : 20
        try h.send(TmuxHarness.sgr(4, column, rows - 2) + TmuxHarness.sgr(0, column, rows - 2, release: true))
    }

    /// A file of `lines` lines in a new directory, viewed with a copy command that writes
    /// `DIR/copied`, and selected from its first line to its end (a stream from its third cell,
    /// or a `block` of its numbers); returns the harness and DIR.
    static func copyToTheEnd(lines: Int, rows: Int, block: Bool = false) throws -> (TmuxHarness, String) {
        let dir = try directory()
        try writeLines(lines, to: dir + "/big.txt")
        let h = try TmuxHarness(columns: 100, rows: rows, command: "view", arguments: "--copy-command \"cat > \(dir)/copied\" \(dir)/big.txt",
                                isReady: { status($0, rows: rows).contains("big.txt") })
        try selectToTheEnd(h, lines: lines, rows: rows, block: block)
        return (h, dir)
    }

    /// What the small copy made before the big one gave: the stream's third to seventh cells of
    /// the first line, or the block's number.
    static func smallCopy(block: Bool) -> String { block ? "0000001" : "ne 00" }

    @Test("the interface answers while a huge copy (a stream, a block) is made, and Esc cancels it", arguments: [false, true])
    func theInterfaceAnswersWhileAHugeCopyIsMadeAndEscCancelsIt(block: Bool) throws {
        let rows = 12, lines = 2_000_000
        let (h, dir) = try Self.copyToTheEnd(lines: lines, rows: rows, block: block)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try h.waitFor("the copy's progress") { Self.status($0, rows: rows).contains("copying \(lines) lines… ") }
        // The interface answers a key while the text is being made: g goes to the top.
        try h.send("g")
        let screen = try h.waitFor("the top, during the copy") { $0[0] == "line 0000001" && Self.status($0, rows: rows).contains("lines 1-11 ") }
        #expect(Self.status(screen, rows: rows).contains("copying \(lines) lines… "), "the copy goes on: \(Self.status(screen, rows: rows))")
        try h.send([0x1B])
        try h.waitFor("the copy cancelled") { Self.status($0, rows: rows).contains("copy cancelled") }
        usleep(300_000)
        let copied = (try? String(contentsOf: URL(fileURLWithPath: dir + "/copied"), encoding: .utf8)) ?? ""
        #expect(copied == Self.smallCopy(block: block), "only the small copy reached the copy command")
        let start = Date()
        try h.send("q")
        #expect(try h.exitStatus() == 0)
        #expect(Date().timeIntervalSince(start) < 2, "q answered at once")
    }

    @Test("a big copy (a stream, a block) that finishes reaches the copy command whole", arguments: [false, true])
    func aBigCopyThatFinishesReachesTheCopyCommandWhole(block: Bool) throws {
        let rows = 12, lines = 30_000
        let (h, dir) = try Self.copyToTheEnd(lines: lines, rows: rows, block: block)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try h.waitFor("the copy made", timeout: 30) { Self.status($0, rows: rows).contains("copied \(lines) lines") }
        let expected = block ? (1...lines).map { String(format: "%07d", $0) }.joined(separator: "\n")
            : "ne 0000001\n" + (2...lines).map { String(format: "line %07d", $0) }.joined(separator: "\n")
        let path = URL(fileURLWithPath: dir + "/copied")
        var copied = ""
        for _ in 0..<100 where copied != expected {
            copied = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
            usleep(50_000)
        }
        #expect(copied.count == expected.count && copied == expected, "\(copied.prefix(40))…\(copied.suffix(40))")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }
}
