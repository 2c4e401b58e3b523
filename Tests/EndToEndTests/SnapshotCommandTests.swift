import Foundation
import Glibc
import Testing
import LoupeCore

@Suite("loupe snapshot")
struct SnapshotCommandTests {
    @Test("the README's sample prints a snapshot that parses back")
    func sample() throws {
        let r = try LoupeBinary.run(["snapshot", "demo/sample.txt", "--width", "72"])
        #expect(r.status == 0, "\(r.stderr)")
        let buffer = try SnapshotTextFormat.decode(r.stdout)
        #expect(buffer.columns == 72)
        #expect(buffer.plainText.contains("拡大鏡で文字を選ぶ"))
        #expect(buffer.plainText.contains("␇"), "the bell in the sample shows as a placeholder")
    }

    @Test("standard input, height and clipping")
    func stdinOptions() throws {
        let r = try LoupeBinary.run(["snapshot", "-", "--width", "4", "--height", "2", "--no-wrap"], stdin: Data("\u{1b}[31mabcdef\nxy\nzz\n".utf8))
        #expect(r.status == 0)
        let b = try SnapshotTextFormat.decode(r.stdout)
        #expect(b.size == GridSize(columns: 4, rows: 2))
        #expect(b.text(ofRow: 0) == "abcd" && b.text(ofRow: 1) == "xy  ")
        #expect(b[0, 0].style.foreground == .indexed(1))
    }

    @Test("bad input: one line naming the problem and a non-zero exit", arguments: [
        (["snapshot", "/no/such/file"], "no such file"),
        (["snapshot", "/tmp"], "directory"),
        (["snapshot", "--width", "0"], "--width"),
        (["snapshot", "--height", "-3"], "--height"),
        (["snapshot", "--bogus"], "--bogus"),
    ])
    func badInput(_ args: [String], _ needle: String) throws {
        let r = try LoupeBinary.run(args)
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(needle), "\(r.stderr)")
    }

    @Test("an unreadable file names the reason")
    func unreadable() throws {
        // A file that opens but whose read fails even for root (CI runs as root, so permissions cannot make one).
        let r = try LoupeBinary.run(["snapshot", "/proc/self/mem"])
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("cannot read '/proc/self/mem'"), "\(r.stderr)")
    }

    @Test("binary input shows placeholders and does not crash")
    func binary() throws {
        let r = try LoupeBinary.run(["snapshot", "/bin/ls", "--width", "80", "--height", "40"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("␀"))
        #expect(!r.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no raw control byte reaches the output")
    }
}

/// Endless and huge inputs and sizes: only what the output needs is read, and sizes beyond the
/// stated limit are refused with one line, never a trap or memory exhausted.
@Suite("loupe snapshot of huge and endless input", .serialized)
struct SnapshotLimitTests {
    @Test("/dev/zero with --height: the rows, at once and small")
    func zeroWithHeight() throws {
        let (r, peak) = try LoupeBinary.runMeasuringPeak(["snapshot", "/dev/zero", "--width", "80", "--height", "24"], timeout: 20)
        #expect(r.status == 0, "\(r.stderr)")
        let b = try SnapshotTextFormat.decode(r.stdout)
        #expect(b.size == GridSize(columns: 80, rows: 24) && b.text(ofRow: 23) == String(repeating: "␀", count: 80))
        #expect(peak > 1 && peak < 400, "\(peak) MiB")
    }

    @Test("endless input without --height, or rows beyond the cell limit: one line and exit 1", arguments: [
        (["snapshot", "/dev/zero"], "give --height"),
        (["snapshot", "-", "--width", "10000", "--height", "100000"], "a snapshot has at most 4000000"),
        (["snapshot", "-", "--width", "1000", "--height", "100000"], "a snapshot has at most 4000000"),
    ])
    func refused(_ args: [String], _ needle: String) throws {
        let (r, peak) = try LoupeBinary.runMeasuringPeak(args, stdin: Data("x\n".utf8), timeout: 20)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(needle) && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(peak < 400)
    }

    @Test("a sparse file of 5 GiB and a million empty lines: only the rows asked for are read")
    func hugeFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-huge-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let sparse = dir.appendingPathComponent("sparse").path
        let fd = open(sparse, O_CREAT | O_WRONLY, 0o600)
        #expect(ftruncate(fd, 5 << 30) == 0)
        close(fd)
        let start = Date()
        var (r, peak) = try LoupeBinary.runMeasuringPeak(["snapshot", sparse, "--width", "100", "--height", "50"], timeout: 20)
        #expect(try r.status == 0 && SnapshotTextFormat.decode(r.stdout).rows == 50, "\(r.stderr)")
        #expect(peak < 400)
        let empty = dir.appendingPathComponent("empty").path
        try Data(repeating: 0x0A, count: 1_000_000).write(to: URL(fileURLWithPath: empty))
        (r, peak) = try LoupeBinary.runMeasuringPeak(["snapshot", empty, "--height", "100"], timeout: 20)
        #expect(try r.status == 0 && SnapshotTextFormat.decode(r.stdout).rows == 100, "\(r.stderr)")
        #expect(peak < 400)
        (r, peak) = try LoupeBinary.runMeasuringPeak(["snapshot", empty], timeout: 20)
        #expect(r.status == 1 && r.stderr.contains("give --height"), "\(r.stderr)")
        #expect(peak < 400)
        #expect(Date().timeIntervalSince(start) < 15)
    }
}

@Suite("loupe snapshot writes no control raw")
struct SnapshotEscapingTests {
    @Test("a C1 control (U+009B) in an OSC 8 target and bidi controls in text are escaped")
    func controlsEscaped() throws {
        let input = "\u{1b}]8;;http://e/\u{9B}31mX\u{1b}\\link\u{1b}]8;;\u{1b}\\ a\u{202E}b\u{2067}\n"
        let r = try LoupeBinary.run(["snapshot", "-", "--width", "40"], stdin: Data(input.utf8))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.unicodeScalars.contains { ($0.value >= 0x80 && $0.value <= 0x9F) || $0.value < 0x0A || $0.value == 0x1B },
                "no C0 or C1 control in the output")
        #expect(!r.stdout.unicodeScalars.contains { [0x202E, 0x2067].contains($0.value) }, "no bidi control in the output")
        #expect(r.stdout.contains("hyperlink 1 http://e/%C2%9B31mX"), "\(r.stdout)")
        let b = try SnapshotTextFormat.decode(r.stdout)
        #expect(b.hyperlinks.targets == ["http://e/\u{9B}31mX"])
        #expect(b.text(ofRow: 0).hasPrefix("link a<U+202E>b<U+2067>"))
    }
}
