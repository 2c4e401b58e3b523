import Foundation
import Glibc
import Testing

/// Issue 18: the whole hostile corpus through the real binary (`view` from a file and from a
/// pipe, `pick`, `snapshot`): no crash, the right exit status, the terminal restored, and not
/// one byte of the content's controls or sequences in what it writes.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct HostileCorpusEndToEndTests {
    static func status(_ screen: [String]) -> String { screen.last { !$0.isEmpty } ?? "" }

    /// Whether the status bar says the last line is on screen ("lines 246-284 of 284").
    static func atEnd(_ screen: [String]) -> Bool {
        let words = status(screen).split(separator: " ")
        guard let i = words.firstIndex(of: "of"), i > 0, i + 1 < words.count, let range = words[i - 1].split(separator: "-").last else { return false }
        return range == words[i + 1]
    }

    /// Pages through everything, drags a selection (a copy to tmux's buffer), and quits with `quitKey`.
    static func browse(_ h: TmuxHarness, quitKey: String, expectedStatus: Int) throws {
        for _ in 0..<14 { try h.send(" ") }
        try h.send("G")
        try h.waitFor("the last line") { atEnd($0) }
        for _ in 0..<6 { try h.send("b") }
        try h.send(TmuxHarness.sgr(0, 0, 0) + TmuxHarness.sgr(32, 60, 20) + TmuxHarness.sgr(0, 60, 20, release: true))
        try h.send("g")
        try h.waitFor("the first line") { $0.first?.hasPrefix("C0 00: <a") == true }
        try h.send(TmuxHarness.sgr(0, 0, 2) + TmuxHarness.sgr(32, 30, 30) + TmuxHarness.sgr(0, 30, 30, release: true))
        try h.send(quitKey)
        #expect(try h.exitStatus() == expectedStatus)
        #expect(try h.display("#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{cursor_flag}") == "0 0 0 1",
                "the terminal is restored: main screen, no mouse reporting, the cursor shown")
        // pipe-pane's copy may reach the file a moment after the program is gone: wait for its last bytes.
        try? h.waitForWritten("the alternate screen left") { $0.contains("\u{1B}[?1049l") }
        let written = [UInt8]((try? Data(contentsOf: h.pipeFile)) ?? Data())
        // The waits above saw the last and the first page: this only checks the audit has them to read
        // (how many frames a burst of keys makes varies: 9 to 24 kB were seen).
        #expect(written.count > 5_000, "the program drew pages: \(written.count) bytes")
        let problems = TerminalOutputAudit.problems(in: written)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: ["", "--no-wrap"])
    func viewOfTheCorpusWritesNothingRaw(_ options: String) throws {
        let path = try HostileCorpus.write()
        defer { unlink(path) }
        let h = try TmuxHarness(columns: 120, rows: 40, command: "view", arguments: "\(options) \(path)",
                                isReady: StreamingInputTests.ready(URL(fileURLWithPath: path).lastPathComponent))
        try Self.browse(h, quitKey: "q", expectedStatus: 0)
    }

    @Test func viewOfTheCorpusFromAPipeWritesNothingRaw() throws {
        let path = try HostileCorpus.write()
        defer { unlink(path) }
        let h = try TmuxHarness(columns: 120, rows: 40, command: "view", arguments: "--no-wrap - < \(path)",
                                isReady: StreamingInputTests.ready("standard input"))
        try Self.browse(h, quitKey: "q", expectedStatus: 0)
    }

    @Test func pickOfTheCorpusCancelledWritesNothingRaw() throws {
        let path = try HostileCorpus.write()
        defer { unlink(path) }
        let h = try TmuxHarness(columns: 120, rows: 40, command: "pick", arguments: "--no-wrap \(path)", captureStdout: true,
                                isReady: StreamingInputTests.ready(URL(fileURLWithPath: path).lastPathComponent))
        // A picker's drag ends it: page and quit without one.
        for _ in 0..<14 { try h.send(" ") }
        try h.send("G")
        try h.waitFor("the last line") { Self.atEnd($0) }
        try h.send([0x03])
        #expect(try h.exitStatus() == 130)
        #expect(h.stdout().isEmpty)
        #expect(try h.display("#{alternate_on} #{mouse_any_flag}") == "0 0")
        let problems = TerminalOutputAudit.problems(in: [UInt8]((try? Data(contentsOf: h.pipeFile)) ?? Data()))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: [["--width", "80", "--height", "3000"], ["--width", "200", "--height", "3000", "--no-wrap"], ["--width", "7", "--height", "20"]])
    func snapshotOfTheCorpusIsPlainText(_ options: [String]) throws {
        let path = try HostileCorpus.write()
        defer { unlink(path) }
        for input in [[path], ["-"]] {
            let r = try LoupeBinary.run(["snapshot"] + input + options, stdin: input == ["-"] ? Data(HostileCorpus.bytes) : nil)
            #expect(r.status == 0, "\(r.stderr)")
            let bytes = [UInt8](r.stdoutBytes)
            #expect(r.stdout.hasPrefix("loupe-snapshot 1 size=\(options[1])x"))
            // A snapshot is plain text: no escape at all, no control but the line feed.
            #expect(!bytes.contains { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }, "a control byte in the snapshot")
            let problems = TerminalOutputAudit.problems(in: bytes)
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            #expect(!r.stdout.contains("31337m") || !r.stdout.contains("\u{1B}"))
        }
    }

    @Test func theAuditCatchesEveryHostileLineWrittenRaw() {
        // Backspace, tab, CR, SO and SI are written by ncurses too; a line of those alone proves nothing.
        let harmless = ["C0 08", "C0 09", "C0 0D", "C0 0E", "C0 0F", "zero-width", "combining", "subdivision flag"]
        var missed: [String] = []
        for line in HostileCorpus.lines {
            let name = String(decoding: line.prefix { $0 != 0x3A }, as: UTF8.self)
            if harmless.contains(where: name.hasPrefix) { continue }
            if TerminalOutputAudit.problems(in: line, limit: 1).isEmpty { missed.append(name) }
        }
        #expect(missed.isEmpty, "written raw, these would pass unseen: \(missed)")
    }
}
