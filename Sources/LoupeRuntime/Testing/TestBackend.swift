import LoupeCore

/// A backend for tests: scripted batches of events on a virtual clock, and a record of every
/// frame presented and every effect performed. Work (`AppEffect.work`) is carried out at once,
/// its results handed back with the time of the event that asked for it.
///
/// Each batch is delivered at the time of its first event (the clock never goes back). When
/// the batches run out, time jumps to the program's next deadline, so animations play to the
/// end, until the program is idle; then the input ends.
///
/// ```swift
/// var backend = TestBackend(batches: [[.resize(size, time: .zero)], [press], [release]])
/// ProgramLoop.run(&program, on: &backend)
/// #expect(backend.effects == [.copy("word")])
/// ```
public struct TestBackend: Backend {
    /// The virtual clock: it moves to each batch's time and to the program's deadlines; a test may move it too.
    public let clock: ManualClock
    /// The time on the virtual clock.
    public var now: Instant { clock.now }
    /// The batches still to deliver.
    public var batches: [[InputEvent]]
    /// Every base frame presented, oldest first.
    public private(set) var frames: [CellBuffer] = []
    /// The damage each frame was presented with (the cells the program said changed), oldest first.
    public private(set) var damages: [FrameDamage] = []
    /// The overlays presented with the last frame.
    public private(set) var overlays: [FrameOverlay] = []
    /// Every effect performed, in order.
    public private(set) var effects: [AppEffect] = []
    /// What a copy comes to (`perform` reports it at once): by default a clipboard named
    /// "test clipboard" takes it; a test sets another outcome to see how the program reports it.
    public var copyOutcome = CopyOutcome(takenBy: ["test clipboard"])
    /// Whether to let time run to the program's deadlines once the batches are delivered.
    public var runsUntilIdle: Bool
    /// How many idle turns (deadlines reached with no events) are allowed before the input ends.
    public var idleTurnLimit: Int

    /// Creates a backend that will deliver `batches` from `start`.
    public init(batches: [[InputEvent]], start: Instant = .zero, runsUntilIdle: Bool = true, idleTurnLimit: Int = 10_000) {
        self.batches = batches
        self.clock = ManualClock(start)
        self.runsUntilIdle = runsUntilIdle
        self.idleTurnLimit = idleTurnLimit
    }

    /// The last frame presented, overlays drawn on it.
    public var screen: CellBuffer? {
        guard var frame = frames.last else { return nil }
        for overlay in overlays { frame.draw(overlay) }
        return frame
    }

    /// The next batch; then the program's deadlines; then nil.
    public mutating func nextEvents(deadline: Instant?) -> [InputEvent]? {
        if !batches.isEmpty {
            let batch = batches.removeFirst()
            if let first = batch.first { clock.set(first.time) }
            return batch
        }
        guard runsUntilIdle, idleTurnLimit > 0, let deadline else { return nil }
        idleTurnLimit -= 1
        clock.set(deadline)
        return []
    }

    /// Keeps the frame and its overlays (the damage: every cell).
    public mutating func present(base: CellBuffer, overlays: [FrameOverlay]) {
        present(base: base, overlays: overlays, damage: .all)
    }

    /// Keeps the frame, its overlays and its damage.
    public mutating func present(base: CellBuffer, overlays: [FrameOverlay], damage: FrameDamage) {
        frames.append(base)
        damages.append(damage)
        self.overlays = overlays
    }

    /// Keeps the effect; a copy's outcome (`copyOutcome`) comes back at once, and so does
    /// everything a work produces (`Work.carryOutAtOnce`: on the virtual clock work takes no time).
    public mutating func perform(_ effect: AppEffect) -> [InputEvent] {
        effects.append(effect)
        switch effect {
        case .copy: return [.copied(copyOutcome, time: now)]
        case let .work(work): return work.carryOutAtOnce(now: now)
        default: return []
        }
    }
}
