import Foundation
import LoupeCore

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
        _ = try Self.run(["-L", name, "-f", "/dev/null"] + args, startsServer: true)
        socketPath = try tmux(["display-message", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit { kill() }

    /// Kills both servers.
    func kill() {
        _ = try? tmux(["kill-server"])
        if let outerName { _ = try? Self.run(["-L", outerName, "-f", "/dev/null", "kill-server"]) }
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
                          "new-session", "-d", "-s", "outer", "-x", String(columns), "-y", String(rows), attach], startsServer: true)
        try waitUntil { (try? self.tmux(["list-clients"]))?.isEmpty == false }
    }

    /// The client's whole screen, as the outer pane shows it.
    func clientScreen() throws -> [String] {
        try outer(["capture-pane", "-p", "-t", "outer"]).components(separatedBy: "\n")
    }

    /// Polls until `condition` holds, for at most `timeout` seconds.
    func waitUntil(timeout: TimeInterval = 8, _ condition: () throws -> Bool) throws {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            if try condition() { return }
            usleep(20_000)
        }
        throw Failure(message: "timed out waiting for tmux")
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
    /// Output goes through files, not pipes: a command that starts the server leaves
    /// the server holding whatever the client's output was, and a pipe would never end.
    ///
    /// A command that starts a server goes through bash, which first closes every
    /// descriptor above 2: the server would keep the socket Foundation's `Process`
    /// watches to learn that the child exited, and the wait would never end.
    static func run(_ args: [String], stdin: String? = nil, startsServer: Bool = false) throws -> String {
        let p = Process()
        if startsServer {
            p.executableURL = URL(fileURLWithPath: "/bin/bash")
            let close = #"for f in /proc/$$/fd/*; do n=${f##*/}; if [ "$n" -gt 2 ]; then eval "exec $n>&-"; fi; done 2>/dev/null; exec tmux "$@""#
            p.arguments = ["-c", close, "bash"] + args
        } else {
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["tmux"] + args
        }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "TMUX")
        p.environment = env
        let base = NSTemporaryDirectory() + "loupe-tmux-run-\(UInt32.random(in: 0...UInt32.max))"
        let outPath = base + ".out", errPath = base + ".err"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: outPath); try? FileManager.default.removeItem(atPath: errPath) }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        p.standardOutput = out
        p.standardError = err
        let input = Pipe()
        p.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try p.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)); try? input.fileHandleForWriting.close() }
        p.waitUntilExit()
        try? out.close(); try? err.close()
        let data = FileManager.default.contents(atPath: outPath) ?? Data()
        let errors = FileManager.default.contents(atPath: errPath) ?? Data()
        guard p.terminationStatus == 0 else {
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
        FileManager.default.createFile(atPath: path, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// What the picker should "select" (nil: it is cancelled).
    func select(_ text: String?) {
        let file = directory + "/selection"
        if let text { FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) } else { try? FileManager.default.removeItem(atPath: file) }
    }

    /// Shows `<<TL` at the top-left of the picker's screen for 1.5 seconds.
    func showMark() { FileManager.default.createFile(atPath: directory + "/mark", contents: Data()) }

    func read(_ name: String) -> String? { try? String(contentsOfFile: directory + "/" + name, encoding: .utf8) }

    /// The arguments it was run with.
    var arguments: [String] { (read("args") ?? "").split(separator: "\n").map(String.init) }

    /// The snapshot it was given.
    func snapshot() throws -> CellBuffer { try SnapshotTextFormat.decode(read("snapshot") ?? "") }
}
