import Foundation
import Testing

private let esc = "\u{1B}"

/// Index of the last occurrence of `needle` in `text`, as a character offset (nil if absent).
private func lastIndex(of needle: String, in text: String) -> String.Index? {
    text.range(of: needle, options: .backwards)?.lowerBound
}

/// The terminal was put back: tmux sees no mouse mode, the normal screen, a visible cursor, and the
/// last things written turned the modes off after the last time they were turned on.
func expectRestored(_ h: TmuxHarness, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try h.waitForDisplay("#{mouse_any_flag}", equal: "0")
    #expect(try h.display("#{alternate_on}") == "0", sourceLocation: sourceLocation)
    #expect(try h.display("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
    #expect(try h.display("#{mouse_sgr_flag}") == "0", sourceLocation: sourceLocation)
    // pipe-pane copies the pane's output through a process of its own: the last bytes may reach
    // the file a moment after the program is gone (this flaked in CI), so wait for them.
    try? h.waitForWritten("the modes switched off") { w in
        guard let on = lastIndex(of: "\(esc)[?1002h", in: w), let off = lastIndex(of: "\(esc)[?1049l", in: w) else { return false }
        return off > on
    }
    let w = h.written()
    let on = try #require(lastIndex(of: "\(esc)[?1002h", in: w), sourceLocation: sourceLocation)
    for off in ["\(esc)[?1002l", "\(esc)[?1006l", "\(esc)[?1003l", "\(esc)[?1016l", "\(esc)[?1049l"] {
        let i = try #require(lastIndex(of: off, in: w), "\(off.debugDescription) never written", sourceLocation: sourceLocation)
        #expect(i > on, "\(off.debugDescription) not after the last ?1002h", sourceLocation: sourceLocation)
    }
}

/// The numbered log line for an event text, e.g. "press left 9,4".
private func logLines(_ screen: [String]) -> [String] {
    screen.compactMap { line in
        guard line.hasPrefix("#"), let space = line.firstIndex(of: " ") else { return nil }
        return String(line[line.index(after: space)...]).trimmingCharacters(in: .whitespaces)
    }
}

/// Whether a log line is one of the terminal's reports at start-up (size, background, the drawing probe's answers).
private func isStartupReport(_ line: String) -> Bool {
    ["resize", "background", "sextant advance", "version", "font", "whole clusters"].contains { line.hasPrefix($0 + " ") }
}

@Suite(.serialized, .enabled(if: TmuxHarness.available, "\(TmuxHarness.skipReason)"))
struct TerminalEndToEndTests {
    @Test func spawnedServersInheritNoDescriptors() {
        #expect(TmuxHarness.addCloseFrom != nil, "glibc 2.34+ has posix_spawn_file_actions_addclosefrom_np")
    }

    @Test func dragEventsInOneWriteArriveUnmerged() throws {
        let h = try TmuxHarness()
        let burst = TmuxHarness.sgr(0, 9, 4) + TmuxHarness.sgr(32, 10, 4) + TmuxHarness.sgr(32, 11, 5)
            + TmuxHarness.sgr(32, 12, 5) + TmuxHarness.sgr(0, 12, 5, release: true)
        try h.send(burst)
        let screen = try h.waitFor("the release") { logLines($0).contains("release left 12,5") }
        let events = logLines(screen).filter { !isStartupReport($0) }
        #expect(events == ["press left 9,4", "drag left 10,4", "drag left 11,5", "drag left 12,5", "release left 12,5"])
    }

    /// Focus reports (mode 1004, switched on with the mouse) reach the program as events, in order with the mouse.
    @Test func focusReportsArriveAsEvents() throws {
        let h = try TmuxHarness()
        try h.waitForWritten("focus reporting asked for") { $0.contains("\(esc)[?1004h") }
        try h.send("\(esc)[O" + TmuxHarness.sgr(0, 9, 4) + TmuxHarness.sgr(0, 9, 4, release: true) + "\(esc)[I")
        let screen = try h.waitFor("the focus back") { s in logLines(s).contains("focus in") && !s.contains { $0.contains("┌") } }
        #expect(logLines(screen).filter { !isStartupReport($0) }
                == ["focus out", "press left 9,4", "release left 9,4", "focus in"])
        try h.send("q")
        _ = try h.exitStatus()
        try? h.waitForWritten("focus reporting switched off") { w in
            guard let on = lastIndex(of: "\(esc)[?1004h", in: w), let off = lastIndex(of: "\(esc)[?1004l", in: w) else { return false }
            return off > on
        }
        let w = h.written()
        let on = try #require(w.range(of: "\(esc)[?1004h", options: .backwards)?.lowerBound)
        let off = try #require(w.range(of: "\(esc)[?1004l", options: .backwards)?.lowerBound, "focus reporting is switched off on exit")
        #expect(off > on)
    }

    @Test func overlayPanelFollowsThePointer() throws {
        let h = try TmuxHarness()
        try h.send(TmuxHarness.sgr(0, 60, 20))
        // Both rows are waited for: a capture may fall between the two (it flaked on a busy machine).
        var screen = try h.waitFor("the overlay at 54,16") {
            $0.count > 17 && $0[16].dropFirst(54).hasPrefix("┌──────────┐") && $0[17].dropFirst(54).hasPrefix("│")
        }
        #expect(screen[17].dropFirst(54).hasPrefix("│60,20"))
        try h.send(TmuxHarness.sgr(32, 80, 30))
        screen = try h.waitFor("the overlay at 74,26") {
            $0.count > 27 && $0[26].dropFirst(74).hasPrefix("┌──────────┐") && $0[27].dropFirst(74).hasPrefix("│")
        }
        #expect(screen[27].dropFirst(74).hasPrefix("│80,30"))
        #expect(!screen[16].contains("┌"), "the old overlay position was not repainted")
        try h.send(TmuxHarness.sgr(0, 80, 30, release: true))
        screen = try h.waitFor("the overlay gone") { s in !s.contains { $0.contains("┌") } }
        #expect(logLines(screen).contains("release left 80,30"))
    }

    @Test func columnsBeyond223() throws {
        let h = try TmuxHarness(columns: 300, rows: 20)
        try h.send(TmuxHarness.sgr(0, 259, 7) + TmuxHarness.sgr(0, 259, 7, release: true))
        let screen = try h.waitFor("the far release") { logLines($0).contains("release left 259,7") }
        #expect(logLines(screen).contains("press left 259,7"))
    }

    @Test func x10MouseBytesAreDecodedToo() throws {
        let h = try TmuxHarness()
        try h.send([0x1B, 0x5B, 0x4D, 32 + 0, 32 + 10, 32 + 5, 0x1B, 0x5B, 0x4D, 32 + 3, 32 + 10, 32 + 5])
        let screen = try h.waitFor("the X10 release") { logLines($0).contains("release left 9,4") }
        #expect(logLines(screen).contains("press left 9,4"))
    }

    @Test func keysAndWheelWithModifiers() throws {
        let h = try TmuxHarness()
        try h.send("\(esc)[1;2A" + TmuxHarness.sgr(64 + 16, 5, 5) + "x")
        let screen = try h.waitFor("the x key") { logLines($0).contains("key \"x\"") }
        let events = logLines(screen)
        #expect(events.contains("key up shift"))
        #expect(events.contains("press wheelUp 5,5 ctrl"))
    }

    @Test func loneEscapeBecomesTheEscKey() throws {
        let h = try TmuxHarness()
        try h.send([0x1B])
        try h.waitFor("the Esc key") { logLines($0).contains("key escape") }
    }

    @Test func restoredAfterQuit() throws {
        let h = try TmuxHarness()
        #expect(try h.display("#{mouse_any_flag}") == "1")
        #expect(try h.display("#{alternate_on}") == "1")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
        try expectRestored(h)
        try h.waitFor("the summary on stdout") { $0.contains { $0.hasPrefix("self-test: ") && $0.hasSuffix("events") } }
    }

    @Test func restoredAfterCtrlC() throws {
        let h = try TmuxHarness()
        try h.send([0x03])
        #expect(try h.exitStatus() == 130)
        try expectRestored(h)
    }

    @Test func restoredAfterSIGTERM() throws {
        let h = try TmuxHarness()
        try h.send(TmuxHarness.sgr(0, 30, 10))  // mid-drag
        try h.waitFor("the press") { logLines($0).contains("press left 30,10") }
        kill(try h.pid(), SIGTERM)
        #expect(try h.exitStatus() == 128 + Int(SIGTERM))
        try expectRestored(h)
    }

    @Test func restoredAfterSIGHUP() throws {
        let h = try TmuxHarness()
        try h.waitForDisplay("#{mouse_any_flag}", equal: "1")  // the modes on, so that their switching off shows
        kill(try h.pid(), SIGHUP)
        #expect(try h.exitStatus() == 128 + Int(SIGHUP))
        try expectRestored(h)
    }

    @Test func resizeMidDrag() throws {
        let h = try TmuxHarness()
        try h.send(TmuxHarness.sgr(0, 20, 10) + TmuxHarness.sgr(32, 21, 10))
        try h.waitFor("the drag") { logLines($0).contains("drag left 21,10") }
        try h.run(["resize-window", "-x", "100", "-y", "30"])
        try h.waitFor("the new size") { $0.first?.hasPrefix("self-test 100x30") == true }
        try h.send(TmuxHarness.sgr(32, 22, 11) + TmuxHarness.sgr(0, 22, 11, release: true))
        let screen = try h.waitFor("the release") { logLines($0).contains("release left 22,11") }
        let events = logLines(screen).filter { $0 != "resize 120x40" }
        #expect(events.suffix(5) == ["press left 20,10", "drag left 21,10", "resize 100x30", "drag left 22,11", "release left 22,11"])
        #expect(screen.count >= 30 && screen[29].hasPrefix("wide: "))
    }

    @Test func stopAndContinueResendsTheMouseModes() throws {
        let h = try TmuxHarness()
        let pid = try h.pid()
        let before = h.written().components(separatedBy: "\(esc)[?1002h").count
        kill(pid, SIGSTOP)
        kill(pid, SIGCONT)
        try h.waitForWritten("the modes sent again") { $0.components(separatedBy: "\(esc)[?1002h").count > before }
        try h.send(TmuxHarness.sgr(0, 100, 30))
        try h.waitFor("input after resume") { logLines($0).contains("press left 100,30") }
    }

    @Test func suspendRequestLeavesAndReentersTheScreen() throws {
        // Under `sh -c` the process group is orphaned, so the kernel discards the stop itself:
        // what can be checked is the way out (modes off, normal screen) and the way back in.
        let h = try TmuxHarness()
        let pid = try h.pid()
        let w0 = h.written().count
        kill(pid, SIGTSTP)
        try h.waitForWritten("leave and re-enter") { w in
            let tail = String(w.dropFirst(w0))
            guard let off = tail.range(of: "\(esc)[?1002l"), let on = tail.range(of: "\(esc)[?1002h", range: off.upperBound..<tail.endIndex) else { return false }
            return tail[off.upperBound..<on.lowerBound].contains("\(esc)[?1049l") || tail[off.upperBound..<on.lowerBound].contains("\(esc)[?1049h")
        }
        try h.waitForDisplay("#{mouse_any_flag}", equal: "1")
        #expect(try h.display("#{alternate_on}") == "1")
        try h.send(TmuxHarness.sgr(0, 100, 30))
        try h.waitFor("input after resume") { logLines($0).contains("press left 100,30") }
    }

    /// Ctrl-Z is the program's decision (a `.suspend` effect), carried out by the backend: the
    /// screen is left and entered again, as with SIGTSTP from outside.
    @Test func ctrlZKeySuspendsThroughTheProgram() throws {
        let h = try TmuxHarness(command: "view", arguments: ViewerEndToEndTestsSample.path) { s in
            s.contains { $0.contains("drag to copy") }
        }
        let w0 = h.written().count
        try h.send("\u{1A}")
        try h.waitForWritten("leave and re-enter") { w in
            let tail = String(w.dropFirst(w0))
            guard let off = tail.range(of: "\(esc)[?1002l"), let on = tail.range(of: "\(esc)[?1002h", range: off.upperBound..<tail.endIndex) else { return false }
            return tail[off.upperBound..<on.lowerBound].contains("\(esc)[?1049l") || tail[off.upperBound..<on.lowerBound].contains("\(esc)[?1049h")
        }
        try h.waitForDisplay("#{mouse_any_flag}", equal: "1")
        try h.send("q")
        #expect(try h.exitStatus() == 0)
    }

    @Test func hoverTrackingSwitchesAnyMotionMode() throws {
        let h = try TmuxHarness()
        #expect(try h.display("#{mouse_all_flag}") == "0")
        try h.send("h")
        try h.waitForDisplay("#{mouse_all_flag}", equal: "1")
        try h.send(TmuxHarness.sgr(35, 40, 12))
        try h.waitFor("the move") { logLines($0).contains("move none 40,12") }
        try h.send("h")
        try h.waitForDisplay("#{mouse_all_flag}", equal: "0")
        #expect(try h.display("#{mouse_button_flag}") == "1")
    }

    @Test func ticksArriveAtTheModelsDeadlines() throws {
        let h = try TmuxHarness()
        try h.send("t")
        let screen = try h.waitFor("three ticks") { logLines($0).contains("tick 3") }
        #expect(logLines(screen).suffix(4) == ["key \"t\"", "tick 1", "tick 2", "tick 3"])
    }

    @Test func copyGoesToOSC52AndTheCopyCommand() throws {
        let h = try TmuxHarness(arguments: "--copy-command \"cat > {dir}/copied\"")
        try h.send(TmuxHarness.sgr(0, 100, 30) + TmuxHarness.sgr(0, 100, 30, release: true))
        try h.waitFor("the release") { logLines($0).contains("release left 100,30") }
        try h.send("c")
        let base64 = Data("release left 100,30".utf8).base64EncodedString()
        try h.waitForWritten("OSC 52") { $0.contains("\(esc)]52;c;\(base64)\u{07}") }
        let copied = h.dir.appendingPathComponent("copied")
        let end = Date().addingTimeInterval(5)
        while Date() < end, (try? String(contentsOf: copied, encoding: .utf8)) != "release left 100,30" { usleep(30_000) }
        #expect((try? String(contentsOf: copied, encoding: .utf8)) == "release left 100,30")
        // Inside tmux ($TMUX is set in the pane) the text also lands in tmux's paste buffer.
        #expect(try h.run(["show-buffer"]) == "release left 100,30")
        try h.send("q")
        _ = try h.exitStatus()
    }

    @Test func sgrPixelsAfterTheTerminalConfirmsMode1016() throws {
        // tmux has no SGR-Pixels, so this plays the terminal's part: the replies are typed in.
        let h = try TmuxHarness()
        try h.send("\(esc)[6;20;10t\(esc)[?1016;2$y")  // cell 10x20 pixels; 1016 exists (reset)
        try h.waitForWritten("1016 switched on and asked again") { $0.contains("\(esc)[?1016h\(esc)[?1016$p") }
        try h.send("\(esc)[?1016;1$y" + "\(esc)[<0;1005;611M")  // confirmed; then a press at pixel 1004,610
        let screen = try h.waitFor("the pixel press") { logLines($0).contains { $0.hasPrefix("press left 100,30") } }
        #expect(logLines(screen).contains("press left 100,30 @40,50"))
        try h.send("q")
        _ = try h.exitStatus()
        try expectRestored(h)
    }

    @Test func wideAndCombiningTextKeepsItsColumns() throws {
        let h = try TmuxHarness()
        let screen = try h.screen()
        // tmux draws whole clusters: the flag and the family are written whole in their cells.
        #expect(screen[39].trimmingCharacters(in: .whitespaces) == "wide: 世界 e\u{301} \u{1F1EB}\u{1F1F7} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} end")
    }

    @Test func restoredAfterACrash() throws {
        let h = try TmuxHarness(arguments: "--crash-key")
        try h.send(TmuxHarness.sgr(0, 30, 10))
        try h.waitFor("the press") { logLines($0).contains("press left 30,10") }
        try h.send("!")
        let status = try h.exitStatus()
        #expect(status == 128 + Int(SIGILL) || status == 128 + Int(SIGTRAP), "status \(status)")
        try expectRestored(h)
    }

    @Test func tooSmallTerminalIsOneLineAndNoDamage() throws {
        let h = try TmuxHarness(columns: 15, rows: 4, waitForFrame: false)
        #expect(try h.exitStatus() == 1)
        let err = h.stderr().trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(err.contains("too small") && !err.contains("\n"), "\(err)")
        #expect(try h.display("#{alternate_on}") == "0")
        #expect(try h.display("#{mouse_any_flag}") == "0")
    }

    @Test func unknownTermIsOneLine() throws {
        let h = try TmuxHarness(environment: "TERM=no-such-terminal", waitForFrame: false)
        #expect(try h.exitStatus() == 1)
        let err = h.stderr().trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(err.contains("unknown terminal type TERM=no-such-terminal") && !err.contains("\n"), "\(err)")
    }
}

/// Failures that need no terminal at all.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: TmuxHarness.loupe), "needs .build/debug/loupe (run `swift build` first)"))
struct TerminalStartupErrorTests {
    /// Runs `setsid -w loupe terminal-self-test` (no controlling terminal) with an environment;
    /// returns its exit status and standard error. posix_spawn + waitpid, like the harness.
    private func runLoupe(_ env: [String: String]) throws -> (Int32, String) {
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-startup-\(UInt32.random(in: 0...UInt32.max))").path
        defer { unlink(errPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ["/usr/bin/setsid", "-w", TmuxHarness.loupe, "terminal-self-test"]
        var cargs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        var cenv: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for a in cargs + cenv { free(a) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, argv[0], &actions, nil, &cargs, &cenv) == 0 else { throw HarnessError.timeout("setsid", "spawn failed") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return ((status >> 8) & 0xFF, err.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func dumbTerm() throws {
        let (status, err) = try runLoupe(["TERM": "dumb", "LANG": "C.UTF-8"])
        #expect(status == 1)
        #expect(err.contains("TERM is \"dumb\"") && !err.contains("\n"), "\(err)")
    }

    @Test func noTerm() throws {
        let (status, err) = try runLoupe(["LANG": "C.UTF-8"])
        #expect(status == 1)
        #expect(err.contains("TERM is not set") && !err.contains("\n"), "\(err)")
    }

    @Test func noTerminal() throws {
        let (status, err) = try runLoupe(["TERM": "xterm-256color", "LANG": "C.UTF-8"])
        #expect(status == 1)
        #expect(err.contains("no terminal to draw on") && !err.contains("\n"), "\(err)")
    }
}

/// The sample text the pager tests show.
enum ViewerEndToEndTestsSample {
    static let path = LoupeBinary.packageRoot.appendingPathComponent("demo/sample.txt").path
}
