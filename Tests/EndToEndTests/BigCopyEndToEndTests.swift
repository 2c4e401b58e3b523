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

    /// Selects from the third cell of the first line to the end of the last: a drag on the first
    /// row, G, and a shift+click on the last line.
    static func selectToTheEnd(_ h: TmuxHarness, lines: Int, rows: Int) throws {
        try h.send(TmuxHarness.sgr(0, 2, 0) + TmuxHarness.sgr(32, 6, 0) + TmuxHarness.sgr(0, 6, 0, release: true))
        try h.waitFor("the small copy") { status($0, rows: rows).contains("copied 5 characters") }
        try h.send("G")
        try h.waitFor("the end") { status($0, rows: rows).contains("of \(lines) ") && $0[rows - 2] == String(format: "line %07d", lines) }
        try h.send(TmuxHarness.sgr(4, 20, rows - 2) + TmuxHarness.sgr(0, 20, rows - 2, release: true))
    }

    /// Selects a block of the numbers' columns (5 to 11) from the first line to the last: an
    /// alt-drag on the first row, G, and a shift+click on the last line.
    static func selectBlockToTheEnd(_ h: TmuxHarness, lines: Int, rows: Int) throws {
        // SGR mouse: 8 is alt (meta), 4 shift, 32 motion.
        try h.send(TmuxHarness.sgr(8, 5, 0) + TmuxHarness.sgr(40, 11, 0) + TmuxHarness.sgr(8, 11, 0, release: true))
        try h.waitFor("the small block copy") { status($0, rows: rows).contains("copied 7 characters") }
        try h.send("G")
        try h.waitFor("the end") { status($0, rows: rows).contains("of \(lines) ") && $0[rows - 2] == String(format: "line %07d", lines) }
        try h.send(TmuxHarness.sgr(4, 11, rows - 2) + TmuxHarness.sgr(4, 11, rows - 2, release: true))
    }

    /// A file of `lines` lines in a new directory, viewed with a copy command that writes
    /// `DIR/copied`, and selected from its first line to its end (a stream from its third cell,
    /// or a `block` of its numbers); returns the harness and DIR.
    static func copyToTheEnd(lines: Int, rows: Int, block: Bool = false) throws -> (TmuxHarness, String) {
        let dir = try directory()
        try writeLines(lines, to: dir + "/big.txt")
        let h = try TmuxHarness(columns: 100, rows: rows, command: "view", arguments: "--copy-command \"cat > \(dir)/copied\" \(dir)/big.txt",
                                isReady: { status($0, rows: rows).contains("big.txt") })
        try block ? selectBlockToTheEnd(h, lines: lines, rows: rows) : selectToTheEnd(h, lines: lines, rows: rows)
        return (h, dir)
    }

    @Test func theInterfaceAnswersWhileAHugeCopyIsMadeAndEscCancelsIt() throws {
        let rows = 12, lines = 2_000_000
        let (h, dir) = try Self.copyToTheEnd(lines: lines, rows: rows)
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
        #expect(copied == "ne 00", "only the small copy reached the copy command")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }

    @Test func aBigCopyThatFinishesReachesTheCopyCommandWhole() throws {
        let rows = 12, lines = 30_000
        let (h, dir) = try Self.copyToTheEnd(lines: lines, rows: rows)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try h.waitFor("the copy made", timeout: 30) { Self.status($0, rows: rows).contains("copied \(lines) lines") }
        let expected = "ne 0000001\n" + (2...lines).map { String(format: "line %07d", $0) }.joined(separator: "\n")
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

    @Test func aTallBlockIsCopiedOffTheInterfaceThreadWhileKeysAreAnswered() throws {
        let rows = 12, lines = 2_000_000
        let (h, dir) = try Self.copyToTheEnd(lines: lines, rows: rows, block: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try h.waitFor("the block copy's progress") { Self.status($0, rows: rows).contains("copying \(lines) lines… ") }
        try h.send("g")
        let screen = try h.waitFor("the top, during the copy") { $0[0] == "line 0000001" && Self.status($0, rows: rows).contains("lines 1-11 ") }
        #expect(Self.status(screen, rows: rows).contains("copying \(lines) lines… "), "the copy goes on: \(Self.status(screen, rows: rows))")
        try h.send([0x1B])
        try h.waitFor("the copy cancelled") { Self.status($0, rows: rows).contains("copy cancelled") }
        usleep(300_000)
        let copied = (try? String(contentsOf: URL(fileURLWithPath: dir + "/copied"), encoding: .utf8)) ?? ""
        #expect(copied == "0000001", "only the small block copy reached the copy command")
        let start = Date()
        try h.send("q")
        #expect(try h.exitStatus() == 0)
        #expect(Date().timeIntervalSince(start) < 2, "q answered at once")
    }

    @Test func aTallBlockThatFinishesReachesTheCopyCommandWhole() throws {
        let rows = 12, lines = 30_000
        let (h, dir) = try Self.copyToTheEnd(lines: lines, rows: rows, block: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try h.waitFor("the block copy made", timeout: 30) { Self.status($0, rows: rows).contains("copied \(lines) lines") }
        let expected = (1...lines).map { String(format: "%07d", $0) }.joined(separator: "\n")
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
