#if canImport(Glibc)
import Glibc
#endif
import LoupeCore

extension FileDocument: FindableDocument {
    /// The mapped file, read by the search on its own thread (the document's caches are not touched).
    public var findCorpus: any FindCorpus {
        ByteFindCorpus(bytes: file.bytes, owner: file, importer: importer, dropPages: { [file] in file.dropPages($0) },
                       index: completedIndex)
    }
}

/// Bytes that never move (a mapped file, a stream's buffer up to a count) as a search reads
/// them: line by line with `memchr`, as `LineIndex` cuts lines, keeping no index (memory
/// stays flat however long the text).
struct ByteFindCorpus: FindCorpus, @unchecked Sendable {
    // @unchecked Sendable: `bytes` are never written while the corpus lives (a read-only mapping,
    // or a stream's bytes below a published count), and `owner` keeps them alive.
    let bytes: UnsafeBufferPointer<UInt8>
    let owner: AnyObject & Sendable
    let importer: TextImporter
    /// Gives pages already read back to the kernel (a mapped file), so the scan stays small.
    let dropPages: @Sendable (Range<Int>) -> Void
    /// The document's index when it has found every line (after G, select all, or the
    /// background index): a literal's lines are then found from the checkpoint before each
    /// candidate, without walking every line.
    var index: LineIndex? = nil

    func makeCursor() -> any FindCursor { FileFindCursor(corpus: self) }
}

/// Walks a mapped file's lines in order. For a literal query the raw bytes are searched
/// first (`BytePattern`), and only the lines where it occurs, or that hold an escape sequence
/// (which could hide one), are looked at; a printable ASCII line, or one of printable ASCII and
/// control sequences (a coloured log's, `VisibleASCII`), is counted in its bytes without decoding
/// it, any other is decoded and matched as the interface shows it.
struct FileFindCursor: FindCursor {
    let corpus: ByteFindCorpus
    var importer: TextImporter { corpus.importer }
    var line = 0
    var lineStart = 0
    var released = 0
    /// The next place the literal occurs, and the next escape, at or after `lineStart` (cached).
    var nextHit: Int?
    var nextEscape: Int?
    var pattern: BytePattern?
    /// The text of the line being counted, its control sequences taken out (`VisibleASCII`).
    var visible: [UInt8] = []
    /// How far ahead the raw bytes are searched at a time.
    static let window = 1 << 20

    mutating func count(_ matcher: FindMatcher, lines range: Range<Int>, found: (Int, Int) -> Void) -> Int {
        let bytes = corpus.bytes, total = bytes.count
        guard let base = bytes.baseAddress else { return range.lowerBound }
        if range.lowerBound < line { rewind() }
        jump(toward: range.lowerBound)
        if let literal = matcher.requiredBytes, !literal.isEmpty {
            if pattern == nil || pattern?.fold != matcher.ignoresCase || pattern?.needle != (matcher.ignoresCase ? literal.map(BytePattern.lower) : literal) {
                pattern = BytePattern(literal, fold: matcher.ignoresCase)
                nextHit = nil
            }
        } else {
            pattern = nil  // not another query's: every line is decoded
        }
        let usePattern = pattern != nil
        var links = HyperlinkTable()
        var upperCheckpoint: LineIndex.Checkpoint?  // the last at or before the range's end, once asked
        while line < range.upperBound && lineStart < total {
            var candidate = total
            if usePattern, line >= range.lowerBound, let pattern {
                // Both look at most a window ahead, so the pages read stay near the scan (and are
                // given back behind it); the window's end is a candidate that decodes one line.
                let window = min(total, lineStart + Self.window)
                if nextHit.map({ $0 < lineStart }) ?? true {
                    nextHit = pattern.firstIndex(in: base, from: lineStart, to: window)
                        ?? (window < total ? max(lineStart, window - pattern.needle.count + 1) : total)
                }
                if nextEscape.map({ $0 < lineStart }) ?? true {
                    nextEscape = memchr(base + lineStart, 0x1B, window - lineStart).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
                        ?? window
                }
                candidate = min(nextHit ?? total, nextEscape ?? total)
                // With the index's checkpoints, jump to the last one at or before the candidate (and
                // not past the range's end): its line number is known, and the lines from there are
                // walked below (less than a checkpoint's stretch, 64 KiB). A candidate less than a
                // stretch away is walked to: on a coloured log every line is one, and two binary
                // searches of the checkpoints a line took more than the walk.
                if let index = corpus.index, candidate - lineStart >= index.checkpointBytes {
                    let before = index.checkpoint(atOrBeforeByte: candidate)
                    let bound = upperCheckpoint ?? index.checkpoint(atOrBeforeLine: range.upperBound)
                    upperCheckpoint = bound
                    let jump = before.start < bound.start ? before : bound
                    if jump.line > line {
                        line = jump.line
                        lineStart = jump.start
                        releaseRead()
                    }
                    if line >= range.upperBound { break }
                }
                // The lines that end before the candidate hold nothing to look at: count them in
                // a tight loop (one memchr each); a line too long to end by `maxLineBytes` takes
                // the general path, which cuts it as the index does.
                while line < range.upperBound {
                    let limit = min(total, lineStart + LineIndex.maxLineBytes)
                    guard lineStart < limit, let hit = memchr(base + lineStart, 0x0A, limit - lineStart) else { break }
                    let next = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                    guard next <= candidate, next < total else { break }
                    line += 1
                    lineStart = next
                }
                if line >= range.upperBound { break }
            } else {
                candidate = lineStart
            }
            let next = LineIndex.nextLineStart(lineStart: lineStart, from: lineStart, in: bytes, count: total)
            if line >= range.lowerBound && candidate < next {
                var end = next
                if end > lineStart && bytes[end - 1] == 0x0A { end -= 1 }
                if end > lineStart && bytes[end - 1] == 0x0D { end -= 1 }
                let n = count(matcher, UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), &links)
                if n > 0 { found(line, n) }
            }
            line += 1
            lineStart = next
            releaseRead()
        }
        return line
    }

    /// With the index, straight to its last checkpoint at or before `target` when that is past
    /// the current line: the lines before it need not be walked (the search from the end of a
    /// file, after G, walks to its start line first).
    mutating func jump(toward target: Int) {
        guard line < target, let checkpoint = corpus.index?.checkpoint(atOrBeforeLine: target), checkpoint.line > line else { return }
        line = checkpoint.line
        lineStart = checkpoint.start
        releaseRead()
    }

    /// Back to the first line, for lines before the current one (a search that wraps round): what
    /// was given back is counted from there again, or nothing read on the way round would be.
    mutating func rewind() {
        (line, lineStart, released) = (0, 0, 0)
        (nextHit, nextEscape) = (nil, nil)
    }

    /// Gives the pages before the current line back, as the indexer does, each time the scan has
    /// gone `MappedFile.releaseStep` further: the search adds at most that, and a window, to
    /// resident memory.
    mutating func releaseRead() {
        guard lineStart - released >= MappedFile.releaseStep else { return }
        corpus.dropPages(released..<lineStart)
        released = lineStart
    }

    /// The matches on one line: counted in its bytes when it is printable ASCII, or in the bytes
    /// it shows when it is printable ASCII and control sequences; else decoded. A whole-word
    /// query's matches are among the literal's, and a regular expression's contain its required
    /// bytes, so a line whose text has none of those has none (a coloured log's lines are not
    /// decoded for it); one that has some is decoded.
    mutating func count(_ matcher: FindMatcher, _ bytes: UnsafeBufferPointer<UInt8>, _ links: inout HyperlinkTable) -> Int {
        if let pattern, bytes.baseAddress != nil {
            var literal: Int?
            if PrintableASCII.containsAll(bytes) {
                literal = pattern.count(in: bytes)
            } else if let shown = VisibleASCII.copy(bytes, into: &visible) {
                literal = visible.withUnsafeBufferPointer { pattern.count(in: UnsafeBufferPointer(rebasing: $0[..<shown])) }
            }
            let countsMatches = matcher.literalBytes != nil && !matcher.query.options.wholeWord
            if let literal, literal == 0 || countsMatches { return literal }
        }
        return matcher.count(in: importer.importLine(bytes, hyperlinks: &links))
    }

    mutating func read(lines range: Range<Int>, each: (Int, [Cell]) -> Void) -> Int {
        let bytes = corpus.bytes, total = bytes.count
        if range.lowerBound < line { rewind() }
        jump(toward: range.lowerBound)
        var links = HyperlinkTable()
        while line < range.upperBound && lineStart < total {
            let next = LineIndex.nextLineStart(lineStart: lineStart, from: lineStart, in: bytes, count: total)
            if line >= range.lowerBound {
                var end = next
                if end > lineStart && bytes[end - 1] == 0x0A { end -= 1 }
                if end > lineStart && bytes[end - 1] == 0x0D { end -= 1 }
                each(line, importer.importLine(UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), hyperlinks: &links))
            }
            line += 1
            lineStart = next
            releaseRead()
        }
        return line
    }

    func fraction(before line: Int) -> Double {
        corpus.bytes.count == 0 ? 1 : min(1, Double(lineStart) / Double(corpus.bytes.count))
    }
}
