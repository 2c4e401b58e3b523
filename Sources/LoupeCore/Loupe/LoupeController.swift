/// The loupe's reducer: `(state, input, now) -> state`, deterministic in `now`.
///
/// Feed it the latest `LoupeInput` whenever the selection or the pointer
/// changes; between inputs, draw `presentation(_:now:)` at the instants
/// `nextDeadline(_:now:)` asks for. Feeding the same input again changes nothing.
public struct LoupeController: Hashable, Sendable {
    /// Look and timing.
    public var config: LoupeConfig

    /// Creates a controller.
    public init(config: LoupeConfig = LoupeConfig()) { self.config = config }

    /// The state after an input at an instant.
    public func reduce(_ state: LoupeState, _ input: LoupeInput, now: Instant) -> LoupeState {
        var s = state
        updateDownwardHide(&s, input)
        let wanted = (input.selecting && !s.downwardHidden) || (config.hoverMode && input.hovering && !input.selecting)
        if wanted, let placement = LoupeLayout.place(input, config: config) {
            show(&s, placement, now: now)
        } else if s.isShown {
            hide(&s, now: now)
        }
        return s
    }

    /// Applies the downward policy: hide when the moving end starts going down
    /// within a gesture, show again when it stops or a new gesture begins.
    private func updateDownwardHide(_ s: inout LoupeState, _ input: LoupeInput) {
        if s.gesture != input.gesture {
            s.gesture = input.gesture
            s.downwardHidden = false
            s.wasMovingDownward = input.movingDownward
            return
        }
        if config.downward == .hide && input.selecting {
            if input.movingDownward && !s.wasMovingDownward { s.downwardHidden = true }
            if !input.movingDownward { s.downwardHidden = false }
        } else {
            s.downwardHidden = false
        }
        s.wasMovingDownward = input.movingDownward
    }

    private func show(_ s: inout LoupeState, _ p: LoupePlacement, now: Instant) {
        let restRow = Double(p.frame.minRow), restColumn = Double(p.frame.minColumn)
        if !s.isShown && s.opacity.value(at: now) <= 0 {
            // A fresh show: appear at the focus line and rise to rest.
            s.column.jump(to: restColumn)
            s.row.jump(to: restRow + Double(p.riseDistance))
            s.row.animate(to: restRow, duration: config.showDuration, now: now)
            s.opacity.jump(to: 0)
            s.opacity.animate(to: 1, duration: config.showDuration, now: now)
        } else if !s.isShown {
            // Shown again while hiding: turn round from where it is.
            s.row.animate(to: restRow, duration: config.showDuration, now: now)
            s.opacity.animate(to: 1, duration: config.showDuration, now: now)
            s.column.animate(to: restColumn, duration: config.followLag, now: now)
        } else {
            s.column.animate(to: restColumn, duration: config.followLag, now: now)
            if let old = s.placement, old.isBelow != p.isBelow {
                // Flipping across the focus line: no sweep over the text being selected.
                s.row.jump(to: restRow)
            } else {
                let remaining = s.row.isAnimating(at: now) ? s.row.end.milliseconds(since: now) : 0
                s.row.animate(to: restRow, duration: max(config.followLag, remaining), now: now)
            }
        }
        s.isShown = true
        s.placement = p
    }

    private func hide(_ s: inout LoupeState, now: Instant) {
        s.isShown = false
        guard let p = s.placement else { return }
        s.row.animate(to: Double(p.frame.minRow + p.riseDistance), duration: config.hideDuration, now: now)
        s.opacity.animate(to: 0, duration: config.hideDuration, now: now)
    }

    /// The loupe as drawn at an instant, or nil when nothing is drawn.
    public func presentation(_ state: LoupeState, now: Instant) -> LoupePresentation? {
        guard let p = state.placement else { return nil }
        let opacity = min(1, max(0, state.opacity.value(at: now)))
        guard opacity > 0 else { return nil }
        let origin = GridPoint(column: Int(state.column.value(at: now).rounded()), row: Int(state.row.value(at: now).rounded()))
        return LoupePresentation(frame: GridRect(origin: origin, size: p.frame.size), placement: p, opacity: opacity)
    }

    /// Whether the loupe changes at an instant, so a front end should draw a frame.
    public func needsFrame(_ state: LoupeState, now: Instant) -> Bool { state.needsFrame(at: now) }

    /// When to draw the next frame: one frame interval on, or the end of the
    /// running animations if sooner; nil when nothing is moving.
    public func nextDeadline(_ state: LoupeState, now: Instant) -> Instant? {
        guard let end = state.animationEnd(after: now) else { return nil }
        return min(end, now.adding(milliseconds: config.frameInterval))
    }
}
