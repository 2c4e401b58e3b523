import LoupeCore

/// A small stand-in for Loupe's pager, so the demo player can run before the real model is plugged in.
///
/// It shows the opened text with a status bar, selects from the press to the
/// pointer (reverse video), selects a word on double click and a line on
/// triple click, copies on release, scrolls with the wheel and while dragging
/// past the bottom or top edge (every 50 ms), and draws a plain box above the
/// pointer while a button is held (a placeholder for the loupe), which stays
/// 150 ms after the release. `q` quits. It is deliberately simple: it exists to
/// exercise the player (events, ticks, overlays, effects), not to be Loupe.
public struct DemoStandInModel: DemoInspectable, DemoConfigurable {
    /// How long the box stays after the button goes up.
    public static let lingerMilliseconds = 150.0
    /// Auto-scroll period while dragging past an edge.
    public static let scrollMilliseconds = 50.0

    var text: ImportedText
    var size: GridSize
    var settings: DemoSettings
    var document: CellBuffer
    var top = 0
    var anchor: GridPoint?
    var head: GridPoint?
    var pointer = GridPoint(column: 0, row: 0)
    var pressed = false
    var lingerUntil: Instant?
    var nextScroll: Instant?
    var lastPress: (point: GridPoint, time: Instant, count: Int)?

    /// Creates the model for a content, a size and settings.
    public init(content: DemoContent, size: GridSize, settings: DemoSettings) {
        self.text = content.text
        self.size = size
        self.settings = settings
        self.document = LineLayout.snapshot(of: content.text, width: max(1, size.columns))
    }

    /// A factory for `DemoPlayer`.
    public static let factory: DemoModelFactory = { content, size, settings in
        DemoStandInModel(content: content, size: size, settings: settings)
    }

    /// Rows that show text (the last row is the status bar).
    var textRows: Int { max(1, size.rows - 1) }

    /// Adopts new settings.
    public mutating func apply(_ settings: DemoSettings) { self.settings = settings }

    /// The text of the selection, or nil when nothing is selected.
    public var selectionText: String? {
        guard let (start, end) = orderedSelection() else { return nil }
        return copiedText(from: start, to: end)
    }

    /// Whether the box stands in for a visible loupe.
    /// With `Set Downward hide` it hides while the pointer is below the row the selection started on.
    public var isLoupeVisible: Bool {
        if pressed, settings.downward == "hide", let anchor, documentPoint(pointer).row > anchor.row { return false }
        return pressed || lingerUntil != nil
    }

    /// Feeds one event.
    public mutating func handle(_ event: InputEvent) -> [AppEffect] {
        switch event {
        case let .mouse(m): return handleMouse(m)
        case let .key(k):
            switch k.key {
            case .character("q"): return [.quit(status: 0, output: nil)]
            case .down: scroll(by: 1)
            case .up: scroll(by: -1)
            case .pageDown: scroll(by: textRows)
            case .pageUp: scroll(by: -textRows)
            default: return [.bell]
            }
        case let .resize(newSize, _):
            size = newSize
            document = LineLayout.snapshot(of: text, width: max(1, newSize.columns))
            anchor = nil
            head = nil
            scroll(by: 0)
        case let .tick(now): tick(now)
        }
        return []
    }

    mutating func handleMouse(_ m: MouseEvent) -> [AppEffect] {
        pointer = m.position
        let point = documentPoint(m.position)
        switch (m.action, m.button) {
        case (.press, .wheelUp): scroll(by: -3)
        case (.press, .wheelDown): scroll(by: 3)
        case (.press, .left):
            let count = clickCount(point, m.time)
            lastPress = (point, m.time, count)
            pressed = true
            lingerUntil = nil
            selectUnit(at: point, count: count)
            updateScroll(m.time)
        case (.drag, _) where pressed:
            head = point
            updateScroll(m.time)
        case (.release, _) where pressed:
            pressed = false
            nextScroll = nil
            lingerUntil = m.time.adding(milliseconds: Self.lingerMilliseconds)
            if let copied = selectionText, !copied.isEmpty { return [.copy(copied)] }
        default: break
        }
        return []
    }

    /// 1, 2 or 3: presses at the same cell within 400 ms count up.
    func clickCount(_ point: GridPoint, _ time: Instant) -> Int {
        guard let last = lastPress, last.point == point, time.milliseconds(since: last.time) <= 400 else { return 1 }
        return last.count % 3 + 1
    }

    /// Starts a selection: a caret for one click, the word for two, the row for three.
    mutating func selectUnit(at point: GridPoint, count: Int) {
        switch count {
        case 2:
            let row = document.row(point.row)
            let extra = settings.wordChars ?? ""
            let isWord: (Cell) -> Bool = { cell in
                guard let base = cell.grapheme.unicodeScalars.first else { return cell.isContinuation }
                return base.properties.isAlphabetic || ("0"..."9").contains(base) || base == "_" || extra.contains(cell.grapheme)
            }
            let cells = Array(row)
            guard point.column >= 0, point.column < cells.count, isWord(cells[point.column]) else {
                anchor = point; head = point; return
            }
            var a = point.column, b = point.column
            while a > 0, isWord(cells[a - 1]) { a -= 1 }
            while b + 1 < cells.count, isWord(cells[b + 1]) { b += 1 }
            anchor = GridPoint(column: a, row: point.row)
            head = GridPoint(column: b, row: point.row)
        case 3:
            anchor = GridPoint(column: 0, row: point.row)
            head = GridPoint(column: document.columns - 1, row: point.row)
        default:
            anchor = point
            head = point
        }
    }

    /// The next instant the model needs a tick: the box going away, or the next auto-scroll step.
    public func nextDeadline() -> Instant? {
        [lingerUntil, nextScroll].compactMap { $0 }.min()
    }

    mutating func tick(_ now: Instant) {
        if let l = lingerUntil, l <= now { lingerUntil = nil }
        if let s = nextScroll, s <= now, pressed {
            scroll(by: pointer.row >= textRows ? 1 : -1)
            head = documentPoint(pointer)
            nextScroll = now.adding(milliseconds: Self.scrollMilliseconds)
        }
    }

    /// Starts or stops auto-scroll as the pointer leaves or enters the text rows.
    mutating func updateScroll(_ now: Instant) {
        let outside = pointer.row < 0 || pointer.row >= textRows
        if !outside { nextScroll = nil } else if nextScroll == nil { nextScroll = now.adding(milliseconds: Self.scrollMilliseconds) }
    }

    mutating func scroll(by rows: Int) {
        top = max(0, min(top + rows, max(0, document.rows - textRows)))
    }

    /// A screen point in document coordinates, clamped to the document.
    func documentPoint(_ p: GridPoint) -> GridPoint {
        let row = min(max(0, p.row), textRows - 1) + top
        return GridPoint(column: min(max(0, p.column), document.columns - 1), row: min(row, max(0, document.rows - 1)))
    }

    /// The selection's ends in reading order.
    func orderedSelection() -> (GridPoint, GridPoint)? {
        guard let a = anchor, let h = head else { return nil }
        return (a.row, a.column) <= (h.row, h.column) ? (a, h) : (h, a)
    }
}
