import Foundation
import Glibc
import Testing
import LoupeCore

/// One line of 100,000 one-character OSC 8 links (about 2.7 MB): each link's target was looked
/// up in a list, so importing it was quadratic (24 s for `snapshot`, 5 s per key in `view`).
enum ManyLinks {
    static func line(_ count: Int) -> Data {
        var s = ""
        for i in 0..<count { s += "\u{1b}]8;;http://e/\(i)\u{1b}\\\(i % 7)\u{1b}]8;;\u{1b}\\" }
        return Data((s + "\n").utf8)
    }
}

@Suite("a line of 100,000 links", .serialized)
struct ManyLinksTests {
    @Test func snapshotIsLinearInTheLinks() throws {
        // From a file: snapshot stops reading at its rows, and a test writing standard input would wait.
        let path = NSTemporaryDirectory() + "loupe-links-\(UInt32.random(in: 0...UInt32.max)).txt"
        try ManyLinks.line(100_000).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let start = Date()
        let r = try LoupeBinary.run(["snapshot", path, "--width", "80", "--height", "5"], timeout: 60)
        let seconds = Date().timeIntervalSince(start)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(seconds < 5, "\(seconds) s (it was 24 s when each link was looked up in a list)")
        // The line is cut at a megabyte, and only the piece the rows show is read: its ~38,000 links.
        #expect(try SnapshotTextFormat.decode(r.stdout).hyperlinks.targets.count > 30_000)
    }

    /// The interface answers keys on a line of 100,000 links (each PgDn took 5-8 s, and q waited behind it).
    @Test(.enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
    func aLineOfAHundredThousandLinksKeepsTheInterfaceAnswering() throws {
        let path = NSTemporaryDirectory() + "loupe-links-\(UInt32.random(in: 0...UInt32.max)).txt"
        try ManyLinks.line(100_000).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let h = try TmuxHarness(columns: 120, rows: 40, command: "view", arguments: path,
                                isReady: { $0.contains { $0.contains("lines 1-") } })
        var before = try h.screen()
        for key in ["\u{1b}[6~", "\u{1b}[6~", "G"] {  // PgDn, PgDn, G
            try h.send(key)
            let start = Date()
            before = try h.waitFor("the screen to change after \(key.debugDescription)", timeout: 3) { $0 != before }
            #expect(Date().timeIntervalSince(start) < 1.5)
        }
        try h.send("q")
        #expect(try h.exitStatus(timeout: 2) == 0)
    }
}
