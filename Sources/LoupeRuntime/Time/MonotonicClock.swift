import Glibc
import LoupeCore

/// The live clock: CLOCK_MONOTONIC, in milliseconds since the clock was made.
public struct MonotonicClock: LoupeClock {
    private let origin: Double

    /// Creates a clock whose origin is now.
    public init() { origin = MonotonicClock.systemMilliseconds() }

    /// Milliseconds since the origin.
    public var now: Instant { Instant(milliseconds: MonotonicClock.systemMilliseconds() - origin) }

    static func systemMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }
}
