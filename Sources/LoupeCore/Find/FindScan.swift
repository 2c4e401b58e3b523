/// A piece of a search's progress, handed from the search thread to whoever collects it.
public struct FindScanChunk: Equatable, Sendable {
    /// Which part of the scan: from the start line to the end, or from the top to the start line.
    public enum Segment: Sendable { case after, before }
    /// The part.
    public var segment: Segment
    /// The hits on the lines scanned in this chunk.
    public var hits: FindHits
    /// The first line not yet scanned in the segment.
    public var scannedTo: Int
    /// Whether the segment is finished.
    public var segmentDone: Bool
    /// How much of the document has been scanned, from 0 to 1.
    public var progress: Double
}

/// Runs a search over a corpus, on the calling thread, from a start line to the end and then
/// from the top to the start line, handing each chunk of lines to `publish` as it is done, so
/// results arrive while the search goes on. `shouldStop` is asked between chunks.
public enum FindScan {
    /// How many chunks' worth of lines the walk to the start line takes between two questions
    /// whether to stop (it only counts lines: much faster than a chunk searched).
    static let walkChunks = 16

    /// Searches `corpus` for `matcher`'s matches, `chunkLines` lines a chunk; with `maxChunkLines`
    /// each chunk of a segment is twice the one before, up to that many lines (the first matches
    /// come as soon, and a long search publishes, and its taker draws, a few hundred chunks, not
    /// thousands).
    public static func run(_ corpus: any FindCorpus, matcher: FindMatcher, from start: Int, chunkLines: Int = 4096,
                           maxChunkLines: Int? = nil, shouldStop: () -> Bool, publish: (FindScanChunk) -> Void) {
        var cursor = corpus.makeCursor()
        let start = max(0, start)
        // Walk to the start line first, so the share of the document before it is known: a
        // chunk at a time, asking whether to stop between them (a search typed a letter at a time
        // from the end of a long file starts one walk a letter, each one cancelled by the next).
        var walked = 0
        while walked < start {
            if shouldStop() { return }
            let upper = min(start, walked + max(1, chunkLines) * Self.walkChunks)
            let reached = cursor.count(matcher, lines: upper..<upper) { _, _ in }
            if reached < upper { break }
            walked = reached
        }
        let startFraction = cursor.fraction(before: start)
        func segment(_ which: FindScanChunk.Segment, _ range: Range<Int>) -> Bool {
            var line = range.lowerBound
            var size = max(1, chunkLines)
            while line < range.upperBound {
                if shouldStop() { return false }
                var hits = FindHits()
                let upper = range.upperBound == Int.max ? line + size : min(range.upperBound, line + size)
                size = min(max(size, maxChunkLines ?? size), size * 2)
                let reached = cursor.count(matcher, lines: line..<upper) { hits.append(line: $0, count: $1) }
                let done = reached < upper || reached >= range.upperBound
                let fraction = which == .after ? cursor.fraction(before: reached) - startFraction
                    : cursor.fraction(before: reached) + (1 - startFraction)
                publish(FindScanChunk(segment: which, hits: hits, scannedTo: reached, segmentDone: done, progress: max(0, min(1, fraction))))
                if done { return true }
                line = reached
            }
            return true
        }
        guard segment(.after, start..<Int.max) else { return }
        if start == 0 {
            publish(FindScanChunk(segment: .before, hits: FindHits(), scannedTo: 0, segmentDone: true, progress: 1))
        } else {
            _ = segment(.before, 0..<start)
        }
    }
}
