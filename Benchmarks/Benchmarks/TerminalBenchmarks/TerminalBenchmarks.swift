import Benchmark
import LoupeCore
import LoupeTerminal

/// A drag over a 200x60 screen of text: the selection highlight grows with the pointer and
/// a 32x8 lens above it shows the text under the pointer at 2x — the shape of `loupe view`.
struct DragModel: InteractiveModel {
    let text: Frame
    var anchor = GridPoint(column: 10, row: 20)
    var pointer = GridPoint(column: 10, row: 20)

    init(size: GridSize) {
        var f = Frame(size: size)
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "日本語", "consectetur", "adipiscing", "elit", "👍"]
        for r in 0..<size.rows {
            var line = ""
            var k = r
            while line.count < size.columns { line += words[k % words.count] + " "; k += 3 }
            f.write(line, column: 0, row: r, style: Style(foreground: .indexed(UInt8(r % 7 + 1))))
        }
        text = f
    }

    mutating func handle(_ event: InputEvent) -> [AppEffect] {
        if case let .mouse(m) = event { pointer = m.position }
        return []
    }

    func baseFrame() -> Frame {
        var f = text
        let (a, b) = (anchor.row, anchor.column) <= (pointer.row, pointer.column) ? (anchor, pointer) : (pointer, anchor)
        for r in a.row...b.row {
            let from = r == a.row ? a.column : 0, to = r == b.row ? b.column : f.columns - 1
            for c in from...max(from, to) {
                var cell = f[c, r]
                cell.style.attributes.insert(.reverse)
                f[c, r] = cell
            }
        }
        return f
    }

    func overlays() -> [FrameOverlay] {
        var lens = CellBuffer(size: GridSize(columns: 32, rows: 8), fill: .blank(Style(background: .indexed(236))))
        for r in 0..<8 {
            for c in 0..<32 {
                let src = text[pointer.column - 8 + c / 2, pointer.row - 2 + r / 2]
                if !src.isWide && !src.isContinuation { lens[c, r] = Cell(src.grapheme, style: Style(background: .indexed(236))) }
            }
        }
        return [FrameOverlay(origin: GridPoint(column: pointer.column - 16, row: pointer.row - 10), cells: lens)]
    }

    func nextDeadline() -> Instant? { nil }
}

/// The SGR bytes of a left-button drag to a zero-based cell.
func dragBytes(_ p: GridPoint) -> [UInt8] { Array("\u{1B}[<32;\(p.column + 1);\(p.row + 1)M".utf8) }

/// The pointer's path: right along a row, then down a row.
func step(_ i: Int) -> GridPoint { GridPoint(column: 20 + i % 160, row: 20 + (i / 160) % 30) }

let benchmarks: @Sendable () -> Void = {
    let size = GridSize(columns: 200, rows: 60)

    Benchmark("Drag step: SGR bytes to end of ncurses update (200x60, lens panel)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(3))) { benchmark in
        guard let screen = HeadlessScreen(size: size) else { fatalError("ncurses could not start headless") }
        defer { screen.close() }
        var model = DragModel(size: size)
        var decoder = InputDecoder()
        screen.renderer.render(model)
        var i = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            i += 1
            for input in decoder.feed(dragBytes(step(i)), at: Instant(milliseconds: Double(i))) {
                if case let .mouse(m) = input { _ = model.handle(.mouse(m)) }
            }
            screen.renderer.render(model)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Terminal bytes per drag step (permille of a full redraw)",
              configuration: .init(metrics: [.custom("permille of full redraw"), .custom("bytes per step")],
                                   maxDuration: .seconds(2), maxIterations: 2000)) { benchmark in
        guard let screen = HeadlessScreen(size: size) else { fatalError("ncurses could not start headless") }
        defer { screen.close() }
        var model = DragModel(size: size)
        let start = screen.bytesWritten
        screen.renderer.render(model)
        let full = max(1, screen.bytesWritten - start)
        var i = 0
        for _ in benchmark.scaledIterations {
            i += 1
            _ = model.handle(.mouse(MouseEvent(.drag, at: step(i), time: Instant(milliseconds: Double(i)))))
            let before = screen.bytesWritten
            screen.renderer.render(model)
            let bytes = screen.bytesWritten - before
            benchmark.measurement(.custom("bytes per step"), bytes)
            benchmark.measurement(.custom("permille of full redraw"), bytes * 1000 / full)
        }
    }
}
