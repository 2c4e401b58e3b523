import LoupeCore

extension PagerState {
    /// Whether the last gesture began before the program was on screen (`takenOverPresses`).
    var isTakenOverGesture: Bool {
        gesture >= 1 && gesture <= settings.takenOverPresses
    }

    /// What the loupe follows: the selection's moving end while a gesture is active, the caret
    /// in caret mode, or the pointer in hover mode; nothing otherwise.
    func loupeInput() -> LoupeInput {
        let screen = GridSize(columns: size.columns, rows: viewport.height)
        if selection.isGestureActive, let head = selection.headLocation(context: context) {
            return LoupeInput(screenSize: screen, focusColumn: head.pointerColumn ?? head.column, focusRow: head.row,
                              caretColumn: head.column, selecting: true,
                              movingDownward: selection.direction.movingDownward, hovering: false, gesture: gesture)
        }
        if let caret = caretLoupeInput(screen: screen) { return caret }
        if settings.loupe.hoverMode, let p = pointer, p.row >= 0, p.row < viewport.height, p.column >= 0, p.column < size.columns {
            return LoupeInput(screenSize: screen, focusColumn: LoupeInput.focusColumn(at: p, subCell: pointerSubCell), focusRow: p.row,
                              caretColumn: nil, selecting: false, movingDownward: false, hovering: true, gesture: gesture)
        }
        return .idle(screenSize: screen)
    }
}
