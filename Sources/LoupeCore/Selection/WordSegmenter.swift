import CUnistring

/// Finds the word around a cell: Unicode word segmentation (UAX #29, through
/// libunistring's `u32_wordbreaks`) plus a set of extra word characters.
///
/// Segments that hold a letter or digit, or consist only of extra word
/// characters, count as word segments; the word under a cell is the run of
/// adjacent word segments around it. So with the default extras
/// `~/src/main.swift` and `a-b_c` are one word, `can't` and `3.14` are one
/// word (UAX #29 keeps them together), a run of CJK ideographs is one word,
/// and an emoji sequence is a unit of its own. On blank cells the run of
/// blanks is the word; on other punctuation the single segment.
public struct WordSegmenter: Hashable, Sendable {
    /// Characters that count as word characters besides letters and digits.
    public var extraWordCharacters: Set<Unicode.Scalar>
    /// Cells looked at on each side of the pointer (bounds the work on very long lines).
    public var window: Int

    /// kitty's default extra word characters: `@-./_~?&=%+#`.
    public static let kittyWordCharacters = "@-./_~?&=%+#"

    /// Creates a segmenter; `extraWordCharacters` is a string of the extra characters.
    public init(extraWordCharacters: String = WordSegmenter.kittyWordCharacters, window: Int = 1024) {
        self.extraWordCharacters = Set(extraWordCharacters.unicodeScalars)
        self.window = max(16, window)
    }

    enum Kind { case word, blank, other }

    /// The cells of the word that contains cell `offset` (empty when `offset` is past the end).
    public func wordRange(containing offset: Int, in cells: [Cell]) -> Range<Int> {
        guard offset >= 0, offset < cells.count else {
            let o = min(max(0, offset), cells.count)
            return o..<o
        }
        let lo = CellClusters.start(atOrBefore: offset - window, in: cells)
        let hi = CellClusters.end(atOrAfter: offset + window, in: cells)
        let segments = self.segments(cells, lo..<hi)
        guard let at = segments.firstIndex(where: { $0.range.contains(offset) }) else {
            return CellClusters.range(containing: offset, in: cells)
        }
        let kind = segments[at].kind
        if kind == .other { return segments[at].range }
        var first = at, last = at
        while first > 0, segments[first - 1].kind == kind { first -= 1 }
        while last + 1 < segments.count, segments[last + 1].kind == kind { last += 1 }
        return segments[first].range.lowerBound..<segments[last].range.upperBound
    }

    /// Whether the cells of `range` are all blank (spaces, tabs, empty cells): what a caret's
    /// word moves skip.
    public func isBlank(_ cells: [Cell], _ range: Range<Int>) -> Bool {
        !range.isEmpty && classify(cells, range) == .blank
    }

    /// The segments of a range of cells, each classified.
    func segments(_ cells: [Cell], _ range: Range<Int>) -> [(range: Range<Int>, kind: Kind)] {
        var scalars: [UInt32] = []
        var cellOf: [Int] = []
        var leads: [Int] = []
        var i = range.lowerBound
        while i < range.upperBound {
            let cell = cells[i]
            leads.append(i)
            if cell.flags.contains(.tabStart) {
                scalars.append(0x09); cellOf.append(i)
            } else if let byte = cell.cluster.singleByte {
                scalars.append(UInt32(byte)); cellOf.append(i)
            } else {
                for s in cell.grapheme.unicodeScalars { scalars.append(s.value); cellOf.append(i) }
                if cell.cluster.isEmpty { scalars.append(0x20); cellOf.append(i) }
            }
            i = CellClusters.next(after: i, in: cells)
        }
        guard !scalars.isEmpty else { return [] }
        var breaks = [CChar](repeating: 0, count: scalars.count)
        scalars.withUnsafeBufferPointer { src in
            breaks.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                u32_wordbreaks(s, src.count, d)
            }
        }
        var starts: [Int] = [range.lowerBound]
        for k in 1..<scalars.count where breaks[k] != 0 && cellOf[k] != cellOf[k - 1] && cellOf[k] != starts[starts.count - 1] {
            starts.append(cellOf[k])
        }
        var result: [(range: Range<Int>, kind: Kind)] = []
        for (n, s) in starts.enumerated() {
            let e = n + 1 < starts.count ? starts[n + 1] : range.upperBound
            result.append((s..<e, classify(cells, s..<e)))
        }
        return result
    }

    func classify(_ cells: [Cell], _ range: Range<Int>) -> Kind {
        var allBlank = true, allExtra = true, hasAlnum = false
        var i = range.lowerBound
        while i < range.upperBound {
            let cell = cells[i]
            let scalars = cell.grapheme.unicodeScalars
            let blank = cell.flags.contains(.tabStart) || scalars.allSatisfy { $0.properties.isWhitespace } || cell.grapheme.isEmpty
            if !blank { allBlank = false }
            if cell.flags.contains(.placeholder) {
                allExtra = false
            } else {
                if let first = scalars.first, scalars.count == 1, extraWordCharacters.contains(first) {} else { allExtra = false }
                if scalars.contains(where: Self.isAlphanumeric) { hasAlnum = true }
            }
            i = CellClusters.next(after: i, in: cells)
        }
        if allBlank { return .blank }
        return hasAlnum || allExtra ? .word : .other
    }

    static func isAlphanumeric(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }
}
