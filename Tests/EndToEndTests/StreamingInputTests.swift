import Foundation
import Glibc
import Testing

/// Standard input, pipes and devices in the real binary: the first screen at once, reading in
/// the background, `q` at every moment, memory under the cap, and following the end.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct StreamingInputTests {
    /// A FIFO the test writes and loupe reads as its standard input; it is never closed by the
    /// writer unless the test says so (a pipe whose writer goes on forever).
    final class Fifo {
        let path = NSTemporaryDirectory() + "loupe-fifo-\(UInt32.random(in: 0...UInt32.max))"
        let fd: Int32
        init() {
            mkfifo(path, 0o600)
            fd = open(path, O_RDWR)  // Linux: does not wait for a reader, and keeps the pipe open
        }
        func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }
        deinit {
            close(fd)
            unlink(path)
        }
    }

    static func ready(_ title: String) -> ([String]) -> Bool {
        { screen in screen.contains { $0.contains(title) && $0.contains("lines") } }
    }

    @Test func pipedLinesShowAsTheyArriveAndQQuitsWhileTheWriterStillWaits() throws {
        let fifo = Fifo()
        fifo.send("hello\n")
        let h = try TmuxHarness(columns: 80, rows: 12, command: "view", arguments: "- < \(fifo.path)", isReady: Self.ready("standard input"))
        var screen = try h.waitFor("the first line") { $0.first == "hello" }
        #expect(screen[11].contains("lines 1-1 of 1+"), "\(screen[11])")
        fifo.send("world\n")
        screen = try h.waitFor("the second line") { $0.count > 1 && $0[1] == "world" }
        let start = Date()
        try h.send("q")
        #expect(try h.exitStatus(timeout: 3) == 0)
        #expect(Date().timeIntervalSince(start) < 1.5)
    }

    @Test func followKeepsTheEndOfAGrowingInputInView() throws {
        let fifo = Fifo()
        fifo.send((1...30).map { "line \($0)\n" }.joined())
        let h = try TmuxHarness(columns: 80, rows: 12, command: "view", arguments: "--follow - < \(fifo.path)",
                                isReady: Self.ready("standard input"))
        try h.waitFor("the end in view") { $0.count > 10 && $0[10] == "line 30" && $0[11].contains("following") }
        fifo.send((31...50).map { "line \($0)\n" }.joined())
        try h.waitFor("the new end in view") { $0.count > 10 && $0[10] == "line 50" }
        try h.send("k")  // any other key stops following
        try h.waitFor("one line up") { $0.count > 10 && $0[10] == "line 49" && !$0[11].contains("following") }
        fifo.send("line 51\n")
        try h.waitFor("the count grows, the view stays") { $0.count > 10 && $0[11].contains("of 51+") && $0[10] == "line 49" }
        try h.send("F")
        try h.waitFor("following again") { $0.count > 10 && $0[10] == "line 51" && $0[11].contains("following") }
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom"])
    func anEndlessDeviceShowsAtOnceStaysUnderTheCapAndQuits(_ device: String) throws {
        let h = try TmuxHarness(columns: 80, rows: 12, command: "view", arguments: device, isReady: Self.ready(device))
        let pid = try h.pid()
        try h.waitFor("the cap reached") { $0.count > 11 && $0[11].contains("input stopped at the 256 MiB cap") }
        if device == "/dev/zero" { #expect(try h.screen()[0].hasPrefix("␀␀␀␀"), "NULs are shown as ␀") }
        let peak = try #require(LoupeBinary.peakKiB(pid))
        #expect(peak < 400 * 1024, "peak resident memory \(peak / 1024) MiB: the 256 MiB cap and the program")
        try h.send("G")
        try h.waitFor("the last line") { $0.count > 11 && $0[11].contains("of 256") || device != "/dev/zero" }
        try h.send("q")
        #expect(try h.exitStatus(timeout: 3) == 0)
    }

    @Test func pickReadsANeverEndingPipeAndPicksFromIt() throws {
        let fifo = Fifo()
        fifo.send("alpha beta gamma\n")
        let h = try TmuxHarness(columns: 80, rows: 12, command: "pick", arguments: "- < \(fifo.path)", captureStdout: true,
                                isReady: Self.ready("standard input"))
        try h.waitFor("the text") { $0.first == "alpha beta gamma" }
        try h.send(TmuxHarness.sgr(0, 7, 0) + TmuxHarness.sgr(0, 7, 0, release: true) + TmuxHarness.sgr(0, 7, 0) + TmuxHarness.sgr(0, 7, 0, release: true))
        #expect(try h.exitStatus() == 0)
        #expect(h.stdout() == "beta")
    }
}
