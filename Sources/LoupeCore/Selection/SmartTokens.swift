/// Finds the smart token (URL, path, address, hash...) around a clicked cell.
public enum SmartTokens {
    /// The cells of the best token that covers cell `offset`, or nil when no rule matches there.
    ///
    /// Only `window` cells on each side are searched, so very long lines cost no more than short ones.
    public static func tokenRange(containing offset: Int, in cells: [Cell], rules: [SmartTokenRule], window: Int = 512) -> Range<Int>? {
        guard offset >= 0, offset < cells.count, !rules.isEmpty else { return nil }
        let lo = CellClusters.start(atOrBefore: offset - window, in: cells)
        let hi = CellClusters.end(atOrAfter: offset + window, in: cells)
        var text = ""
        var leadCells: [Int] = []
        var leadStarts: [Int] = []
        var utf8Count = 0
        var i = lo
        while i < hi {
            let cell = cells[i]
            let piece = cell.flags.contains(.tabStart) ? "\t" : (cell.grapheme.isEmpty ? " " : cell.grapheme)
            leadCells.append(i)
            leadStarts.append(utf8Count)
            text += piece
            utf8Count += piece.utf8.count
            i = CellClusters.next(after: i, in: cells)
        }
        var best: (range: Range<Int>, precedence: Int)?
        for rule in rules {
            guard let regex = rule.regex else { continue }
            for match in text.matches(of: regex) {
                guard rule.group < match.output.count, let r = match.output[rule.group].range else { continue }
                let u0 = text.utf8.distance(from: text.startIndex, to: r.lowerBound)
                let u1 = text.utf8.distance(from: text.startIndex, to: r.upperBound)
                let c0 = cellAt(utf8: u0, leadStarts, leadCells, end: hi, roundUp: false)
                let c1 = cellAt(utf8: u1, leadStarts, leadCells, end: hi, roundUp: true)
                guard c0 <= offset, offset < c1 else { continue }
                let candidate = (c0..<c1, rule.precedence)
                if let b = best, b.precedence > candidate.1 || (b.precedence == candidate.1 && b.range.count >= candidate.0.count) { continue }
                best = candidate
            }
        }
        return best?.range
    }

    /// The cell at a UTF-8 offset of the window's text, rounded to a cluster boundary.
    static func cellAt(utf8 u: Int, _ starts: [Int], _ cells: [Int], end: Int, roundUp: Bool) -> Int {
        var lo = 0, hi = starts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if starts[mid] < u { lo = mid + 1 } else { hi = mid }
        }
        // lo: first lead whose start is >= u.
        if lo < starts.count, starts[lo] == u { return cells[lo] }
        if roundUp { return lo < cells.count ? cells[lo] : end }
        return lo > 0 ? cells[lo - 1] : (cells.first ?? end)
    }
}
