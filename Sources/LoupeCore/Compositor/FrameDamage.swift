/// Which cells of a base frame a program changed since it was last presented: every row (a
/// new size, a scroll, the first frame) or some rows, each across its whole width or only in
/// a span of columns (a drag step changes the highlight of a cell or two of a row, and the
/// status bar). A backend given the damage draws those cells and no others, so a step that
/// changes a few cells costs a few cells, whatever the screen's size.
public struct FrameDamage: Hashable, Sendable {
    /// Whether every row may have changed.
    public private(set) var isAll: Bool
    /// The changed rows when not all (sorted, no repeats), whole or in part (see `columns(ofRow:width:)`).
    public private(set) var rows: [Int]
    /// The rows that changed only within a span of columns, and that span.
    private var spans: [Int: Range<Int>]

    /// Every row.
    public static let all = FrameDamage(isAll: true, rows: [])
    /// Nothing changed.
    public static let none = FrameDamage(isAll: false, rows: [])

    private init(isAll: Bool, rows: [Int]) {
        self.isAll = isAll
        self.rows = rows
        spans = [:]
    }

    /// These rows, each across its whole width.
    public init<S: Sequence>(rows: S) where S.Element == Int {
        isAll = false
        self.rows = Array(Set(rows)).sorted()
        spans = [:]
    }

    /// Adds a row across its whole width.
    public mutating func insert(_ row: Int) {
        guard !isAll else { return }
        spans[row] = nil
        insertRow(row)
    }

    /// Adds some columns of a row (widened to one span with what the row already has; nothing
    /// for an empty span; a row already changed across its width stays so).
    public mutating func insert(_ row: Int, columns: Range<Int>) {
        guard !isAll, !columns.isEmpty else { return }
        if rows.contains(row) {
            guard let old = spans[row] else { return }  // the whole row already
            spans[row] = min(old.lowerBound, columns.lowerBound)..<max(old.upperBound, columns.upperBound)
        } else {
            spans[row] = columns
            insertRow(row)
        }
    }

    /// Nothing changed, keeping the storage for the next changes.
    public mutating func removeAll() {
        isAll = false
        rows.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
    }

    /// The changed columns of a row `width` columns wide: all of them when the row changed
    /// across its width (or every row did), a span when only that changed, nothing when the row
    /// did not change. The span is clamped to the row.
    public func columns(ofRow row: Int, width: Int) -> Range<Int> {
        if isAll { return 0..<width }
        guard let span = spans[row] else { return rows.contains(row) ? 0..<width : 0..<0 }
        let lo = max(0, min(width, span.lowerBound)), hi = max(lo, min(width, span.upperBound))
        return lo..<hi
    }

    private mutating func insertRow(_ row: Int) {
        var i = rows.startIndex
        while i < rows.endIndex && rows[i] < row { i += 1 }
        if i == rows.endIndex || rows[i] != row { rows.insert(row, at: i) }
    }
}
