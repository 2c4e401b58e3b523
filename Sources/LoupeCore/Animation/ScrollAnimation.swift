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
    /// Each frame shows the row the scroll is heading into rather than the last one it reached:
    /// the first frame after a short move already moves a row. A keyboard caret's scroll does,
    /// so a held key's caret stays on screen (whole rows reached, as find shows its scroll, would
    /// leave a caret moving a row every 33 ms some rows past the edge).
    public var roundsUp: Bool

    /// A scroll.
    public init(from: VisualRow, rows: Int, start: Instant, duration: Double = 100, roundsUp: Bool = false) {
        self.from = from
        self.rows = rows
        self.start = start
        self.duration = duration
        self.roundsUp = roundsUp
    }

    /// How many rows it has moved by `now`. (A frame that falls on a row's boundary counts as
    /// there even when its time came out a hair off in floating point: a row is never put off
    /// to the next frame, which would then move two, nor taken a frame early.)
    public func moved(at now: Instant) -> Int {
        let t = duration <= 0 ? 1 : min(1, max(0, now.milliseconds(since: start) / duration))
        let exact = Double(rows) * t
        let toward = (exact < 0 ? -1.0 : 1.0) * 1e-9
        return roundsUp ? Int((exact - toward).rounded(.awayFromZero)) : Int((exact + toward).rounded(.towardZero))
    }

    /// Whether it is over at `now`.
    public func isFinished(at now: Instant) -> Bool { now.milliseconds(since: start) >= duration }

    /// When it ends.
    public var end: Instant { start.adding(milliseconds: duration) }
}
