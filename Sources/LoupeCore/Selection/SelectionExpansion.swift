/// Growing a selection to what encloses it: the word or token (a smart token such as a URL or
/// path, or the run of non-blank characters), then the line, then the paragraph (the lines
/// between blank lines). Each step takes the smallest of these that is larger than the
/// selection; nil when none is (the selection is a whole paragraph already).
public enum SelectionExpansion {
    /// Lines looked at above and below for a paragraph's ends (a paragraph is cut there).
    public static let paragraphLimit = 10_000

    /// The next larger range around `range`, or nil.
    public static func expand(_ range: Range<TextPosition>, in document: any TextDocument, config: SelectionConfig) -> Range<TextPosition>? {
        guard document.lineCount > 0 else { return nil }
        var candidates: [Range<TextPosition>] = []
        let line = range.lowerBound.line
        let cells = document.line(line)
        if range.upperBound.line == line, range.lowerBound.offset < cells.count {
            let offset = range.lowerBound.offset
            let word = config.words.wordRange(containing: offset, in: cells)
            candidates.append(span(line, word))
            if let token = SmartTokens.tokenRange(containing: offset, in: cells, rules: config.smartTokenRules) {
                candidates.append(span(line, token))
            }
            candidates.append(span(line, nonBlankRun(containing: offset, in: cells)))
        }
        let lastLine = range.upperBound.offset == 0 && range.upperBound.line > line ? range.upperBound.line - 1 : range.upperBound.line
        let last = min(lastLine, document.lineCount - 1)
        candidates.append(TextPosition(line: line, offset: 0)..<TextPosition(line: last, offset: document.line(last).count))
        var top = line, bottom = last
        while top > 0, line - top < paragraphLimit, !isBlank(document.line(top - 1)) { top -= 1 }
        while bottom + 1 < document.lineCount, bottom - last < paragraphLimit, !isBlank(document.line(bottom + 1)) { bottom += 1 }
        candidates.append(TextPosition(line: top, offset: 0)..<TextPosition(line: bottom, offset: document.line(bottom).count))
        return candidates
            .filter { $0.lowerBound <= range.lowerBound && $0.upperBound >= range.upperBound && $0 != range }
            .min { ($0.upperBound.line - $0.lowerBound.line, width($0)) < ($1.upperBound.line - $1.lowerBound.line, width($1)) }
    }

    /// The cells of a range on one line, or a large number for one that spans lines.
    static func width(_ r: Range<TextPosition>) -> Int {
        r.lowerBound.line == r.upperBound.line ? r.upperBound.offset - r.lowerBound.offset : Int.max
    }

    static func span(_ line: Int, _ cells: Range<Int>) -> Range<TextPosition> {
        TextPosition(line: line, offset: cells.lowerBound)..<TextPosition(line: line, offset: cells.upperBound)
    }

    /// The run of cells around `offset` with no white space in it.
    static func nonBlankRun(containing offset: Int, in cells: [Cell]) -> Range<Int> {
        func blank(_ i: Int) -> Bool { cells[i].grapheme.allSatisfy(\.isWhitespace) && !cells[i].isContinuation }
        guard !blank(offset) else { return offset..<(offset + 1) }
        var lo = offset, hi = offset + 1
        while lo > 0, !blank(lo - 1) { lo -= 1 }
        while hi < cells.count, !blank(hi) { hi += 1 }
        return lo..<hi
    }

    static func isBlank(_ cells: [Cell]) -> Bool {
        cells.allSatisfy { $0.grapheme.allSatisfy(\.isWhitespace) }
    }
}
