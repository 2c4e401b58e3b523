import Benchmark
import LoupeCore

/// A 200x60 screen of text with a three-line selection and the loupe at rest over it.
private struct CompositorScene: Sendable {
    let snapshot: CellBuffer
    let selection: SelectionHighlight
    let base: CellBuffer
    let renderer: LoupeRenderer
    let presentation: LoupePresentation
    let layer: OverlayLayer

    init() {
        var screen = CellBuffer(columns: 200, rows: 60)
        let line = "The quick brown fox jumps over the lazy dog; 日本語のテキスト and emoji 😀 with e\u{301} marks. "
        for row in 0..<60 {
            var column = -(row * 7) % 40
            while column < 200 { column = screen.write(line, column: column, row: row) }
        }
        snapshot = screen
        selection = .ranges([29: [120..<200], 30: [0..<200], 31: [0..<100]])
        base = Compositor.base(screen, selection: selection)
        let magnifier: Magnifier
        do { magnifier = try Magnifier.bundled() } catch { fatalError("Magnifier.bundled() failed: \(error)") }
        let config = LoupeConfig()
        renderer = LoupeRenderer(magnifier: magnifier, config: config)
        let controller = LoupeController(config: config)
        let input = LoupeInput(screenSize: screen.size, focusColumn: 100.5, focusRow: 31, caretColumn: 100, selecting: true, gesture: 1)
        let state = controller.reduce(LoupeState(), input, now: .zero)
        guard let shown = controller.presentation(state, now: Instant(milliseconds: 1000)) else { fatalError("the loupe did not show") }
        presentation = shown
        layer = renderer.render(shown, source: base)
    }
}

/// The compositor and loupe-layer benchmarks; call it from `benchmarks` in LoupeBenchmarks.swift.
///
/// Targets: compositing a 200x60 frame with the loupe p99 <= 1 ms; rendering the loupe layer p99 <= 0.3 ms.
func compositorBenchmarks() {
    let scene = CompositorScene()
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                                maxDuration: .seconds(3), maxIterations: 5000)

    Benchmark("Compositor 200x60 with loupe", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Compositor.compose(scene.snapshot, selection: scene.selection, layers: [scene.layer]))
        }
    }

    Benchmark("Loupe layer render", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(scene.renderer.render(scene.presentation, source: scene.base))
        }
    }
}
