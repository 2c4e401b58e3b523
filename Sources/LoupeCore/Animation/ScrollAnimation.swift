/// A short scroll played over time: the view moves `rows` rows from `from`, linearly, over
/// `duration` milliseconds. A new scroll replaces one in flight and starts from wherever the
/// view is then, so rapid jumps never jump back or jitter.
public struct ScrollAnimation: Equatable, Sendable {
    /// Where the view's top was when the scroll began.
    public var from: VisualRow
    /// How far it goes (negative: up).
    public var rows: Int
    /// When it began.
    public var start: Instant
    /// How long it takes, in milliseconds.
    public var duration: Double

    /// A scroll.
    public init(from: VisualRow, rows: Int, start: Instant, duration: Double = 100) {
        self.from = from
        self.rows = rows
        self.start = start
        self.duration = duration
    }

    /// How many rows it has moved by `now`. (A frame that falls on a row's boundary counts that
    /// row even when its time came out a hair early in floating point: a row is never put off to
    /// the next frame, which would then move two.)
    public func moved(at now: Instant) -> Int {
        let t = duration <= 0 ? 1 : min(1, max(0, now.milliseconds(since: start) / duration))
        let exact = Double(rows) * t
        return Int((exact + (exact < 0 ? -1 : 1) * 1e-9).rounded(.towardZero))
    }

    /// Whether it is over at `now`.
    public func isFinished(at now: Instant) -> Bool { now.milliseconds(since: start) >= duration }

    /// When it ends.
    public var end: Instant { start.adding(milliseconds: duration) }
}
