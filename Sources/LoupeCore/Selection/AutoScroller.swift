/// The auto-scroll in progress while a drag holds the pointer on or past an edge row.
///
/// There is at most one: each decision replaces the previous one, so requests
/// never stack. Steps happen on ticks, every `SelectionConfig.autoScrollInterval`.
public struct AutoScroll: Hashable, Sendable {
    /// Rows per step: negative toward the start, positive toward the end.
    public var rowsPerStep: Int
    /// When the next step is due.
    public var nextStep: Instant

    /// Creates an auto-scroll.
    public init(rowsPerStep: Int, nextStep: Instant) {
        self.rowsPerStep = rowsPerStep
        self.nextStep = nextStep
    }
}

/// Decides whether and how fast to auto-scroll.
enum AutoScroller {
    /// The auto-scroll for a pointer on screen row `row`, or nil when it is inside the edges
    /// or the view cannot move that way. Keeps the due time of a scroll already running.
    static func decide(pointerRow row: Int, height: Int, canScrollUp: Bool, canScrollDown: Bool,
                       current: AutoScroll?, now: Instant, config: SelectionConfig) -> AutoScroll? {
        let maxStep = max(1, config.autoScrollMaxStep)
        var rows = 0
        if row <= 0, canScrollUp {
            rows = -min(maxStep, 1 - row)
        } else if row >= height - 1, canScrollDown {
            rows = min(maxStep, 1 + row - (height - 1))
        }
        guard rows != 0 else { return nil }
        if let c = current, (c.rowsPerStep < 0) == (rows < 0) {
            return AutoScroll(rowsPerStep: rows, nextStep: c.nextStep)
        }
        return AutoScroll(rowsPerStep: rows, nextStep: now.adding(milliseconds: config.autoScrollInterval))
    }
}
