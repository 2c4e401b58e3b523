/// Counts clicks: presses on the same cell, each within an interval of the last, form one sequence.
///
/// The count runs 1, 2, 3 and starts over at 1 on a fourth click.
public struct ClickTracker: Hashable, Sendable {
    /// Clicks in the current sequence (0 before any press).
    public private(set) var count: Int = 0
    private var lastTime: Instant?
    /// Where the last press was (screen coordinates, as reported), or nil before any.
    public private(set) var lastCell: GridPoint?

    /// Creates a tracker with no clicks.
    public init() {}

    /// Records a press and returns its number in the sequence (1, 2 or 3).
    public mutating func press(at cell: GridPoint, time: Instant, interval milliseconds: Double) -> Int {
        if let t = lastTime, lastCell == cell, time.milliseconds(since: t) <= milliseconds, time >= t {
            count = count % 3 + 1
        } else {
            count = 1
        }
        lastTime = time
        lastCell = cell
        return count
    }

    /// Forgets the sequence (the next press counts as a first click).
    public mutating func reset() {
        count = 0
        lastTime = nil
        lastCell = nil
    }
}
