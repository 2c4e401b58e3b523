import LoupeCore

/// The visible pointer a recording draws, since a recording has no real mouse:
/// the cell under the pointer (both halves of a wide character) in black on amber.
public enum PointerMark {
    /// The pointer cell's style.
    public static let style = Style(foreground: .indexed(16), background: .indexed(214), attributes: [.bold])

    /// Draws the pointer at a point; nothing happens when the point is off screen.
    public static func draw(on frame: inout CellBuffer, at point: GridPoint) {
        guard frame.contains(column: point.column, row: point.row) else { return }
        var column = point.column
        if frame[column, point.row].isContinuation, column > 0 { column -= 1 }
        var cell = frame[column, point.row]
        cell.style = Style(foreground: style.foreground, background: style.background,
                           attributes: style.attributes, hyperlink: cell.style.hyperlink)
        frame.put(cell, column: column, row: point.row)
    }
}
