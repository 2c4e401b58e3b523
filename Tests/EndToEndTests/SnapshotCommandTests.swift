import Foundation
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
