import Benchmark
import LoupeCore

/// A screenful of mixed text (ASCII, Latin-1, a wide character, styles) for the magnifier.
private func magnifierSource() -> CellBuffer {
    var source = CellBuffer(columns: 80, rows: 24)
    let lines = [
        "The quick brown fox jumps over the lazy dog. 0123456789 !@#$%^&*()",
        "Hello, World: selecting text with a loupe, café naïve façade 世界",
        "    func render(_ request: MagnifierRequest) -> CellBuffer {",
    ]
    for row in 0..<24 {
        source.write(lines[row % lines.count], column: 0, row: row,
                     style: row % 2 == 0 ? .plain : Style(foreground: .indexed(2), attributes: row % 4 == 1 ? .bold : []))
    }
    return source
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .throughput], maxDuration: .seconds(2))
    compositorBenchmarks()
    linkBenchmarks()

    // Loaded once, outside the measured closure: each sample is one render.
    let magnifier: Magnifier
    do { magnifier = try Magnifier.bundled() } catch { fatalError("bundled magnifier fonts did not load: \(error)") }
    let request = MagnifierRequest(source: magnifierSource(), focusRow: 10, centerColumn: 20.5, caretColumn: 21,
                                   size: GridSize(columns: 40, rows: 12), tier: .sextant, zoom: 3,
                                   caretStyle: Style(foreground: .indexed(12)))

    Benchmark("Magnifier render sextant k=3 40x12") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(magnifier.render(request))
        }
    }

    Benchmark("Magnifier fonts load (compiled in, all tiers derived)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(MagnifierFonts.derivedFromCompiled())
        }
    }
}
