import Foundation

/// Runs `loupe terminal-self-test` in a pane of a private tmux server and talks to it:
/// raw input bytes with `send-keys -H`, the screen with `capture-pane`, modes with `display -p`,
/// everything the program wrote with `pipe-pane`.
final class TmuxHarness {
    /// The package root.
    static let packageRoot = LoupeBinary.packageRoot
    /// The `loupe` binary `swift build` made.
    static let loupe = LoupeBinary.path ?? packageRoot.appendingPathComponent(".build/debug/loupe").path
    /// tmux, if installed.
    static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Whether the end-to-end tests can run: tmux installed and the loupe binary built.
    static var available: Bool { tmux != nil && FileManager.default.isExecutableFile(atPath: loupe) }
    /// Why they cannot.
    static let skipReason = "needs tmux and .build/debug/loupe (run `swift build` first)"

    let socket = "loupe-e2e-\(UInt32.random(in: 0...UInt32.max))"
    let dir: URL
    var pipeFile: URL { dir.appendingPathComponent("written.bin") }
    var statusFile: URL { dir.appendingPathComponent("status") }
    var pidFile: URL { dir.appendingPathComponent("pid") }
    var stderrFile: URL { dir.appendingPathComponent("stderr") }
    var stdoutFile: URL { dir.appendingPathComponent("stdout") }

    /// Starts the server and the program in a `columns x rows` pane; waits until the program has drawn.
    /// `{dir}` in `arguments` becomes the test's private directory. `command` is the loupe subcommand
    /// (the self-test by default); `isReady` tells when its first frame is up (the self-test's banner by default).
    /// With `captureStdout`, standard output goes to `stdoutFile` instead of the pane.
    /// `program` runs another executable instead of `loupe command`.
    init(columns: Int = 120, rows: Int = 40, command: String = "terminal-self-test", arguments: String = "", environment: String = "",
         program: String? = nil, waitForFrame: Bool = true, captureStdout: Bool = false, isReady: (([String]) -> Bool)? = nil) throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let ready = dir.appendingPathComponent("ready").path
        let inner = "echo $$ > \(pidFile.path); exec \(program ?? "\(TmuxHarness.loupe) \(command)") \(arguments.replacingOccurrences(of: "{dir}", with: dir.path)) 2>\(stderrFile.path)\(captureStdout ? " >\(stdoutFile.path)" : "")"
        let script = "while [ ! -e \(ready) ]; do sleep 0.02; done; env LANG=C.UTF-8 \(environment) sh -c '\(inner)'; echo $? > \(statusFile.path); sleep 600"
        _ = try run(discardOutput: true, ["start-server", ";", "set", "-g", "default-terminal", "xterm-256color", ";",
                     "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", script])
        _ = try run(["pipe-pane", "-o", "cat >> \(pipeFile.path)"])
        _ = FileManager.default.createFile(atPath: ready, contents: nil)
        guard waitForFrame else { return }
        try waitFor("the program's first frame") { screen in
            isReady?(screen) ?? screen.contains { $0.hasPrefix("self-test \(columns)x\(rows)") }
        }
    }

    deinit {
        // The pane's shell may have been started with SIGHUP ignored (inherited), so kill-server
        // alone would leave it behind: kill the pane's process group first.
        if let pane = Int32((try? display("#{pane_pid}")) ?? ""), pane > 1 { kill(-pane, SIGKILL) }
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: dir)
    }

    /// glibc's posix_spawn_file_actions_addclosefrom_np (2.34+), which Swift does not import.
    static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// Runs a tmux command on this server; returns its standard output.
    ///
    /// posix_spawn and waitpid, output through a file: the server a command starts keeps
    /// inherited descriptors open forever, so no pipe may be handed to it.
    @discardableResult
    func run(discardOutput: Bool = false, _ args: [String]) throws -> String {
        let outPath = discardOutput ? "/dev/null" : dir.appendingPathComponent("out-\(UInt32.random(in: 0...UInt32.max))").path
        defer { if !discardOutput { unlink(outPath) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Descriptors other threads opened (pipes of a concurrent Process) must not leak into
        // a tmux server that lives past this test: the other end would never see EOF.
        if let closeFrom = TmuxHarness.addCloseFrom { _ = closeFrom(&actions, 3) }
        let argv = [TmuxHarness.tmux ?? "/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + args
        var cargs = argv.map { strdup($0) } + [nil]
        defer { for a in cargs { free(a) } }
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGTSTP] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attr, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attr, &unblocked)
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, argv[0], &actions, &attr, &cargs, environ)
        guard rc == 0 else { throw HarnessError.timeout("tmux to start", "posix_spawn: \(rc)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if discardOutput { return "" }
        return (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    }

    /// The pane's text, one line per row.
    func screen() throws -> [String] {
        try run(["capture-pane", "-p"]).components(separatedBy: "\n")
    }

    /// A format from `display -p` (`#{mouse_any_flag}`, `#{alternate_on}`...).
    func display(_ format: String) throws -> String {
        try run(["display", "-p", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends raw bytes to the program as one write.
    func send(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Sends a string's bytes (escape sequences included) as one write.
    func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// SGR mouse bytes for a zero-based cell: press/drag/release of the left button.
    static func sgr(_ code: Int, _ column: Int, _ row: Int, release: Bool = false) -> String {
        "\u{1B}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")"
    }

    /// Polls the screen until `condition` holds (5 s at most).
    @discardableResult
    func waitFor(_ what: String, timeout: Double = 5, _ condition: ([String]) -> Bool) throws -> [String] {
        let end = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < end {
            last = try screen()
            if condition(last) { return last }
            usleep(30_000)
        }
        throw HarnessError.timeout(what, last.joined(separator: "\n"))
    }

    /// Polls a tmux format until it has a value.
    func waitForDisplay(_ format: String, equal value: String, timeout: Double = 5) throws {
        let end = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < end {
            last = try display(format)
            if last == value { return }
            usleep(30_000)
        }
        throw HarnessError.timeout("\(format) == \(value)", "got \(last)")
    }

    /// The exit status of the program once it ended (polls for the status file).
    func exitStatus(timeout: Double = 5) throws -> Int {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if let s = try? String(contentsOf: statusFile, encoding: .utf8), let n = Int(s.trimmingCharacters(in: .whitespacesAndNewlines)) { return n }
            usleep(30_000)
        }
        throw HarnessError.timeout("the program to exit", (try? screen().joined(separator: "\n")) ?? "")
    }

    /// The program's process id.
    func pid() throws -> Int32 {
        let s = try String(contentsOf: pidFile, encoding: .utf8)
        guard let n = Int32(s.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw HarnessError.timeout("pid", s) }
        return n
    }

    /// What the program wrote on standard output.
    func stdout() -> String {
        (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? ""
    }

    /// What the program wrote on standard error.
    func stderr() -> String {
        (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""
    }

    /// Everything the program wrote to the terminal so far (through pipe-pane).
    func written() -> String {
        (try? String(contentsOf: pipeFile, encoding: .utf8)) ?? ""
    }

    /// Polls what was written until `condition` holds.
    func waitForWritten(_ what: String, timeout: Double = 5, _ condition: (String) -> Bool) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if condition(written()) { return }
            usleep(30_000)
        }
        throw HarnessError.timeout(what, written().debugDescription.suffix(400).description)
    }
}

enum HarnessError: Error, CustomStringConvertible {
    case timeout(String, String)
    var description: String {
        switch self {
        case let .timeout(what, last): return "timed out waiting for \(what); last seen:\n\(last)"
        }
    }
}
