import Glibc
import LoupeCore
import LoupeRuntime
@testable import LoupeTerminal
import Testing

/// What the backend does once the first frame's bytes are written, so that the terminal has
/// them on screen before anything else takes a processor from it:
/// - it leaves the processor to the terminal (`TerminalOptions.firstFrameRest`) before ncurses
///   draws the same frame silently; input from the terminal ends that rest at once, so a key is
///   never kept waiting for it;
/// - long work on other threads (`TerminalOptions.afterFirstScreen`: indexing a big file) waits
///   for `firstScreenGrace` on the backend's clock: not on the frame's turn, nor on a turn before
///   its time, but on the first turn once the time has come, and once. Waiting for nothing else,
///   the turn after the frame waits no longer than that.
extension FrameRendererTests {
    @Test(arguments: [false, true])
    func theFirstFrameLeavesTheTerminalItsRestUntilInputComes(inputWaiting: Bool) throws {
        try HeadlessScreen.exclusively {
            try afterFirstFrame(setUp: { $0.firstFrameRest = 400 }) { pty, backend, frame in
                if inputWaiting { pty.send("j") }
                let wall = MonotonicClock(), began = wall.now
                backend.present(base: frame, overlays: [])
                let took = wall.now.milliseconds(since: began)
                #expect(pty.read().contains("first"))
                if inputWaiting {
                    #expect(took < 300, "the key ended the rest: \(took) ms")
                } else {
                    #expect(took >= 390, "the rest was left to the terminal: \(took) ms")
                }
            }
        }
    }

    @Test func workAfterTheFirstScreenWaitsForItsGraceAndRunsOnce() throws {
        final class Runs { var count = 0 }
        let runs = Runs(), clock = ManualClock()
        try HeadlessScreen.exclusively {
            try afterFirstFrame(clock: clock, setUp: { options in
                options.afterFirstScreen = { runs.count += 1 }
                options.firstScreenGrace = 30
            }) { pty, backend, frame in
                backend.present(base: frame, overlays: [])
                #expect(pty.read().contains("first"))
                #expect(runs.count == 0, "not with the frame")

                // The turn after the frame: the program's own deadline is far, the grace is near.
                let wall = MonotonicClock(), began = wall.now
                _ = backend.nextEvents(deadline: clock.now.adding(milliseconds: 5_000))
                let waited = wall.now.milliseconds(since: began)
                #expect(waited >= 20 && waited < 2_000, "the wait ended at the grace: \(waited) ms")
                #expect(runs.count == 0, "the backend's clock has not moved: not yet")

                clock.advance(milliseconds: 29)
                _ = backend.nextEvents(deadline: clock.now.adding(milliseconds: 100))
                #expect(runs.count == 0, "1 ms before its time")

                clock.advance(milliseconds: 1)
                _ = backend.nextEvents(deadline: clock.now.adding(milliseconds: 100))
                #expect(runs.count == 1, "once its time has come")

                clock.advance(milliseconds: 100)
                _ = backend.nextEvents(deadline: clock.now.adding(milliseconds: 1))
                #expect(runs.count == 1, "and only once")
            }
        }
    }

    /// A backend on a session on a pseudo-terminal, its options set by `setUp`, past its first
    /// turn, and a first frame that says "first", not yet presented.
    private func afterFirstFrame(clock: any LoupeClock = MonotonicClock(), setUp: (inout TerminalOptions) -> Void,
                                 _ body: (PseudoTerminal, inout TerminalBackend, CellBuffer) throws -> Void) throws {
        guard let pty = PseudoTerminal() else { return }
        let env = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        let session = try TerminalSession(environment: env, ttyPath: pty.name)
        defer { session.close() }
        var options = TerminalOptions(environment: env)
        setUp(&options)
        var backend = TerminalBackend(session: session, options: options, clock: clock)
        _ = backend.nextEvents(deadline: nil)
        var frame = CellBuffer(size: session.size)
        _ = frame.write("first", column: 0, row: 0)
        try body(pty, &backend, frame)
    }
}
