import PropertyBased
import Testing
@testable import LoupeCore

/// Input, reducer, renderer and compositor together, on random screens and inputs.
@Suite struct LoupePipelinePropertyTests {
    static let lines = ["ab 世界 cd 😀 e\u{301}", "The quick brown fox", "混合 text テキスト", ""]

    @Test func neverCrashesNorDrawsOutsideTheScreenNorLeavesHalfAGlyph() async throws {
        let magnifier = try Magnifier.bundled()
        await propertyCheck(input: Gen.int(in: 0...90), Gen.int(in: 0...30), Gen.double(in: -5...95), Gen.int(in: -3...33),
                            Gen.double(in: 0...400), Gen.int(in: 0...3)) { cols, rows, focus, row, ms, variant in
            var screen = CellBuffer(columns: cols, rows: rows)
            for r in 0..<rows { screen.write(Self.lines[r % Self.lines.count], column: r % 3, row: r) }
            var config = LoupeConfig(zoom: 2 + variant % 3, tier: MagnifierTier.allCases[variant], colorMode: ColorMode.allCases[variant])
            config.dropShadow = variant != 1
            let controller = LoupeController(config: config)
            let input = LoupeInput(screenSize: screen.size, focusColumn: focus, focusRow: row, caretColumn: focus.rounded(), selecting: true, gesture: 1)
            var state = controller.reduce(LoupeState(), input, now: .zero)
            if variant == 2 { state = controller.reduce(state, .idle(screenSize: screen.size), now: Instant(milliseconds: 100)) }
            let base = Compositor.base(screen, selection: .ranges([row: [0..<max(0, Int(focus))]]))
            let layer = LoupeRenderer(magnifier: magnifier, config: config).layer(for: state, source: base, now: Instant(milliseconds: ms))
            let frame = Compositor.compose(base: base, layers: layer.map { [$0] } ?? [])
            #expect(frame.size == screen.size)
            for r in 0..<frame.rows {
                for c in 0..<frame.columns {
                    if frame[c, r].isContinuation { #expect(c > 0 && frame[c - 1, r].isWide) }
                    if frame[c, r].isWide { #expect(c + 1 < frame.columns && frame[c + 1, r].isContinuation) }
                }
            }
            if let layer, let p = state.placement, ms >= 150 && variant != 2 {
                // At rest the frame sits inside the screen with its one-column margin.
                #expect(layer.origin.column >= 1 && layer.origin.column + p.frame.size.columns <= cols - 1)
                #expect(layer.origin.row >= 0 && layer.origin.row + p.frame.size.rows <= rows)
            }
        }
    }
}
