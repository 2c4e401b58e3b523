import LoupeCore

/// A sideways scroll of clipped lines (`--no-wrap`) that caret mode plays to keep the caret in
/// view: the horizontal offset goes from `from` by `columns` on `timing`'s clock (the seed's rule,
/// `ScrollAnimation`'s 100 ms, linear; a new move replaces it from where the view is).
public struct ColumnScroll: Equatable, Sendable {
    /// The horizontal offset when it began.
    public var from: Int
    /// Its pace: `timing.rows` counts columns here (negative: to the left).
    public var timing: ScrollAnimation

    /// A scroll by `columns` from the offset `from`, starting at `start`.
    public init(from: Int, columns: Int, start: Instant) {
        self.from = from
        timing = ScrollAnimation(from: .zero, rows: columns, start: start, roundsUp: true)
    }

    /// The offset at `now`.
    public func offset(at now: Instant) -> Int { from + timing.moved(at: now) }

    /// Whether it is over at `now`.
    public func isFinished(at now: Instant) -> Bool { timing.isFinished(at: now) }
}
