import Foundation
import Testing
import LoupeCore

/// `loupe tmux` on private tmux servers, with a stand-in picker (see `FakePicker`):
/// capture, launch, copy, paste, cancel and errors. The picker itself is `loupe pick`'s job.
@Suite("loupe tmux", .serialized, .enabled(if: TmuxTestServer.available))
struct TmuxCommandTests {
    /// A file with coloured text, a wrapped line, wide characters that wrap, an emoji, then END.
    static func contentFile() throws -> String {
        let path = NSTemporaryDirectory() + "loupe-tmux-content-\(UInt32.random(in: 0...UInt32.max)).txt"
        let text = "\u{1b}[31mred\u{1b}[0m \u{1b}[1;44mbold blue\u{1b}[0m\n"
            + "abcdefghijklmnopqrstuvwxyz0123456789\n"
            + "x中文中文中文中文中文中文中文\n"
            + "👍 ok é\n"
            + "END"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func server(columns: Int = 20, rows: Int = 8, defaultTerminal: String = "screen", options: [[String]] = []) throws -> (TmuxTestServer, String) {
        let content = try contentFile()
        let server = try TmuxTestServer(columns: columns, rows: rows, defaultTerminal: defaultTerminal, options: options,
                                        command: "cat '\(content)'; rm -f '\(content)'; exec sleep 100000")
        try server.waitUntil { try server.paneRows("main").contains { $0.hasPrefix("END") } }
        return (server, content)
    }

    static func loupe(_ args: [String], _ server: TmuxTestServer) throws -> LoupeBinary.Result {
        try LoupeBinary.run(["tmux"] + args, environment: server.environment, timeout: 30)
    }

    static func buffers(_ server: TmuxTestServer) throws -> [String] {
        try server.tmux(["list-buffers", "-F", "#{buffer_name}"]).split(separator: "\n").map(String.init)
    }

    @Test("the snapshot holds the pane's rows exactly: styles, wide characters, soft wraps, cursor")
    func capture() throws {
        let (server, _) = try Self.server()
        let picker = try FakePicker()
        let r = try Self.loupe(["--window", "--target", "%0", "--picker", picker.path], server)
        #expect(r.status == 0, "\(r.stderr)")
        let s = try picker.snapshot()
        #expect(s.size == GridSize(columns: 20, rows: 8))
        let rows = try server.paneRows("%0")
        #expect(rows.count == 8)
        for (i, row) in rows.enumerated() {
            #expect(s.text(ofRow: i).trimmingTrailingSpaces == row.trimmingTrailingSpaces, "row \(i + 1)")
        }
        #expect(s.rowInfo.map(\.softWrapped) == [false, true, false, true, false, false, false, false])
        #expect(s[0, 0].style.foreground == .indexed(1) && s[4, 0].style.background == .indexed(4) && s[4, 0].style.attributes.contains(.bold))
        #expect(s[3, 0].style == .plain)
        #expect(s[1, 3].isWide && s[2, 3].isContinuation, "中 takes two cells")
        #expect(s[19, 3].flags.contains(.wrapPad), "the column a wide character did not fit in is padding, as in tmux")
        #expect(s[0, 5].grapheme == "👍" && s[0, 5].isWide)
        #expect(s.cursor == GridPoint(column: 3, row: 6), "after END")
    }

    @Test("--scrollback puts history rows above the pane's rows")
    func scrollback() throws {
        let server = try TmuxTestServer(columns: 20, rows: 5, command: "seq 1 40; printf END; exec sleep 100000")
        try server.waitUntil { try server.paneRows("main").contains { $0.hasPrefix("END") } }
        let picker = try FakePicker()
        let r = try Self.loupe(["--window", "-t", "%0", "--scrollback", "12", "--picker", picker.path], server)
        #expect(r.status == 0, "\(r.stderr)")
        let s = try picker.snapshot()
        #expect(s.rows == 17)
        let rows = try server.paneRows("%0", start: -12)
        #expect(rows.count == 17)
        for (i, row) in rows.enumerated() { #expect(s.text(ofRow: i).trimmingTrailingSpaces == row.trimmingTrailingSpaces) }
        #expect(s.text(ofRow: 16).hasPrefix("END") && s.text(ofRow: 0).hasPrefix("25"))
        #expect(picker.arguments.contains("--start-at-end"))
    }

    @Test("a completed selection becomes a new tmux buffer; the temporary window is gone afterwards")
    func copies() throws {
        let (server, _) = try Self.server()
        let picker = try FakePicker()
        picker.select("bold blue\nabc 中文 👍")
        let before = try Self.buffers(server)
        let r = try Self.loupe(["--window", "--target", "%0", "--picker", picker.path], server)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.buffers(server).count == before.count + 1)
        #expect(try server.tmux(["show-buffer"]) == "bold blue\nabc 中文 👍")
        try server.waitUntil { try server.tmux(["list-windows", "-F", "#{window_id}"]).split(separator: "\n").count == 1 }
    }

    @Test("Esc or q (the picker writes nothing): no buffer, exit 0, nothing said")
    func cancelled() throws {
        let (server, _) = try Self.server()
        let picker = try FakePicker()
        picker.select(nil)
        let r = try Self.loupe(["--window", "--target", "%0", "--picker", picker.path], server)
        #expect(r.status == 0 && r.stderr.isEmpty && r.stdout.isEmpty, "\(r.stderr)")
        #expect(try Self.buffers(server).isEmpty)
    }

    @Test("--paste types the selection into the pane and leaves no buffer")
    func pastes() throws {
        let out = NSTemporaryDirectory() + "loupe-paste-\(UInt32.random(in: 0...UInt32.max)).txt"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let server = try TmuxTestServer(columns: 30, rows: 5, command: "stty -echo; printf READY; cat > '\(out)'")
        try server.waitUntil { try server.paneRows("main").contains { $0.hasPrefix("READY") } }
        let picker = try FakePicker()
        picker.select("pasted ünïcode 'q' $x\n")
        let r = try Self.loupe(["--window", "--target", "%0", "--paste", "--picker", picker.path], server)
        #expect(r.status == 0, "\(r.stderr)")
        try server.waitUntil { (try? String(contentsOfFile: out, encoding: .utf8)) == "pasted ünïcode 'q' $x\n" }
        #expect(try Self.buffers(server).isEmpty)
    }

    @Test("pane ids pick the right pane among several windows and panes")
    func severalWindows() throws {
        let (server, _) = try Self.server()
        try server.tmux(["new-window", "-d", "-t", "main", "printf 'second window'; exec sleep 100000"])
        try server.tmux(["split-window", "-d", "-t", "main:1", "printf 'third pane'; exec sleep 100000"])
        try server.waitUntil { try server.paneRows("%2").contains { $0.hasPrefix("third pane") } && server.paneRows("%1").contains { $0.hasPrefix("second") } }
        for (pane, text) in [("%1", "second window"), ("%2", "third pane"), ("%0", "red bold blue")] {
            let picker = try FakePicker()
            let r = try Self.loupe(["--window", "--target", pane, "--picker", picker.path], server)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try picker.snapshot().text(ofRow: 0).hasPrefix(text), "\(pane)")
        }
    }

    @Test("a picker whose path needs quoting runs, through the user's shell, in a window")
    func hostilePath() throws {
        let (server, _) = try Self.server()
        let picker = try FakePicker(folderName: "it's a \"dir\" $HOME; `x` \\ #{pane_id}")
        picker.select("ok")
        let r = try Self.loupe(["--window", "--target", "%0", "--picker", picker.path], server)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try server.tmux(["show-buffer"]) == "ok")
    }

    @Test("a picker that fails says why, through loupe tmux, with a non-zero exit")
    func pickerFails() throws {
        let (server, _) = try Self.server()
        let script = NSTemporaryDirectory() + "loupe-failing-picker-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: script) }
        _ = FileManager.default.createFile(atPath: script, contents: Data("#!/bin/sh\necho 'cannot read the capture' >&2\nexit 1\n".utf8),
                                       attributes: [.posixPermissions: 0o755])
        let r = try Self.loupe(["--window", "--target", "%0", "--picker", script], server)
        #expect(r.status == 1)
        #expect(r.stderr.contains("the picker failed: 'cannot read the capture'"), "\(r.stderr)")
        #expect(try Self.buffers(server).isEmpty)
    }

    @Test("not in tmux, no server, no such pane: one line and a non-zero exit", arguments: ["outside", "noserver", "nopane", "badscroll"])
    func errors(_ kind: String) throws {
        let (server, _) = try Self.server()
        var env = server.environment
        var args = ["tmux", "--picker", "/bin/true"]
        var needle = ""
        switch kind {
        case "outside": env.removeValue(forKey: "TMUX"); needle = "not inside tmux"
        case "noserver": env["TMUX"] = "/tmp/loupe-no-such-socket-\(getpid()),1,0"; needle = "no tmux server"
        case "nopane": args += ["--target", "%99"]; needle = "no tmux pane '%99'"
        default: args += ["--scrollback", "-4"]; needle = "--scrollback"
        }
        let r = try LoupeBinary.run(args, environment: env)
        #expect(r.status != 0)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains(needle), "\(r.stderr)")
        if kind != "badscroll" {  // ArgumentParser adds the usage to option errors
            #expect(r.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count == 1, "\(r.stderr)")
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
