import CNCursesW
import Glibc
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
/// ends its first state, is not sent); its first update draws the screen from scratch.
extension FrameRendererTests {
    @Test func aSessionEntersTheAlternateScreenOnceAndNeverLeavesItAtItsStart() throws {
        try HeadlessScreen.exclusively { try alternateScreenOnceAlone() }
    }

    func alternateScreenOnceAlone() throws {
        guard let pty = PseudoTerminal() else { return }
        let session = try TerminalSession(environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], ttyPath: pty.name)
        let start = pty.read()
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
