import Foundation
import Testing
import LoupeCore
import LoupeTmux

/// `loupe tmux` with its real picker, driven by raw SGR mouse bytes: through an
/// attached client for the popup (tmux hands the bytes to the popup), and straight to
/// the temporary window's pane with `send-keys -H` for `--window`.
@Suite("loupe tmux with its picker", .serialized, .enabled(if: TmuxTestServer.available))
struct TmuxPickInteractionTests {
    static let content = "\u{1b}[31mhello world\u{1b}[0m foo bar\n"
        + "abcdefghijklmnopqrstuvwxyz0123456789\n"
        + "second 中文 line\n"

    /// A 20x8 pane (session `main`) showing `content`, default-terminal screen.
    static func server(command: String? = nil, client: Bool) throws -> TmuxTestServer {
        let file = NSTemporaryDirectory() + "loupe-pick-content-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        let server = try TmuxTestServer(columns: 20, rows: 8, defaultTerminal: "screen",
                                        command: command ?? "cat '\(file)'; rm -f '\(file)'; exec sleep 100000")
        if client { try server.attachClient(columns: 20, rows: 9) }
        try server.waitUntil { try server.paneRows("%0").contains { $0.hasPrefix("second") || $0.hasPrefix("READY") } }
        return server
    }

    /// A server of `columns x rows` with a client one row taller attached, its window cut by
    /// `split-window` with each of `splits` (the arguments after `split-window`).
    static func layout(columns: Int, rows: Int, options: [[String]] = [], splits: [[String]]) throws -> TmuxTestServer {
        let server = try TmuxTestServer(columns: columns, rows: rows, defaultTerminal: "screen", options: options)
        try server.attachClient(columns: columns, rows: rows + 1)
        for split in splits { try server.tmux(["split-window"] + split) }
        return server
    }

    /// SGR mouse bytes as `send-keys -H` arguments: button code, 1-based column and row, press or release.
    static func sgr(_ code: Int, _ column: Int, _ row: Int, release: Bool = false) -> [String] {
        Array("\u{1b}[<\(code);\(column);\(row)\(release ? "m" : "M")".utf8).map { String($0, radix: 16) }
    }

    /// Where the bytes go: the client's terminal (popup) or a pane (window).
    enum Route { case client, pane(String) }

    static func send(_ server: TmuxTestServer, _ route: Route, _ hex: [String]) throws {
        switch route {
        case .client: try server.outer(["send-keys", "-t", "outer", "-H"] + hex)
        case let .pane(p): try server.tmux(["send-keys", "-t", p, "-H"] + hex)
        }
    }

    static func screen(_ server: TmuxTestServer, _ route: Route) throws -> [String] {
        switch route {
        case .client: return try server.clientScreen()
        case let .pane(p): return try server.paneRows(p)
        }
    }

    /// Waits until the relay runs in a popup or window of this server (its environment names
    /// the server's socket): the popup is open from then on, so input no longer reaches the
    /// pane, and `loupe tmux` draws the picker in it. `relay`: only the relay program of that name counts.
    static func waitForPicker(_ server: TmuxTestServer, relay name: String? = nil) throws {
        try server.waitUntil(timeout: 15) {
            let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
            return pids.contains { pid in
                guard let cmd = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                      let env = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
                let args = cmd.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                let relay = name.map { args.first?.hasSuffix("/" + $0) == true }
                    ?? (args.first?.hasSuffix("/loupe-relay") == true || args.count > 1 && args[1] == "tmux-relay")
                return relay && String(decoding: env, as: UTF8.self).contains("TMUX=\(server.socketPath),")
            }
        }
    }

    /// Whether the loupe (a rounded box) is on the screen.
    static func loupeShows(_ server: TmuxTestServer, _ route: Route) throws -> Bool {
        try screen(server, route).contains { $0.contains("╭") || $0.contains("╰") }
    }

    /// Presses at `from` and drags to `to` once the picker runs, until its loupe shows.
    /// A press sent before the picker asked for the mouse is lost, so it is sent again,
    /// each time well after the last (so two never make a double click).
    static func pressAndDrag(_ server: TmuxTestServer, _ route: Route, from: (Int, Int), to: (Int, Int)) throws {
        try waitForPicker(server)
        for _ in 0..<12 {
            try send(server, route, sgr(0, from.0, from.1))
            try send(server, route, sgr(32, to.0, to.1))
            if (try? server.waitUntil(timeout: 1.2, "the loupe", { try loupeShows(server, route) })) != nil { return }
        }
        throw TmuxTestServer.Failure(message: "the picker never showed its loupe")
    }

    /// Starts `loupe tmux` in the background; `done` holds its result once the picker exits.
    // @unchecked Sendable: its one mutable property is read and written only with `lock` held.
    final class Run: @unchecked Sendable {
        private let lock = NSLock()
        private var result: LoupeBinary.Result?
        convenience init(_ args: [String], _ server: TmuxTestServer) { self.init(args, environment: server.environment) }
        init(_ args: [String], environment env: [String: String]) {
            Thread.detachNewThread {
                let r = try? LoupeBinary.run(["tmux"] + args, environment: env, timeout: 60)
                self.lock.lock(); self.result = r ?? LoupeBinary.Result(status: -1, stdout: "", stderr: "did not finish"); self.lock.unlock()
            }
        }
        var done: LoupeBinary.Result? { lock.lock(); defer { lock.unlock() }; return result }
    }

    static func buffers(_ server: TmuxTestServer) throws -> [String] {
        try server.tmux(["list-buffers", "-F", "#{buffer_name}"]).split(separator: "\n").map(String.init)
    }

    /// `--target %0` is what the key binding passes: it starts without the argument parser
    /// (`PlainInvocation`); `--target=%0` says the same through the parser.
    @Test("popup: a drag over 'hello world' puts exactly that into a new tmux buffer",
          arguments: [["--target", "%0"], ["--target=%0"], ["--target", "%0", "--scrollback", "0"], ["--scrollback=0", "--target", "%0"]])
    func popupDrag(_ arguments: [String]) throws {
        try Self.dragCopiesHelloWorld(try Self.server(client: true), arguments)
    }

    /// Runs `loupe tmux ARGUMENTS`, drags over "hello world" in the popup and expects exactly
    /// that in one new buffer.
    static func dragCopiesHelloWorld(_ server: TmuxTestServer, _ arguments: [String], environment: [String: String]? = nil) throws {
        let run = Run(arguments, environment: environment ?? server.environment)
        try pressAndDrag(server, .client, from: (1, 1), to: (6, 1))
        try send(server, .client, sgr(32, 11, 1))
        try send(server, .client, sgr(0, 11, 1, release: true))
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
        #expect(try server.tmux(["show-buffer"]) == "hello world")
        #expect(try buffers(server).count == 1)
    }

    @Test("popup: a selection across tmux's soft wrap copies one line, no newline")
    func popupAcrossWrap() throws {
        let server = try Self.server(client: true)
        let run = Run(["--target", "%0"], server)
        try Self.pressAndDrag(server, .client, from: (1, 2), to: (10, 2))
        try Self.send(server, .client, Self.sgr(32, 16, 3))
        try Self.send(server, .client, Self.sgr(0, 16, 3, release: true))
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(try server.tmux(["show-buffer"]) == "abcdefghijklmnopqrstuvwxyz0123456789")
    }

    @Test("popup: Esc or q closes it and changes nothing", arguments: ["1b", "71"])
    func popupCancel(_ key: String) throws {
        let server = try Self.server(client: true)
        let run = Run(["--target", "%0"], server)
        try Self.pressAndDrag(server, .client, from: (1, 1), to: (6, 1))
        try Self.send(server, .client, [key])
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0 && run.done?.stderr == "", "\(String(describing: run.done))")
        #expect(try Self.buffers(server).isEmpty)
    }

    @Test("popup: --paste types the selection into the pane, no buffer left")
    func popupPaste() throws {
        let out = NSTemporaryDirectory() + "loupe-pick-paste-\(UInt32.random(in: 0...UInt32.max)).txt"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let server = try Self.server(command: "stty raw -echo; printf 'READY to paste\\r\\n'; cat > '\(out)'", client: true)
        let run = Run(["--target", "%0", "--paste"], server)
        try Self.pressAndDrag(server, .client, from: (1, 1), to: (3, 1))
        try Self.send(server, .client, Self.sgr(32, 5, 1))
        try Self.send(server, .client, Self.sgr(0, 5, 1, release: true))
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        try server.waitUntil { (try? String(contentsOfFile: out, encoding: .utf8)) == "READY" }
        #expect(try Self.buffers(server).isEmpty)
    }

    @Test("popup with --scrollback: the wheel scrolls into the captured history")
    func wheelIntoHistory() throws {
        let server = try Self.server(command: "seq 1 30; printf 'second'; exec sleep 100000", client: true)
        #expect(try server.paneRows("%0").first == "24", "the pane shows 24 to 30 and 'second'")
        let run = Run(["--target", "%0", "--scrollback", "100"], server)
        try Self.waitForPicker(server)
        // Wheel up (button 64) until the first row of the history shows at the top.
        try server.waitUntil(timeout: 15, "the top of the history") {
            try Self.send(server, .client, Self.sgr(64, 5, 4))
            usleep(100_000)
            return try server.clientScreen().first == "1"
        }
        try Self.send(server, .client, ["1b"])
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(try Self.buffers(server).isEmpty)
    }

    @Test("popup with --scrollback: / finds a line in the history, and a double click there picks it")
    func findInHistory() throws {
        let server = try Self.server(command: "seq 1 30; printf 'second'; exec sleep 100000", client: true)
        let run = Run(["--target", "%0", "--scrollback", "100"], server)
        try Self.waitForPicker(server)
        try Self.send(server, .client, Array("/12".utf8).map { String($0, radix: 16) })
        var seen: [String] = []
        try server.waitUntil(timeout: 15, "the match in the bar") {
            seen = try server.clientScreen()
            return seen.contains { $0.hasPrefix("/12") && $0.contains("1 of 1") }
        }
        try Self.send(server, .client, ["0d"])  // Enter: the bar closes, the match stays in view
        var row = -1
        try server.waitUntil(timeout: 15, "the history's line 12 on screen") {
            let screen = try server.clientScreen()
            row = screen.firstIndex(of: "12") ?? -1
            return row >= 0 && !screen.contains { $0.hasPrefix("/12") }
        }
        for _ in 0..<2 {
            try Self.send(server, .client, Self.sgr(0, 1, row + 1))
            try Self.send(server, .client, Self.sgr(0, 1, row + 1, release: true))
        }
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(String(describing: run.done))")
        #expect(try server.tmux(["show-buffer"]) == "12")
    }

    /// The line tmux makes of `loupe tmux --pane-info-format` for pane %0 (what loupe.tmux's binding passes).
    static func paneInfo(_ server: TmuxTestServer) throws -> String {
        let format = try LoupeBinary.run(["tmux", "--pane-info-format"]).stdout.trimmingCharacters(in: .newlines)
        return try server.tmux(["display-message", "-p", "-t", "%0", format]).trimmingCharacters(in: .newlines)
    }

    /// With `--pane-info` the popup opens before the pane is captured: the pick is the same,
    /// without the parser and with it; a line that does not read is ignored (the usual way).
    @Test("popup with --pane-info: the drag over 'hello world' copies exactly that", arguments: ["plain", "parsed", "unreadable"])
    func popupDragWithPaneInfo(_ way: String) throws {
        let server = try Self.server(client: true)
        let info = try Self.paneInfo(server)
        #expect(info.hasPrefix("%0\t@0\t0\t0\t"), "\(info.debugDescription)")
        let arguments = switch way {
        case "plain": ["--target", "%0", "--pane-info", info]
        case "parsed": ["--target=%0", "--pane-info=" + info]
        default: ["--target", "%0", "--pane-info", "%0\tnot a pane"]
        }
        // A tmux on PATH that notes each command it is asked for, then runs the real one. loupe
        // starts the popup's tmux and does not wait for it: the capture's tmux, started next, could
        // note itself first, so it waits 20 ms before it does. Without the early popup the capture
        // has ended before the popup's tmux is started, and is still noted first.
        let folder = NSTemporaryDirectory() + "loupe-tmux-log-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let realTmux = try #require(TmuxHarness.tmux)
        try "#!/bin/sh\n[ \"$1\" = display-message ] && sleep 0.02\nprintf '%s\\n' \"$1\" >> \(folder)/log\nexec \(realTmux) \"$@\"\n"
            .write(toFile: folder + "/tmux", atomically: true, encoding: .utf8)
        chmod(folder + "/tmux", 0o755)
        var environment = server.environment
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        try Self.dragCopiesHelloWorld(server, arguments, environment: environment)
        let commands = try String(contentsOfFile: folder + "/log", encoding: .utf8).split(separator: "\n").map(String.init)
        let popup = try #require(commands.firstIndex(of: "display-popup"), "\(commands)")
        let capture = try #require(commands.firstIndex(of: "display-message"), "\(commands)")
        if way == "unreadable" {
            #expect(capture < popup, "a line that does not read: the pane is captured first, as without it: \(commands)")
        } else {
            #expect(popup < capture, "the popup is asked for before the pane is captured: \(commands)")
        }
    }

    @Test("loupe.tmux's binding (it passes --pane-info): prefix C-l, drag with the real picker, and the text is in a buffer")
    func pluginBinding() throws {
        let server = try Self.server(client: true)
        let loupe = try #require(LoupeBinary.path)
        try server.tmux(["set", "-g", "@loupe-bin", loupe])
        try server.tmux(["run-shell", ShellQuote.word(LoupeBinary.packageRoot.appendingPathComponent("loupe.tmux").path)])
        #expect(try server.tmux(["list-keys", "-T", "prefix", "C-l"]).contains("--pane-info '#{pane_id}"))
        try server.outer(["send-keys", "-t", "outer", "C-b", "C-l"])
        try Self.pressAndDrag(server, .client, from: (1, 1), to: (6, 1))
        try Self.send(server, .client, Self.sgr(32, 11, 1))
        try Self.send(server, .client, Self.sgr(0, 11, 1, release: true))
        try server.waitUntil(timeout: 15, "the buffer") { (try? server.tmux(["show-buffer"])) == "hello world" }
    }

    @Test("the key binding of docs/tmux.md: prefix C-l, drag, and the text is in a buffer", arguments: [true, false])
    func keyBinding(_ background: Bool) throws {
        let server = try Self.server(client: true)
        let loupe = try #require(LoupeBinary.path)
        var binding = ["bind-key", "C-l", "run-shell"]
        if background { binding.append("-b") }
        binding.append(ShellQuote.word(loupe) + " tmux --target \"#{pane_id}\" --client \"#{client_name}\"")
        try server.tmux(binding)
        try server.outer(["send-keys", "-t", "outer", "C-b", "C-l"])
        try Self.pressAndDrag(server, .client, from: (1, 1), to: (6, 1))
        try Self.send(server, .client, Self.sgr(32, 11, 1))
        try Self.send(server, .client, Self.sgr(0, 11, 1, release: true))
        try server.waitUntil(timeout: 15, "the buffer") { (try? server.tmux(["show-buffer"])) == "hello world" }
    }

    /// Waits for the temporary window's pane, drags over "abcdefghij" in it, and checks the
    /// buffer and that the session is back on the pane afterwards.
    static func pickInTemporaryWindow(_ server: TmuxTestServer, _ run: Run) throws {
        var pane = ""
        try server.waitUntil(timeout: 15) {
            let panes = try server.tmux(["list-panes", "-s", "-t", "main", "-F", "#{pane_id} #{window_name}"]).split(separator: "\n")
            pane = panes.first { $0.hasSuffix(" loupe") }.map { String($0.split(separator: " ")[0]) } ?? ""
            return !pane.isEmpty
        }
        // The window is as tall as the pane here: the content sits where it sat in the pane.
        // Row 2: row 4 leaves the loupe no room above or below in 8 rows.
        try pressAndDrag(server, .pane(pane), from: (1, 2), to: (5, 2))
        try send(server, .pane(pane), sgr(32, 10, 2))
        try send(server, .pane(pane), sgr(0, 10, 2, release: true))
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
        let buffer = try server.tmux(["show-buffer"])
        #expect(buffer == "abcdefghij", "\(buffer) \(String(describing: run.done))")
        #expect(try server.tmux(["display-message", "-p", "-t", "main", "#{pane_id}"]).trimmingCharacters(in: .newlines) == "%0")
    }

    @Test("--window: the picker in a temporary window, mouse straight to its pane; back to the pane afterwards")
    func windowDrag() throws {
        let server = try Self.server(client: false)
        let run = Run(["--target", "%0", "--window"], server)
        try Self.pickInTemporaryWindow(server, run)
    }

    @Test("a server before 3.2 (a tmux on PATH that makes it say 3.1c): a message, then the temporary window")
    func oldServer() throws {
        let server = try Self.server(client: true)
        let old = try OlderTmux("3.1c", server)
        let run = Run(["--target", "%0"], environment: old.environment)
        try Self.pickInTemporaryWindow(server, run)
        #expect(run.done?.stderr == "loupe tmux: tmux 3.1c has no popups (display-popup needs tmux 3.2): picking in a temporary window instead\n")
    }

    /// An environment whose `tmux` makes the server report `version` (a wrapper on PATH that
    /// rewrites `#{version}` in the arguments); the folder is removed with the returned value.
    final class OlderTmux {
        let folder = NSTemporaryDirectory() + "loupe-old-tmux-\(UInt32.random(in: 0...UInt32.max))"
        let environment: [String: String]
        init(_ version: String, _ server: TmuxTestServer) throws {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let tmux = try #require(TmuxHarness.tmux)
            let wrapper = "#!/bin/bash\nargs=()\nfor a in \"$@\"; do args+=(\"${a//'#{version}'/\(version)}\"); done\nexec \(tmux) \"${args[@]}\"\n"
            _ = FileManager.default.createFile(atPath: folder + "/tmux", contents: Data(wrapper.utf8), attributes: [.posixPermissions: 0o755])
            var environment = server.environment
            environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            self.environment = environment
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }
    }

    @Test("tmux 3.2 (made to say so): a bordered popup whose inside is the pane, through the shell, and a drag copies")
    func borderedPopup() throws {
        // A 60x23 window cut so that pane %3 (19x12) has other panes on every side: the border fits around it.
        let server = try Self.layout(columns: 60, rows: 23, splits: [
            ["-h", "-l", "40", "-t", "%0", "sleep 100000"], ["-h", "-l", "20", "-t", "%1", "sleep 100000"],
            ["-v", "-l", "16", "-t", "%1", "printf '0\\n1\\n2\\n3\\n4\\n5\\nmiddle pane\\n'; exec sleep 100000"],
            ["-v", "-l", "3", "-t", "%3", "sleep 100000"],
        ])
        try server.waitUntil { try server.paneRows("%3").count > 6 && server.paneRows("%3")[6] == "middle pane" }
        let g = try server.tmux(["display-message", "-p", "-t", "%3", "#{pane_left} #{pane_top} #{pane_width} #{pane_height}"])
            .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(g[0] > 0 && g[1] > 0 && g[3] >= 10, "\(g)")
        let old = try OlderTmux("3.2a", server)
        let run = Run(["--target", "%3"], environment: old.environment)
        let (column, row) = (g[0] + 1, g[1] + 7)  // 1-based client cell of the pane's seventh row
        try Self.pressAndDrag(server, .client, from: (column, row), to: (column + 3, row))
        #expect(try server.clientScreen().contains { $0.contains("┌") || $0.contains("│") }, "tmux drew the popup's border")
        try Self.send(server, .client, Self.sgr(32, column + 5, row))
        try Self.send(server, .client, Self.sgr(0, column + 5, row, release: true))
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
        #expect(try server.tmux(["show-buffer"]) == "middle")
    }

    /// The pid of the `loupe tmux` run for this server (found by its arguments and environment).
    static func loupeTmuxPID(_ server: TmuxTestServer) -> pid_t? {
        let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) } ?? []
        return pids.first { pid in
            guard let cmd = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                  let env = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            let args = cmd.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return args.count > 1 && args[1] == "tmux" && String(decoding: env, as: UTF8.self).contains("TMUX=\(server.socketPath),")
        }
    }

    @Test("a split pane, status line on top: the picker sits on the pane, and a drag at the pane's place copies its text")
    func splitPane() throws {
        let server = try Self.layout(columns: 40, rows: 11, options: [["set", "-g", "status-position", "top"]],
                                     splits: [["-h", "-t", "%0", "printf 'r0\\nr1\\nr2\\nr3\\nright side\\n'; exec sleep 100000"]])
        try server.waitUntil { try server.paneRows("%1").count > 4 && server.paneRows("%1")[4] == "right side" }
        let geometry = try server.tmux(["display-message", "-p", "-t", "%1", "#{pane_left} #{pane_top} #{pane_width}"]).split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(geometry == [21, 0, 19])
        let before = try server.clientScreen()
        let run = Run(["--target", "%1"], server)
        defer { if let r = run.done, r.status != 0 { Issue.record("loupe tmux: \(r.stderr)") } }
        // 1-based client cells: column 22 is the pane's first; its row 4 is the client's row 6
        // (the status line on top, then 1-based).
        try Self.pressAndDrag(server, .client, from: (22, 6), to: (24, 6))
        try Self.send(server, .client, Self.sgr(32, 26, 6))
        try Self.send(server, .client, Self.sgr(0, 26, 6, release: true))
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
        #expect(try server.tmux(["show-buffer"]) == "right")
        // The status line (its clock may tick meanwhile) aside, the screen is as it was.
        let unchanged = { (rows: [String]) in rows.filter { !$0.contains("[main]") } }
        #expect(unchanged(try server.clientScreen()) == unchanged(before), "nothing moved, nothing is left behind")
    }

    @Test("a pane smaller than loupe view's minimum (12x4): the picker still opens over it and picks")
    func tinyPane() throws {
        let server = try Self.layout(columns: 40, rows: 11, splits: [
            ["-h", "-l", "12", "-t", "%0", "sleep 100000"], ["-v", "-l", "4", "-t", "%1", "printf 'x\\ntiny pane\\n'; exec sleep 100000"],
        ])
        try server.waitUntil { try server.paneRows("%2").dropFirst().first == "tiny pane" }
        let g = try server.tmux(["display-message", "-p", "-t", "%2", "#{pane_left} #{pane_top} #{pane_width} #{pane_height}"])
            .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        #expect(Array(g.suffix(2)) == [12, 4])
        let (column, row) = (g[0] + 1, g[1] + 2)  // 1-based: the pane's second row
        let run = Run(["--target", "%2"], server)
        try Self.waitForPicker(server)
        // On four rows the loupe has no room, so there is nothing to wait for: drag until the pick lands.
        for _ in 0..<12 where run.done == nil {
            try Self.send(server, .client, Self.sgr(0, column, row))
            try Self.send(server, .client, Self.sgr(32, column + 3, row))
            try Self.send(server, .client, Self.sgr(0, column + 3, row, release: true))
            _ = try? server.waitUntil(timeout: 1.2, "the pick") { run.done != nil }
        }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "did not finish")")
        #expect(try server.tmux(["show-buffer"]) == "tiny")
    }

    /// The popup's first frame, before any input, is the pane as it was, row for row: with a few
    /// lines at the top of a tall pane, and with a full one (the last rows of `seq`).
    /// Scripts whose vowel signs take columns of their own in tmux's grid, and emoji with
    /// modifiers and flags: the popup shows them as the pane does (they were cut to clusters and
    /// shown shorter, or as stand-ins).
    @Test("the picker's first frame shows the pane's rows of Indic scripts and emoji as the pane does")
    func firstFrameOfScriptsIsThePane() throws {
        let file = NSTemporaryDirectory() + "loupe-pick-scripts-\(UInt32.random(in: 0...UInt32.max)).txt"
        let lines = ["Devanagari: नमस्ते दुनिया हिन्दी", "Tamil: தமிழ் மொழி   Bengali: বাংলা", "Emoji: 👍🏽 🇫🇷 1️⃣ ❤️ ok"]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let server = try TmuxTestServer(columns: 80, rows: 10, defaultTerminal: "screen",
                                        command: "cat '\(file)'; printf 'READY'; exec sleep 100000")
        try server.attachClient(columns: 80, rows: 11)
        try server.waitUntil { try server.paneRows("%0").contains { $0.hasPrefix("READY") } }
        let pane = try server.paneRows("%0").map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        _ = Run(["--target", "%0"], server)
        try Self.waitForPicker(server)
        func shown() throws -> [String] {
            Array(try server.clientScreen().prefix(10)).map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        }
        do {
            try server.waitUntil(timeout: 10, "the picker's first frame") { try shown() == pane }
        } catch {
            Issue.record("the popup shows \(try shown()), the pane was \(pane)")
        }
    }

    /// `paneInfo`: as loupe.tmux's binding runs it (the popup opened from what the binding says).
    @Test("the picker's first frame shows exactly the pane's rows, at every size",
          arguments: [(60, 10, false, false), (80, 24, false, false), (100, 30, false, false), (100, 30, true, false),
                      (160, 50, false, false), (160, 50, true, false), (60, 10, false, true), (100, 30, true, true), (160, 50, true, true)])
    func firstFrameIsThePane(_ columns: Int, _ rows: Int, _ full: Bool, _ paneInfo: Bool) throws {
        let command = full ? "seq 1 \(rows * 3); exec sleep 100000"
            : "for i in 1 2 3 4 5; do echo \"output line $i\"; done; printf 'READY'; exec sleep 100000"
        let server = try TmuxTestServer(columns: columns, rows: rows, defaultTerminal: "screen", command: command)
        try server.attachClient(columns: columns, rows: rows + 1)
        try server.waitUntil { try server.paneRows("%0").contains { $0.hasPrefix("READY") || $0 == String(rows * 3) } }
        let pane = try server.paneRows("%0").map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        let run = Run(["--target", "%0"] + (paneInfo ? ["--pane-info", try Self.paneInfo(server)] : []), server)
        try Self.waitForPicker(server)
        // The pane's text inside the popup, row for row (nothing else is on it: no status bar, no loupe yet).
        func shown() throws -> [String] {
            Array(try server.clientScreen().prefix(rows)).map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        }
        do {
            try server.waitUntil(timeout: 10, "the picker's first frame") { try shown() == pane && run.done == nil }
        } catch {
            Issue.record("\(columns)x\(rows)\(paneInfo ? " with --pane-info" : ""): the popup shows \(try shown()), the pane was \(pane)")
        }
        if full {
            // A double click on the tenth row picks the number shown there (it used to pick one 6 or 26 rows further).
            let click = Self.sgr(0, 1, 10) + Self.sgr(0, 1, 10, release: true)
            try Self.send(server, .client, click + click)
            try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
            #expect(try server.tmux(["show-buffer"]) == pane[9], "\(columns)x\(rows)")
        } else {
            try Self.send(server, .client, ["1b"])
            try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
    }

    @Test("the client shrinks while picking: the picker gets the popup's new size and wraps the lines to it")
    func popupResized() throws {
        let server = try Self.server(command: "for i in 1 2 3 4 5; do echo \"line $i abcdefghijklmnopqrstuvw end\"; done; printf 'READY'; exec sleep 100000",
                                     client: true)
        try server.tmux(["resize-window", "-t", "main", "-x", "40", "-y", "8"])
        try server.outer(["resize-window", "-t", "outer", "-x", "40", "-y", "9"])
        try server.waitUntil { try server.clientScreen().first?.hasSuffix(" end") == true }
        let run = Run(["--target", "%0"], server)
        try Self.waitForPicker(server)
        usleep(500_000)  // the picker's first frame
        try server.outer(["resize-window", "-t", "outer", "-x", "30", "-y", "9"])
        // At 30 columns each line wraps once: "end" can only show if the picker drew at the new width
        // (tmux clips a popup it does not resize, and the lines' padding must not make blank rows).
        do {
            try server.waitUntil(timeout: 10, "the picker to redraw at 30 columns") {
                let rows = try server.clientScreen()
                return rows.count > 3 && rows[0].hasPrefix("line 1 ") && rows[1].hasSuffix(" end") && rows[2].hasPrefix("line 2 ")
            }
        } catch {
            Issue.record("\(error): the client shows \(try server.clientScreen())")
        }
        try Self.send(server, .client, ["1b"])
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
    }

    @Test("loupe tmux killed while picking: the popup closes with it, and keys reach the pane again")
    func killedPicker() throws {
        let server = try Self.server(command: "printf 'READY\\n'; exec cat", client: true)
        let run = Run(["--target", "%0"], server)
        try Self.pressAndDrag(server, .client, from: (1, 1), to: (3, 1))
        let pid = try #require(Self.loupeTmuxPID(server))
        kill(pid, SIGKILL)
        try server.waitUntil(timeout: 15, "loupe tmux to end") { run.done != nil }
        try server.waitUntil(timeout: 5, "the popup to close") {
            try server.outer(["send-keys", "-t", "outer", "-l", "z"])
            usleep(100_000)
            return try server.paneRows("%0").contains { $0.hasPrefix("z") }
        }
        #expect(try Self.buffers(server).isEmpty)
    }

    @Test("Ctrl-Z in the popup stops nothing (no shell could resume it): the pick goes on")
    func ctrlZ() throws {
        let server = try Self.server(client: true)
        let run = Run(["--target", "%0"], server)
        try Self.pressAndDrag(server, .client, from: (1, 1), to: (6, 1))
        try Self.send(server, .client, ["1a"])
        usleep(300_000)
        try Self.send(server, .client, Self.sgr(32, 11, 1))
        try Self.send(server, .client, Self.sgr(0, 11, 1, release: true))
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
        #expect(try server.tmux(["show-buffer"]) == "hello world")
    }

    @Test("the loupe's options reach the picker: a bad --zoom is refused before anything opens")
    func loupeOptions() throws {
        let server = try Self.server(client: false)
        let r = try LoupeBinary.run(["tmux", "--target", "%0", "--zoom", "9"], environment: server.environment)
        #expect(r.status != 0 && r.stderr.contains("--zoom must be 3 or 4"), "\(r.stderr)")
        #expect(try server.tmux(["list-windows", "-F", "#{window_name}"]).split(separator: "\n").count == 1)
    }
}
