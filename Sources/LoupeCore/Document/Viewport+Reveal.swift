extension Viewport {
    /// The top that makes the rows `first...last` visible with `padding` rows above and below
    /// (less on a screen too short for it), moving the least; nil when they already are.
    /// A span taller than the screen shows its first row.
    public func topRevealing(_ first: VisualRow, through last: VisualRow, padding: Int,
                             layout: DocumentLayout, document: any TextDocument) -> VisualRow? {
        let pad = max(0, min(padding, (height - 1) / 2))
        let top = layout.clamp(self.top, in: document)
        let highest = maxTop(layout: layout, document: document)
        let wantTop = layout.move(first, by: -pad, in: document).row
        if wantTop < top { return wantTop }
        // Rows from the top to the span's last row plus its padding must fit in the screen.
        let wantBottom = layout.move(last, by: pad, in: document).row
        if let below = layout.distance(from: top, to: wantBottom, limit: height, in: document), below < height { return nil }
        var target = layout.move(wantBottom, by: -(height - 1), in: document).row
        if target > wantTop { target = wantTop }
        if target > highest { target = max(highest, top) }
        return target == top ? nil : target
    }

    /// The horizontal offset (clipped lines) that shows columns `columns` of a line with
    /// `padding` columns either side, moving the least; nil when they already show.
    public func offsetRevealing(columns: Range<Int>, padding: Int) -> Int? {
        let pad = max(0, min(padding, (width - 1) / 2))
        if columns.lowerBound - pad < horizontalOffset { return max(0, columns.lowerBound - pad) }
        if columns.upperBound + pad > horizontalOffset + width {
            return max(0, min(columns.lowerBound - pad, columns.upperBound + pad - width))
        }
        return nil
    }
}
