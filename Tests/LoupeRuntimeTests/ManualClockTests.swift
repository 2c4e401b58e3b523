import LoupeCore
import LoupeRuntime
import Testing

@Suite struct ManualClockTests {
    @Test func movesOnlyForward() {
        let clock = ManualClock()
        clock.advance(milliseconds: 10)
        clock.set(Instant(milliseconds: 5))
        #expect(clock.now == Instant(milliseconds: 10))
        clock.advance(milliseconds: -3)
        #expect(clock.now == Instant(milliseconds: 10))
    }
}
