import LoupeCore

/// A source of `Instant`s. The live front end uses a monotonic clock; tests and demos a `ManualClock`.
public protocol LoupeClock {
    /// The current instant.
    var now: Instant { get }
}

/// A clock that moves only when told to: deterministic time for tests and demos.
public final class ManualClock: LoupeClock {
    /// The current instant.
    public private(set) var now: Instant

    /// Creates a clock at an instant (zero by default).
    public init(_ start: Instant = .zero) { now = start }

    /// Moves time forward (never backward).
    public func advance(milliseconds: Double) { now = now.adding(milliseconds: max(0, milliseconds)) }

    /// Sets time to an instant, if it is not in the past.
    public func set(_ instant: Instant) { if instant > now { now = instant } }
}
