import Glibc
import LoupeCore
import LoupeRuntime
@testable import LoupeTerminal
import Testing

/// Work that would take a processor from the terminal while it draws the first screen
/// (`TerminalOptions.afterFirstScreen`: indexing a big file, deriving the loupe's fonts) waits
/// for `firstScreenGrace` after the first frame, on the backend's clock: not on the frame's
/// turn, nor on a turn before its time, but on the first turn once the time has come, and once.
/// Waiting for nothing else, the turn after the frame waits no longer than that.
extension FrameRendererTests {
    @Test func workAfterTheFirstScreenWaitsForItsGraceAndRunsOnce() throws {
        try HeadlessScreen.exclusively { try afterFirstScreenAlone() }
    }

    func afterFirstScreenAlone() throws {
        guard let pty = PseudoTerminal() else { return }
        let env = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        let session = try TerminalSession(environment: env, ttyPath: pty.name)
        defer { session.close() }
        final class Runs { var count = 0 }
        let runs = Runs(), clock = ManualClock()
        var options = TerminalOptions(environment: env)
        options.afterFirstScreen = { runs.count += 1 }
        options.firstScreenGrace = 30
        var backend = TerminalBackend(session: session, options: options, clock: clock)
        _ = backend.nextEvents(deadline: nil)
        var frame = CellBuffer(size: session.size)
        _ = frame.write("first", column: 0, row: 0)
        backend.present(base: frame, overlays: [])
        #expect(pty.read().contains("first"))
        #expect(runs.count == 0, "not with the frame")

        // The turn after the frame: the program's own deadline is far, the grace is near.
        let wall = MonotonicClock()
        let began = wall.now
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
