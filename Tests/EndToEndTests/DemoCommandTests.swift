import Foundation
import Testing

/// `loupe demo`: exit statuses and messages for bad scripts and failed expectations, and the files it writes.
@Suite(.enabled(if: LoupeBinary.path != nil, "needs the built loupe executable (swift build)"))
struct DemoCommandTests {
    /// Writes files into a fresh temporary directory and returns its path.
    func directory(_ files: [String: String]) throws -> String {
        let dir = NSTemporaryDirectory() + "loupe-demo-e2e-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        return dir
    }

    @Test(arguments: [
        ("Size 80x24\nOpen t.txt\n  Jump 3 4\n", "s.demo:3:3: unknown command \"Jump\""),
        ("Size 80x24\nOpen t.txt\nClick 81 2\n", "s.demo:3:7: a column 81 is off the 80x24 screen"),
        ("Size 80x24\nOpen t.txt\nSleep 300\n", "s.demo:3:7: a duration is"),
        ("Size 80x24\nOpen missing.txt\n", "s.demo:2:6: cannot open"),
        // An endless device is refused at its cap (it used to be read until memory ran out).
        ("Size 80x24\nOpen /dev/zero\n", "s.demo:2:6: cannot read '/dev/zero': it is larger than 256 MiB (or never ends)"),
    ])
    func badScriptsNameTheLineAndColumn(script: String, message: String) throws {
        let dir = try directory(["s.demo": script, "t.txt": "hello\n"])
        let r = try LoupeBinary.run(["demo", dir + "/s.demo", "--record", dir + "/out.cast"])
        #expect(r.status != 0)
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.cast"), "nothing is written for a bad script")
    }

    @Test func checkFailsNamingTheLineAndWhatWasFound() throws {
        let dir = try directory(["s.demo": "Size 30x4\nOpen t.txt\nExpect Screen contains \"hello\"\nExpect Screen contains \"bye\"\n",
                                 "t.txt": "hello\n"])
        let r = try LoupeBinary.run(["demo", dir + "/s.demo", "--check"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("s.demo:4:8: expected the screen to contain \"bye\""), "\(r.stderr)")
        #expect(r.stderr.contains("|hello"))
    }

    @Test func recordAndFramesWriteTheirFiles() throws {
        let dir = try directory(["s.demo": "Size 20x3\nOpen t.txt\nPointer on\nMove 2 1 over 100ms\nMark \"first one\"\nSleep 1s\nMark \"b\"\n",
                                 "t.txt": "hello\n"])
        let r = try LoupeBinary.run(["demo", dir + "/s.demo", "--record", dir + "/a.cast", "--frames", dir + "/frames", "--check"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("0 expectation(s) held"))
        let again = try LoupeBinary.run(["demo", dir + "/s.demo", "--record", dir + "/b.cast"])
        #expect(again.status == 0)
        let a = FileManager.default.contents(atPath: dir + "/a.cast")
        #expect(a != nil && a == FileManager.default.contents(atPath: dir + "/b.cast"), "the same script gives the same bytes")
        let cast = String(decoding: a ?? Data(), as: UTF8.self)
        #expect(cast.hasPrefix("{\"env\":{\"SHELL\":\"/bin/sh\",\"TERM\":\"xterm-256color\"},\"height\":3,"))
        #expect(cast.contains("\"title\":\"s\""))
        #expect(cast.contains(", \"m\", \"first one\"]"))
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
        #expect(frames == ["01-first-one.txt", "02-b.txt"])
        let first = String(decoding: FileManager.default.contents(atPath: dir + "/frames/01-first-one.txt") ?? Data(), as: UTF8.self)
        #expect(first.hasPrefix("loupe-snapshot 1 size=20x3"))
        #expect(first.contains("│hello"))
        #expect(first.contains("1:2 fg=16 bg=214 bold"), "the pointer mark at column 2, row 1: \(first)")
    }

    @Test func liveModeNeedsATerminal() throws {
        let dir = try directory(["s.demo": "Size 20x3\nOpen t.txt\nSleep 10ms\n", "t.txt": "hello\n"])
        let r = try LoupeBinary.run(["demo", dir + "/s.demo"], environment: ["PATH": "/usr/bin:/bin"])
        // Under `swift test` there may or may not be a controlling terminal; without one the message says what to do.
        if r.status != 0 { #expect(r.stderr.contains("--record")) }
    }
}
