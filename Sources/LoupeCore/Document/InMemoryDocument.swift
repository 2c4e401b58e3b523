/// A document held in memory: imported text, or a screen snapshot with its scrollback.
public struct InMemoryDocument: TextDocument, Hashable, Sendable {
    /// The logical lines.
    public var lines: [[Cell]]
    /// The hyperlink targets the cells' styles refer to.
    public var hyperlinks: HyperlinkTable

    /// Creates a document from logical lines.
    public init(lines: [[Cell]], hyperlinks: HyperlinkTable = HyperlinkTable()) {
        self.lines = lines
        self.hyperlinks = hyperlinks
    }

    /// A document of the lines `TextImporter` produced.
    public init(_ text: ImportedText) {
        self.init(lines: text.lines, hyperlinks: text.hyperlinks)
    }

    /// A document of a snapshot (a pane capture with scrollback, or one screen).
    ///
    /// Rows marked soft-wrapped are joined with the next row into one logical
    /// line, so a selection across a wrap copies without a newline; the
    /// `wrapPad` cells a layout left at a row's end are dropped. So are the plain
    /// blank cells that end a line (the screen's width, not the text): shown at
    /// another width, a line does not wrap onto rows of nothing. Blanks with a
    /// colour or other style are kept.
    public init(snapshot: CellBuffer) {
        var lines: [[Cell]] = []
        var current: [Cell] = []
        for r in 0..<snapshot.rows {
            for cell in snapshot.row(r) where !cell.flags.contains(.wrapPad) { current.append(cell) }
            if !snapshot.rowInfo[r].softWrapped || r == snapshot.rows - 1 {
                lines.append(current)
                current = []
            }
        }
        self.init(screenLines: lines, hyperlinks: snapshot.hyperlinks)
    }

    /// A document of a screen's logical lines (a pane captured with its wrapped rows joined):
    /// the plain blank cells that end a line are dropped, as `init(snapshot:)` drops them.
    public init(screenLines: [[Cell]], hyperlinks: HyperlinkTable = HyperlinkTable()) {
        var lines = screenLines
        for i in lines.indices {
            while let last = lines[i].last, last.isBlank, last.style == .plain { lines[i].removeLast() }
        }
        self.init(lines: lines, hyperlinks: hyperlinks)
    }

    /// Number of lines.
    public var lineCount: Int { lines.count }

    /// The cells of a line; empty out of range.
    public func line(_ index: Int) -> [Cell] {
        index >= 0 && index < lines.count ? lines[index] : []
    }
}
