import LoupeCore
import LoupeRuntime

/// A demo script as a `Backend`: the script's input lines become events on a virtual clock, and
/// the frames the loop presents are recorded as asciicast output (`FrameRecorder`).
///
/// Time comes from the script: `Sleep`, `Move ... over` and `Drag ... over` advance the clock
/// frame by frame at the frame rate, and each frame tick is one batch (the motion due then, if
/// any), after which the loop ticks the program if its deadline has come and presents; the
/// recorder samples that frame at the start of its next turn and writes the cells that changed.
/// Lines that need the program itself (making it, `Set`, `Open`, `Expect`) end the loop's run
/// with a `ScriptInterruption` for `DemoPlayer`, which then runs the loop again.
struct ScriptBackend: Backend {
    let lines: [DemoScriptLine]
    let contents: [String: DemoContent]
    var cursor = 0
    var settings: DemoSettings

    /// Virtual time in microseconds.
    var clock: Int64 = 0
    /// Frame ticks are `frameBase + k * 1e6 / frameRate` for k = frameIndex, frameIndex + 1, ...
    var frameBase: Int64 = 0
    var frameIndex: Int64 = 1
    /// A `Sleep`, `Move ... over` or `Drag ... over` under way.
    var advance: Advance?
    /// What is left of the current line after its first batch (a whole drag's motion and release).
    var pending: [PendingStep] = []
    /// The frame presented after a frame tick is recorded at the start of the next turn.
    var recordAtNextTurn = false
    /// The events of the batch being made.
    var batch: [InputEvent] = []

    var size = DemoScript.defaultSize
    var content: DemoContent?
    private(set) var hasProgram = false
    private(set) var initialSize: GridSize?
    private(set) var initialTheme: DemoTheme.Name?

    var pointer = GridPoint(column: 0, row: 0)
    var pointerVisible = false
    var held: (button: MouseButton, modifiers: Modifiers)?
    var hover: Bool
    private(set) var lastCopy: String?
    private(set) var quitLine: Int?
    var currentLine = 0

    /// The frames presented, turned into asciicast output.
    var recorder = FrameRecorder()
    var failures: [DemoExpectationFailure] = []
    var interruption: ScriptInterruption?
    /// Whether the script says when results of work arrived (`Result` lines: a recorded session).
    let recordsResults: Bool
    /// Results of work made by their thread part, held back until their `Result` lines.
    var heldResults: [HeldResult: WorkResult] = [:]

    /// A stretch of time that passes frame by frame, the pointer moving from `start` to `target` on the way.
    struct Advance {
        var begin: Int64
        var end: Int64
        var start: GridPoint
        var target: GridPoint?
    }

    /// A later part of a line.
    enum PendingStep {
        /// Time passes (the pointer moving to a target).
        case advance(DemoDuration, to: GridPoint?)
        /// The held button goes up.
        case release
    }

    init(script: DemoScript, contents: [String: DemoContent], settings: DemoSettings) {
        lines = script.lines
        self.contents = contents
        self.settings = settings
        hover = settings.hover
        recordsResults = script.lines.contains { if case .result = $0.step { true } else { false } }
    }

    var now: Instant { Instant(milliseconds: Double(clock) / 1000) }
    var time: DemoDuration { DemoDuration(microseconds: clock) }

    /// Records the frame of the last frame tick, then runs the script until it has a batch of
    /// events (or a frame tick, or the end of a stretch of time), or until the player must act (nil).
    mutating func nextEvents(deadline: Instant?) -> [InputEvent]? {
        if recordAtNextTurn {
            recordAtNextTurn = false
            renderFrame()
        }
        while interruption == nil {
            if advance != nil { return advanceStep() }
            if !pending.isEmpty {
                switch pending.removeFirst() {
                case let .advance(duration, target): startAdvance(by: duration, to: target)
                case .release:
                    release(nil, nil)
                    if let events = takeBatch() { return events }
                }
                continue
            }
            if let events = runNextLine() { return events }
        }
        return nil
    }

    /// Keeps the frame for the recorder.
    mutating func present(base: CellBuffer, overlays: [FrameOverlay]) {
        recorder.present(base: base, overlays: overlays)
    }

    /// Keeps the frame for the recorder, which updates only the damaged cells and the cells under the overlays.
    mutating func present(base: CellBuffer, overlays: [FrameOverlay], damage: FrameDamage) {
        recorder.present(base: base, overlays: overlays, damage: damage)
    }

    /// A copy is kept for `Expect Selection` on programs that cannot say: the demo's clipboard,
    /// which reports that it took the text; hover tracking changes what `Move` sends.
    mutating func perform(_ effect: AppEffect) -> [InputEvent] {
        switch effect {
        case let .copy(text):
            lastCopy = text
            return [.copied(CopyOutcome(takenBy: ["demo clipboard"]), time: now)]
        case let .setHoverTracking(on): hover = on
        case let .work(work): return carryOut(work)
        case .bell, .suspend, .quit, .cancel, .request: break
        }
        return []
    }

    /// Runs the set-up lines that come before the program exists (size, content, settings, the
    /// pointer) until a line needs the program or the script ends: then `takeInterruption` says which.
    mutating func runSetUpLines() {
        _ = nextEvents(deadline: nil)
    }

    /// Why the script last paused for the player (nil: it did not), once.
    mutating func takeInterruption() -> ScriptInterruption? {
        defer { interruption = nil }
        return interruption
    }

    /// The program quit: what is left of the current line is dropped and the lines after it do
    /// not run (an expectation among them is a failure).
    mutating func programQuit() {
        quitLine = quitLine ?? currentLine
        pending = []
        advance = nil
    }

    /// The recording starts at the current size and theme; the pointer, if `centringPointer`,
    /// in the middle of the screen.
    mutating func fixInitialScreen(centringPointer: Bool) {
        initialSize = size
        initialTheme = settings.theme
        if centringPointer { pointer = GridPoint(column: size.columns / 2, row: size.rows / 2) }
    }

    /// Shows a program the player made or changed outside the loop: its screen is presented
    /// and recorded at the next frame.
    mutating func show(_ program: any InteractiveModel) {
        hasProgram = true
        present(base: program.baseFrame(), overlays: program.overlays())
        recorder.screenMayHaveChanged()
    }

    /// Keeps an `Expect` line that did not hold.
    mutating func recordFailure(_ failure: DemoExpectationFailure) {
        failures.append(failure)
    }

    /// The recording so far: what was written, the marks, the failures, the frame as shown now.
    func recording(title: String, expectationsChecked: Int) -> DemoRecording {
        DemoRecording(title: title, initialSize: initialSize ?? size, theme: DemoTheme.theme(named: initialTheme ?? settings.theme),
                      events: recorder.events, marks: recorder.marks, finalFrame: currentFrame(), failures: failures, duration: time,
                      framesRendered: recorder.framesRendered, expectationsChecked: expectationsChecked)
    }

    /// The frame as shown now: the program's frame with the pointer mark.
    func currentFrame() -> CellBuffer {
        guard hasProgram, let frame = recorder.frame(mark: pointerVisible ? pointer : nil) else { return CellBuffer(size: size) }
        return frame
    }

    /// Records the frame as shown now, if anything may have changed (once the program exists).
    mutating func renderFrame() {
        guard hasProgram else { return }
        recorder.render(at: time, mark: pointerVisible ? pointer : nil, blank: size)
    }

    /// The batch made so far, if it has events (a batch means the screen may change).
    mutating func takeBatch() -> [InputEvent]? {
        guard !batch.isEmpty else { return nil }
        defer { batch = [] }
        recorder.screenMayHaveChanged()
        return batch
    }
}

/// A work's result the player holds back until its `Result` line.
struct HeldResult: Hashable {
    /// The work.
    var work: WorkID
    /// Which of its results.
    var sequence: Int
}

extension ScriptBackend {
    /// Carries out a work at once on the virtual clock (work takes no time in a demo): what its
    /// loop-thread part makes comes back now, as it does live; what its thread part makes comes
    /// back now too in a written script, and at its `Result` line in a recorded one (live, it
    /// arrived when the thread posted it, which the recording wrote down).
    mutating func carryOut(_ work: Work) -> [InputEvent] {
        let (atOnce, later) = work.carryOutInParts(now: now)
        guard recordsResults else { return atOnce + later }
        for case let .result(result, _) in later { heldResults[HeldResult(work: result.work, sequence: result.sequence)] = result }
        return atOnce
    }
}
