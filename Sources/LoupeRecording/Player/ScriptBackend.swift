import LoupeCore
import LoupeRuntime

/// A demo script as a `Backend`: the script's input lines become events on a virtual clock, and
/// the frames the loop presents are recorded as asciicast output (`ANSIFrameEncoder`).
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
    var hasProgram = false
    var initialSize: GridSize?
    var initialTheme: DemoTheme.Name?

    var pointer = GridPoint(column: 0, row: 0)
    var pointerVisible = false
    var held: (button: MouseButton, modifiers: Modifiers)?
    var hover: Bool
    var lastCopy: String?
    var quitLine: Int?
    var currentLine = 0

    var encoder = ANSIFrameEncoder()
    /// The last frame presented, overlays drawn on it (without the pointer mark).
    var shown: CellBuffer?
    /// The cells of `shown` the overlays were drawn on, with a column on each side.
    var overlayCells: [GridRect] = []
    /// The storage of the cells the overlays were drawn on before, kept for the next frame's.
    var spareOverlayCells: [GridRect] = []
    /// The cells of `shown` that may differ from the last recorded frame.
    var unrecorded = FrameDamage.all
    /// Where the pointer mark was in the last recorded frame (nil: not shown).
    var recordedPointer: GridPoint?
    /// Whether the screen may have changed since the last recorded frame.
    var dirty = true
    var framesRendered = 0
    var events: [DemoRecordingEvent] = []
    var marks: [DemoMarkFrame] = []
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

    /// Keeps the frame; a frame that differs from the last one is to be recorded.
    mutating func present(base: CellBuffer, overlays: [FrameOverlay]) {
        present(base: base, overlays: overlays, damage: .all)
    }

    /// Keeps the frame, updating only the damaged cells and the cells under the overlays (before
    /// and now), so a step that changes a few cells costs a few cells whatever the screen's size.
    mutating func present(base: CellBuffer, overlays: [FrameOverlay], damage: FrameDamage) {
        // An overlay's edge that cuts a wide character changes the other half: a column on each side.
        var covered = spareOverlayCells
        spareOverlayCells = []  // `covered` is then the only reference: no new storage
        covered.removeAll(keepingCapacity: true)
        for overlay in overlays {
            let rect = GridRect(column: overlay.origin.column - 1, row: overlay.origin.row, columns: overlay.cells.columns + 2,
                                rows: overlay.cells.rows).intersection(base.bounds)
            if !rect.isEmpty { covered.append(rect) }
        }
        defer {
            spareOverlayCells = overlayCells
            overlayCells = covered
        }
        guard !damage.isAll, var frame = shown, frame.size == base.size else {
            var frame = base
            for overlay in overlays { frame.draw(overlay) }
            if let shown, FrameDiff.isBitwiseIdentical(frame, shown) || frame == shown {} else {
                dirty = true
                unrecorded = .all
            }
            shown = frame
            return
        }
        shown = nil  // `frame` is then the only reference: its cells are replaced in place
        // Outside the damage and the overlays' cells (before and now) the kept frame is the base
        // already: copy the rest, whole characters.
        var changed = false
        func take(_ row: Int, _ columns: Range<Int>) {
            let span = base.wholeCharacters(ofRow: row, columns: columns)
            guard !span.isEmpty else { return }
            frame.copyCells(ofRow: row, columns: span, from: base)
            unrecorded.insert(row, columns: span)
            changed = true
        }
        for r in damage.rows { take(r, damage.columns(ofRow: r, width: base.columns)) }
        for rect in overlayCells {
            for r in rect.minRow..<rect.maxRow { take(r, rect.minColumn..<rect.maxColumn) }
        }
        for rect in covered {
            for r in rect.minRow..<rect.maxRow { take(r, rect.minColumn..<rect.maxColumn) }
        }
        frame.cursor = base.cursor
        frame.rowInfo = base.rowInfo
        frame.hyperlinks = base.hyperlinks
        for overlay in overlays { frame.draw(overlay) }
        shown = frame
        if changed { dirty = true }
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

    /// The frame as shown now: the program's frame with the pointer mark.
    func currentFrame() -> CellBuffer {
        guard hasProgram, var frame = shown else { return CellBuffer(size: size) }
        if pointerVisible { PointerMark.draw(on: &frame, at: pointer) }
        return frame
    }

    /// Records the bytes that changed, if anything may have changed: the rows presented since
    /// the last recorded frame and the rows the pointer mark left and entered.
    mutating func renderFrame() {
        guard dirty, hasProgram else { return }
        dirty = false
        framesRendered += 1
        let mark = pointerVisible ? pointer : nil
        // The mark styles its cell, or the wide character it is on.
        for p in [recordedPointer, mark] {
            if let p { unrecorded.insert(p.row, columns: (p.column - 1)..<(p.column + 2)) }
        }
        recordedPointer = mark
        defer { unrecorded.removeAll() }
        guard var frame = shown else {
            record(encoder.encode(CellBuffer(size: size)))
            return
        }
        // The mark is drawn on the kept frame for the encoder and the cells it took put back after
        // (the cell, or the two of a wide character: never more than three).
        shown = nil
        var saved: (row: Int, first: Int, middle: Int, last: Int, cells: (Cell, Cell, Cell))?
        if let p = mark, frame.contains(column: p.column, row: p.row) {
            let first = max(0, p.column - 1), last = min(frame.columns - 1, p.column + 1), middle = min(first + 1, last)
            saved = (p.row, first, middle, last, (frame[first, p.row], frame[middle, p.row], frame[last, p.row]))
            PointerMark.draw(on: &frame, at: p)
        }
        record(encoder.encode(frame, rows: unrecorded))
        if let s = saved {
            frame[s.first, s.row] = s.cells.0
            frame[s.middle, s.row] = s.cells.1
            frame[s.last, s.row] = s.cells.2
        }
        shown = frame
    }

    private mutating func record(_ bytes: String) {
        if !bytes.isEmpty { events.append(.output(at: time, bytes)) }
    }

    /// The batch made so far, if it has events (a batch means the screen may change).
    mutating func takeBatch() -> [InputEvent]? {
        guard !batch.isEmpty else { return nil }
        defer { batch = [] }
        dirty = true
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
