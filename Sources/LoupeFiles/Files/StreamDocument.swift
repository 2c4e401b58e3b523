import LoupeCore

/// A document over a `StreamBuffer`: the lines that have arrived so far, decoded on demand.
///
/// Like `FileDocument`, lines end at `\n` (an over-long line is cut at `LineIndex.maxLineBytes`),
/// each is decoded when asked for and starts in the plain style, and the decoded lines kept are
/// bounded (by their number and their cells). It changes only in `refresh()`, which takes in
/// what the reader thread has added and indexes up to `indexBudget` bytes of it, so a flood of
/// short lines never holds up the caller.
public final class StreamDocument {
    /// The stream read.
    public let buffer: StreamBuffer
    private var index = LineIndex(byteCount: 0)
    private var chunks = LineChunkCache()
    private var known = 0
    private var end: StreamBuffer.End?
    private var cache: [Int: [Cell]] = [:]
    private var cachedCells = 0
    private var links = HyperlinkTable()
    let importer: TextImporter
    /// Bytes indexed at most in one `refresh()` (the rest on the next ones).
    public var indexBudget = 4 << 20
    /// At most this many decoded cells are kept (a line of a megabyte of NULs is a million cells;
    /// two such lines fit, so a screen across their boundary does not decode them over and over).
    public var cacheCellLimit = 2 * LineIndex.maxLineBytes + (1 << 16)

    /// A document over a stream (start the stream's reader; `refresh()` takes in what it read).
    public init(buffer: StreamBuffer, policy: WidthPolicy = .standard) {
        self.buffer = buffer
        self.importer = TextImporter(policy: policy)
        _ = refresh() as Int?
    }

    var bytes: UnsafeBufferPointer<UInt8> { buffer.bytes(count: known) }

    /// The hyperlink targets met in the lines decoded so far.
    public var hyperlinks: HyperlinkTable { links }

    /// Lines indexed so far.
    public var lineCount: Int { index.knownLineCount }

    /// Whether the stream has ended and every line of it is indexed.
    public var isComplete: Bool { end != nil && index.isComplete }

    /// Indexes everything that has arrived (it does not wait for more: a stream may never end).
    public func loadAll() {
        index.complete(in: bytes)
    }

    /// Finds the lines through `line` in what has been taken in (`refresh()` indexes the rest).
    public func index(through line: Int) {
        index.ensure(line: line, in: bytes)
    }

    /// Takes in what the reader added and indexes up to `indexBudget` bytes of it.
    /// Returns the first line that may have changed, or nil (see `GrowingDocument.refresh()`).
    public func refresh() -> Int? {
        let (count, newEnd) = buffer.progress()
        let lastBefore = max(0, index.knownLineCount - 1)
        var changed = false
        if count > known {
            // The last line may go on in what arrived: decode it again when asked.
            forget(lastBefore)
            known = count
            index.grow(to: count, in: bytes)
            changed = true
        }
        if newEnd != end {
            end = newEnd
            changed = true
        }
        if !index.isComplete {
            let before = index.knownLineCount
            index.scan(throughByte: index.scannedBytes + indexBudget, in: bytes)
            changed = changed || index.knownLineCount != before
        }
        return changed ? min(lastBefore, index.knownLineCount) : nil
    }

    /// How the stream stopped, when that is worth a word.
    public var statusNote: String? {
        switch end {
        case .capped: return "input stopped at the \(buffer.capacity >> 20) MiB cap"
        case let .failed(reason): return "read error: \(reason)"
        case .finished, nil: return nil
        }
    }

    private func forget(_ line: Int) {
        if let cells = cache.removeValue(forKey: line) { cachedCells -= cells.count }
    }

    /// The cells of a line; empty when it does not exist (yet).
    public func line(_ i: Int) -> [Cell] {
        if let hit = cache[i] { return hit }
        guard let range = chunks.range(ofLine: i, index: index, in: bytes) else { return [] }
        let cells = importer.importLine(UnsafeBufferPointer(rebasing: bytes[range]), hyperlinks: &links)
        if cache.count >= 8192 || cachedCells + cells.count > cacheCellLimit {
            cache.removeAll(keepingCapacity: true)
            cachedCells = 0
        }
        cache[i] = cells
        cachedCells += cells.count
        return cells
    }
}

extension StreamDocument: TextDocument, GrowingDocument {}
