/// Shrinks a 1-bit glyph into a smaller pixel box so that its strokes survive.
///
/// Each axis is shrunk on its own, rows first: the `n` source lines (rows, then columns) are cut
/// into `m` runs of adjacent lines, and each output line is the OR of its run, so no stroke
/// is ever dropped. Where `n` is a multiple of `m` (16 rows into 8) the runs are even, so every
/// glyph keeps the same baseline and stems. Otherwise the cuts are chosen per glyph by dynamic
/// programming: they keep as many separate strokes as they can (an output line counts the
/// pixels that start a stroke, those on where the line before is off), and a small cost for
/// every line a cut lies away from the even spacing keeps the shape and the baseline where they
/// were. Merging a blank line into a stroke, or two lines of one stroke, loses nothing, so blank
/// margins go first and two strokes merge only when nothing else fits.
///
/// The choice was measured with the OCR check of `docs/lens-ocr.md` on a prototype of each:
/// against a threshold on the area each output pixel covers (a half or a third), the cuts read
/// better where the box does not divide evenly (Greek from Unifont in sextants at zoom 3: 79%
/// against 65% and 72%), even runs better where it does (Cyrillic in quadrants at zoom 4: 98%
/// against 85% with cuts).
///
/// ```swift
/// StrokeResampler.resample(kappa.rows, width: 8, toWidth: 6, toHeight: 9)   // κ, sextants at zoom 3
/// ```
enum StrokeResampler {
    /// The cost, in kept stroke pixels, of a cut one line away from the even spacing.
    static let drift = 0.6

    /// `rows` (`rows.count` rows of `width` columns, bit x = column x) shrunk to `toWidth x toHeight`
    /// (never grown: an axis already small enough is kept, padded with blank lines).
    static func resample(_ rows: [UInt16], width: Int, toWidth: Int, toHeight: Int) -> [UInt16] {
        let shrunkRows = shrink(rows.map { UInt32($0) }, to: toHeight)
        // Columns that already fit are kept as they are: turning them across and back changes nothing
        // but what lies outside `width`.
        if toWidth >= width {
            let inside: UInt32 = width >= 32 ? .max : (1 << UInt32(max(width, 0))) - 1
            return shrunkRows.map { UInt16(truncatingIfNeeded: $0 & inside) }
        }
        let columns = transpose(shrunkRows, lineLength: width)
        let shrunkColumns = shrink(columns, to: toWidth)
        return transpose(shrunkColumns, lineLength: toHeight).map { UInt16(truncatingIfNeeded: $0) }
    }

    /// Lines (bit masks across) turned into their crosswise lines: bit y of output line x is bit x of line y.
    static func transpose(_ lines: [UInt32], lineLength: Int) -> [UInt32] {
        (0..<lineLength).map { x in
            var out: UInt32 = 0
            for (y, line) in lines.enumerated() where (line >> UInt32(x)) & 1 == 1 { out |= 1 << UInt32(y) }
            return out
        }
    }

    /// `lines` merged into `m` runs of adjacent lines (OR), the runs chosen as the type says.
    static func shrink(_ lines: [UInt32], to m: Int) -> [UInt32] {
        let n = lines.count
        guard m > 0 else { return [] }
        guard m < n else { return lines + [UInt32](repeating: 0, count: m - n) }
        if n % m == 0 { return evenly(lines, to: m) }
        // The lens shrinks glyphs on every frame it draws: the tables live on the stack.
        let longest = (n + m - 1) / m + 1
        let states = m * (n + 1) * (longest + 1)
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: n * (longest + 1)) { ors in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: states) { best in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: states) { from in
                    cut(lines, into: m, longest: longest, ors: ors, best: best, from: from)
                }
            }
        }
    }

    /// The dynamic programming of `shrink` (`n % m != 0`), in tables it is given: `ors` holds
    /// `n * (longest + 1)` entries, `best` and `from` `m * (n + 1) * (longest + 1)` each.
    private static func cut(_ lines: [UInt32], into m: Int, longest: Int, ors: UnsafeMutableBufferPointer<UInt32>,
                            best: UnsafeMutableBufferPointer<Double>, from: UnsafeMutableBufferPointer<Int32>) -> [UInt32] {
        let n = lines.count, stride = longest + 1, ends = n + 1
        // ors[s * stride + len]: lines s ..< s + len merged.
        ors.initialize(repeating: 0)
        for s in 0..<n {
            var v: UInt32 = 0
            for len in 1...longest where s + len <= n {
                v |= lines[s + len - 1]
                ors[s * stride + len] = v
            }
        }
        // best[(j, end, len)]: the lowest cost of j + 1 runs covering lines ..< end, the last of length len.
        let infinity = Double.greatestFiniteMagnitude
        best.initialize(repeating: infinity)
        from.initialize(repeating: -1)
        @inline(__always) func at(_ j: Int, _ end: Int, _ len: Int) -> Int { (j * ends + end) * stride + len }
        // Whether j + 1 runs can cover lines ..< end and the other runs the rest: only such states
        // can lie on a way to the end, so the others are never visited (the answer is the same, and
        // so is which of two equal costs wins).
        @inline(__always) func canEnd(_ j: Int, _ end: Int) -> Bool {
            let rest = m - 1 - j
            return end >= j + 1 && end <= (j + 1) * longest && n - end >= rest && n - end <= rest * longest
        }
        let spacing = Double(n) / Double(m)
        for len in 1...longest where len <= n && canEnd(0, len) {
            best[at(0, len, len)] = -Double(ors[len].nonzeroBitCount) + drift * abs(Double(len) - spacing)
        }
        if m > 1 {
            for j in 1..<m {
                let target = Double(j + 1) * spacing
                for end in j..<n where canEnd(j - 1, end) {
                    for len in 1...longest where len <= end {
                        let cost = best[at(j - 1, end, len)]
                        guard cost < infinity else { continue }
                        let previous = ors[(end - len) * stride + len]
                        for next in 1...longest where end + next <= n && canEnd(j, end + next) {
                            let v = ors[end * stride + next]
                            let total = cost - Double((v & ~previous).nonzeroBitCount)
                                + drift * abs(Double(end + next) - target)
                            let key = at(j, end + next, next)
                            if total < best[key] {
                                best[key] = total
                                from[key] = Int32(len)
                            }
                        }
                    }
                }
            }
        }
        var bestLen = 1
        for len in 1...longest where best[at(m - 1, n, len)] < best[at(m - 1, n, bestLen)] { bestLen = len }
        guard best[at(m - 1, n, bestLen)] < infinity else { return evenly(lines, to: m) }
        var out = [UInt32](repeating: 0, count: m)
        var end = n, len = bestLen
        for j in Swift.stride(from: m - 1, through: 0, by: -1) {
            out[j] = ors[(end - len) * stride + len]
            let previous = Int(from[at(j, end, len)])
            end -= len
            len = previous
        }
        return out
    }

    /// `lines` merged into `m` runs as even as they can be.
    static func evenly(_ lines: [UInt32], to m: Int) -> [UInt32] {
        let n = lines.count
        return (0..<m).map { j in
            let start = j * n / m, end = max((j + 1) * n / m, start + 1)
            return lines[start..<min(end, n)].reduce(0, |)
        }
    }
}
