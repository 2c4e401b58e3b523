import LoupeCore

/// A demo's screen as asciicast output: keeps the frames the loop presents, cell by cell, and
/// writes the cells that changed (`ANSIFrameEncoder`) when a frame is recorded, with the
/// pointer mark drawn on it; and the resizes and marks on the way.
struct FrameRecorder {
    private var encoder = ANSIFrameEncoder()
    /// The last frame presented, overlays drawn on it (without the pointer mark).
    private var shown: CellBuffer?
    /// The cells of `shown` the overlays were drawn on, with a column on each side.
    private var overlayCells: [GridRect] = []
    /// The storage of the cells the overlays were drawn on before, kept for the next frame's.
    private var spareOverlayCells: [GridRect] = []
    /// The cells of `shown` that may differ from the last recorded frame.
    private var unrecorded = FrameDamage.all
    /// Where the pointer mark was in the last recorded frame (nil: not shown).
    private var recordedPointer: GridPoint?
    /// Whether the screen may have changed since the last recorded frame.
    private var dirty = true
    /// How many frames were recorded.
    private(set) var framesRendered = 0
    /// What was written, resizes and markers among it.
    private(set) var events: [DemoRecordingEvent] = []
    /// The frame at each `Mark`.
    private(set) var marks: [DemoMarkFrame] = []

    /// The screen may have changed (a batch of events, the pointer mark moved or shown): the next
    /// recorded frame writes what did.
    mutating func screenMayHaveChanged() {
        dirty = true
    }

    /// The frame presented last, with the pointer mark at `mark` (nil: none presented yet).
    func frame(mark: GridPoint?) -> CellBuffer? {
        guard var frame = shown else { return nil }
        if let mark { PointerMark.draw(on: &frame, at: mark) }
        return frame
    }

    /// The terminal is resized: a resize event, and the next frame is written whole.
    mutating func resize(at time: DemoDuration, to size: GridSize) {
        events.append(.resize(at: time, size))
        encoder.invalidate()
    }

    /// A `Mark`: a marker event and the frame kept under its name.
    mutating func mark(_ name: String, line: Int, at time: DemoDuration, frame: CellBuffer) {
        events.append(.marker(at: time, name))
        marks.append(DemoMarkFrame(name: name, line: line, frame: frame))
    }

    /// Keeps the frame; a frame that differs from the last one is to be recorded.
    mutating func present(base: CellBuffer, overlays: [FrameOverlay]) {
        present(base: base, overlays: overlays, damage: .all)
    }

    /// Keeps the frame, updating only the damaged cells and the cells under the overlays (before
    /// and now), so a step that changes a few cells costs a few cells whatever the screen's size.
    mutating func present(base: CellBuffer, overlays: [FrameOverlay], damage: FrameDamage) {
        // An overlay's edge that cuts a wide character changes the other half: a column on each side.
        var covered = spareOverlayCells
        spareOverlayCells = []  // `covered` is then the only reference: no new storage
        covered.removeAll(keepingCapacity: true)
        for overlay in overlays {
            let rect = GridRect(column: overlay.origin.column - 1, row: overlay.origin.row, columns: overlay.cells.columns + 2,
                                rows: overlay.cells.rows).intersection(base.bounds)
            if !rect.isEmpty { covered.append(rect) }
        }
        defer {
            spareOverlayCells = overlayCells
            overlayCells = covered
        }
        guard !damage.isAll, var frame = shown, frame.size == base.size else {
            var frame = base
            for overlay in overlays { frame.draw(overlay) }
            if let shown, FrameDiff.isBitwiseIdentical(frame, shown) || frame == shown {} else {
                dirty = true
                unrecorded = .all
            }
            shown = frame
            return
        }
        shown = nil  // `frame` is then the only reference: its cells are replaced in place
        // Outside the damage and the overlays' cells (before and now) the kept frame is the base
        // already: copy the rest, whole characters.
        var changed = false
        func take(_ row: Int, _ columns: Range<Int>) {
            let span = base.wholeCharacters(ofRow: row, columns: columns)
            guard !span.isEmpty else { return }
            frame.copyCells(ofRow: row, columns: span, from: base)
            unrecorded.insert(row, columns: span)
            changed = true
        }
        for r in damage.rows { take(r, damage.columns(ofRow: r, width: base.columns)) }
        for rect in overlayCells {
            for r in rect.minRow..<rect.maxRow { take(r, rect.minColumn..<rect.maxColumn) }
        }
        for rect in covered {
            for r in rect.minRow..<rect.maxRow { take(r, rect.minColumn..<rect.maxColumn) }
        }
        frame.cursor = base.cursor
        frame.rowInfo = base.rowInfo
        frame.hyperlinks = base.hyperlinks
        for overlay in overlays { frame.draw(overlay) }
        shown = frame
        if changed { dirty = true }
    }

    /// Records the bytes that changed, if anything may have changed: the rows presented since
    /// the last recorded frame and the rows the pointer mark left and entered.
    mutating func render(at time: DemoDuration, mark: GridPoint?, blank size: GridSize) {
        guard dirty else { return }
        dirty = false
        framesRendered += 1
        // The mark styles its cell, or the wide character it is on.
        for p in [recordedPointer, mark] {
            if let p { unrecorded.insert(p.row, columns: (p.column - 1)..<(p.column + 2)) }
        }
        recordedPointer = mark
        defer { unrecorded.removeAll() }
        guard var frame = shown else {
            record(encoder.encode(CellBuffer(size: size)), at: time)
            return
        }
        // The mark is drawn on the kept frame for the encoder and the cells it took put back after
        // (the cell, or the two of a wide character: never more than three).
        shown = nil
        var saved: (row: Int, first: Int, middle: Int, last: Int, cells: (Cell, Cell, Cell))?
        if let p = mark, frame.contains(column: p.column, row: p.row) {
            let first = max(0, p.column - 1), last = min(frame.columns - 1, p.column + 1), middle = min(first + 1, last)
            saved = (p.row, first, middle, last, (frame[first, p.row], frame[middle, p.row], frame[last, p.row]))
            PointerMark.draw(on: &frame, at: p)
        }
        record(encoder.encode(frame, rows: unrecorded), at: time)
        if let s = saved {
            frame[s.first, s.row] = s.cells.0
            frame[s.middle, s.row] = s.cells.1
            frame[s.last, s.row] = s.cells.2
        }
        shown = frame
    }

    private mutating func record(_ bytes: String, at time: DemoDuration) {
        if !bytes.isEmpty { events.append(.output(at: time, bytes)) }
    }
}
