/// The text of a document line as find sees it: one `Character` per grapheme cluster cell
/// (a tab is one `"\t"`, the continuation of a wide character and a tab's fill are skipped),
/// with the cell each character starts at, so a match in the text maps back to cells.
public struct LineText: Sendable {
    /// The characters, in order.
    public let characters: [Character]
    /// `cellOffsets[i]` is the cell where character `i` starts; one more entry, the line's
    /// cell count, closes the last character.
    public let cellOffsets: [Int]

    /// The text of a line's cells.
    public init(_ cells: [Cell]) {
        var characters: [Character] = []
        var offsets: [Int] = []
        characters.reserveCapacity(cells.count)
        offsets.reserveCapacity(cells.count + 1)
        for (i, cell) in cells.enumerated() {
            if cell.isContinuation || cell.flags.contains(.tabFill) || cell.flags.contains(.wrapPad) { continue }
            let text: Character = cell.flags.contains(.tabStart) ? "\t" : (cell.grapheme.first ?? " ")
            characters.append(text)
            offsets.append(i)
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
