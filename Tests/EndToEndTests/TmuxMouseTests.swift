import Foundation
import Testing
import LoupeTmux

/// loupe.tmux with `@loupe-mouse on` and tmux's `mouse on`: a drag, double or triple click in a
/// pane opens the loupe with no key first. A client is attached in a pseudo-terminal (a pane of a
/// second server, see `TmuxTestServer.attachClient`); the mouse reaches it as a terminal sends it
/// (SGR reports written to that terminal), and what a person would see is the client's screen.
@Suite("loupe.tmux's mouse", .serialized, .enabled(if: TmuxTestServer.available))
struct TmuxMouseTests {
    typealias Pick = TmuxPickInteractionTests

    static let content = "\n\n\nalpha bravo charlie\nsecond line here\n"

    /// A stand-in `@loupe-bin`: notes each command line it is run with, then runs loupe.
    final class LoggingLoupe {
        let folder = NSTemporaryDirectory() + "loupe-mouse-bin-\(UInt32.random(in: 0...UInt32.max))"
        var path: String { folder + "/loupe" }
        init() throws {
            let loupe = try #require(LoupeBinary.path)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(folder)/log'\nexec '\(loupe)' \"$@\"\n".write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o755)
        }
        deinit { try? FileManager.default.removeItem(atPath: folder) }
        /// The pickers started (`loupe tmux --target ...`), each one's command line.
        var pickers: [String] {
            ((try? String(contentsOfFile: folder + "/log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
                .filter { $0.hasPrefix("tmux --target") }
        }
    }

    /// A 40x10 pane showing `content` (or running `command`, which prints READY), mouse on, a
    /// client attached, and loupe.tmux run with `@loupe-mouse on` and `loupe` as `@loupe-bin`.
    static func server(_ loupe: LoggingLoupe, command: String? = nil, arguments: String = "") throws -> TmuxTestServer {
        let file = NSTemporaryDirectory() + "loupe-mouse-content-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        let server = try TmuxTestServer(columns: 40, rows: 10, options: [["set", "-g", "mouse", "on"]],
                                        command: command ?? "cat '\(file)'; rm -f '\(file)'; exec sleep 100000")
        try server.attachClient(columns: 40, rows: 11)
        try server.waitUntil { try server.paneRows("%0").contains { $0.hasPrefix("second") || $0.hasPrefix("READY") } }
        try server.tmux(["set", "-g", "@loupe-bin", loupe.path])
        try server.tmux(["set", "-g", "@loupe-mouse", "on"])
        if !arguments.isEmpty { try server.tmux(["set", "-g", "@loupe-args", arguments]) }
        try server.tmux(["run-shell", ShellQuote.word(LoupeBinary.packageRoot.appendingPathComponent("loupe.tmux").path)])
        return server
    }

    /// SGR reports for the client's terminal, as one write: (button code, 0-based column and row, release).
    static func send(_ server: TmuxTestServer, _ reports: [(Int, Int, Int, Bool)]) throws {
        try Pick.send(server, .client, reports.flatMap { Pick.sgr($0.0, $0.1 + 1, $0.2 + 1, release: $0.3) })
    }

    static func waitForLens(_ server: TmuxTestServer) throws {
        try server.waitUntil(timeout: 15, "the lens on the client's screen") { try Pick.loupeShows(server, .client) }
    }

    static func waitForBuffer(_ server: TmuxTestServer, _ text: String) throws {
        try server.waitUntil(timeout: 15, "'\(text)' in the buffer") { (try? server.tmux(["show-buffer"])) == text }
    }

    @Test("a drag with no key: the lens shows while the button is held, and the release leaves 'alpha bravo' in the buffer")
    func dragWithNoKey() throws {
        let loupe = try LoggingLoupe()
        let server = try Self.server(loupe)
        // The press on 'a' of alpha and the first motions come in one go: tmux fires MouseDrag1Pane
        // for each motion before the popup covers the pane, and only the first starts a picker.
        try Self.send(server, [(0, 0, 3, false), (32, 1, 3, false), (32, 2, 3, false), (32, 3, 3, false)])
        try Self.waitForLens(server)
        #expect(try Pick.buffers(server).isEmpty, "nothing taken while the button is held")
        let held = try server.clientScreen()
        #expect(held.contains { $0.hasPrefix("alpha bravo charlie") }, "the pane's rows where they were: \(held)")
        try Self.send(server, [(32, 6, 3, false), (32, 10, 3, false)])
        usleep(300_000)
        #expect(try Pick.loupeShows(server, .client), "the lens follows the drag")
        #expect(try Pick.buffers(server).isEmpty)
        try Self.send(server, [(0, 10, 3, true)])
        try Self.waitForBuffer(server, "alpha bravo")
        #expect(try Pick.buffers(server).count == 1)
        #expect(loupe.pickers.count == 1, "one picker for the drag: \(loupe.pickers)")
        #expect(loupe.pickers.first?.contains("--press 0,3 --pointer 1,3") == true, "\(loupe.pickers)")
        try server.waitUntil(timeout: 10, "the popup to close") { !(try Pick.loupeShows(server, .client)) }
        // tmux never saw the drag's release (the popup took it) and takes the next press for it:
        // a second drag opens the loupe all the same.
        try Self.send(server, [(0, 6, 3, false), (32, 7, 3, false)])
        try Self.waitForLens(server)
        try Self.send(server, [(32, 10, 3, false), (0, 10, 3, true)])
        try Self.waitForBuffer(server, "bravo")
        #expect(loupe.pickers.count == 2, "\(loupe.pickers)")
    }

    @Test("a click, then at once a drag elsewhere: the drag starts where it was pressed, not at the click")
    func dragRightAfterAClick() throws {
        let loupe = try LoggingLoupe()
        let server = try Self.server(loupe)
        // A click on 'charlie', then within tmux's double-click time a press on the 'b' of bravo and
        // a drag: tmux calls that second press SecondClick1Pane, not MouseDown1Pane.
        try Self.send(server, [(0, 14, 3, false), (0, 14, 3, true)])
        usleep(50_000)
        try Self.send(server, [(0, 6, 3, false), (32, 7, 3, false)])
        try Self.waitForLens(server)
        // Held past tmux's double-click time (300 ms), which still counts the two presses as a
        // double click: that neither starts a second picker nor turns the drag into one by words.
        usleep(700_000)
        try Self.send(server, [(32, 8, 3, false), (0, 8, 3, true)])
        try Self.waitForBuffer(server, "bra")
        #expect(loupe.pickers.first?.contains("--press 6,3 --pointer 7,3") == true, "\(loupe.pickers)")
        #expect(loupe.pickers.count == 1, "\(loupe.pickers)")
        #expect(try Pick.buffers(server).count == 1)
    }

    @Test("the rest of the drag reaches the picker while it starts: the relay asked for the mouse before anything else")
    func dragWhileThePickerStarts() throws {
        let loupe = try LoggingLoupe()
        let server = try Self.server(loupe)
        try Self.send(server, [(0, 0, 3, false), (32, 1, 3, false)])
        // The popup is open once its relay runs: the picker is still starting (it has the pane to
        // take in and its first frame to draw), and has not asked for the mouse itself yet.
        try Pick.waitForPicker(server)
        try Self.send(server, [(32, 6, 3, false), (32, 10, 3, false), (0, 10, 3, true)])
        try Self.waitForBuffer(server, "alpha bravo")
    }

    @Test("a double click with no key takes the word; a triple click the line", arguments: [2, 3])
    func clicksWithNoKey(_ clicks: Int) throws {
        let loupe = try LoggingLoupe()
        let server = try Self.server(loupe)
        try Self.send(server, Array(repeating: [(0, 8, 3, false), (0, 8, 3, true)], count: clicks).flatMap { $0 })
        try Self.waitForBuffer(server, clicks == 2 ? "bravo" : "alpha bravo charlie")
        #expect(loupe.pickers.count == 1, "\(loupe.pickers)")
        #expect(loupe.pickers.first?.contains("--press 8,3 --clicks \(clicks)") == true, "\(loupe.pickers)")
        #expect(try Pick.buffers(server).count == 1)
    }

    @Test("a double click with --no-copy-on-select shows the word selected and the edit menu; its Copy takes it")
    func doubleClickMenu() throws {
        let loupe = try LoggingLoupe()
        let server = try Self.server(loupe, arguments: "--no-copy-on-select")
        try Self.send(server, [(0, 8, 3, false), (0, 8, 3, true), (0, 8, 3, false), (0, 8, 3, true)])
        try server.waitUntil(timeout: 15, "the edit menu") { try server.clientScreen().contains { $0.contains("Copy") } }
        #expect(try Pick.buffers(server).isEmpty)
        try Pick.send(server, .client, ["0d"])
        try Self.waitForBuffer(server, "bravo")
    }

    @Test("a quick flick over before the popup is up: the loupe waits with what tmux saw, and a key takes it")
    func quickFlickThenKey() throws {
        let loupe = try LoggingLoupe()
        let server = try Self.server(loupe)
        // Press, motions and release in one write: tmux has seen them all before the popup opens,
        // so the release never reaches the picker. It shows the press to the first motion.
        try Self.send(server, [(0, 0, 3, false), (32, 2, 3, false), (32, 6, 3, false), (0, 6, 3, true)])
        try Self.waitForLens(server)
        usleep(600_000)
        #expect(try Pick.loupeShows(server, .client), "the picker waits")
        #expect(try Pick.buffers(server).isEmpty)
        try Pick.send(server, .client, ["0d"])
        try Self.waitForBuffer(server, "alp")
    }

    @Test("a quick flick, then a drag in the loupe: the new drag is taken")
    func quickFlickThenDrag() throws {
        let loupe = try LoggingLoupe()
        let server = try Self.server(loupe)
        try Self.send(server, [(0, 0, 3, false), (32, 2, 3, false), (0, 2, 3, true)])
        try Self.waitForLens(server)
        try Self.send(server, [(0, 6, 3, false), (32, 8, 3, false)])
        usleep(200_000)
        try Self.send(server, [(32, 10, 3, false), (0, 10, 3, true)])
        try Self.waitForBuffer(server, "bravo")
        #expect(loupe.pickers.count == 1)
    }

    /// What a program that asked for the mouse receives of a drag and a double click in its pane,
    /// with the plugin's mouse on or with tmux's default bindings; whether a picker started.
    static func receivedByAProgram(mouse: Bool) throws -> (received: String, pickers: [String]) {
        let loupe = try LoggingLoupe()
        let received = NSTemporaryDirectory() + "loupe-mouse-received-\(UInt32.random(in: 0...UInt32.max))"
        defer { unlink(received) }
        let program = "printf '\\033[?1002h\\033[?1006h'; stty raw -echo; echo READY; exec dd bs=1 of='\(received)' 2>/dev/null"
        let server = try Self.server(loupe, command: program)
        if !mouse {
            try server.tmux(["set", "-g", "@loupe-mouse", "off"])
            try server.tmux(["run-shell", ShellQuote.word(LoupeBinary.packageRoot.appendingPathComponent("loupe.tmux").path)])
        }
        try server.waitUntil { try server.tmux(["display", "-p", "-t", "%0", "#{mouse_any_flag}"]).hasPrefix("1") }
        try Self.send(server, [(0, 3, 2, false), (32, 4, 2, false), (32, 8, 2, false), (0, 8, 2, true)])
        usleep(500_000)
        try Self.send(server, [(0, 5, 2, false), (0, 5, 2, true), (0, 5, 2, false), (0, 5, 2, true)])
        // Until nothing more comes (the double click fires after tmux's double-click time).
        var last = "", quiet = 0
        while quiet < 8 {
            usleep(100_000)
            let now = (try? String(contentsOfFile: received, encoding: .utf8)) ?? ""
            quiet = now == last ? quiet + 1 : 0
            last = now
        }
        #expect(!(try Pick.loupeShows(server, .client)))
        #expect(try Pick.buffers(server).isEmpty)
        return (last, loupe.pickers)
    }

    @Test("a pane whose program asked for the mouse gets the drag and clicks as with tmux's default; no loupe starts")
    func passThroughToAProgramThatAskedForTheMouse() throws {
        let taken = try Self.receivedByAProgram(mouse: true)
        #expect(taken.received.hasPrefix("\u{1B}[<0;4;3M\u{1B}[<32;5;3M\u{1B}[<32;9;3M\u{1B}[<0;9;3m\u{1B}[<0;6;3M\u{1B}[<0;6;3m"),
                "\(taken.received.debugDescription)")
        #expect(taken.pickers.isEmpty)
        let byDefault = try Self.receivedByAProgram(mouse: false)
        #expect(taken.received == byDefault.received)
    }

    @Test("a pane in copy mode: the drag is copy mode's, as with tmux's default, after a drag the loupe took too")
    func passThroughToCopyMode() throws {
        let loupe = try LoggingLoupe()
        let server = try Self.server(loupe)
        try Self.send(server, [(0, 0, 3, false), (32, 1, 3, false)])
        try Self.waitForLens(server)
        try Self.send(server, [(32, 4, 3, false), (0, 4, 3, true)])
        try Self.waitForBuffer(server, "alpha")
        try server.waitUntil(timeout: 10, "the popup to close") { !(try Pick.loupeShows(server, .client)) }
        try server.tmux(["copy-mode", "-t", "%0"])
        try Self.send(server, [(0, 6, 3, false), (32, 7, 3, false), (32, 10, 3, false), (0, 10, 3, true)])
        // Copy mode's own selection, which stops before the release's cell.
        try Self.waitForBuffer(server, "brav")
        #expect(loupe.pickers.count == 1)
    }

    /// The root bindings the plugin may take, and its own table, as list-keys prints them.
    static func mouseBindings(_ server: TmuxTestServer) throws -> [String] {
        let keys = ["MouseDown1Pane", "MouseDrag1Pane", "MouseDragEnd1Pane", "DoubleClick1Pane", "TripleClick1Pane"]
        // list-keys fails for a key with no binding (MouseDragEnd1Pane by default) or a table that does not exist.
        return (keys.map { ["-T", "root", $0] } + [["-T", "loupe-drag"]]).map { (try? server.tmux(["list-keys"] + $0)) ?? "" }
    }

    @Test("the plugin binds the mouse only while @loupe-mouse is on, says when tmux's mouse is off, and puts back what was bound")
    func bindsOnlyWhileOn() throws {
        let loupe = try LoggingLoupe()
        let server = try TmuxTestServer(columns: 40, rows: 10)
        try server.attachClient(columns: 40, rows: 11)
        let plugin = ShellQuote.word(LoupeBinary.packageRoot.appendingPathComponent("loupe.tmux").path)
        try server.tmux(["set", "-g", "@loupe-bin", loupe.path])
        // A binding of the person's own among them: it comes back too.
        try server.tmux(["bind-key", "-n", "DoubleClick1Pane", "display-message", "mine"])
        let before = try Self.mouseBindings(server)
        // Every other binding, the columns' padding aside (list-keys lines the tables up).
        func others() throws -> [String] {
            try server.tmux(["list-keys"]).split(separator: "\n").filter { !$0.contains("1Pane") && !$0.contains("loupe-drag") }
                .map { $0.split(separator: " ").joined(separator: " ") }
        }
        try server.tmux(["run-shell", plugin])
        #expect(try Self.mouseBindings(server) == before, "off by default: nothing bound")
        let keyOnly = try others()
        #expect(try server.tmux(["list-keys", "-T", "prefix", "C-l"]).contains("tmux --target"))
        try server.tmux(["set", "-g", "@loupe-mouse", "on"])
        try server.tmux(["run-shell", plugin])
        let on = try Self.mouseBindings(server)
        #expect(zip(on, before).allSatisfy { $0 != $1 }, "\(on)")
        #expect(on[0].contains("send-keys -M") && on[0].contains("@loupe-press"))
        #expect(try server.tmux(["show-messages"]).contains("@loupe-mouse needs tmux's mouse: set -g mouse on"))
        // Run again (a configuration sourced twice): what was there before is still what comes back.
        try server.tmux(["set", "-g", "mouse", "on"])
        try server.tmux(["run-shell", plugin])
        #expect(try Self.mouseBindings(server) == on)
        #expect(try others() == keyOnly, "no other binding touched")
        try server.tmux(["set", "-g", "@loupe-mouse", "off"])
        try server.tmux(["run-shell", plugin])
        #expect(try Self.mouseBindings(server) == before)
        #expect(try server.tmux(["show-options", "-g"]).contains("@loupe-mouse-saved") == false)
    }
}
