/// A document's lines as a background thread reads them (a search, a big copy): a value that
/// can be sent to another thread, which makes its own cursor there (so the interface's
/// document, with its caches, is never touched from there).
public protocol FindCorpus: Sendable {
    /// A cursor for one search, used on one thread.
    func makeCursor() -> any FindCursor
}

/// Reads lines for one search or copy, in ascending chunks.
public protocol FindCursor {
    /// Counts `matcher`'s matches on the lines of `lines`, in order, calling `found(line, count)`
    /// for each line that has some. Returns the line after the last one looked at: less than
    /// `lines.upperBound` only when the document ended.
    mutating func count(_ matcher: FindMatcher, lines: Range<Int>, found: (Int, Int) -> Void) -> Int
    /// How much of the document lies before `line`, from 0 to 1 (for "searching... 38%"), where
    /// `line` is the line the last `count` returned (a cursor that streams may know no other).
    func fraction(before line: Int) -> Double
    /// Calls `each(line, cells)` for the lines of `lines`, in order, decoded as the document
    /// decodes them. Returns the line after the last one read: less than `lines.upperBound`
    /// only when the document ended.
    mutating func read(lines: Range<Int>, each: (Int, [Cell]) -> Void) -> Int
}

/// A document whose lines a search thread can read (see `FindCorpus`).
public protocol FindableDocument: TextDocument {
    /// The lines as a search reads them.
    var findCorpus: any FindCorpus { get }
}

extension InMemoryDocument: FindableDocument, FindCorpus {
    /// The document itself: its lines are values.
    public var findCorpus: any FindCorpus { self }

    /// A cursor over the lines in memory.
    public func makeCursor() -> any FindCursor { LinesCursor(lines: lines) }
}

/// A cursor over lines held in memory.
struct LinesCursor: FindCursor {
    let lines: [[Cell]]

    func count(_ matcher: FindMatcher, lines range: Range<Int>, found: (Int, Int) -> Void) -> Int {
        let end = min(range.upperBound, lines.count)
        var line = max(0, range.lowerBound)
        while line < end {
            let n = matcher.count(in: lines[line])
            if n > 0 { found(line, n) }
            line += 1
        }
        return max(end, range.lowerBound)
    }

    func read(lines range: Range<Int>, each: (Int, [Cell]) -> Void) -> Int {
        let end = min(range.upperBound, lines.count)
        var line = max(0, range.lowerBound)
        while line < end {
            each(line, lines[line])
            line += 1
        }
        return max(end, range.lowerBound)
    }

    func fraction(before line: Int) -> Double {
        lines.isEmpty ? 1 : min(1, Double(line) / Double(lines.count))
    }
}
