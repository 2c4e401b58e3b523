import Benchmark
import Foundation
import LoupeCore
import LoupeTerminal
import LoupePager

/// `loupe view` itself: the pager model with the real selection engine and the real loupe
/// (bundled fonts, sextant tier, k = 3) over a 200x60 screen of coloured text with wide characters.
func pagerModel(size: GridSize) -> PagerModel {
    let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "日本語", "consectetur", "adipiscing", "elit", "👍"]
    var text = ""
    for r in 0..<200 {
        var line = "\u{1B}[3\(r % 7 + 1)m"
        var k = r
        var width = 0
        while width < size.columns - 12 { line += words[k % words.count] + " "; width += words[k % words.count].count + 2; k += 3 }
        text += line + "\u{1B}[0m\n"
    }
    var settings = PagerSettings(purpose: .view, title: "bench.txt")
    settings.loupe.tier = .sextant
    settings.loupe.colorMode = .palette256
    let document = InMemoryDocument(TextImporter().importText(text))
    var model = PagerModel(document: document, size: size, settings: settings, magnifier: try? Magnifier.bundled())
    _ = model.handle(.resize(size, time: .zero))
    _ = model.handle(.mouse(MouseEvent(.press, at: GridPoint(column: 20, row: 20), time: Instant(milliseconds: 1))))
    return model
}

/// The SGR bytes of a left-button drag to a zero-based cell.
func dragBytes(_ p: GridPoint) -> [UInt8] { Array("\u{1B}[<32;\(p.column + 1);\(p.row + 1)M".utf8) }

/// The pointer's path: right along a row, then down a row (a selection that keeps growing).
func step(_ i: Int) -> GridPoint { GridPoint(column: 20 + i % 160, row: 20 + (i / 160) % 30) }

/// The same path on any screen: from (20, 20), or the screen's first third, right along a row
/// to the last columns, then down a row, over the middle third of the rows.
func step(_ i: Int, on size: GridSize) -> GridPoint {
    let left = min(20, size.columns / 3), top = min(20, size.rows / 3)
    let width = max(1, size.columns - left - 2), height = max(1, size.rows / 2)
    return GridPoint(column: left + i % width, row: top + (i / width) % height)
}

/// One drag step as the terminal sees it: the SGR bytes decoded, the pager's event, ncurses'
/// update, on a headless screen of `size`.
/// With `damage` off the frame is presented as before damage was tracked (compared whole
/// with the last one), for comparison.
func dragStepBenchmark(_ size: GridSize, damage usesDamage: Bool = true, _ benchmark: Benchmark) {
    guard let screen = HeadlessScreen(size: size) else { fatalError("ncurses could not start headless") }
    defer { screen.close() }
    var model = pagerModel(size: size)
    var decoder = InputDecoder()
    var i = 0
    func dragStep() {
        i += 1
        for input in decoder.feed(dragBytes(step(i, on: size)), at: Instant(milliseconds: 16.7 * Double(i))) {
            if case let .mouse(m) = input { _ = model.handle(.mouse(m)) }
        }
        // As the program loop presents a frame: with the rows the step changed.
        let damage = model.takeBaseDamage()
        screen.renderer.render(base: model.baseFrame(), overlays: model.overlays(), damage: usesDamage ? damage : .all)
    }
    // The first frame, and a few steps so the drag is under way (the loupe shown, the frame drawn).
    for _ in 0..<8 { dragStep() }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { dragStep() }
    benchmark.stopMeasurement()
}

let benchmarks: @Sendable () -> Void = {
    dragLoopIfAsked()
    let size = GridSize(columns: 200, rows: 60)

    Benchmark("Drag step: SGR bytes to end of ncurses update (200x60, lens panel)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal], maxDuration: .seconds(3))) { benchmark in
        guard let screen = HeadlessScreen(size: size) else { fatalError("ncurses could not start headless") }
        defer { screen.close() }
        var model = pagerModel(size: size)
        var decoder = InputDecoder()
        screen.renderer.render(model)
        var i = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            i += 1
            // One drag report per 60 Hz frame, as a terminal sends them while the hand moves.
            for input in decoder.feed(dragBytes(step(i)), at: Instant(milliseconds: 16.7 * Double(i))) {
                if case let .mouse(m) = input { _ = model.handle(.mouse(m)) }
            }
            screen.renderer.render(model)
        }
        benchmark.stopMeasurement()
    }

    // The cost of a drag step should not grow with the screen's area: the same step at three sizes.
    for (columns, rows) in [(80, 24), (200, 60), (400, 120)] {
        Benchmark("Drag cost at \(columns)x\(rows): SGR bytes to end of ncurses update",
                  configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3))) { benchmark in
            dragStepBenchmark(GridSize(columns: columns, rows: rows), benchmark)
        }
        Benchmark("Drag cost at \(columns)x\(rows), the whole frame compared (no damage)",
                  configuration: .init(metrics: [.wallClock, .cpuTotal], maxDuration: .seconds(3))) { benchmark in
            dragStepBenchmark(GridSize(columns: columns, rows: rows), damage: false, benchmark)
        }
    }

    Benchmark("Pager model alone: one drag event (200x60, loupe)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))) { benchmark in
        var model = pagerModel(size: size)
        var i = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            i += 1
            blackHole(model.handle(.mouse(MouseEvent(.drag, at: step(i), time: Instant(milliseconds: 16.7 * Double(i))))))
        }
    }

    Benchmark("Terminal bytes per drag step (permille of a full redraw)",
              configuration: .init(metrics: [.custom("permille of full redraw"), .custom("bytes per step")],
                                   maxDuration: .seconds(2), maxIterations: 2000)) { benchmark in
        guard let screen = HeadlessScreen(size: size) else { fatalError("ncurses could not start headless") }
        defer { screen.close() }
        var model = pagerModel(size: size)
        let start = screen.bytesWritten
        screen.renderer.render(model)
        let full = max(1, screen.bytesWritten - start)
        var i = 0
        for _ in benchmark.scaledIterations {
            i += 1
            _ = model.handle(.mouse(MouseEvent(.drag, at: step(i), time: Instant(milliseconds: 16.7 * Double(i)))))
            let before = screen.bytesWritten
            screen.renderer.render(model)
            let bytes = screen.bytesWritten - before
            benchmark.measurement(.custom("bytes per step"), bytes)
            benchmark.measurement(.custom("permille of full redraw"), bytes * 1000 / full)
        }
    }
}

/// A drag step's processor time, outside the harness, when LOUPE_DRAGLOOP=STEPS is set (see
/// `scripts/drag-step-cpu.sh`): each step timed by the thread's own CPU clock, so another
/// process's load counts less than in the wall clock; p50/p90/p99 in µs for three sizes, then exit.
func dragLoopIfAsked() {
    guard let steps = ProcessInfo.processInfo.environment["LOUPE_DRAGLOOP"].flatMap(Int.init) else { return }
    for (columns, rows) in [(80, 24), (200, 60), (400, 120)] {
        let size = GridSize(columns: columns, rows: rows)
        guard let screen = HeadlessScreen(size: size) else { fatalError("ncurses could not start headless") }
        var model = pagerModel(size: size)
        var decoder = InputDecoder()
        var i = 0
        var cpu: [Double] = [], wall: [Double] = []
        func now(_ clock: clockid_t) -> Double { var t = timespec(); clock_gettime(clock, &t); return Double(t.tv_sec) * 1e6 + Double(t.tv_nsec) / 1e3 }
        for k in 0..<(steps + 8) {
            let c0 = now(CLOCK_THREAD_CPUTIME_ID), w0 = now(CLOCK_MONOTONIC)
            i += 1
            for input in decoder.feed(dragBytes(step(i, on: size)), at: Instant(milliseconds: 16.7 * Double(i))) {
                if case let .mouse(m) = input { _ = model.handle(.mouse(m)) }
            }
            let damage = model.takeBaseDamage()
            screen.renderer.render(base: model.baseFrame(), overlays: model.overlays(), damage: damage)
            if k >= 8 { cpu.append(now(CLOCK_THREAD_CPUTIME_ID) - c0); wall.append(now(CLOCK_MONOTONIC) - w0) }
        }
        screen.close()
        cpu.sort(); wall.sort()
        func p(_ a: [Double], _ q: Double) -> String { String(format: "%7.1f", a[min(a.count - 1, Int(Double(a.count) * q))]) }
        print("\(columns)x\(rows) cpu p50 \(p(cpu, 0.5)) p90 \(p(cpu, 0.9)) p99 \(p(cpu, 0.99)) | wall p50 \(p(wall, 0.5)) p99 \(p(wall, 0.99))")
    }
    exit(0)
}
