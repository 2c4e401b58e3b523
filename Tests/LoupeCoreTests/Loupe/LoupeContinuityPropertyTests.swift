import PropertyBased
import Testing
@testable import LoupeCore

/// Random gestures: whatever arrives, the loupe never jumps (except where it appears from nothing or flips sides).
@Suite struct LoupeContinuityPropertyTests {
    @Test func animatedValuesAreContinuousAcrossEveryInput() async {
        let step = Gen.int(in: 0...5)
        await propertyCheck(input: step.array(of: 1...30), Gen.int(in: 1...120).array(of: 30...30),
                            Gen.int(in: 0...79).array(of: 30...30), Gen.int(in: 0...23).array(of: 30...30)) { kinds, gaps, columns, rows in
            let controller = LoupeController(config: LoupeConfig(downward: .hide))
            let screen = GridSize(columns: 80, rows: 24)
            var state = LoupeState()
            var now = 0.0
            for (i, kind) in kinds.enumerated() {
                now += Double(gaps[i])
                let t = Instant(milliseconds: now)
                let input: LoupeInput
                switch kind {
                case 0: input = .idle(screenSize: screen)
                case 1: input = LoupeInput(screenSize: screen, focusColumn: Double(columns[i]) + 0.5, focusRow: rows[i], selecting: true, movingDownward: true, gesture: i / 10)
                default: input = LoupeInput(screenSize: screen, focusColumn: Double(columns[i]) + 0.5, focusRow: rows[i], selecting: true, gesture: i / 10)
                }
                let before = state
                state = controller.reduce(state, input, now: t)
                let appeared = before.opacity.value(at: t) <= 0 && state.isShown
                let flipped = before.placement.map { old in state.placement.map { $0.isBelow != old.isBelow } ?? false } ?? false
                #expect(state.opacity.value(at: t) == before.opacity.value(at: t) || appeared)
                if !appeared {
                    #expect(state.column.value(at: t) == before.column.value(at: t))
                    if !flipped { #expect(state.row.value(at: t) == before.row.value(at: t)) }
                }
                let o = state.opacity.value(at: t)
                #expect(o >= 0 && o <= 1)
            }
        }
    }
}
