import Foundation
import LoupeTerminal
import LoupeCore
import LoupeSystem

/// A private tmux server for end-to-end tests (`tmux -L loupe-test-<random> -f /dev/null`),
/// killed when the test is done; optionally with a client attached inside a second
/// private server, so popups have a terminal to show on and the client's screen can be read.
final class TmuxTestServer {
    let name = "loupe-test-\(UInt32.random(in: 0...UInt32.max))"
    private(set) var outerName: String?
    private(set) var socketPath = ""

    /// Whether tmux is installed.
    static var available: Bool { (try? run(["-V"])) != nil }

    /// Starts the server with one detached session `main` of the given size running `command`.
    init(columns: Int = 40, rows: Int = 10, defaultTerminal: String = "screen", options: [[String]] = [], command: String = "sleep 100000") throws {
        var args = ["start-server", ";", "set", "-g", "default-terminal", defaultTerminal, ";", "set", "-g", "history-limit", "5000"]
        for option in options { args += [";"] + option }
        args += [";", "new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows), command]
        _ = try tmux(args)
        socketPath = try tmux(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit { kill() }

    /// Kills both servers and removes their sockets (tmux leaves the socket files behind).
    func kill() {
        _ = try? tmux(["kill-server"])
        if !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
        if let outerName {
            _ = try? Self.run(["-L", outerName, "-f", "/dev/null", "kill-server"])
            let outerSocket = URL(fileURLWithPath: socketPath).deletingLastPathComponent().appendingPathComponent(outerName).path
            if !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: outerSocket) }
        }
    }

    /// The environment `loupe tmux` runs with, as if started inside this server.
    var environment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["TMUX"] = "\(socketPath),\(getpid()),0"
        env.removeValue(forKey: "TMUX_PANE")
        return env
    }

    /// Runs a command on this server and returns its standard output.
    @discardableResult
    func tmux(_ args: [String], stdin: String? = nil) throws -> String {
        try Self.run(["-L", name, "-f", "/dev/null"] + args, stdin: stdin)
    }

    /// Runs a command on the outer server (the one holding the client).
    @discardableResult
    func outer(_ args: [String]) throws -> String {
        guard let outerName else { throw Failure(message: "no client attached") }
        return try Self.run(["-L", outerName, "-f", "/dev/null"] + args)
    }

    /// Attaches a client of `columns x rows` (status line included) to session `main`,
    /// running inside a pane of a second private server whose terminal is xterm-256color.
    func attachClient(columns: Int, rows: Int) throws {
        let outer = name + "-outer"
        outerName = outer
        let attach = "env -u TMUX tmux -L \(name) -f /dev/null attach -t main"
        _ = try Self.run(["-L", outer, "-f", "/dev/null", "start-server", ";", "set", "-g", "default-terminal", "xterm-256color", ";",
                          "new-session", "-d", "-s", "outer", "-x", String(columns), "-y", String(rows), attach])
        try waitUntil { (try? self.tmux(["list-clients"]))?.isEmpty == false }
    }

    /// The client's whole screen, as the outer pane shows it.
    func clientScreen() throws -> [String] {
        try outer(["capture-pane", "-p", "-t", "outer"]).components(separatedBy: "\n")
    }

    /// Polls until `condition` holds, for at most `timeout` seconds.
    func waitUntil(timeout: TimeInterval = 8, _ what: String = "tmux", line: Int = #line, _ condition: () throws -> Bool) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if try condition() { return }
            usleep(20_000)
        }
        throw Failure(message: "timed out waiting for \(what) (line \(line))")
    }

    /// The visible rows of a pane as tmux shows them (trailing spaces kept, wrapped rows apart).
    func paneRows(_ pane: String, start: Int? = nil) throws -> [String] {
        var args = ["capture-pane", "-p", "-N", "-t", pane]
        if let start { args += ["-S", String(start)] }
        var rows = try tmux(args).components(separatedBy: "\n")
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Runs `tmux` with arguments; throws with its error output when it fails.
    ///
    /// Spawned with `posix_spawn`, not Foundation's `Process`: a command that starts a
    /// server would pass on to it the test runner's blocked signal mask (the server then
    /// ignores `kill-server`) and open descriptors (Foundation's `Process` waits for a
    /// socket that the server would hold forever). Here the child gets an empty signal
    /// mask, default handlers and no descriptor above 2; output goes through files.
    static func run(_ args: [String], stdin: String? = nil) throws -> String {
        let base = NSTemporaryDirectory() + "loupe-tmux-run-\(UInt32.random(in: 0...UInt32.max))"
        let inPath = base + ".in", outPath = base + ".out", errPath = base + ".err"
        defer { for p in [inPath, outPath, errPath] { try? FileManager.default.removeItem(atPath: p) } }
        _ = FileManager.default.createFile(atPath: inPath, contents: Data((stdin ?? "").utf8))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        ChildProcess.closeFrom3(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGCHLD, SIGUSR1, SIGUSR2, SIGWINCH, SIGCONT, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "TMUX")
        let argv = (["tmux"] + args).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw Failure(message: "cannot start tmux: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let data = FileManager.default.contents(atPath: outPath) ?? Data()
        let errors = FileManager.default.contents(atPath: errPath) ?? Data()
        // Exited normally with status 0 (the low 7 bits are the signal, the next 8 the status).
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw Failure(message: "tmux \(args.joined(separator: " ")): \(String(decoding: errors, as: UTF8.self))")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A stand-in for `loupe pick` in a temporary folder: it records its arguments, TERM and
/// terminal size, keeps a copy of the snapshot it was given, optionally shows a mark at
/// its top-left corner for a while, and writes `selection` (when set) to its --output file.
final class FakePicker {
    let directory: String
    var path: String { directory + "/fake pick" }

    init(folderName: String = "loupe fake picker") throws {
        directory = NSTemporaryDirectory() + "\(folderName)-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let script = """
        #!/bin/sh
        dir=$(dirname "$0")
        printf '%s\\n' "$@" > "$dir/args"
        printf '%s' "$TERM" > "$dir/term"
        stty size > "$dir/size" 2>/dev/null
        out=""; snap=""
        while [ $# -gt 0 ]; do
          case "$1" in --output) out="$2"; shift ;; --snapshot) snap="$2"; shift ;; esac
          shift
        done
        cp "$snap" "$dir/snapshot"
        if [ -f "$dir/mark" ]; then printf '<<TL'; sleep 1.5; fi
        if [ -f "$dir/selection" ]; then cp "$dir/selection" "$out"; fi
        exit 0

        """
        _ = FileManager.default.createFile(atPath: path, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// What the picker should "select" (nil: it is cancelled).
    func select(_ text: String?) {
        let file = directory + "/selection"
        if let text { _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) } else { try? FileManager.default.removeItem(atPath: file) }
    }

    /// Shows `<<TL` at the top-left of the picker's screen for 1.5 seconds.
    func showMark() { _ = FileManager.default.createFile(atPath: directory + "/mark", contents: Data()) }

    func read(_ name: String) -> String? { try? String(contentsOfFile: directory + "/" + name, encoding: .utf8) }

    /// The arguments it was run with.
    var arguments: [String] { (read("args") ?? "").split(separator: "\n").map(String.init) }

    /// The snapshot it was given.
    func snapshot() throws -> CellBuffer { try SnapshotTextFormat.decode(read("snapshot") ?? "") }
}
