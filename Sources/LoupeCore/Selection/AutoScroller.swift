/// The auto-scroll in progress, or about to start, while a drag holds the pointer past an edge
/// of the text, or rests on its first or last row.
///
/// There is at most one: each decision replaces the previous one, so requests
/// never stack. Steps happen on ticks, every `SelectionConfig.autoScrollInterval`.
public struct AutoScroll: Hashable, Sendable {
    /// Rows per step: negative toward the start, positive toward the end.
    public var rowsPerStep: Int
    /// When the next step is due.
    public var nextStep: Instant
    /// Whether it scrolls already (past an edge, or after the first step); false while the
    /// pointer rests on an edge row and the dwell has not passed yet.
    public var started: Bool

    /// Creates an auto-scroll.
    public init(rowsPerStep: Int, nextStep: Instant, started: Bool = true) {
        self.rowsPerStep = rowsPerStep
        self.nextStep = nextStep
        self.started = started
    }
}

/// Decides whether and how fast to auto-scroll.
enum AutoScroller {
    /// The auto-scroll for a pointer on screen row `row`, or nil when it is inside the text's
    /// rows or the view cannot move that way.
    ///
    /// Past an edge (the status line below, or a row a terminal reports outside the text) it
    /// scrolls at once. On the first or last row itself it scrolls only once the pointer has
    /// rested there for `SelectionConfig.edgeDwell`: a drag along an edge row selects that row's
    /// text (`moved`: the pointer changed cells, which starts the dwell again). A scroll already
    /// running in the same direction keeps its due time.
    static func decide(pointerRow row: Int, height: Int, canScrollUp: Bool, canScrollDown: Bool,
                       current: AutoScroll?, moved: Bool, now: Instant, config: SelectionConfig) -> AutoScroll? {
        let maxStep = max(1, config.autoScrollMaxStep)
        var rows = 0
        if row <= 0, canScrollUp {
            rows = -min(maxStep, 1 - row)
        } else if row >= height - 1, canScrollDown {
            rows = min(maxStep, 1 + row - (height - 1))
        }
        guard rows != 0 else { return nil }
        let past = row < 0 || row > height - 1
        if let c = current, (c.rowsPerStep < 0) == (rows < 0) {
            // Running: keep its pace. Past the edge during a dwell: start now. Resting: the dwell goes on.
            if c.started { return AutoScroll(rowsPerStep: rows, nextStep: c.nextStep) }
            if past { return AutoScroll(rowsPerStep: rows, nextStep: min(c.nextStep, now.adding(milliseconds: config.autoScrollInterval))) }
            if !moved { return AutoScroll(rowsPerStep: rows, nextStep: c.nextStep, started: false) }
        }
        if past {
            return AutoScroll(rowsPerStep: rows, nextStep: now.adding(milliseconds: config.autoScrollInterval))
        }
        return AutoScroll(rowsPerStep: rows, nextStep: now.adding(milliseconds: config.edgeDwell), started: false)
    }
}
