/// The text of a document line as find sees it: the cells' text (a tab is one `"\t"`, the
/// continuation of a wide character and a tab's fill are skipped) cut into `Character`s,
/// with the cell each character starts at, so a match in the text maps back to cells. A
/// character may span cells (a cluster cut into terminal characters, see `WidthPolicy.Cells`).
public struct LineText: Sendable {
    /// The characters, in order.
    public let characters: [Character]
    /// `cellOffsets[i]` is the cell where character `i` starts; one more entry, the line's
    /// cell count, closes the last character.
    public let cellOffsets: [Int]

    /// The text of a line's cells.
    public init(_ cells: [Cell]) {
        var scalars = String.UnicodeScalarView()
        var cellOfScalar: [Int] = []
        cellOfScalar.reserveCapacity(cells.count)
        for (i, cell) in cells.enumerated() {
            if cell.isContinuation || cell.flags.contains(.tabFill) || cell.flags.contains(.wrapPad) { continue }
            if cell.flags.contains(.tabStart) {
                scalars.append("\t")
                cellOfScalar.append(i)
            } else if let byte = cell.cluster.singleByte {
                // A one-byte cluster is ASCII: its scalar without making its string.
                scalars.append(Unicode.Scalar(byte))
                cellOfScalar.append(i)
            } else {
                for s in cell.grapheme.unicodeScalars {
                    scalars.append(s)
                    cellOfScalar.append(i)
                }
            }
        }
        var characters: [Character] = []
        var offsets: [Int] = []
        characters.reserveCapacity(cells.count)
        offsets.reserveCapacity(cells.count + 1)
        var next = 0
        for c in String(scalars) {
            characters.append(c)
            offsets.append(cellOfScalar[next])
            next += c.unicodeScalars.count
        }
        offsets.append(cells.count)
        self.characters = characters
        self.cellOffsets = offsets
    }

    /// The cells a character range covers.
    public func cells(of characters: Range<Int>) -> Range<Int> {
        cellOffsets[characters.lowerBound]..<cellOffsets[characters.upperBound]
    }

    /// The line as one string.
    public var string: String { String(characters) }
}
