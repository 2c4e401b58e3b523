/// Which rows of a base frame a program changed since it was last presented: every row (a
/// new size, a scroll, the first frame) or some of them (a drag changes the highlight of a
/// row or two and the status bar). A backend given the damaged rows draws those and no
/// others, so a step that changes a few rows costs a few rows, whatever the screen's size.
public struct FrameDamage: Hashable, Sendable {
    /// Whether every row may have changed.
    public private(set) var isAll: Bool
    /// The changed rows when not all (sorted, no repeats).
    public private(set) var rows: [Int]

    /// Every row.
    public static let all = FrameDamage(isAll: true, rows: [])
    /// Nothing changed.
    public static let none = FrameDamage(isAll: false, rows: [])

    private init(isAll: Bool, rows: [Int]) {
        self.isAll = isAll
        self.rows = rows
    }

    /// These rows.
    public init<S: Sequence>(rows: S) where S.Element == Int {
        isAll = false
        self.rows = Array(Set(rows)).sorted()
    }

    /// Adds a row.
    public mutating func insert(_ row: Int) {
        guard !isAll else { return }
        var i = rows.startIndex
        while i < rows.endIndex && rows[i] < row { i += 1 }
        if i == rows.endIndex || rows[i] != row { rows.insert(row, at: i) }
    }
}
