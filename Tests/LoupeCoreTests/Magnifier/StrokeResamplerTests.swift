@testable import LoupeCore
import Testing

/// Shrinking a Unifont glyph into a tier's box keeps its strokes apart where the box has room.
@Suite struct StrokeResamplerTests {
    /// Horizontal strokes as rows of an 8-wide glyph: rows listed are full, the rest blank.
    func strokes(_ rows: Set<Int>, height: Int = 16) -> [UInt16] {
        (0..<height).map { rows.contains($0) ? 0xFF : 0 }
    }

    /// The number of separate strokes down a column of rows (runs of non-blank rows).
    func runs(_ rows: [UInt16]) -> Int {
        var count = 0, previous: UInt16 = 0
        for row in rows {
            if row != 0 && previous == 0 { count += 1 }
            previous = row
        }
        return count
    }

    @Test func fiveStrokesKeepTheirGapsInNineRows() {
        // Strokes on rows 1, 4, 7, 10, 13: five strokes and four gaps fit nine rows exactly.
        let glyph = strokes([1, 4, 7, 10, 13])
        let out = StrokeResampler.resample(glyph, width: 8, toWidth: 8, toHeight: 9)
        #expect(out.count == 9)
        #expect(runs(out) == 5, "\(out)")
        // Even runs of 16/9 rows merge some of them: the cuts are what keeps them apart.
        #expect(runs(StrokeResampler.evenly(glyph.map { UInt32($0) }, to: 9).map { UInt16($0) }) < 5)
    }

    @Test func noStrokeIsEverDropped() {
        // A single one-pixel row anywhere survives every shrink a tier makes.
        for row in 0..<16 {
            for height in [12, 9, 8, 6, 4] {
                let out = StrokeResampler.resample(strokes([row]), width: 8, toWidth: 8, toHeight: height)
                #expect(runs(out) == 1, "row \(row) into \(height) rows")
            }
        }
    }

    @Test func anExactHalfMergesEvenPairs() {
        // 16 rows into 8: rows 2k and 2k+1 become row k, whatever the glyph.
        let glyph: [UInt16] = (0..<16).map { UInt16(truncatingIfNeeded: ($0 * 37) & 0xFF) }
        let out = StrokeResampler.resample(glyph, width: 8, toWidth: 8, toHeight: 8)
        #expect(out == (0..<8).map { glyph[2 * $0] | glyph[2 * $0 + 1] })
    }

    @Test func twoStemsStayApartAcross() {
        // Vertical stems in columns 1 and 4 of 8: shrunk to 6 columns and 3 (half blocks), still two.
        let glyph = [UInt16](repeating: 0b0001_0010, count: 16)
        for width in [6, 4, 3] {
            let out = StrokeResampler.resample(glyph, width: 8, toWidth: width, toHeight: 8)
            let columns = StrokeResampler.transpose(out.map { UInt32($0) }, lineLength: width)
            var stems = 0, previous: UInt32 = 0
            for c in columns { if c != 0 && previous == 0 { stems += 1 }; previous = c }
            #expect(stems == 2, "into \(width) columns: \(out)")
            #expect(out.allSatisfy { $0 < 1 << UInt16(width) }, "nothing outside the box")
        }
    }

    @Test func aBoxAlreadySmallEnoughIsPaddedNotGrown() {
        let glyph: [UInt16] = [0b11, 0b01, 0b10]
        #expect(StrokeResampler.resample(glyph, width: 2, toWidth: 4, toHeight: 5) == [0b11, 0b01, 0b10, 0, 0])
    }
}
