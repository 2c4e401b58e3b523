import Foundation
import LoupeCore
import Testing

/// A demo file's absolute path.
private func demoFile(_ name: String) -> String {
    TmuxHarness.packageRoot.appendingPathComponent("demo/\(name)").path
}

/// The status bar is the last row; the pager is up when it names the file.
private func pagerReady(_ title: String) -> ([String]) -> Bool {
    { screen in screen.contains { $0.contains(title) && $0.contains("lines") } }
}

/// The column range of the loupe's top edge (`╭...╮`) on any row, with its row (in screen
/// columns: the row may hold wide characters left of the lens).
private func loupeTop(_ screen: [String]) -> (row: Int, left: Int, right: Int)? {
    for (r, line) in screen.enumerated() {
        let chars = Array(line)
        guard let l = chars.firstIndex(of: "╭"), let rr = chars.lastIndex(of: "╮"), rr > l else { continue }
        func column(_ i: Int) -> Int { GraphemeWidth.width(ofText: String(chars[..<i])) }
        return (r, column(l), column(rr))
    }
    return nil
}

/// A wheel-free SGR code: left button press 0, drag 32; alt adds 8.
private func press(_ c: Int, _ r: Int, alt: Bool = false) -> String { TmuxHarness.sgr(alt ? 8 : 0, c, r) }
private func drag(_ c: Int, _ r: Int, alt: Bool = false) -> String { TmuxHarness.sgr(alt ? 40 : 32, c, r) }
private func release(_ c: Int, _ r: Int, alt: Bool = false) -> String { TmuxHarness.sgr(alt ? 8 : 0, c, r, release: true) }

@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct ViewerEndToEndTests {
    static let sample = demoFile("sample.txt")

    func view(_ file: String = ViewerEndToEndTests.sample, columns: Int = 120, rows: Int = 40, options: String = "") throws -> TmuxHarness {
        try TmuxHarness(columns: columns, rows: rows, command: "view", arguments: "\(options) \(file)",
                        isReady: pagerReady(URL(fileURLWithPath: file).lastPathComponent))
    }

    /// A long drag over wide characters on a wide screen: the loupe's panels change size as
    /// it goes (their windows are reused, not deleted), and nothing of them is left behind:
    /// the rows the loupe never covered stay as they were, and once it has gone the text is
    /// the first frame's.
    @Test func aLongDragOverWideCharactersLeavesNoPieceOfTheLoupe() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("drag-wide-\(getpid()).txt")
        let line = { (i: Int) in "\(i) lorem 日本語 ipsum 👍 dolor sit amet, consectetur adipiscing elit 漢字 sed do eiusmod tempor" }
        try (0..<120).map { line($0) + " " + line($0) }.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let h = try view(file.path, columns: 200, rows: 50)
        let first = try h.screen()
        var bytes = press(20, 20)
        for i in 0..<150 { bytes += drag(21 + i, 20 + i / 60) }
        try h.send(bytes)
        let during = try h.waitFor("the loupe over the last drag") { s in loupeTop(s).map { abs(($0.left + $0.right) / 2 - 170) <= 2 } ?? false }
        #expect(Array(during[30..<49]) == Array(first[30..<49]), "rows under the selection, never under the loupe, are as they were")
        try h.send(release(170, 22))
        try h.send("\u{1B}")
        let after = try h.waitFor("the loupe gone") { s in loupeTop(s) == nil && !s.contains { $0.contains("╰") } }
        #expect(Array(after[0..<49]) == Array(first[0..<49]), "the text as the first frame showed it")
    }

    @Test func dragSelectsWithTheLoupeAboveThePointerThatFollowsAndLeaves() throws {
        let h = try view()
        // Row 10 (zero-based) is "A long line that keeps going past the edge of a narrow screen...".
        try h.send(press(30, 10) + drag(40, 10))
        // It slides in and trails the pointer by a few frames: wait until it has settled on it.
        var screen = try h.waitFor("the loupe centred on the pointer") { s in
            loupeTop(s).map { abs(($0.left + $0.right) / 2 - 40) <= 1 } ?? false
        }
        // At rest its 5 rows (frame, the focus line's 3 rows at k=3, frame) end at row 8: one row of gap above the focus row 10.
        // ncurses sends a frame in several writes (one per cursor jump): a capture may fall between them.
        screen = try h.waitFor("the loupe at rest above the focus line, drawn whole") {
            loupeTop($0)?.row == 4 && $0.count > 8 && $0[8].contains("╰")
        }
        let rest = try #require(loupeTop(screen))
        #expect(screen[8].contains("╰"), "the lens's bottom edge is on row 8")
        let blocks: Set<Character> = ["▌", "▐", "█", "▘", "▝", "▖", "▗", "▀", "▄", "▚", "▞", "▙", "▛", "▜", "▟"]
        #expect(screen[(rest.row + 1)..<8].contains { $0.contains { blocks.contains($0) } }, "the lens shows block-glyph text")
        try h.send(drag(70, 10))
        screen = try h.waitFor("the loupe to follow") { s in loupeTop(s).map { abs(($0.left + $0.right) / 2 - 70) <= 1 } ?? false }
        try h.send(release(75, 10))
        // The lens leaves; the edit menu's capsule (the same look) comes over the selection.
        screen = try h.waitFor("the loupe to leave and the menu to show") { s in
            s.contains { $0.contains("│ Copy │") } && !s.contains { $0.contains { blocks.contains($0) } }
        }
        #expect(screen.contains { $0.contains("copied 46 characters") })
        #expect(try h.run(["show-buffer"]) == "ast the edge of a narrow screen so that it sof")
    }

    @Test("G on a big file: the last line, numbered right, whether the background index is done or not", arguments: [0.0, 1.0])
    func goToEndOfABigFile(_ wait: Double) throws {
        let path = NSTemporaryDirectory() + "loupe-big-\(UInt32.random(in: 0...UInt32.max)).txt"
        let text = (0..<300_000).map { "line \($0) \(String(repeating: "x", count: $0 % 23))" }.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let h = try view(path, columns: 80, rows: 12)
        if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }  // the background index finishes first
        try h.send("G")
        let screen = try h.waitFor("the end of the file") { $0.contains { $0.hasPrefix("line 299999 ") } }
        #expect(screen.contains { $0.contains("of 300000") }, "\(screen)")
        let rows = screen.filter { $0.hasPrefix("line ") }
        #expect(rows.count == 11 && rows.first == "line 299989", "\(rows)")
    }

    @Test func doubleClickSelectsAWordAndTripleClickALine() throws {
        let h = try view()
        // Row 2: "plain ASCII: The quick brown fox jumps over the lazy dog."; "quick" starts at column 17.
        try h.send(press(19, 2) + release(19, 2) + press(19, 2) + release(19, 2))
        try h.waitFor("the copy") { $0.contains { $0.contains("copied 5 characters") } }
        #expect(try h.run(["show-buffer"]) == "quick")
        usleep(400_000) // past the click interval: a new sequence
        try h.send(press(19, 2) + release(19, 2) + press(19, 2) + release(19, 2) + press(19, 2) + release(19, 2))
        try h.waitFor("the line copy") { $0.contains { $0.contains("copied 57 characters") } }
        #expect(try h.run(["show-buffer"]) == "plain ASCII: The quick brown fox jumps over the lazy dog.")
        usleep(400_000)
        // A URL is one word.
        try h.send(press(60, 6) + release(60, 6) + press(60, 6) + release(60, 6))
        try h.waitFor("the URL copy") { $0.contains { $0.contains("copied 27 characters") } }
        #expect(try h.run(["show-buffer"]) == "https://example.com/a?b=c#d")
    }

    /// A configuration file's smart-selection rule and selection colour are what a double-click
    /// in the pager does and shows.
    @Test func theConfigurationFilesRulesAndColoursApply() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-e2e-\(getpid())-rules.toml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let colours = "selection-background = \"#264f78\"\nselection-foreground = \"white\"\n"
        try ("[[selection.rules]]\nname = \"phrase\"\npattern = '(?:^|\\W)(brown fox jumps)(?!\\w)'\ngroup = 1\n\n"
             // tmux answers no OSC 11: the file says which background the terminal has.
             + "[colors]\nbackground = \"dark\"\n\n"
             + "[colors.dark]\n" + colours + "\n[colors.light]\n" + colours).write(toFile: path, atomically: true, encoding: .utf8)
        // In colour even where the test runner sets NO_COLOR.
        let h = try TmuxHarness(columns: 120, rows: 40, command: "view", arguments: "--config \(path) \(Self.sample)", environment: "NO_COLOR=",
                                isReady: pagerReady("sample.txt"))
        // Row 2: "plain ASCII: The quick brown fox jumps over the lazy dog."; "fox" is at columns 29-31.
        try h.send(press(30, 2) + release(30, 2) + press(30, 2) + release(30, 2))
        try h.waitFor("the copy") { $0.contains { $0.contains("copied 15 characters") } }
        #expect(try h.run(["show-buffer"]) == "brown fox jumps")
        // The selection is drawn in the chosen colours (256 colours here: 24 is #005f87), not reverse video.
        let styled = try h.run(["capture-pane", "-p", "-e"]).components(separatedBy: "\n")[2]
        #expect(styled.contains("\u{1b}[37m\u{1b}[48;5;24mbrown fox jumps\u{1b}[39m\u{1b}[49m over"), "\(styled.debugDescription)")
        #expect(!styled.contains("\u{1b}[7m"), "no reverse video: \(styled.debugDescription)")
    }

    @Test func altDragSelectsABlockWithWideCharactersWhole() throws {
        let h = try view()
        try h.send(press(0, 2, alt: true) + drag(2, 3, alt: true) + drag(4, 4, alt: true) + release(4, 4, alt: true))
        try h.waitFor("the block copy") { $0.contains { $0.contains("copied") } }
        #expect(try h.run(["show-buffer"]) == "plain\nred g\n日本語")
    }

    /// With tmux's `set-clipboard on`, a copy used to make two buffers: one from the OSC 52 that tmux
    /// took in, one from `load-buffer`. Inside tmux the copy goes through tmux alone (which sets
    /// the outer clipboard itself, as its copy mode does).
    @Test(arguments: ["on", "external"])
    func oneCopyMakesOneTmuxBuffer(_ setClipboard: String) throws {
        let h = try view()
        try h.run(["set", "-s", "set-clipboard", setClipboard])
        try h.send(press(30, 10) + drag(40, 10) + release(40, 10))
        _ = try h.waitFor("the copy") { $0.contains { $0.contains("copied 11 characters") } }
        usleep(300_000)  // a second buffer, if any, would come by now
        let buffers = try h.run(["list-buffers", "-F", "#{buffer_name}"]).split(separator: "\n")
        #expect(buffers.count == 1, "set-clipboard \(setClipboard): \(buffers)")
        #expect(try h.run(["show-buffer"]) == "ast the edg")
    }

    /// A drag along the first or last text row selects that row's text and does not scroll
    /// (it used to scroll under the pointer and copy rows the drag never touched).
    @Test(arguments: [0, 10])
    func aDragAlongAnEdgeRowSelectsItsTextWithoutScrolling(_ row: Int) throws {
        let h = try view(demoFile("long.txt"), columns: 80, rows: 12)
        try h.send(" ")  // one page down: the view can scroll both ways
        let before = try h.waitFor("the second page") { $0.count > 11 && $0[11].contains("lines 10-20") }
        let text = before[row]
        try h.send(press(0, row))
        for column in stride(from: 2, through: 20, by: 2) {
            try h.send(drag(column, row))
            usleep(40_000)  // moving all along: never resting for the 300 ms that starts a scroll
        }
        try h.send(release(20, row))
        let after = try h.waitFor("the copy") { $0.count > 11 && $0[11].contains("copied") }
        #expect(after[11].contains("lines 10-20"), "the view did not move: \(after[11])")
        let copied = try h.run(["show-buffer"])
        #expect(copied == String(text.prefix(21)).replacingOccurrences(of: " +$", with: "", options: .regularExpression),
                "row \(row): \(copied.debugDescription)")
    }

    @Test func draggingToTheBottomEdgeScrolls() throws {
        let h = try view(demoFile("long.txt"), columns: 100, rows: 20)
        try h.send(press(2, 3) + drag(2, 10) + drag(2, 18))
        // The status bar reads "long.txt · lines FIRST-LAST of 300": wait until the view has moved 20 lines.
        try h.waitFor("auto-scroll", timeout: 8) { s in
            s.contains { line in
                guard let r = line.range(of: "lines ") else { return false }
                return Int(line[r.upperBound...].prefix { $0.isNumber }).map { $0 > 20 } ?? false
            }
        }
        try h.send(release(2, 18))
        try h.waitFor("the copy") { $0.contains { $0.contains("copied") } }
        let text = try h.run(["show-buffer"])
        #expect(text.split(separator: "\n").count > 30, "the selection grew with the scrolling")
        #expect(text.hasPrefix("02  05:26:14"), "it starts where the press was: \(text.prefix(20))")
    }

    @Test func aResizeDuringADragKeepsTheSelection() throws {
        let h = try view()
        try h.send(press(10, 9) + drag(16, 9))
        try h.waitFor("the loupe") { loupeTop($0) != nil }
        try h.run(["resize-window", "-x", "90", "-y", "30"])
        try h.waitForDisplay("#{pane_height}", equal: "30")
        try h.send(drag(20, 9) + release(20, 9))
        try h.waitFor("the copy") { $0.contains { $0.contains("copied") } }
        #expect(try h.run(["show-buffer"]) == "bell␇ null␀")
    }

    @Test func quitAndSIGTERMRestoreTheTerminal() throws {
        let h = try view()
        try h.send("q")
        #expect(try h.exitStatus() == 0)
        try expectRestored(h)
        let t = try view()
        // The mouse goes on just after the first frame: the signal must come once it is on, for
        // its switching off to be seen (a signal in between, under load, found nothing to undo).
        try t.waitForDisplay("#{mouse_any_flag}", equal: "1")
        kill(try t.pid(), SIGTERM)
        #expect(try t.exitStatus() != 0)
        try expectRestored(t)
    }

    @Test func zoomWithTheSpreadTierIsRefusedNotIgnored() throws {
        let r = try LoupeBinary.run(["view", "--zoom", "4", "--loupe-tier", "spread", ViewerEndToEndTests.sample])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--zoom has no effect with --loupe-tier spread"), "\(r.stderr)")
        let help = try LoupeBinary.run(["view", "--help"])
        #expect(help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("Not with --loupe-tier spread"))
        // The zoom and the tier from different layers: refused too, naming both.
        let mixed = try LoupeBinary.run(["view", "--no-config", "--zoom", "4", ViewerEndToEndTests.sample], environment: ["LOUPE_TIER": "spread"])
        #expect(mixed.status != 0)
        #expect(mixed.stderr.contains("--zoom has no effect with the spread tier (LOUPE_TIER)"), "\(mixed.stderr)")
    }

    @Test func zoomTwoIsNotOfferedAndTheHelpSaysWhy() throws {
        let r = try LoupeBinary.run(["view", "--zoom", "2", ViewerEndToEndTests.sample])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--zoom must be 3 or 4, got 2 (2x is not offered: a letter gets 4x6 pixels of block glyphs at best, too few to read)"),
                "\(r.stderr)")
        let help = try LoupeBinary.run(["view", "--help"])
        #expect(help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("3 (the default) or 4 (2x is not offered"))
    }

    @Test func aMissingFileIsOneLine() throws {
        let h = try TmuxHarness(command: "view", arguments: "/no/such/file", waitForFrame: false)
        #expect(try h.exitStatus() == 1)
        #expect(h.stderr().contains("no such file"))
        #expect(try h.display("#{alternate_on}") == "0")
    }
}

@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct PickerEndToEndTests {
    func pick(_ arguments: String) throws -> TmuxHarness {
        try TmuxHarness(command: "pick", arguments: arguments, captureStdout: true, isReady: pagerReady("drag to pick"))
    }

    @Test func aDragPrintsExactlyTheSelectionAndExitsZero() throws {
        let h = try pick(ViewerEndToEndTests.sample)
        try h.send(press(13, 2) + drag(18, 2) + drag(21, 2) + release(21, 2))
        #expect(try h.exitStatus() == 0)
        #expect(h.stdout() == "The quick")
        try expectRestored(h)
    }

    @Test func standardInputCarriesTheTextLikeGitLogDoes() throws {
        // As in `git log | loupe pick | xargs git show`: the text comes on stdin, the mouse from the terminal.
        let h = try pick("< \(ViewerEndToEndTests.sample)")
        try h.send(press(55, 7) + release(55, 7) + press(55, 7) + release(55, 7))
        #expect(try h.exitStatus() == 0)
        #expect(h.stdout() == "9f3c2a71e0b4", "a double click on a hash picks the hash")
    }

    @Test func aTripleClickPicksTheLineTabsIncluded() throws {
        let h = try pick(ViewerEndToEndTests.sample)
        let click = press(9, 8) + release(9, 8)
        // The double click must not end the pick before the third click comes (it used to print "one").
        try h.send(click + click + click)
        #expect(try h.exitStatus() == 0)
        #expect(h.stdout() == "tabs:\tone\ttwo\tthree")
    }

    @Test(arguments: ["\u{1B}", "q", "\u{03}"])
    func escQAndCtrlCPrintNothingAndExit130(_ key: String) throws {
        let h = try pick(ViewerEndToEndTests.sample)
        // In the middle of a drag (the button still held), the key cancels.
        try h.send(press(13, 2) + drag(18, 2))
        try h.waitFor("the loupe") { loupeTop($0) != nil }
        try h.send(key)
        #expect(try h.exitStatus() == 130)
        #expect(h.stdout().isEmpty)
        try expectRestored(h)
    }
}

@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct RecordInputEndToEndTests {
    /// `loupe view --record-input` writes a demo script that `loupe demo` replays to the same selection.
    @Test func aLiveSessionReplaysAsADemo() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-recorded-\(getpid()).demo").path
        defer { try? FileManager.default.removeItem(atPath: script) }
        let h = try TmuxHarness(command: "view", arguments: "--record-input \(script) --zoom 4 \(ViewerEndToEndTests.sample)",
                                isReady: { $0.contains { $0.contains("sample.txt") && $0.contains("lines") } })
        try h.send(press(13, 2) + drag(16, 2))
        usleep(100_000)
        try h.send(drag(21, 2) + release(21, 2))
        try h.waitFor("the copy") { $0.contains { $0.contains("copied 9 characters") } }
        try h.send("q")
        #expect(try h.exitStatus() == 0)
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains("Set Zoom 4"))
        #expect(text.contains("Press"), "\(text)")
        // Replaying it headless gives the same selection: a check line before the final q proves it.
        let checked = text.replacingOccurrences(of: "Key q\n", with: "Expect Selection \"The quick\"\nKey q\n")
        #expect(checked != text)
        try checked.write(toFile: script, atomically: true, encoding: .utf8)
        let replay = try LoupeBinary.run(["demo", script, "--check"])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)\n\(text)")
    }
}
