import Testing
@testable import LoupeCore

/// A short scroll over 100 ms, linear: the rows each frame shows.
@Suite struct ScrollAnimationTests {
    static func rows(_ animation: ScrollAnimation, frames: [Double]) -> [Int] {
        frames.map { animation.moved(at: Instant(milliseconds: $0)) }
    }

    /// Frames at 60 Hz, their times summed as a loop sums them (a hair off in floating point).
    static let frames: [Double] = (1...6).reduce(into: [Double]()) { times, _ in times.append((times.last ?? 0) + 1000.0 / 60) }

    @Test func wholeRowsReachedByDefaultTheRowHeadedIntoWhenRoundingUp() {
        let find = ScrollAnimation(from: .zero, rows: 1, start: .zero)
        #expect(Self.rows(find, frames: Self.frames) == [0, 0, 0, 0, 0, 1], "a row once it is reached")
        let caret = ScrollAnimation(from: .zero, rows: 1, start: .zero, roundsUp: true)
        #expect(Self.rows(caret, frames: Self.frames) == [1, 1, 1, 1, 1, 1], "the first frame already moves")
        let up = ScrollAnimation(from: .zero, rows: -3, start: .zero, roundsUp: true)
        #expect(Self.rows(up, frames: Self.frames) == [-1, -1, -2, -2, -3, -3])
    }

    @Test func sixRowsInSixFramesMoveOneAFrameEvenWithTimesAHairOff() {
        for roundsUp in [false, true] {
            let six = ScrollAnimation(from: .zero, rows: 6, start: .zero, roundsUp: roundsUp)
            #expect(Self.rows(six, frames: Self.frames) == [1, 2, 3, 4, 5, 6], "roundsUp \(roundsUp)")
        }
    }
}
