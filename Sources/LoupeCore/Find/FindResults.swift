/// One match: the `index`-th match (from 0) on a line. Its cells are found again from the
/// line's text (`FindMatcher.matches(in:)`) when it is shown.
public struct MatchPosition: Hashable, Sendable, Comparable {
    /// The logical line.
    public var line: Int
    /// Which match on the line, from 0.
    public var index: Int

    /// A position.
    public init(line: Int, index: Int) {
        self.line = line
        self.index = index
    }

    /// Document order.
    public static func < (a: MatchPosition, b: MatchPosition) -> Bool {
        (a.line, a.index) < (b.line, b.index)
    }
}

/// What a search has found so far. A search starts at a line (the top of the view, as `less`
/// searches from the screen): it scans from there to the end, then from the start up to there.
/// Lines are known to have no match only once scanned, so a step to the next match may have
/// to wait (`FindStep.pending`).
public struct FindResults: Equatable, Sendable {
    /// The line the search started at.
    public let start: Int
    /// Hits on lines at or after `start`.
    public private(set) var after = FindHits()
    /// Hits on lines before `start`.
    public private(set) var before = FindHits()
    /// The first line not yet scanned at or after `start`.
    public private(set) var scannedAfter: Int
    /// Whether the scan from `start` reached the end.
    public private(set) var afterDone = false
    /// The first line not yet scanned before `start`.
    public private(set) var scannedBefore = 0
    /// How much of the document has been scanned, from 0 to 1.
    public private(set) var progress = 0.0

    /// Nothing scanned yet, from `start`.
    public init(start: Int) {
        self.start = max(0, start)
        scannedAfter = self.start
    }

    /// Whether every line has been scanned.
    public var isComplete: Bool { afterDone && scannedBefore >= start }

    /// All matches found so far.
    public var total: Int { after.total + before.total }

    /// Adds a scanned chunk.
    public mutating func add(_ chunk: FindScanChunk) {
        switch chunk.segment {
        case .after:
            after.append(contentsOf: chunk.hits)
            scannedAfter = max(scannedAfter, chunk.scannedTo)
            afterDone = afterDone || chunk.segmentDone
        case .before:
            before.append(contentsOf: chunk.hits)
            scannedBefore = max(scannedBefore, chunk.segmentDone ? start : chunk.scannedTo)
        }
        progress = isComplete ? 1 : max(progress, chunk.progress)
    }

    /// Whether every line of `range` has been scanned (an upper bound of `Int.max`: to the end).
    func isScanned(_ range: Range<Int>) -> Bool {
        if range.isEmpty || isComplete { return true }
        if range.lowerBound < start && min(range.upperBound, start) > scannedBefore { return false }
        if range.upperBound > start && !afterDone && range.upperBound > scannedAfter { return false }
        return true
    }

    /// Matches on a line (0 when none, or not scanned).
    public func count(onLine line: Int) -> Int {
        line >= start ? after.count(onLine: line) : before.count(onLine: line)
    }

    /// The first line at or after `line` that has a known match.
    func hitLine(atOrAfter line: Int) -> Int? {
        if line < start {
            let i = before.firstIndex(atOrAfter: line)
            if i < before.lineCount { return Int(before.lines[i]) }
        }
        let i = after.firstIndex(atOrAfter: max(line, start))
        return i < after.lineCount ? Int(after.lines[i]) : nil
    }

    /// The last line before `line` that has a known match.
    func hitLine(before line: Int) -> Int? {
        if line > start {
            let i = after.firstIndex(atOrAfter: line)
            if i > 0 { return Int(after.lines[i - 1]) }
        }
        let i = before.firstIndex(atOrAfter: min(line, start))
        return i > 0 ? Int(before.lines[i - 1]) : nil
    }

    /// The match after `position` (use index -1 for "from the start of a line"), wrapping past
    /// the end to the first match.
    public func next(after position: MatchPosition) -> FindStep {
        if position.index + 1 < count(onLine: position.line) {
            return .match(MatchPosition(line: position.line, index: max(0, position.index + 1)), wrapped: false)
        }
        let candidate = hitLine(atOrAfter: position.line + 1)
        guard isScanned((position.line + 1)..<(candidate ?? Int.max)) else { return .pending }
        if let candidate { return .match(MatchPosition(line: candidate, index: 0), wrapped: false) }
        guard let first = hitLine(atOrAfter: 0) else { return isComplete ? .none : .pending }
        guard isScanned(0..<first) else { return .pending }
        return first > position.line || (first == position.line && position.index < 0)
            ? .match(MatchPosition(line: first, index: 0), wrapped: false)
            : .match(MatchPosition(line: first, index: 0), wrapped: true)
    }

    /// The match before `position` (use `Int.max` for "from the end of a line"), wrapping past
    /// the start to the last match.
    public func previous(before position: MatchPosition) -> FindStep {
        let here = count(onLine: position.line)
        if here > 0 && min(position.index, here) - 1 >= 0 {
            return .match(MatchPosition(line: position.line, index: min(position.index, here) - 1), wrapped: false)
        }
        let candidate = hitLine(before: position.line)
        guard isScanned(((candidate ?? -1) + 1)..<position.line) else { return .pending }
        if let candidate { return .match(MatchPosition(line: candidate, index: count(onLine: candidate) - 1), wrapped: false) }
        guard isComplete else { return .pending }
        guard let last = hitLine(before: Int.max) else { return .none }
        return .match(MatchPosition(line: last, index: count(onLine: last) - 1), wrapped: last >= position.line)
    }

    /// The number of matches before `position` in document order, plus one: "3" of "3 of 1,204".
    public func ordinal(of position: MatchPosition) -> Int {
        let lines: Int
        if position.line < start {
            lines = before.matches(before: before.firstIndex(atOrAfter: position.line))
        } else {
            lines = before.total + after.matches(before: after.firstIndex(atOrAfter: position.line))
        }
        return lines + position.index + 1
    }
}

/// The answer to "where is the next match?".
public enum FindStep: Equatable, Sendable {
    /// There; `wrapped` when the step went past the end (or start) of the document.
    case match(MatchPosition, wrapped: Bool)
    /// Not known yet: the lines in between are still being searched.
    case pending
    /// The document has no match.
    case none
}
