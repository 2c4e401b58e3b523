import LoupeCore
import LoupeRuntime
import Testing

/// A program that counts what it is given: keys `c` copy, `b` ring, `q` quit; `t` asks for a tick 30 ms later.
struct CountingProgram: InteractiveModel {
    var size = GridSize(columns: 10, rows: 2)
    var log: [String] = []
    var deadline: Instant?

    mutating func handle(_ event: InputEvent) -> [AppEffect] {
        switch event {
        case let .resize(s, _): size = s; log.append("resize")
        case let .tick(now): log.append("tick@\(Int(now.milliseconds))"); deadline = nil
        case let .terminal(report, _): log.append("report \(report)")
        case let .copied(outcome, _): log.append("copied by \(outcome.takenBy)")
        case let .result(result, _): log.append("result \(result.work) \(result.sequence)")
        case .mouse: log.append("mouse")
        case let .key(k):
            log.append("key")
            switch k.key {
            case .character("c"): return [.copy("text")]
            case .character("b"): return [.bell]
            case .character("q"): return [.quit(status: 3, output: "bye"), .bell]
            case .character("t"): deadline = k.time.adding(milliseconds: 30)
            default: break
            }
        }
        return []
    }

    func baseFrame() -> CellBuffer {
        var frame = CellBuffer(size: size)
        _ = frame.write(String(log.count), column: 0, row: 0)
        return frame
    }

    func overlays() -> [FrameOverlay] { [] }
    func nextDeadline() -> Instant? { deadline }
}

@Suite struct ProgramLoopTests {
    func key(_ c: Character, _ ms: Double) -> InputEvent { .key(KeyEvent(.character(c), time: Instant(milliseconds: ms))) }

    @Test func effectsGoToTheBackendAndQuitEndsTheLoopAfterItsFrameIsShown() {
        var program = CountingProgram()
        var backend = TestBackend(batches: [[.resize(GridSize(columns: 12, rows: 3), time: .zero)], [key("c", 5), key("b", 6)],
                                            [key("q", 7), key("c", 8)], [key("c", 9)]])
        let exit = ProgramLoop.run(&program, on: &backend)
        #expect(exit == ProgramExit(status: 3, output: "bye"))
        #expect(backend.effects == [.copy("text"), .bell], "nothing after the quit, not even from the same batch")
        // The copy's outcome comes back at once, before the next key of the batch.
        #expect(program.log == ["resize", "key", "copied by [\"test clipboard\"]", "key", "key"])
        #expect(backend.frames.count == 3, "one frame a batch, the quitting batch included")
        #expect(backend.frames.last?.text(ofRow: 0).hasPrefix("5") == true)
        #expect(backend.batches.count == 1, "the batch after the quit is never read")
    }

    @Test func aTickComesWhenTheDeadlinePassesAndTheInputEndsWhenIdle() {
        var program = CountingProgram()
        var backend = TestBackend(batches: [[key("t", 100)]])
        let exit = ProgramLoop.run(&program, on: &backend)
        #expect(exit == nil, "the input ended")
        #expect(program.log == ["key", "tick@130"])
        #expect(backend.now == Instant(milliseconds: 130))
    }

    @Test func noTickBeforeTheDeadline() {
        var program = CountingProgram()
        var backend = TestBackend(batches: [[key("t", 100)], [key("x", 110)]], runsUntilIdle: false)
        ProgramLoop.run(&program, on: &backend)
        #expect(program.log == ["key", "key"])
    }

    @Test func aTurnAtATimeFeedsPresentsAndSaysHowItEnded() {
        var program = CountingProgram()
        var backend = TestBackend(batches: [[key("t", 100)], [key("q", 140)]], runsUntilIdle: false)
        #expect(ProgramLoop.turn(&program, on: &backend) == .presented)
        #expect(program.log == ["key"] && backend.frames.count == 1, "one batch, one frame, no tick before the deadline")
        // The next batch comes at 140, past the deadline at 130, and quits: no tick after it.
        #expect(ProgramLoop.turn(&program, on: &backend) == .quit(ProgramExit(status: 3, output: "bye")))
        #expect(program.log == ["key", "key"])
        #expect(backend.frames.count == 2, "the quitting batch is presented")
        #expect(ProgramLoop.turn(&program, on: &backend) == .inputEnded)
        #expect(backend.frames.count == 2, "nothing presented once the input ended")
    }

    @Test func terminalReportsArriveAsEvents() {
        var program = CountingProgram()
        var backend = TestBackend(batches: [[.terminal(.background(red: 255, green: 255, blue: 255), time: .zero)]])
        ProgramLoop.run(&program, on: &backend)
        #expect(program.log == ["report background(red: 255, green: 255, blue: 255)"])
    }
}
