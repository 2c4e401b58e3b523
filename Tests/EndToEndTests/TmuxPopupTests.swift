import Foundation
import Testing
import LoupeCore
import LoupeTmux

/// `loupe tmux` with a client attached (inside a second private tmux server), so the
/// popup really shows: its place on the client's screen, its size, the picker's TERM,
/// and the key bindings of docs/tmux.md and loupe.tmux. The picker is a stand-in.
@Suite("loupe tmux popup", .serialized, .enabled(if: TmuxTestServer.available))
struct TmuxPopupTests {
    /// A 40x12 client: a 40x11 window split into %0 (left), %1 (top right) and %2 (bottom right, 19x5 at 21,6).
    static func server(status: String, defaultTerminal: String = "screen") throws -> TmuxTestServer {
        let server = try TmuxTestServer(columns: 40, rows: 11, defaultTerminal: defaultTerminal, options: [["set", "-g", "status-position", status]])
        try server.attachClient(columns: 40, rows: 12)
        try server.tmux(["split-window", "-h", "-t", "%0", "sleep 100000"])
        try server.tmux(["split-window", "-v", "-t", "%1", "sleep 100000"])
        return server
    }

    static func geometry(_ server: TmuxTestServer, _ pane: String) throws -> [Int] {
        try server.tmux(["display-message", "-p", "-t", pane, "#{pane_left} #{pane_top} #{pane_width} #{pane_height}"])
            .split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    }

    /// Runs `loupe tmux` in the background; the result arrives when the popup closes.
    // @unchecked Sendable: its one mutable property is read and written only with `lock` held.
    final class Background: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<LoupeBinary.Result, Error>?
        init(_ args: [String], _ server: TmuxTestServer) {
            let env = server.environment
            Thread.detachNewThread {
                let r = Result { try LoupeBinary.run(["tmux"] + args, environment: env, timeout: 30) }
                self.lock.lock(); self.result = r; self.lock.unlock()
            }
        }
        var value: Result<LoupeBinary.Result, Error>? { lock.lock(); defer { lock.unlock() }; return result }
    }

    @Test("the popup covers the pane exactly, with the status line at the bottom or at the top", arguments: ["bottom", "top"])
    func placement(_ status: String) throws {
        let server = try Self.server(status: status)
        let g = try Self.geometry(server, "%2")
        #expect(g == [21, 6, 19, 5])
        let picker = try FakePicker()
        picker.showMark()
        let run = Background(["--target", "%2", "--picker", picker.path], server)
        var where_: (row: Int, column: Int)?
        try server.waitUntil {
            for (r, line) in try server.clientScreen().enumerated() {
                if let range = line.range(of: "<<TL") { where_ = (r, line.distance(from: line.startIndex, to: range.lowerBound)); return true }
            }
            return false
        }
        let statusOffset = status == "top" ? 1 : 0
        #expect(where_?.row == 6 + statusOffset && where_?.column == 21, "the picker's top-left cell is the pane's")
        try server.waitUntil { run.value != nil }
        let r = try #require(try run.value?.get())
        #expect(r.status == 0, "\(r.stderr)")
        #expect(picker.read("size") == "5 19\n", "the picker's terminal is the pane's size")
        #expect(picker.read("term") == "xterm-256color", "default-terminal screen: the picker still gets an xterm TERM")
        #expect(picker.arguments.contains("--no-status"))
    }

    @Test("the copy reaches the terminal's clipboard with OSC 52 when set-clipboard allows it")
    func clipboard() throws {
        let server = try Self.server(status: "bottom")
        try server.tmux(["set", "-g", "set-clipboard", "on"])
        // The client's terminal is a pane of the outer server: with set-clipboard on there,
        // an OSC 52 the inner tmux sends becomes a buffer of the outer server.
        try server.outer(["set", "-g", "set-clipboard", "on"])
        let picker = try FakePicker()
        picker.select("to the clipboard ü")
        let r = try LoupeBinary.run(["tmux", "--target", "%2", "--picker", picker.path], environment: server.environment)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try server.tmux(["show-buffer"]) == "to the clipboard ü")
        try server.waitUntil(timeout: 5, "the outer buffer") { (try? server.outer(["show-buffer"])) == "to the clipboard ü" }
    }

    @Test("set-clipboard off: the tmux buffer only, nothing reaches the terminal")
    func noClipboard() throws {
        let server = try Self.server(status: "bottom")
        try server.tmux(["set", "-g", "set-clipboard", "off"])
        try server.outer(["set", "-g", "set-clipboard", "on"])
        let picker = try FakePicker()
        picker.select("stays in tmux")
        let r = try LoupeBinary.run(["tmux", "--target", "%2", "--picker", picker.path], environment: server.environment)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try server.tmux(["show-buffer"]) == "stays in tmux")
        usleep(300_000)
        #expect((try? server.outer(["show-buffer"])) == nil)
    }

    @Test("the key binding from docs/tmux.md (run-shell -b) copies into a buffer from the pane that has focus")
    func keyBinding() throws {
        let server = try Self.server(status: "bottom")
        let loupe = try #require(LoupeBinary.path)
        let picker = try FakePicker()
        picker.select("from the key")
        try server.tmux(["select-pane", "-t", "%1"])
        let command = ShellQuote.command([loupe, "tmux"]) + " --target '#{pane_id}' --client '#{client_name}' --picker " + ShellQuote.word(picker.path)
        try server.tmux(["bind-key", "C-l", "run-shell", "-b", command])
        try server.outer(["send-keys", "-t", "outer", "C-b", "C-l"])
        try server.waitUntil { (try? server.tmux(["show-buffer"])) == "from the key" }
        #expect(picker.arguments.contains("--start-at-end"))
        #expect(try picker.snapshot().size == GridSize(columns: 19, rows: 5), "the snapshot is of %1, 19x5")
    }

    @Test("loupe.tmux binds @loupe-key to loupe tmux for the focused pane and client")
    func plugin() throws {
        let server = try Self.server(status: "bottom")
        let loupe = try #require(LoupeBinary.path)
        try server.tmux(["set", "-g", "@loupe-bin", loupe])
        try server.tmux(["set", "-g", "@loupe-key", "M-y"])
        try server.tmux(["set", "-g", "@loupe-scrollback", "300"])
        let plugin = LoupeBinary.packageRoot.appendingPathComponent("loupe.tmux").path
        try server.tmux(["run-shell", ShellQuote.word(plugin)])
        let keys = try server.tmux(["list-keys", "-T", "prefix", "M-y"])
        #expect(keys.contains("run-shell -b"))
        #expect(keys.contains(loupe) && keys.contains("tmux --target '#{pane_id}' --client '#{client_name}' --scrollback '300'"), "\(keys)")
        // Pressing it opens the popup over the focused pane: the real picker is not needed to see that.
        let marker = try FakePicker()
        marker.showMark()
        try server.tmux(["set", "-g", "@loupe-args", "--picker " + ShellQuote.word(marker.path)])
        try server.tmux(["run-shell", ShellQuote.word(plugin)])
        try server.tmux(["select-pane", "-t", "%0"])
        try server.outer(["send-keys", "-t", "outer", "C-b", "M-y"])
        try server.waitUntil { try server.clientScreen().first?.hasPrefix("<<TL") == true }
    }
    /// GNOME's image viewer is /usr/bin/loupe on many desktops: the plugin (run from a folder of its
    /// own, with no build beside it) binds no key to it, found on PATH or named by @loupe-bin, and
    /// says so in a tmux message; a Loupe first on PATH is taken.
    @Test("loupe.tmux takes only a Loupe, and says so of another program called loupe")
    func pluginRefusesAnotherProgramCalledLoupe() throws {
        let server = try Self.server(status: "bottom")
        let folder = NSTemporaryDirectory() + "loupe-plugin-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fm = FileManager.default
        for dir in ["plugin", "other", "ours"] { try fm.createDirectory(atPath: folder + "/" + dir, withIntermediateDirectories: true) }
        for file in ["loupe.tmux", "is-loupe.sh"] {
            try fm.copyItem(atPath: LoupeBinary.packageRoot.appendingPathComponent(file).path, toPath: folder + "/plugin/" + file)
        }
        let foreign = folder + "/other/loupe"
        try "#!/bin/sh\necho 48.1\n".write(toFile: foreign, atomically: true, encoding: .utf8)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: foreign)
        try fm.createSymbolicLink(atPath: folder + "/ours/loupe", withDestinationPath: try #require(LoupeBinary.path))
        let plugin = ShellQuote.word(folder + "/plugin/loupe.tmux")
        try server.tmux(["set", "-g", "@loupe-key", "M-y"])
        func bound() -> String { (try? server.tmux(["list-keys", "-T", "prefix", "M-y"])) ?? "" }
        func said() throws -> [String] { try server.tmux(["show-messages"]).split(separator: "\n").map(String.init).filter { $0.contains(" message: ") } }

        try server.tmux(["set-environment", "-g", "PATH", "\(folder)/other:/usr/bin:/bin"])
        try server.tmux(["run-shell", plugin])
        #expect(!bound().contains("run-shell"), "a key bound to another program: \(bound())")
        let messages = try said()
        #expect(messages.contains { $0.hasSuffix("message: loupe: \(foreign) is not Loupe (another program of that name, or one that does not run): "
                                                 + "set @loupe-bin to Loupe, or install Loupe under another name with 'make install PROGRAM=NAME'") },
                "\(messages)")

        try server.tmux(["set", "-g", "@loupe-bin", foreign])
        try server.tmux(["set-environment", "-g", "PATH", "\(folder)/ours:/usr/bin:/bin"])
        try server.tmux(["run-shell", plugin])
        #expect(!bound().contains("run-shell"), "a key bound to @loupe-bin's other program: \(bound())")
        let more = try said()
        #expect(more.filter { $0.contains("\(foreign) is not Loupe") }.count == 2, "\(more)")

        try server.tmux(["set", "-gu", "@loupe-bin"])
        try server.tmux(["set-environment", "-g", "PATH", "\(folder)/other:\(folder)/ours:/usr/bin:/bin"])
        try server.tmux(["run-shell", plugin])
        #expect(!bound().contains("run-shell"), "the first loupe on PATH is not Loupe: \(bound())")
        try server.tmux(["set-environment", "-g", "PATH", "\(folder)/ours:\(folder)/other:/usr/bin:/bin"])
        try server.tmux(["run-shell", plugin])
        #expect(bound().contains("'\(folder)/ours/loupe' tmux --target"), "\(bound())")
    }
}
