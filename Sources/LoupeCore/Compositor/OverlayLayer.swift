/// A layer drawn over a frame: cells at an origin, and for each cell how it covers what is below.
///
/// The loupe is one; a menu or a link bubble would be others. A layer may lie
/// partly outside the screen: the compositor clips it.
public struct OverlayLayer: Hashable, Sendable {
    /// How one cell of a layer covers the cell below it.
    public enum Coverage: UInt8, Hashable, Sendable {
        /// Not covered: the cell below shows through.
        case none
        /// Covered: the layer's cell replaces the one below.
        case opaque
        /// The layer's glyph and foreground over the background of the cell below
        /// (the rounded frame of the loupe, so its corners look round).
        case glyph
        /// The cell below, darkened: a drop shadow.
        case shade
    }

    /// Top-left screen cell of the layer (may be negative or past the screen).
    public var origin: GridPoint
    /// The layer's cells (`cells.size` is the layer's size).
    public var cells: CellBuffer
    /// One entry per cell, row-major like `cells.cells`.
    public private(set) var coverage: [Coverage]
    /// How much a `.shade` cell darkens what is below (0...1).
    public var shadeAmount: Double
    /// The colours a `.shade` cell may use.
    public var colorMode: ColorMode
    /// What to assume for the terminal's default colours when shading.
    public var canvas: ColorBlend.Canvas

    /// Creates a layer of a size with every cell uncovered.
    public init(origin: GridPoint, size: GridSize, shadeAmount: Double = 0.5, colorMode: ColorMode = .truecolor, canvas: ColorBlend.Canvas = .dark) {
        self.origin = origin
        self.cells = CellBuffer(size: size)
        self.coverage = Array(repeating: .none, count: size.area)
        self.shadeAmount = shadeAmount
        self.colorMode = colorMode
        self.canvas = canvas
    }

    /// Creates a fully opaque layer from a buffer.
    public init(origin: GridPoint, opaque cells: CellBuffer) {
        self.init(origin: origin, size: cells.size)
        self.cells = cells
        self.coverage = Array(repeating: .opaque, count: cells.size.area)
    }

    /// The layer's size.
    public var size: GridSize { cells.size }

    /// The screen rectangle the layer spans.
    public var rect: GridRect { GridRect(origin: origin, size: cells.size) }

    /// How the cell at a layer position covers what is below (`.none` outside the layer).
    public func coverage(column: Int, row: Int) -> Coverage {
        guard cells.contains(column: column, row: row) else { return .none }
        return coverage[row * cells.columns + column]
    }

    /// Sets how a cell covers what is below; ignored outside the layer.
    public mutating func setCoverage(_ value: Coverage, column: Int, row: Int) {
        guard cells.contains(column: column, row: row) else { return }
        coverage[row * cells.columns + column] = value
    }

    /// Puts a cell (and a wide cell's continuation) with a coverage; ignored outside the layer.
    public mutating func put(_ cell: Cell, column: Int, row: Int, coverage value: Coverage = .opaque) {
        guard cells.contains(column: column, row: row) else { return }
        cells.put(cell, column: column, row: row)
        setCoverage(value, column: column, row: row)
        if cell.isWide, column + 1 < cells.columns { setCoverage(value, column: column + 1, row: row) }
    }

    /// The layer drawn over `base` and cut into opaque rectangles that hold only what the layer
    /// changes, clipped to the base: what a front end that shows overlays as panels needs.
    ///
    /// A rectangle never holds a cell the layer leaves alone (the corners a drop shadow skips),
    /// and it is widened to whole wide characters, so a panel edge never cuts a character the
    /// layer does not cover (a terminal blanks both halves of a wide character written half over,
    /// and `flattened` had to blank it itself). Each row's changed cells are one or more runs;
    /// consecutive rows with the same runs make one rectangle (a loupe with its shadow: three).
    public func panels(over base: CellBuffer) -> [FrameOverlay] {
        let r = rect.intersection(base.bounds)
        guard !r.isEmpty else { return [] }
        // The rows the layer spans with the layer drawn on them, two columns wider on each side
        // than the layer: drawing it can blank the other half of a wide character next to it, and
        // a run takes a wide character's other half along, so nothing changes further out.
        let window = max(0, r.minColumn - 2)..<min(base.columns, r.maxColumn + 2)
        var before = CellBuffer(size: GridSize(columns: window.count, rows: r.size.rows))
        for row in 0..<r.size.rows { before.copyRow(row, from: base, sourceRow: r.minRow + row, sourceColumn: window.lowerBound) }
        var after = before
        var shifted = self
        shifted.origin = GridPoint(column: origin.column - window.lowerBound, row: origin.row - r.minRow)
        Compositor.draw(shifted, on: &after)
        var panels: [FrameOverlay] = []
        var open: [(runs: [Range<Int>], top: Int)] = []
        func close(_ entry: (runs: [Range<Int>], top: Int), bottom: Int) {
            for run in entry.runs {
                var cells = CellBuffer(size: GridSize(columns: run.count, rows: bottom - entry.top))
                for row in entry.top..<bottom {
                    cells.setRow(row - entry.top, after.row(row).dropFirst(run.lowerBound).prefix(run.count))
                    cells.breakWideEdges(row: row - entry.top)
                }
                panels.append(FrameOverlay(origin: GridPoint(column: window.lowerBound + run.lowerBound, row: r.minRow + entry.top), cells: cells))
            }
        }
        for row in 0...r.size.rows {
            let runs = row < r.size.rows
                ? changedRuns(before, after, row: row, layerRow: row + r.minRow - origin.row, layerColumn: origin.column - window.lowerBound) : []
            if let last = open.last, last.runs == runs { continue }
            if let last = open.popLast() { close(last, bottom: row) }
            if !runs.isEmpty { open.append((runs, row)) }
        }
        return panels
    }

    /// The runs of columns of a row that the layer (its first column at `layerColumn`) covers or
    /// changed, each widened to whole wide characters.
    private func changedRuns(_ before: CellBuffer, _ after: CellBuffer, row: Int, layerRow: Int, layerColumn: Int) -> [Range<Int>] {
        func changed(_ c: Int) -> Bool { coverage(column: c - layerColumn, row: layerRow) != .none || after[c, row] != before[c, row] }
        var runs: [Range<Int>] = []
        var c = 0
        while c < after.columns {
            guard changed(c) else { c += 1; continue }
            var start = c, end = c + 1
            while end < after.columns, changed(end) { end += 1 }
            // A continuation at the start or a wide lead at the end takes its other half along.
            if after[start, row].isContinuation || before[start, row].isContinuation { start = max(0, start - 1) }
            if end < after.columns, after[end - 1, row].isWide || before[end - 1, row].isWide { end += 1 }
            if let last = runs.last, last.upperBound >= start { runs[runs.count - 1] = last.lowerBound..<end } else { runs.append(start..<end) }
            c = end
        }
        return runs
    }

    /// The layer drawn over `base` and cut out as an opaque rectangle, clipped to the base
    /// (uncovered cells hold the base's cells, a wide character cut by its edge a blank).
    /// `panels(over:)` is what a front end that shows panels should use: it leaves out what the
    /// layer does not cover.
    public func flattened(over base: CellBuffer) -> FrameOverlay {
        let r = rect.intersection(base.bounds)
        // Only the covered part of the base is copied (not the whole frame), and the layer is
        // drawn on it shifted by the part's origin: the same cells as drawing on the whole base.
        var out = CellBuffer(size: r.size)
        for row in 0..<r.size.rows {
            out.setRow(row, base.row(r.minRow + row).dropFirst(r.minColumn).prefix(r.size.columns))
        }
        var shifted = self
        shifted.origin = GridPoint(column: origin.column - r.minColumn, row: origin.row - r.minRow)
        Compositor.draw(shifted, on: &out)
        for row in 0..<r.size.rows {
            // A wide character cut by the panel's edge shows as a blank, never half a glyph.
            out.breakWideEdges(row: row)
        }
        return FrameOverlay(origin: r.origin, cells: out)
    }
}

extension CellBuffer {
    /// Blanks a continuation at the left edge and a wide lead at the right edge of a row.
    mutating func breakWideEdges(row: Int) {
        guard columns > 0 else { return }
        if self[0, row].isContinuation { self[0, row] = .blank(self[0, row].style) }
        let last = columns - 1
        if self[last, row].isWide { self[last, row] = .blank(self[last, row].style) }
    }
}
