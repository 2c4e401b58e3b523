/// One laid-out row of a document: a logical line and the index of a row inside it.
///
/// With soft wrap a long line is several visual rows; with clipping every line
/// is exactly one. Visual rows are ordered as they appear on screen.
public struct VisualRow: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Zero-based logical line.
    public var line: Int
    /// Zero-based row within the line (0 when clipping).
    public var row: Int

    /// Creates a visual row.
    public init(line: Int, row: Int) {
        self.line = line
        self.row = row
    }

    /// The first row of the document.
    public static let zero = VisualRow(line: 0, row: 0)

    /// Screen order.
    public static func < (a: VisualRow, b: VisualRow) -> Bool {
        a.line != b.line ? a.line < b.line : a.row < b.row
    }

    /// `line/row`.
    public var description: String { "\(line)/\(row)" }
}
