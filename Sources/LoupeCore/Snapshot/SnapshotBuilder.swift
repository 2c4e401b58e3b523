/// Builds a snapshot from lines given one at a time, keeping only the rows the snapshot shows,
/// so a snapshot of endless or huge input costs what its rows cost (`loupe snapshot`).
///
/// Lines are imported as `TextImporter.importText` would import the whole text (the style
/// carries from one line to the next) and laid out as `LineLayout.snapshot` lays them out.
///
/// ```swift
/// var builder = SnapshotBuilder(width: 80, height: 24)
/// for line in lines where !builder.isFull { line.withUnsafeBufferPointer { builder.add(line: $0) } }
/// let buffer = builder.buffer()
/// ```
public struct SnapshotBuilder {
    /// The most cells a snapshot may have (columns times rows): about 160 MB of cells in memory.
    public static let cellLimit = 4_000_000

    /// Columns.
    public let width: Int
    /// Rows wanted, or nil for as many as the content needs.
    public let height: Int?
    /// Wrap or clip long lines.
    public let overflow: OverflowMode
    private let importer: TextImporter
    private var style = Style.plain
    private var hyperlinks = HyperlinkTable()
    /// The rows filled: each its cells, as the line gave them, and how they are laid out.
    private var rows: [(cells: [Cell], span: LineLayout.RowSpan)] = []

    /// A builder for a snapshot `width` columns wide and `height` rows tall (nil: as tall as the content).
    public init(width: Int, height: Int? = nil, overflow: OverflowMode = .wrap, policy: WidthPolicy = .standard) {
        self.width = max(1, width)
        self.height = height.map { max(0, $0) }
        self.overflow = overflow
        self.importer = TextImporter(policy: policy)
    }

    /// Whether every row wanted is filled (more lines would change nothing).
    public var isFull: Bool { height.map { rows.count >= $0 } ?? false }

    /// The rows filled so far.
    public var rowCount: Int { rows.count }

    /// Adds one line (its bytes without the newline), laid out into as many rows as still fit.
    public mutating func add(line bytes: UnsafeBufferPointer<UInt8>) {
        guard !isFull else { return }
        let line = importer.importLine(bytes, carrying: &style, hyperlinks: &hyperlinks)
        for span in LineLayout.rowSpans(of: line, width: width, overflow: overflow, limit: height.map { $0 - rows.count } ?? Int.max) {
            rows.append((Array(line[span.cells]), span))
        }
    }

    /// The snapshot: `height` rows (blank below the content), or as many as the content filled.
    public func buffer() -> CellBuffer {
        var buffer = CellBuffer(columns: width, rows: height ?? rows.count)
        buffer.hyperlinks = hyperlinks
        for (r, row) in rows.enumerated() where r < buffer.rows {
            LineLayout.place(row.cells[...], row.span, row: r, in: &buffer)
        }
        return buffer
    }
}
