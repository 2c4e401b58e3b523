import Foundation
import Testing

/// `loupe view FILE`, `loupe pick FILE` and `loupe tmux --target PANE` run without the argument
/// parser (`PlainInvocation`); `loupe view -- FILE` and `--target=PANE` say the same through it. Both ways must behave alike: the same first
/// screen, the same messages and statuses for a missing file, a bad configuration file or no terminal.
@Suite(.serialized)
struct PlainInvocationTests {
    static let sample = TmuxHarness.packageRoot.appendingPathComponent("demo/multilingual.txt").path

    /// The first screen, with its colours, of `loupe view ARGUMENTS` in a pane (colours on: NO_COLOR cleared).
    static func firstScreen(_ arguments: String, columns: Int, rows: Int) throws -> String {
        let h = try TmuxHarness(columns: columns, rows: rows, command: "view", arguments: arguments, environment: "NO_COLOR=",
                                isReady: { $0.contains { $0.contains("ngual.txt") && $0.contains("lines") } })
        // ncurses sends a frame in several writes: wait until two captures agree.
        var last = ""
        for _ in 0..<50 {
            let now = try h.run(["capture-pane", "-p", "-e"])
            if now == last { return now }
            last = now
            usleep(50_000)
        }
        return last
    }

    @Test(.enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"), arguments: [(120, 40), (200, 60), (30, 8)])
    func thePlainWayDrawsWhatTheParsedWayDraws(_ size: (Int, Int)) throws {
        let plain = try Self.firstScreen(Self.sample, columns: size.0, rows: size.1)
        let parsed = try Self.firstScreen("-- \(Self.sample)", columns: size.0, rows: size.1)
        #expect(plain.contains("中文"), "\(plain)")
        #expect(plain == parsed)
    }

    /// The same status and standard error both ways.
    static func expectAlike(_ plain: [String], _ parsed: [String], environment: [String: String]? = nil,
                            message: String) throws {
        let a = try LoupeBinary.run(plain, environment: environment)
        let b = try LoupeBinary.run(parsed, environment: environment)
        #expect(a.status == 1, "\(plain): \(a.stderr)")
        #expect(a.stderr.contains(message), "\(plain): \(a.stderr)")
        #expect(a.status == b.status)
        #expect(a.stderr == b.stderr)
    }

    @Test func aMissingFileIsTheSameErrorBothWays() throws {
        for command in ["view", "pick"] {
            try Self.expectAlike([command, "/no/such/file"], [command, "--", "/no/such/file"],
                                 message: "cannot open '/no/such/file': no such file")
        }
    }

    @Test func tmuxOutsideTmuxIsTheSameErrorBothWays() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        try Self.expectAlike(["tmux", "--target", "%0", "--client", "c", "--scrollback", "10"],
                             ["tmux", "--target=%0", "--client=c", "--scrollback=10"], environment: environment, message: "tmux")
    }

    @Test func tmuxWithAPressIsTheSameErrorBothWays() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        try Self.expectAlike(["tmux", "--target", "%0", "--press", "3,4", "--pointer", "5,4", "--clicks", "1"],
                             ["tmux", "--target=%0", "--press=3,4", "--pointer=5,4", "--clicks=1"], environment: environment, message: "tmux")
    }

    @Test("--press, --pointer and --clicks that do not read: a clear message, whichever way", arguments: [
        (["--press", "3"], "--press must be COLUMN,ROW (cells of the pane from its top left, from 0), got '3'"),
        (["--press", "3,4", "--pointer", "1;2"], "--pointer must be COLUMN,ROW"),
        (["--pointer", "3,4"], "--pointer and --clicks go with --press"),
        (["--press", "1,1", "--clicks", "4"], "--clicks must be 1, 2 or 3, got 4"),
    ])
    func aBadPressIsAClearMessage(_ options: [String], _ message: String) throws {
        let result = try LoupeBinary.run(["tmux", "--target", "%0"] + options)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func aBadConfigurationFileIsTheSameErrorBothWays() throws {
        let path = NSTemporaryDirectory() + "loupe-plain-\(UInt32.random(in: 0...UInt32.max)).toml"
        try Data("[loupe]\nzoom = \"big\"\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var environment = ProcessInfo.processInfo.environment
        environment["LOUPE_CONFIG"] = path
        for command in ["view", "pick"] {
            try Self.expectAlike([command, Self.sample], [command, "--", Self.sample], environment: environment, message: "loupe.zoom: expected 3 or 4")
        }
        environment["TMUX"] = "/tmp/no-such-tmux-socket,1,0"
        try Self.expectAlike(["tmux", "--target", "%0"], ["tmux", "--target=%0"], environment: environment, message: "loupe.zoom: expected 3 or 4")
    }

    /// Whether this process has a controlling terminal (the tests run without one in CI).
    static var hasControllingTerminal: Bool {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY)
        if fd >= 0 { close(fd) }
        return fd >= 0
    }

    @Test(.disabled(if: hasControllingTerminal, "loupe would draw on this terminal"))
    func noTerminalIsTheSameErrorBothWays() throws {
        for command in ["view", "pick"] {
            try Self.expectAlike([command, Self.sample], [command, "--", Self.sample], message: "no terminal")
        }
    }
}
