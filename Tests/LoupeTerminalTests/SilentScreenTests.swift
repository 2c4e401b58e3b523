import CNCursesW
import Glibc
import LoupeCore
import LoupeRuntime
@testable import LoupeTerminal
import Testing

/// The screen made silently (`TerminalSession.SilentScreen`, the first half of `TerminalOpening`):
/// ncurses makes its screen only once the step before it has returned (`TerminalOpening` waits
/// there for the calling thread to set the locale's character type, which ncurses reads then).
extension FrameRendererTests {
    @Test func aSilentScreenIsMadeOnlyOnceTheStepBeforeItHasReturned() throws {
        try HeadlessScreen.exclusively { try silentScreenAfterItsStepAlone() }
    }

    func silentScreenAfterItsStepAlone() throws {
        guard let pty = PseudoTerminal() else { return }
        final class Step: @unchecked Sendable {  // written by the step before `reached`, read after it
            var termBefore: UnsafeMutablePointer<TERMINAL>?
            let reached = Completion<Bool>(), release = Completion<Bool>(), made = Completion<Bool>()
            var screen: TerminalSession.SilentScreen?
        }
        let step = Step(), ttyPath = pty.name
        BackgroundThread.run {
            step.screen = try? TerminalSession.SilentScreen(environment: ["TERM": "xterm-256color"], ttyPath: ttyPath, beforeScreen: {
                step.termBefore = loupe_cur_term()
                step.reached.complete(true)
                _ = step.release.wait()
            })
            step.made.complete(true)
        }
        _ = step.reached.wait()
        usleep(20_000)
        #expect(step.made.value == nil, "the screen waits for its step")
        step.release.complete(true)
        _ = step.made.wait()
        let screen = try #require(step.screen)
        defer { screen.abandon() }
        #expect(loupe_cur_term() != nil && loupe_cur_term() != step.termBefore, "ncurses made the terminal's entry after the step, not before it")
        #expect(pty.read().isEmpty, "nothing was written to the terminal")
    }
}

/// A session's start (`TerminalSession.init` on a screen made silently) sends the screen's set-up
/// once: the alternate screen entered, never left and entered again (ncurses' suspension, which
/// ends its first state, is not sent); its first update draws the screen from scratch. It keeps
/// those bytes until it next writes (the first frame's): they go out first then, in the same write.
extension FrameRendererTests {
    @Test func aSessionEntersTheAlternateScreenOnceAndNeverLeavesItAtItsStart() throws {
        try HeadlessScreen.exclusively { try alternateScreenOnceAlone() }
    }

    func alternateScreenOnceAlone() throws {
        guard let pty = PseudoTerminal() else { return }
        let session = try TerminalSession(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name)
        #expect(pty.read().isEmpty, "kept until the next write")
        session.writeRaw("first")
        let written = pty.read()
        #expect(written.hasSuffix("first"), "the kept bytes, then the write's: \(written.debugDescription)")
        let start = String(written.dropLast("first".count))
        session.writeRaw("second")
        #expect(pty.read() == "second", "kept bytes go out once")
        // Its first update draws the screen whole (so the default colours' pair was made without
        // a pass over every cell ncurses believed shown).
        #expect(loupe_curscr().map { is_cleared($0) } == true, "the first update draws from scratch")
        session.close()
        func count(_ part: String) -> Int { start.components(separatedBy: part).count - 1 }
        #expect(count("\u{1B}[?1049h") == 1, "entered once: \(start.debugDescription)")
        #expect(count("\u{1B}[?1049l") == 0, "never left: \(start.debugDescription)")
        #expect(start.contains("\u{1B}[H\u{1B}[2J"), "the screen cleared: \(start.debugDescription)")
        #expect(start.contains("\u{1B}[?25l"), "the cursor hidden: \(start.debugDescription)")
        #expect(pty.read().contains("\u{1B}[?1049l"), "left at the close")
    }
}

/// ncurses' screen is made at the terminfo entry's size (80x24 for xterm's), not the terminal's:
/// its windows of the terminal's size are made after the first frame's bytes are out. The session
/// says the terminal's size all along, and gives it to the screen (`fitScreen`, a resize, a resume).
extension FrameRendererTests {
    @Test func ncursesScreenIsMadeAtTheEntrysSizeAndFittedToTheTerminalsLater() throws {
        try HeadlessScreen.exclusively { try madeSmallThenFittedAlone() }
    }

    func madeSmallThenFittedAlone() throws {
        guard let pty = PseudoTerminal() else { return }
        pty.resize(columns: 200, rows: 60)
        let session = try TerminalSession(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name)
        defer { session.close() }
        let window = session.standardScreen
        func ncursesSize() -> GridSize { GridSize(columns: Int(loupe_getmaxx(window)), rows: Int(loupe_getmaxy(window))) }
        #expect(ncursesSize() == GridSize(columns: 80, rows: 24), "made at the entry's size")
        #expect(session.size == GridSize(columns: 200, rows: 60), "the session says the terminal's")
        session.sendPendingOutput()
        #expect(pty.read().contains("\u{1B}[1;24r"), "ncurses set the scrolling region of its 24 rows")
        session.fitScreen()
        #expect(ncursesSize() == GridSize(columns: 200, rows: 60))
        #expect(session.size == GridSize(columns: 200, rows: 60))
        #expect(pty.read().hasSuffix("\u{1B}[1;60r"), "the scrolling region set for all 60 rows")

        // Resized: both follow the kernel's size.
        pty.resize(columns: 150, rows: 40)
        #expect(session.resize() == GridSize(columns: 150, rows: 40))
        #expect(ncursesSize() == GridSize(columns: 150, rows: 40))

        // Resized while away (an editor ran, or the program was stopped): the resume finds the new size.
        endwin()
        pty.resize(columns: 90, rows: 33)
        session.resume()
        #expect(ncursesSize() == GridSize(columns: 90, rows: 33), "ncurses no longer asks the kernel itself")
        #expect(session.size == GridSize(columns: 90, rows: 33))
    }

    /// A screen made silently on a terminal too small for the entry's size: the session says the
    /// terminal's, and refuses it when under the minimum, as before.
    @Test func aSessionOnASmallTerminalSaysItsSizeAndRefusesOneTooSmall() throws {
        try HeadlessScreen.exclusively {
            guard let pty = PseudoTerminal() else { return }
            pty.resize(columns: 34, rows: 8)
            let session = try TerminalSession(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name)
            #expect(session.size == GridSize(columns: 34, rows: 8))
            session.fitScreen()
            #expect(loupe_getmaxx(session.standardScreen) == 34 && loupe_getmaxy(session.standardScreen) == 8)
            session.close()
            pty.resize(columns: 15, rows: 4)
            #expect(throws: TerminalError.self) {
                try TerminalSession(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name)
            }
        }
    }

    /// The entry's size is this screen's choice alone: the next screen made takes the terminal's.
    @Test func theNextScreenMadeTakesTheTerminalsSizeAgain() throws {
        try HeadlessScreen.exclusively {
            guard let first = PseudoTerminal(), let second = PseudoTerminal() else { return }
            first.resize(columns: 200, rows: 60)
            second.resize(columns: 100, rows: 30)
            let made = try TerminalSession.SilentScreen(environment: ["TERM": "xterm-256color"], ttyPath: first.name)
            #expect(made.terminalSize == GridSize(columns: 200, rows: 60))
            #expect(loupe_getmaxx(made.window) == 80)
            made.abandon()
            let out = try #require(fopen(second.name, "w")), inp = try #require(fopen(second.name, "r"))
            let screen = try #require(newterm("xterm-256color", out, inp))
            let std = try #require(loupe_stdscr())
            let took = GridSize(columns: Int(loupe_getmaxx(std)), rows: Int(loupe_getmaxy(std)))
            #expect(took == GridSize(columns: 100, rows: 30), "the next screen took \(took)")
            endwin()
            delscreen(screen)
            fclose(out)
            fclose(inp)
        }
    }

    /// LINES and COLUMNS in the environment come before the kernel's size, as ncurses takes them.
    @Test func theTerminalsSizeIsTheOneNcursesTakes() {
        let kernel = GridSize(columns: 200, rows: 60)
        #expect(TerminalSession.SilentScreen.sizeNcursesTakes(kernel, environment: [:]) == kernel)
        #expect(TerminalSession.SilentScreen.sizeNcursesTakes(kernel, environment: ["LINES": "30"]) == GridSize(columns: 200, rows: 30))
        #expect(TerminalSession.SilentScreen.sizeNcursesTakes(kernel, environment: ["COLUMNS": "90", "LINES": "x"]) == GridSize(columns: 90, rows: 60))
        #expect(TerminalSession.SilentScreen.sizeNcursesTakes(kernel, environment: ["COLUMNS": "0", "LINES": "-4"]) == kernel)
    }
}

/// An opening's thread does the work it is given alongside once the session is handed over:
/// the session is taken without waiting for it.
extension FrameRendererTests {
    @Test func anOpeningsThreadWorksAlongsideOnceTheSessionIsHandedOver() throws {
        try HeadlessScreen.exclusively {
            guard let pty = PseudoTerminal() else { return }
            final class Work: @unchecked Sendable {  // `thread` written before `done`, read after
                let release = Completion<Bool>(), done = Completion<Bool>()
                var thread: pthread_t?
            }
            let work = Work()
            let opening = TerminalOpening(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name, alongside: {
                _ = work.release.wait()
                work.thread = pthread_self()
                work.done.complete(true)
            })
            let session = try opening.take(hover: false)
            #expect(work.done.value == nil, "taken before the work alongside was done")
            work.release.complete(true)
            #expect(work.done.wait(seconds: 10) == true, "the work alongside ran")
            #expect(work.thread.map { pthread_equal($0, pthread_self()) == 0 } == true, "done on the opening's thread")
            session.close()
        }
    }
}

/// An opening made `atTake` starts no thread: nothing reaches the terminal before `take`, which
/// opens it on the caller's thread, and the work alongside never runs.
extension FrameRendererTests {
    @Test func anOpeningAtTakeOpensTheTerminalOnlyWhenTakenOnTheCallersThread() throws {
        try HeadlessScreen.exclusively {
            guard let pty = PseudoTerminal() else { return }
            let ran = Completion<Bool>()
            let opening = TerminalOpening(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name, atTake: true,
                                          alongside: { ran.complete(true) })
            usleep(50_000)
            #expect(pty.read().isEmpty, "written before the take")
            let session = try opening.take(hover: false)
            #expect(ran.wait(seconds: 0.2) == nil, "the work alongside ran")
            session.close()
            #expect(!pty.read().isEmpty, "the session wrote nothing")
        }
    }
}

/// A session closed before its screen was fitted (nothing drawn yet) leaves the terminal scrolling
/// all its rows, not the 24 ncurses set the region for.
extension FrameRendererTests {
    @Test func aSessionClosedBeforeItsScreenIsFittedLeavesTheWholeScreenScrolling() throws {
        try HeadlessScreen.exclusively {
            guard let pty = PseudoTerminal() else { return }
            pty.resize(columns: 120, rows: 50)
            let session = try TerminalSession(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name)
            // The start's bytes, kept, go out at the close, ahead of the rest.
            session.close()
            let closing = pty.read()
            let small = try #require(closing.range(of: "\u{1B}[1;24r", options: .backwards), "the start's region: \(closing.debugDescription)")
            let whole = try #require(closing.range(of: "\u{1B}[1;50r", options: .backwards), "the region for all 50 rows: \(closing.debugDescription)")
            #expect(small.upperBound <= whole.lowerBound, "the whole screen's region comes last")
        }
    }
}

/// The signal actions a session puts back when it closes are those in place before its terminal
/// was opened, whichever thread read them (`SignalActionsReading`): the opening's caller once it
/// started the thread, or the opening itself at `take`.
extension FrameRendererTests {
    @Test(arguments: [false, true])
    func aSessionPutsBackTheSignalActionsInPlaceBeforeItsOpening(atTake: Bool) throws {
        try HeadlessScreen.exclusively {
            guard let pty = PseudoTerminal() else { return }
            var before = sigaction(), mine = sigaction()
            mine.__sigaction_handler.sa_handler = { _ in }
            sigaction(SIGWINCH, &mine, &before)
            defer { sigaction(SIGWINCH, &before, nil) }
            let opening = TerminalOpening(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name, atTake: atTake)
            let session = try opening.take(hover: false)
            var during = sigaction()
            sigaction(SIGWINCH, nil, &during)
            #expect(SignalActionsReadingTests.address(during) != SignalActionsReadingTests.address(mine), "the session's own handler while it runs")
            session.close()
            var after = sigaction()
            sigaction(SIGWINCH, nil, &after)
            #expect(SignalActionsReadingTests.address(after) == SignalActionsReadingTests.address(mine), "the handler before the opening, put back")
        }
    }
}
