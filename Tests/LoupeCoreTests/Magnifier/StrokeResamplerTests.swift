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

    @Test("the fast shrink gives what the plain dynamic programming gives, glyph for glyph",
          arguments: [(8, 4, 6), (8, 6, 9), (8, 8, 13), (16, 8, 6), (16, 12, 9), (16, 16, 13), (8, 5, 7), (16, 10, 11)])
    func sameCutsAsThePlainProgram(width: Int, toWidth: Int, toHeight: Int) {
        var compared = 0
        // Every 29th code point of the Basic Multilingual Plane Unifont has, narrow and wide.
        for codePoint in Swift.stride(from: UInt32(0x20), through: 0xFFFD, by: 29) {
            guard let glyph = Unifont.glyph(codePoint), glyph.width == width else { continue }
            let fast = StrokeResampler.resample(glyph.rows, width: width, toWidth: toWidth, toHeight: toHeight)
            let plain = PlainResampler.resample(glyph.rows, width: width, toWidth: toWidth, toHeight: toHeight)
            #expect(fast == plain, "U+\(String(codePoint, radix: 16, uppercase: true)) into \(toWidth)x\(toHeight)")
            compared += 1
        }
        #expect(compared > 100)
    }
}

/// The resampler written as plainly as it can be (arrays, no shortcut for columns that fit): the
/// model `StrokeResampler` must match.
enum PlainResampler {
    static func resample(_ rows: [UInt16], width: Int, toWidth: Int, toHeight: Int) -> [UInt16] {
        let shrunkRows = shrink(rows.map { UInt32($0) }, to: toHeight)
        let columns = StrokeResampler.transpose(shrunkRows, lineLength: width)
        let shrunkColumns = shrink(columns, to: toWidth)
        return StrokeResampler.transpose(shrunkColumns, lineLength: toHeight).map { UInt16(truncatingIfNeeded: $0) }
    }

    static func shrink(_ lines: [UInt32], to m: Int) -> [UInt32] {
        let n = lines.count
        guard m < n else { return lines + [UInt32](repeating: 0, count: m - n) }
        if n % m == 0 { return StrokeResampler.evenly(lines, to: m) }
        let longest = (n + m - 1) / m + 1, drift = StrokeResampler.drift
        var ors = [UInt32](repeating: 0, count: n * (longest + 1))
        for s in 0..<n {
            var v: UInt32 = 0
            for len in 1...longest where s + len <= n {
                v |= lines[s + len - 1]
                ors[s * (longest + 1) + len] = v
            }
        }
        let ends = n + 1, infinity = Double.greatestFiniteMagnitude
        var best = [Double](repeating: infinity, count: m * ends * (longest + 1))
        var from = [Int](repeating: -1, count: best.count)
        func at(_ j: Int, _ end: Int, _ len: Int) -> Int { (j * ends + end) * (longest + 1) + len }
        let spacing = Double(n) / Double(m)
        for len in 1...longest where len <= n {
            best[at(0, len, len)] = -Double(ors[len].nonzeroBitCount) + drift * abs(Double(len) - spacing)
        }
        for j in 1..<max(m, 1) {
            for end in j..<n {
                for len in 1...longest where len <= end {
                    let cost = best[at(j - 1, end, len)]
                    guard cost < infinity else { continue }
                    let previous = ors[(end - len) * (longest + 1) + len]
                    for next in 1...longest where end + next <= n {
                        let v = ors[end * (longest + 1) + next]
                        let total = cost - Double((v & ~previous).nonzeroBitCount)
                            + drift * abs(Double(end + next) - Double(j + 1) * spacing)
                        if total < best[at(j, end + next, next)] {
                            best[at(j, end + next, next)] = total
                            from[at(j, end + next, next)] = len
                        }
                    }
                }
            }
        }
        var bestLen = 1
        for len in 1...longest where best[at(m - 1, n, len)] < best[at(m - 1, n, bestLen)] { bestLen = len }
        guard best[at(m - 1, n, bestLen)] < infinity else { return StrokeResampler.evenly(lines, to: m) }
        var out = [UInt32](repeating: 0, count: m)
        var end = n, len = bestLen
        for j in stride(from: m - 1, through: 0, by: -1) {
            out[j] = ors[(end - len) * (longest + 1) + len]
            let previous = from[at(j, end, len)]
            end -= len
            len = previous
        }
        return out
    }
}
