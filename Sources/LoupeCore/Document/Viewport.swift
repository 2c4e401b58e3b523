/// The part of a laid-out document that is on screen.
///
/// The top is anchored to a visual row, so the view stays put when lines
/// are added at the end. Screen row 0 is the first row of the content area.
/// In clip mode `horizontalOffset` is the first cell column shown.
public struct Viewport: Hashable, Sendable {
    /// The visual row at screen row 0.
    public var top: VisualRow
    /// Rows of content shown.
    public var height: Int
    /// Columns of content shown.
    public var width: Int
    /// First column shown when lines are clipped (0 when wrapping).
    public var horizontalOffset: Int

    /// Creates a viewport.
    public init(top: VisualRow = .zero, height: Int, width: Int, horizontalOffset: Int = 0) {
        self.top = top
        self.height = max(1, height)
        self.width = max(1, width)
        self.horizontalOffset = max(0, horizontalOffset)
    }

    /// The viewport scrolled by `rows` (positive: toward the end), clamped so
    /// the top stays in the document and the last row does not rise above the
    /// bottom of the screen (unless the document is shorter than the screen).
    /// Returns the new viewport and how many rows it actually moved.
    public func scrolled(by rows: Int, layout: DocumentLayout, document: any TextDocument) -> (viewport: Viewport, moved: Int) {
        var result = self
        let start = layout.clamp(top, in: document)
        var target = layout.move(start, by: rows, in: document).row
        if rows > 0 {
            let highest = maxTop(layout: layout, document: document)
            if target > highest { target = max(highest, start) }
        }
        result.top = target
        let moved = layout.distance(from: start, to: target, limit: abs(rows) + 1, in: document) ?? 0
        return (result, moved)
    }

    /// The highest top that still fills the screen down to the document's last row.
    public func maxTop(layout: DocumentLayout, document: any TextDocument) -> VisualRow {
        layout.move(layout.lastRow(in: document), by: -(height - 1), in: document).row
    }

    /// Whether rows before the top exist.
    public func canScrollUp(layout: DocumentLayout, document: any TextDocument) -> Bool {
        layout.clamp(top, in: document) > .zero
    }

    /// Whether the document's last row is below the screen.
    public func canScrollDown(layout: DocumentLayout, document: any TextDocument) -> Bool {
        layout.move(layout.clamp(top, in: document), by: height, in: document).moved >= height
    }

    /// The visual row at a screen row (which may be off screen), clamped to the document.
    /// Also returns how many rows the clamp cut off (positive past the end, negative before the start).
    public func visualRow(atScreenRow screenRow: Int, layout: DocumentLayout, document: any TextDocument) -> (row: VisualRow, overshoot: Int) {
        let (row, moved) = layout.move(top, by: screenRow, in: document)
        return (row, screenRow - moved)
    }

    /// The screen row a visual row is on, or nil when it is more than `margin` rows off screen.
    public func screenRow(of row: VisualRow, margin: Int = 0, layout: DocumentLayout, document: any TextDocument) -> Int? {
        layout.distance(from: layout.clamp(top, in: document), to: row, limit: height + max(0, margin), in: document)
    }

    /// The visual rows on screen, top to bottom (fewer when the document ends first).
    public func visibleRows(layout: DocumentLayout, document: any TextDocument) -> [VisualRow] {
        guard document.lineCount > 0 else { return [] }
        var rows = [layout.clamp(top, in: document)]
        while rows.count < height {
            let (next, moved) = layout.move(rows[rows.count - 1], by: 1, in: document)
            if moved == 0 { break }
            rows.append(next)
        }
        return rows
    }
}
