import Foundation
import Testing

/// `loupe view` and `loupe pick` start opening the terminal before they read the configuration
/// and the file (`TerminalOpening`). When either is bad the opening is given up: the terminal
/// must receive the error and nothing else (no alternate screen, no escape sequence), with its
/// modes as they were, so the message reads as any command's.
@Suite(.serialized)
struct TerminalOpeningTests {
    /// What a pane received, byte for byte, while `command` ran in it (through `pipe-pane`), and
    /// the tty's modes (`stty -g`) before and after.
    static func run(_ command: String, environment: String = "") throws -> (output: [UInt8], before: String, after: String) {
        let dir = NSTemporaryDirectory() + "loupe-opening-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The shell waits for `go` so the pane's output is piped from the first byte.
        let script = """
        while [ ! -f \(dir)/go ]; do sleep 0.02; done
        stty -g > \(dir)/before
        \(environment) \(command)
        echo "status=$?"
        stty -g > \(dir)/after
        touch \(dir)/done
        sleep 100000
        """
        try script.write(toFile: dir + "/run.sh", atomically: true, encoding: .utf8)
        let server = try TmuxTestServer(columns: 100, rows: 20, defaultTerminal: "xterm-256color", command: "sh \(dir)/run.sh")
        defer { server.kill() }
        try server.tmux(["pipe-pane", "-t", "main", "-o", "cat > \(dir)/output"])
        FileManager.default.createFile(atPath: dir + "/go", contents: Data())
        try server.waitUntil("the command to end") { FileManager.default.fileExists(atPath: dir + "/done") }
        try server.waitUntil("the output to arrive") {
            (try? String(contentsOfFile: dir + "/output", encoding: .utf8))?.contains("status=") == true
        }
        let output = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: dir + "/output"))) ?? Data())
        let before = try String(contentsOfFile: dir + "/before", encoding: .utf8)
        let after = try String(contentsOfFile: dir + "/after", encoding: .utf8)
        return (output, before, after)
    }

    static func expectUntouched(_ result: (output: [UInt8], before: String, after: String), message: String) {
        let text = String(decoding: result.output, as: UTF8.self)
        #expect(text.contains(message), "\(text.debugDescription)")
        #expect(text.contains("status=1"), "\(text.debugDescription)")
        #expect(!result.output.contains(0x1B), "an escape sequence reached the terminal: \(text.debugDescription)")
        // Every line ends as the terminal's usual modes end it (a newline made CR LF): none was written in ncurses' modes.
        for (i, byte) in result.output.enumerated() where byte == 0x0A {
            #expect(i > 0 && result.output[i - 1] == 0x0D, "a bare line feed at \(i): \(text.debugDescription)")
        }
        #expect(result.before == result.after, "the tty's modes changed")
    }

    @Test(.enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
    func aMissingFileLeavesTheTerminalAsItWas() throws {
        let loupe = try #require(LoupeBinary.path)
        for command in ["view", "pick"] {
            let result = try Self.run("\(loupe) \(command) /no/such/file")
            Self.expectUntouched(result, message: "cannot open '/no/such/file': no such file")
        }
    }

    @Test(.enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
    func aBadConfigurationLeavesTheTerminalAsItWas() throws {
        let loupe = try #require(LoupeBinary.path)
        let home = NSTemporaryDirectory() + "loupe-opening-config-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: home + "/loupe", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Two problems: two lines, each of which must end as usual.
        try "zoom = \"big\"\nno-such-key = 1\n".write(toFile: home + "/loupe/config.toml", atomically: true, encoding: .utf8)
        let sample = LoupeBinary.packageRoot.appendingPathComponent("demo/multilingual.txt").path
        for command in ["view", "pick"] {
            let result = try Self.run("\(loupe) \(command) \(sample)", environment: "XDG_CONFIG_HOME=\(home)")
            Self.expectUntouched(result, message: "config.toml:1")
            #expect(String(decoding: result.output, as: UTF8.self).contains("config.toml:2"))
        }
    }
}
