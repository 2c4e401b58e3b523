/// One animated number: where it started, where it goes, when, how long and along which curve.
///
/// An animator owns exactly one property (a row, a column, an opacity), so two
/// animations can never fight over it. Its value is a pure function of time:
/// asking for `value(at:)` never changes it. A new target given while it is
/// still moving starts from the value it has at that moment, so nothing jumps.
public struct Animator: Hashable, Sendable {
    /// The value at `start`.
    public private(set) var from: Double
    /// The value once the animation has ended.
    public private(set) var target: Double
    /// When the current animation began.
    public private(set) var start: Instant
    /// The current animation's length in milliseconds (0 for a value at rest).
    public private(set) var duration: Double
    /// The curve of the current animation.
    public private(set) var easing: Easing

    /// An animator at rest at a value.
    public init(value: Double) {
        from = value
        target = value
        start = .zero
        duration = 0
        easing = .linear
    }

    /// When the current animation ends (its start for a value at rest).
    public var end: Instant { start.adding(milliseconds: duration) }

    /// The value at an instant: `from` before the start, `target` after the end, eased between.
    public func value(at now: Instant) -> Double {
        guard duration > 0, from != target else { return target }
        let elapsed = now.milliseconds(since: start)
        if elapsed <= 0 { return from }
        if elapsed >= duration { return target }
        return from + (target - from) * easing(elapsed / duration)
    }

    /// Whether the value is still changing at an instant.
    public func isAnimating(at now: Instant) -> Bool {
        duration > 0 && from != target && now < end
    }

    /// Starts moving toward a target from wherever the value is at `now`.
    ///
    /// Giving the target it is already heading for changes nothing, so a
    /// reducer can call this on every input without restarting the motion.
    public mutating func animate(to newTarget: Double, duration newDuration: Double, easing newEasing: Easing = .easeOut, now: Instant) {
        guard newTarget.isFinite, newTarget != target else { return }
        let current = value(at: now)
        from = current
        target = newTarget
        start = now
        duration = max(0, newDuration.isFinite ? newDuration : 0)
        easing = newEasing
    }

    /// Sets the value at once, ending any animation.
    public mutating func jump(to value: Double) {
        guard value.isFinite else { return }
        from = value
        target = value
        duration = 0
    }
}
