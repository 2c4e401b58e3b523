/// A caret position in a document: between two grapheme clusters of a logical line.
///
/// `offset` is a cell index into the logical line (`TextDocument.line(_:)`):
/// the caret sits just before that cell. `offset == line.count` is the end of
/// the line. A valid position never points at the continuation cell of a wide
/// character or at the fill cells of a tab; `TextDocument.clamp(_:)` snaps any
/// position to a valid one. Positions are in document coordinates, so they stay
/// put while the view scrolls or rewraps.
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Zero-based logical line.
    public var line: Int
    /// Cell offset in the line, at a cluster boundary (0...line length).
    public var offset: Int

    /// Creates a position.
    public init(line: Int, offset: Int) {
        self.line = line
        self.offset = offset
    }

    /// The start of the document.
    public static let zero = TextPosition(line: 0, offset: 0)

    /// Document order: by line, then by offset.
    public static func < (a: TextPosition, b: TextPosition) -> Bool {
        a.line != b.line ? a.line < b.line : a.offset < b.offset
    }

    /// `line:offset`.
    public var description: String { "\(line):\(offset)" }
}
