import LoupeCore
import LoupePager
import LoupeRuntime
import LoupeTesting
import Testing

/// The driver runs the program loop: the clock stops at the program's own deadlines, every
/// turn is presented, and what a test reads is what was presented.
@Suite struct PagerDriverTests {
    static let text = (1...30).map { "line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")

    @Test("wait runs the clock to the program's deadlines, a presented frame each, and no further")
    func waitStopsAtDeadlines() throws {
        var f = PagerDriver(Self.text)
        f.mouse(.press, 9, 10)
        f.mouse(.drag, 14, 10)  // the loupe rises: a frame every 1/60 s
        let presented = f.backend.frames.count
        let before = f.model.state.now
        f.wait(90)
        #expect(f.backend.frames.count - presented == 5, "the five deadlines at 1/60 s in 90 ms, one turn each")
        // The last tick was at the last deadline before the end, not at the end itself.
        #expect(abs(f.model.state.now.milliseconds(since: before) - 5 * 1000 / 60) < 1e-6)
        #expect(f.model.state.now < Instant(milliseconds: f.now))
        let next = try #require(f.model.nextDeadline())
        #expect(next > Instant(milliseconds: f.now), "the next deadline is still to come")
    }

    @Test("an input comes after the deadlines on the way to it, as in a terminal")
    func deadlinesBeforeAnInput() {
        var f = PagerDriver(Self.text)
        f.mouse(.press, 9, 10)
        f.mouse(.drag, 14, 10)
        let presented = f.backend.frames.count
        f.mouse(.drag, 15, 10, after: 90)
        #expect(f.backend.frames.count - presented == 6, "five deadlines on the way, then the drag")
        #expect(f.model.state.now == Instant(milliseconds: f.now))
    }

    @Test("the status bar and the screen are what was presented, not the model's state")
    func readsWhatWasPresented() throws {
        var f = PagerDriver(Self.text)
        f.dragAndSettle(row: 10, from: 9, to: 14)
        #expect(f.screen == f.model.frame(), "the last turn presented the model's screen")
        f.mouse(.release, 14, 10)
        #expect(f.statusBar.contains("copied 6 char"))
        // An event handed to the model outside the loop changes the model, not the screen, until a turn presents it.
        let shown = f.statusBar
        _ = f.model.handle(.key(KeyEvent(.character("j"), time: Instant(milliseconds: f.now + 16))))
        #expect(f.model.baseFrame().text(ofRow: 19) != shown)
        #expect(f.statusBar == shown)
        f.wait(16)
        #expect(f.statusBar == shown, "no deadline: no turn, nothing presented")
        f.key(.character("j"))
        #expect(f.statusBar.hasPrefix(" lines 3-21 of 30"), "the next turn presents both lines scrolled")
    }

    @Test("effects come back from the turn that performed them, a quit included")
    func effectsAndQuit() {
        var f = PagerDriver(Self.text, purpose: .pick)
        f.mouse(.press, 8, 3)
        f.mouse(.drag, 12, 3)
        #expect(f.mouse(.release, 12, 3) == [.quit(status: 0, output: "the q")])
        var v = PagerDriver(Self.text)
        v.copyOutcome = CopyOutcome(takenBy: [])
        v.mouse(.press, 8, 3)
        v.mouse(.drag, 12, 3)
        #expect(v.mouse(.release, 12, 3) == [.copy("the q")])
        #expect(v.backend.effects.last == .copy("the q"))
        #expect(!v.statusBar.contains("copied 5"), "the backend's outcome, no clipboard took it: \(v.statusBar)")
    }
}
