import Foundation
import LoupeCore
import Testing

/// The menus in `loupe view`, in tmux with real mouse bytes: a right-click opens the context
/// menu, an item is chosen by clicking it or with the keys, and a user action gets exactly
/// the selection on its standard input.
@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct MenuEndToEndTests {
    static let sample = TmuxHarness.packageRoot.appendingPathComponent("demo/sample.txt").path

    func view(_ options: String = "") throws -> TmuxHarness {
        try TmuxHarness(columns: 100, rows: 30, command: "view", arguments: "\(options) \(Self.sample)",
                        isReady: { $0.contains { $0.contains("sample.txt") && $0.contains("lines") } })
    }

    /// The zero-based cell of a title in a menu on screen.
    func cell(of title: String, in screen: [String]) -> (column: Int, row: Int)? {
        for (r, line) in screen.enumerated() {
            // Columns, not characters: a row may hold wide characters before the menu.
            if let range = line.range(of: "│ \(title) ") { return (GraphemeWidth.width(ofText: String(line[..<range.lowerBound])) + 2, r) }
        }
        return nil
    }

    @Test func rightClickAndClickAnItemRunsAUserActionWithExactlyTheSelection() throws {
        let h = try view("--menu-action \"Save=cat > {dir}/saved.txt\"")
        // Row 2 is "plain ASCII: The quick brown fox jumps over the lazy dog."
        try h.send(TmuxHarness.sgr(0, 17, 2) + TmuxHarness.sgr(32, 31, 2) + TmuxHarness.sgr(0, 31, 2, release: true))
        try h.waitFor("the edit menu over the selection") { $0.contains { $0.contains("│ Copy │") && $0.contains("│ Save │") } }
        // A right-click on it: the same items, one a row, at the pointer.
        try h.send(TmuxHarness.sgr(2, 20, 2) + TmuxHarness.sgr(2, 20, 2, release: true))
        let screen = try h.waitFor("the context menu") { $0.contains { $0.contains("│ Save       │") } }
        let save = try #require(cell(of: "Save", in: screen))
        #expect(save.row > 2, "under the pointer's row")
        try h.send(TmuxHarness.sgr(0, save.column, save.row) + TmuxHarness.sgr(0, save.column, save.row, release: true))
        let saved = h.dir.appendingPathComponent("saved.txt").path
        let deadline = Date().addingTimeInterval(5)
        while (FileManager.default.contents(atPath: saved)?.count ?? 0) == 0 && Date() < deadline { usleep(20_000) }
        #expect(FileManager.default.contents(atPath: saved).map { String(decoding: $0, as: UTF8.self) } == "quick brown fox")
        try h.waitFor("the menu closed") { !$0.contains { $0.contains("│ Save") } }
    }

    @Test func rightPressDragAndReleaseOnAnItemRunsIt() throws {
        let h = try view("--menu-action \"Save=cat > {dir}/saved.txt\"")
        try h.send(TmuxHarness.sgr(0, 17, 2) + TmuxHarness.sgr(32, 31, 2) + TmuxHarness.sgr(0, 31, 2, release: true))
        try h.waitFor("the edit menu over the selection") { $0.contains { $0.contains("│ Save │") } }
        // The right button goes down on the selection and stays down while the menu opens.
        try h.send(TmuxHarness.sgr(2, 20, 2))
        let screen = try h.waitFor("the context menu") { $0.contains { $0.contains("│ Save       │") } }
        let save = try #require(cell(of: "Save", in: screen))
        // Dragged with the button held (motion code 34) over Copy's row to Save's, released there.
        try h.send(TmuxHarness.sgr(34, save.column, save.row - 3) + TmuxHarness.sgr(34, save.column, save.row)
                   + TmuxHarness.sgr(2, save.column, save.row, release: true))
        let saved = h.dir.appendingPathComponent("saved.txt").path
        let deadline = Date().addingTimeInterval(5)
        while (FileManager.default.contents(atPath: saved)?.count ?? 0) == 0 && Date() < deadline { usleep(20_000) }
        #expect(FileManager.default.contents(atPath: saved).map { String(decoding: $0, as: UTF8.self) } == "quick brown fox")
        try h.waitFor("the menu closed") { !$0.contains { $0.contains("│ Save") } }
    }

    @Test func rightClickAndChooseWithTheKeys() throws {
        let h = try view()
        // Double-click "quick", Esc closes the edit menu (the selection stays), then a right-click on it.
        try h.send(TmuxHarness.sgr(0, 18, 2) + TmuxHarness.sgr(0, 18, 2, release: true) + TmuxHarness.sgr(0, 18, 2) + TmuxHarness.sgr(0, 18, 2, release: true))
        try h.waitFor("the edit menu") { $0.contains { $0.contains("│ Copy │ Select All │") } }
        try h.send("\u{1B}")
        try h.waitFor("the edit menu closed") { !$0.contains { $0.contains("│ Copy │") } }
        try h.send(TmuxHarness.sgr(2, 18, 2) + TmuxHarness.sgr(2, 18, 2, release: true))
        try h.waitFor("the context menu") { $0.contains { $0.contains("│ Find       │") } }
        // Down to Find (Copy, Select All, Find), Enter: find starts with the selection.
        try h.send("\u{1B}[B\u{1B}[B\u{1B}[B\r")
        // The search runs on a thread of its own: the count follows the bar.
        let screen = try h.waitFor("find with the selection, and its one match") { $0.contains { $0.hasPrefix("/quick") && $0.contains("1 of 1") } }
        #expect(!screen.contains { $0.contains("│ Find ") }, "the menu closed")
    }

    /// A script in a fresh folder that writes its arguments, one a line, to `name`.txt beside it.
    static func recorder(_ name: String) throws -> (script: String, output: String) {
        let folder = NSTemporaryDirectory() + "loupe-menu-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let script = folder + "/\(name).sh", output = folder + "/\(name).txt"
        try Data("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(output)'\n".utf8).write(to: URL(fileURLWithPath: script))
        chmod(script, 0o755)
        return (script, output)
    }

    static func waitForFile(_ path: String) -> String? {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if let data = FileManager.default.contents(atPath: path), !data.isEmpty { return String(decoding: data, as: UTF8.self) }
            usleep(20_000)
        }
        return nil
    }

    @Test func openRunsTheOpenerWithTheURLAsOneArgument() throws {
        let opener = try Self.recorder("open")
        let h = try view("--open-command '\(opener.script)'")
        // Row 6: "path: /usr/local/share/loupe/fonts/6x9.bdf  url: https://example.com/a?b=c#d".
        try h.send(TmuxHarness.sgr(0, 60, 6) + TmuxHarness.sgr(0, 60, 6, release: true) + TmuxHarness.sgr(0, 60, 6) + TmuxHarness.sgr(0, 60, 6, release: true))
        let screen = try h.waitFor("the edit menu with Open") { $0.contains { $0.contains("│ Open │") } }
        let open = try #require(cell(of: "Open", in: screen))
        try h.send(TmuxHarness.sgr(0, open.column, open.row) + TmuxHarness.sgr(0, open.column, open.row, release: true))
        #expect(Self.waitForFile(opener.output) == "https://example.com/a?b=c#d\n")
    }

    @Test func openInEditorRunsTheEditorInTheTerminalAndComesBack() throws {
        let editor = try Self.recorder("edit")
        let h = try TmuxHarness(columns: 100, rows: 30, command: "view", arguments: Self.sample, environment: "EDITOR='\(editor.script)'",
                                isReady: { $0.contains { $0.contains("sample.txt") && $0.contains("lines") } })
        try h.send(TmuxHarness.sgr(0, 10, 6) + TmuxHarness.sgr(0, 10, 6, release: true) + TmuxHarness.sgr(0, 10, 6) + TmuxHarness.sgr(0, 10, 6, release: true))
        let screen = try h.waitFor("the edit menu with Open in Editor") { $0.contains { $0.contains("│ Open in Editor │") } }
        let edit = try #require(cell(of: "Open in Editor", in: screen))
        try h.send(TmuxHarness.sgr(0, edit.column, edit.row) + TmuxHarness.sgr(0, edit.column, edit.row, release: true))
        #expect(Self.waitForFile(editor.output) == "/usr/local/share/loupe/fonts/6x9.bdf\n")
        // The editor has exited: the pager is back, drawn whole, and still answers.
        try h.waitFor("the pager again") { $0.contains { $0.hasPrefix("plain ASCII:") } && $0.contains { $0.contains("sample.txt") } }
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }
}
