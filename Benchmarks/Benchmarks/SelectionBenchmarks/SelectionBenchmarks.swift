import Benchmark
import LoupeCore

/// A million lines drawn from a pool of realistic ones (ASCII, CJK, emoji, tabs,
/// long lines that wrap), without holding a million arrays in memory.
struct RepeatingDocument: TextDocument {
    let lineCount: Int
    let pool: [[Cell]]

    init(lineCount: Int) {
        self.lineCount = lineCount
        let importer = TextImporter()
        let samples = [
            "2026-11-21 05:43:15 INFO  server: listening on 192.168.1.20:8080 (pid 4242)",
            "\tfunc reduce(_ state: inout SelectionState, _ event: InputEvent) -> [SelectionEffect]",
            "日本語のテキストと English words mixed together, 👨‍👩‍👧 family and cafe\u{301} au lait",
            String(repeating: "a long line that wraps several times on an ordinary terminal ", count: 4),
            "commit 3f2a9c1d0e7b — see https://example.com/issues/3?tab=activity for details",
            "",
        ]
        pool = (0..<100).map { k in importer.importText(samples[k % samples.count] + " #\(k)").lines.first ?? [] }
    }

    func line(_ index: Int) -> [Cell] {
        index >= 0 && index < lineCount ? pool[index % pool.count] : []
    }
}

let benchmarks: @Sendable () -> Void = {
    let document = RepeatingDocument(lineCount: 1_000_000)
    let engine = SelectionEngine()

    func context(_ layout: DocumentLayout) -> SelectionContext {
        SelectionContext(document: document, layout: layout,
                         viewport: Viewport(top: VisualRow(line: 500_000, row: 0), height: 50, width: 100))
    }

    Benchmark("Drag event (character mode, 1M-line document, 100x50 view)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], scalingFactor: .kilo)) { benchmark in
        let ctx = context(DocumentLayout(width: 100))
        var state = SelectionState()
        _ = engine.reduce(&state, .mouse(MouseEvent(.press, at: GridPoint(column: 10, row: 5), time: Instant(milliseconds: 0))), context: ctx)
        var t = 1.0
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            t += 1
            let point = GridPoint(column: (i * 7) % 100, row: 10 + (i % 30))
            blackHole(engine.reduce(&state, .mouse(MouseEvent(.drag, at: point, time: Instant(milliseconds: t))), context: ctx))
        }
    }

    Benchmark("Drag event (word mode after a double click)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], scalingFactor: .kilo)) { benchmark in
        let ctx = context(DocumentLayout(width: 100))
        var state = SelectionState()
        for k in 0..<2 {
            let at = Instant(milliseconds: Double(k) * 100)
            _ = engine.reduce(&state, .mouse(MouseEvent(.press, at: GridPoint(column: 10, row: 5), time: at)), context: ctx)
            if k == 0 { _ = engine.reduce(&state, .mouse(MouseEvent(.release, at: GridPoint(column: 10, row: 5), time: at)), context: ctx) }
        }
        var t = 1000.0
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            t += 1
            let point = GridPoint(column: (i * 7) % 100, row: 10 + (i % 30))
            blackHole(engine.reduce(&state, .mouse(MouseEvent(.drag, at: point, time: Instant(milliseconds: t))), context: ctx))
        }
    }

    Benchmark("Double click (smart token rules, then words)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], scalingFactor: .one)) { benchmark in
        let ctx = context(DocumentLayout(width: 100))
        // Screen rows 0-2 are lines 500,000-500,002, rows 3-5 the long line 500,003, row 6 is line 500,004:
        // "commit 3f2a9c1d0e7b — see https://example.com/...", where column 40 is inside the URL.
        var t = 0.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var state = SelectionState()
            for _ in 0..<2 {
                t += 100
                _ = engine.reduce(&state, .mouse(MouseEvent(.press, at: GridPoint(column: 40, row: 6), time: Instant(milliseconds: t))), context: ctx)
                blackHole(engine.reduce(&state, .mouse(MouseEvent(.release, at: GridPoint(column: 40, row: 6), time: Instant(milliseconds: t))), context: ctx))
            }
        }
    }

    // 50 samples of 1000 ticks at 5 rows a step stay far from the document's end.
    Benchmark("Auto-scroll tick (drag held below the view)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], scalingFactor: .kilo, maxIterations: 50)) { benchmark in
        let ctx = context(DocumentLayout(width: 100))
        var viewport = ctx.viewport
        var state = SelectionState()
        _ = engine.reduce(&state, .mouse(MouseEvent(.press, at: GridPoint(column: 10, row: 5), time: .zero)), context: ctx)
        _ = engine.reduce(&state, .mouse(MouseEvent(.drag, at: GridPoint(column: 20, row: 53), time: Instant(milliseconds: 1))), context: ctx)
        var t = 1.0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            t += 50
            var c = ctx
            c.viewport = viewport
            for effect in engine.reduce(&state, .tick(Instant(milliseconds: t)), context: c) {
                if case let .scroll(_, v) = effect { viewport = v }
            }
        }
        blackHole(viewport)
    }

    Benchmark("Extract the text of a selection of all 1,000,000 lines",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 5)) { benchmark in
        let ctx = context(DocumentLayout(width: 100))
        var state = SelectionState()
        // Select All as the keymap's ctrl+a asks for it (the engine takes no keys itself: a key
        // event selected nothing, and this measured the empty selection's "").
        let effects = engine.perform(.selectAll, &state, context: ctx)
        precondition(effects == [.changed] && state.hasExtent, "Select All selected nothing")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(engine.selectedText(state, context: ctx))
        }
    }
}
