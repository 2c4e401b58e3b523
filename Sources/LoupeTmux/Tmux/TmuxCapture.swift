import LoupeCore

/// A tmux pane's content turned into a screen snapshot: history rows above the visible rows.
///
/// The pane is captured with `capture-pane -p -e -J`: styles as SGR escapes,
/// wrapped rows joined into their logical lines with trailing spaces kept.
/// The lines are laid out again at the pane's width with `LineLayout`, which
/// wraps exactly as tmux does (a wide character that does not fit in the last
/// column moves down), and every row that continues is marked soft-wrapped,
/// so copying joins it to the next without a newline.
public struct TmuxCapture: Hashable, Sendable {
    /// History rows, then the pane's visible rows; the cursor is set when it is on screen.
    public var snapshot: CellBuffer
    /// The snapshot row that is the pane's top visible row.
    public var visibleTop: Int

    /// Creates a capture from its parts.
    public init(snapshot: CellBuffer, visibleTop: Int) {
        self.snapshot = snapshot
        self.visibleTop = visibleTop
    }

    /// Builds the snapshot from the bytes of `capture-pane -p -e -J` of a pane.
    ///
    /// - Parameters:
    ///   - joined: what tmux printed.
    ///   - pane: the pane's size and cursor.
    ///   - historyRows: how many history rows the capture asked for and tmux had
    ///     (`min(scrollback, history_size)`, 0 on the alternate screen).
    ///   - policy: the width rules; tmux counts East Asian ambiguous characters as narrow.
    public static func parse(joined: [UInt8], pane: TmuxPaneInfo, historyRows: Int, policy: WidthPolicy = .standard) -> TmuxCapture {
        parse(TextImporter(policy: policy).importText(joined), pane: pane, historyRows: historyRows)
    }

    /// The document the picker shows: `InMemoryDocument(snapshot:)` of the capture's snapshot
    /// (see `parse`). When the capture's lines fill exactly the rows tmux has (the usual case),
    /// they are the document's lines as they came, with no snapshot laid out between.
    public static func document(joined: [UInt8], pane: TmuxPaneInfo, historyRows: Int, policy: WidthPolicy = .standard) -> InMemoryDocument {
        let text = TextImporter(policy: policy).importText(joined)
        let width = pane.frame.size.columns
        // On a screen a column wide a wide character shows as blanks: only the snapshot says so.
        let rows = width >= 2 ? text.lines.reduce(0) { $0 + LineLayout.rowStarts(of: $1, width: width).count } : -1
        guard rows == max(0, historyRows) + pane.frame.size.rows else {
            return InMemoryDocument(snapshot: parse(text, pane: pane, historyRows: historyRows).snapshot)
        }
        return InMemoryDocument(screenLines: text.lines, hyperlinks: text.hyperlinks)
    }

    private static func parse(_ text: ImportedText, pane: TmuxPaneInfo, historyRows: Int) -> TmuxCapture {
        let width = pane.frame.size.columns
        let height = pane.frame.size.rows
        let laidOut = LineLayout.snapshot(of: text, width: width)
        let history = max(0, historyRows)
        // The visible part is the last `height` rows. Should the widths of some
        // character disagree with tmux's, the rows still end with the pane's last
        // row: extra rows are dropped from the top, missing ones padded there.
        let total = history + height
        var snapshot: CellBuffer
        if laidOut.rows == total {
            snapshot = laidOut  // as it should be: no copy
        } else {
            snapshot = CellBuffer(columns: width, rows: total)
            snapshot.hyperlinks = laidOut.hyperlinks
            let shift = total - laidOut.rows
            for r in 0..<laidOut.rows where r + shift >= 0 && r + shift < total {
                snapshot.setRow(r + shift, laidOut.row(r))
                snapshot.rowInfo[r + shift] = laidOut.rowInfo[r]
            }
        }
        let visibleTop = total - height
        let cursor = GridPoint(column: pane.cursor.column, row: visibleTop + pane.cursor.row)
        snapshot.cursor = snapshot.contains(column: cursor.column, row: cursor.row) ? cursor : nil
        return TmuxCapture(snapshot: snapshot, visibleTop: visibleTop)
    }

    /// The history rows to ask tmux for: what was requested, as far as the pane has them.
    public static func historyRows(requested scrollback: Int, pane: TmuxPaneInfo) -> Int {
        pane.alternateScreen ? 0 : min(max(0, scrollback), pane.historySize)
    }
}
