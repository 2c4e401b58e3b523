import Testing
@testable import LoupeCore

@Suite struct EasingTests {
    @Test func easeOutIsCubicAndFastFirst() {
        #expect(Easing.easeOut(0) == 0)
        #expect(Easing.easeOut(1) == 1)
        // 1 - (1 - 1/3)^3 = 19/27: ahead of linear at a third of the time.
        #expect(abs(Easing.easeOut(1.0 / 3) - 19.0 / 27) < 1e-12)
        #expect(Easing.easeOut(0.5) > 0.5)
    }

    @Test func progressIsClampedAndMonotonic() {
        for easing in Easing.allCases {
            #expect(easing(-1) == 0)
            #expect(easing(2) == 1)
            var last = 0.0
            for i in 0...100 {
                let v = easing(Double(i) / 100)
                #expect(v >= last - 1e-12)
                last = v
            }
        }
    }
}

@Suite struct AnimatorTests {
    @Test func restingValueNeverAnimates() {
        let a = Animator(value: 3)
        #expect(a.value(at: Instant(milliseconds: 1e9)) == 3)
        #expect(!a.isAnimating(at: .zero))
    }

    @Test func animatesFromStartToTargetOverTheDuration() {
        var a = Animator(value: 0)
        a.animate(to: 10, duration: 150, easing: .linear, now: Instant(milliseconds: 100))
        #expect(a.value(at: Instant(milliseconds: 100)) == 0)
        #expect(a.value(at: Instant(milliseconds: 175)) == 5)
        #expect(a.value(at: Instant(milliseconds: 250)) == 10)
        #expect(a.isAnimating(at: Instant(milliseconds: 249)))
        #expect(!a.isAnimating(at: Instant(milliseconds: 250)))
        #expect(a.end == Instant(milliseconds: 250))
    }

    @Test func interruptionStartsFromTheCurrentValue() {
        var a = Animator(value: 0)
        a.animate(to: 10, duration: 100, easing: .easeOut, now: .zero)
        let mid = a.value(at: Instant(milliseconds: 40))
        a.animate(to: -5, duration: 100, easing: .easeOut, now: Instant(milliseconds: 40))
        #expect(a.from == mid)
        #expect(a.value(at: Instant(milliseconds: 40)) == mid)
        // Continuous just after the turn.
        #expect(abs(a.value(at: Instant(milliseconds: 40.001)) - mid) < 0.01)
        #expect(a.value(at: Instant(milliseconds: 140)) == -5)
    }

    @Test func sameTargetDoesNotRestart() {
        var a = Animator(value: 0)
        a.animate(to: 10, duration: 100, now: .zero)
        a.animate(to: 10, duration: 100, now: Instant(milliseconds: 50))
        #expect(a.start == .zero)
        #expect(a.end == Instant(milliseconds: 100))
    }

    @Test func nonFiniteTargetsAreIgnored() {
        var a = Animator(value: 1)
        a.animate(to: .nan, duration: 100, now: .zero)
        a.animate(to: .infinity, duration: 100, now: .zero)
        a.jump(to: .nan)
        #expect(a.value(at: Instant(milliseconds: 50)) == 1)
    }
}
