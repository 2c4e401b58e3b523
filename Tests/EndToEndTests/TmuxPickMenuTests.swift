import Foundation
import Testing
import LoupeCore

/// The menus in `loupe tmux`'s picker, driven by raw SGR mouse bytes through an attached
/// client (tmux hands them to the popup): with `--no-copy-on-select` a finished selection shows
/// the edit menu, and its Copy (or Enter) takes it; a user action gets exactly the selection.
@Suite("loupe tmux with its menus", .serialized, .enabled(if: TmuxTestServer.available))
struct TmuxPickMenuTests {
    typealias Pick = TmuxPickInteractionTests

    /// A `columns`x10 pane showing `first` and a second line of text, a client one row taller attached.
    static func server(first: String = "hello world foo bar", columns: Int = 44) throws -> TmuxTestServer {
        let file = NSTemporaryDirectory() + "loupe-pick-menu-\(UInt32.random(in: 0...UInt32.max)).txt"
        try Data("\(first)\nsecond line of the pane\n".utf8).write(to: URL(fileURLWithPath: file))
        let server = try TmuxTestServer(columns: columns, rows: 10, defaultTerminal: "screen",
                                        command: "cat '\(file)'; rm -f '\(file)'; exec sleep 100000")
        try server.attachClient(columns: columns, rows: 11)
        try server.waitUntil { try server.paneRows("%0").contains { $0.hasPrefix("second") } }
        return server
    }

    /// The 1-based cell of a title in a menu on the client's screen.
    static func cell(of title: String, in screen: [String]) -> (column: Int, row: Int)? {
        for (r, line) in screen.enumerated() {
            if let range = line.range(of: "│ \(title) ") { return (GraphemeWidth.width(ofText: String(line[..<range.lowerBound])) + 3, r + 1) }
        }
        return nil
    }

    /// Drags over "hello world" (row 1, columns 1-11) and waits for the edit menu.
    static func selectHelloWorld(_ server: TmuxTestServer) throws -> [String] {
        try Pick.pressAndDrag(server, .client, from: (1, 1), to: (6, 1))
        try Pick.send(server, .client, Pick.sgr(32, 11, 1))
        try Pick.send(server, .client, Pick.sgr(0, 11, 1, release: true))
        var screen: [String] = []
        // Once the loupe has sunk away (150 ms) the top row shows the text again.
        try server.waitUntil(timeout: 15, "the edit menu, the loupe gone") {
            screen = try server.clientScreen()
            return screen.contains { $0.contains("│ Copy │") } && screen.first?.hasPrefix("hello world foo bar") == true
        }
        return screen
    }

    @Test("--no-copy-on-select: the edit menu shows below the selection and the pick goes on; a click on Copy takes exactly the selection")
    func editMenuCopy() throws {
        let server = try Self.server()
        let run = Pick.Run(["--target", "%0", "--no-copy-on-select"], server)
        let screen = try Self.selectHelloWorld(server)
        let copy = try #require(Self.cell(of: "Copy", in: screen))
        #expect(copy.row > 1, "on the top row there is no room above: the menu is below\n\(screen.joined(separator: "\n"))")
        #expect(!screen[0].contains("│"), "never over the selection")
        usleep(300_000)
        #expect(run.done == nil, "the menu waits")
        #expect(try Pick.buffers(server).isEmpty)
        try Pick.send(server, .client, Pick.sgr(0, copy.column, copy.row))
        try Pick.send(server, .client, Pick.sgr(0, copy.column, copy.row, release: true))
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(run.done?.status == 0, "\(run.done?.stderr ?? "")")
        #expect(try server.tmux(["show-buffer"]) == "hello world")
    }

    @Test("--no-copy-on-select: Enter takes the selection; Esc closes the menu, then cancels")
    func editMenuEnterAndEsc() throws {
        let server = try Self.server()
        let run = Pick.Run(["--target", "%0", "--no-copy-on-select"], server)
        _ = try Self.selectHelloWorld(server)
        try Pick.send(server, .client, ["0d"])
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
        #expect(try server.tmux(["show-buffer"]) == "hello world")

        let again = try Self.server()
        let cancelled = Pick.Run(["--target", "%0", "--no-copy-on-select"], again)
        _ = try Self.selectHelloWorld(again)
        try Pick.send(again, .client, ["1b"])
        try again.waitUntil(timeout: 15, "the menu closed") { !(try again.clientScreen().contains { $0.contains("│ Copy │") }) }
        #expect(cancelled.done == nil, "the first Esc closes the menu only")
        try Pick.send(again, .client, ["1b"])
        try again.waitUntil(timeout: 15, "loupe tmux to finish") { cancelled.done != nil }
        #expect(try Pick.buffers(again).isEmpty)
    }

    @Test("a user action (--menu-action) chosen in the context menu gets exactly the selection on standard input; the pick goes on")
    func userAction() throws {
        let folder = NSTemporaryDirectory() + "loupe-pick-action-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let saved = folder + "/saved.txt"
        let server = try Self.server()
        let run = Pick.Run(["--target", "%0", "--no-copy-on-select", "--menu-action", "Save=cat > '\(saved)'"], server)
        _ = try Self.selectHelloWorld(server)
        // A right-click on the selection: the same items, one a row, at the pointer.
        try Pick.send(server, .client, Pick.sgr(2, 4, 1))
        try Pick.send(server, .client, Pick.sgr(2, 4, 1, release: true))
        var screen: [String] = []
        try server.waitUntil(timeout: 15, "the context menu") {
            screen = try server.clientScreen()
            return screen.contains { $0.contains("│ Save       │") }
        }
        let save = try #require(Self.cell(of: "Save", in: screen))
        try Pick.send(server, .client, Pick.sgr(0, save.column, save.row))
        try Pick.send(server, .client, Pick.sgr(0, save.column, save.row, release: true))
        try server.waitUntil(timeout: 15, "the action's output") { (FileManager.default.contents(atPath: saved)?.count ?? 0) > 0 }
        #expect(FileManager.default.contents(atPath: saved).map { String(decoding: $0, as: UTF8.self) } == "hello world")
        try server.waitUntil(timeout: 15, "the menu closed") { !(try server.clientScreen().contains { $0.contains("│ Save") }) }
        #expect(run.done == nil, "a user action does not end the pick")
        try Pick.send(server, .client, ["1b", "1b"])
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
    }

    @Test("--open-command: Open in the picker's edit menu (o, Enter) runs it with the URL as one argument")
    func openCommand() throws {
        let folder = NSTemporaryDirectory() + "loupe-pick-open-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/open.sh", output = folder + "/open.txt"
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(output)'\n".utf8).write(to: URL(fileURLWithPath: script))
        chmod(script, 0o755)
        let file = folder + "/pane.txt"
        try Data("see https://example.com/a?b=c#d now\n".utf8).write(to: URL(fileURLWithPath: file))
        let server = try TmuxTestServer(columns: 44, rows: 10, defaultTerminal: "screen", command: "cat '\(file)'; exec sleep 100000")
        try server.attachClient(columns: 44, rows: 11)
        try server.waitUntil { try server.paneRows("%0").contains { $0.hasPrefix("see") } }
        let run = Pick.Run(["--target", "%0", "--no-copy-on-select", "--open-command", script], server)
        try Pick.waitForPicker(server)
        // A double click on the URL (one smart token), sent again until the picker has the mouse.
        try server.waitUntil(timeout: 15, "the edit menu over the URL") {
            let click = Pick.sgr(0, 12, 1) + Pick.sgr(0, 12, 1, release: true)
            try Pick.send(server, .client, click + click)
            usleep(600_000)
            return try server.clientScreen().contains { $0.contains("│ Copy │") }
        }
        // o jumps to Open (on the menu's second page in 44 columns), Enter runs it.
        try Pick.send(server, .client, ["6f"])
        try server.waitUntil(timeout: 15, "Open shown") { try server.clientScreen().contains { $0.contains(" Open ") } }
        try Pick.send(server, .client, ["0d"])
        try server.waitUntil(timeout: 15, "the opener's output") { (FileManager.default.contents(atPath: output)?.count ?? 0) > 0 }
        #expect(FileManager.default.contents(atPath: output).map { String(decoding: $0, as: UTF8.self) } == "https://example.com/a?b=c#d\n")
        #expect(run.done == nil, "Open does not end the pick")
        try Pick.send(server, .client, ["1b"])
        try server.waitUntil(timeout: 15, "loupe tmux to finish") { run.done != nil }
    }
}
