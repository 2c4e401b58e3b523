import Glibc
import LoupeCore
import LoupeRuntime
@testable import LoupeTerminal
import Testing

/// Once the first frame's bytes are written, the terminal has the processor to take them in
/// (`TerminalOptions.firstFrameRest`) before ncurses draws the same frame silently; input from
/// the terminal ends that rest at once, so a key is never kept waiting for it.
extension FrameRendererTests {
    @Test(arguments: [false, true])
    func theFirstFrameLeavesTheTerminalItsRestUntilInputComes(inputWaiting: Bool) throws {
        try HeadlessScreen.exclusively { try firstFrameRestAlone(inputWaiting: inputWaiting) }
    }

    func firstFrameRestAlone(inputWaiting: Bool) throws {
        guard let pty = PseudoTerminal() else { return }
        let env = ["TERM": "xterm-256color", "LANG": "C.UTF-8"]
        let session = try TerminalSession(environment: env, ttyPath: pty.name)
        defer { session.close() }
        var options = TerminalOptions(environment: env)
        options.firstFrameRest = 400
        var backend = TerminalBackend(session: session, options: options)
        _ = backend.nextEvents(deadline: nil)
        if inputWaiting { pty.send("j") }
        var frame = CellBuffer(size: session.size)
        _ = frame.write("first", column: 0, row: 0)
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
