extension SelectionState {
    /// The selection a keyboard caret makes, as vi's visual modes do: from the character at
    /// `anchor` through the character at `caret`, both included, in `mode` (`.character`: a
    /// stream, `v`; `.line`: whole lines, `V`; `.block`: the rectangle of their cells, ctrl+v;
    /// `.word` is taken as `.character`). On an empty line the character is its newline.
    /// Made as a mouse would make it, finished (no gesture under way).
    public mutating func select(from anchor: TextPosition, to caret: TextPosition, mode: SelectionMode, context: SelectionContext) {
        let document = context.document, layout = context.layout
        clear()
        switch mode {
        case .block:
            self.mode = .block
            blockAnchor = Self.corner(at: anchor, layout: layout, document: document)
            blockHead = Self.corner(at: caret, layout: layout, document: document)
        case .line:
            self.mode = .line
            anchorUnit = Self.wholeLine(anchor.line, in: document)
            headUnit = Self.wholeLine(caret.line, in: document)
        case .character, .word:
            self.mode = .character
            anchorUnit = Self.character(at: anchor, in: document)
            headUnit = Self.character(at: caret, in: document)
        }
        hasExtent = true
        direction.side = caret < anchor ? .before : caret > anchor ? .after : .same
    }

    /// The character at a caret as a unit: its cluster, or the newline of an empty line (none
    /// on the last line).
    static func character(at position: TextPosition, in document: any TextDocument) -> Range<TextPosition> {
        let cells = document.line(position.line)
        let range = CellClusters.range(containing: position.offset, in: cells)
        if !range.isEmpty { return TextPosition(line: position.line, offset: range.lowerBound)..<TextPosition(line: position.line, offset: range.upperBound) }
        let next = position.line + 1 < document.lineCount ? TextPosition(line: position.line + 1, offset: 0) : position
        return position..<next
    }

    /// A logical line as a unit (a triple click's).
    static func wholeLine(_ line: Int, in document: any TextDocument) -> Range<TextPosition> {
        TextPosition(line: line, offset: 0)..<TextPosition(line: line, offset: document.line(line).count)
    }

    /// The block corner of the character at a caret: its visual row and the columns it takes.
    static func corner(at position: TextPosition, layout: DocumentLayout, document: any TextDocument) -> BlockCorner {
        let row = layout.visualRow(of: position, in: document)
        let start = layout.cellRange(of: row, in: document).lowerBound
        let cells = CaretMotion.cells(at: position, in: document)
        return BlockCorner(row: row, columns: (cells.lowerBound - start)..<(cells.upperBound - start))
    }
}
