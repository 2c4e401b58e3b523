#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeCore

/// Where the lines of a byte buffer start, found lazily (only as far as has been asked for) and
/// kept as checkpoints, so its memory grows with the bytes scanned, never with the number of lines.
///
/// Lines end at `\n`. A line longer than `maxLineBytes` is cut into pieces at a UTF-8 boundary,
/// so one enormous line cannot exhaust memory when shown.
///
/// The index remembers every line's number only through its checkpoints: a line start and its
/// line number, one at the first line that starts `checkpointBytes` or more after the last
/// checkpoint. A stretch of lines between two checkpoints (a `LineChunk`) is found again from
/// its checkpoint when it is read: at most `checkpointBytes` and one line of `memchr`.
/// `FileDocument` and `StreamDocument` keep a few such chunks (`LineChunkCache`), so the lines of
/// a screen are found once. The count of lines is exact, and so is every line's number.
///
/// ```swift
/// var index = LineIndex(byteCount: file.bytes.count)
/// index.ensure(line: 100, in: file.bytes)                       // scans through line 100
/// let range = index.range(ofKnownLine: 42, in: file.bytes)      // a pure read: scans nothing on
/// ```
public struct LineIndex: Sendable {
    /// The longest line, in bytes, before it is cut.
    public static let maxLineBytes = 1 << 20

    /// The bytes between two checkpoints, at least: 64 KiB. Chosen by bytes rather than by lines,
    /// because a checkpoint every N lines still grows with the line count (a file of empty lines
    /// would need one every N bytes), and N lines may be N megabytes long, so rebuilding one
    /// chunk would have no bound. By bytes the checkpoints cost 16 bytes for each 64 KiB read
    /// (256 KB for 1 GiB, 1 MB for 4 GiB), and a chunk is rebuilt from at most 64 KiB and one
    /// line (a few microseconds of `memchr`), of at most 64 Ki lines (a 256 KB chunk of
    /// offsets; a log of 80-byte lines has about 800).
    public static let defaultCheckpointBytes = 64 << 10

    /// A line whose number and start the index keeps.
    public struct Checkpoint: Hashable, Sendable {
        /// The line's number.
        public var line: Int
        /// Where it starts.
        public var start: Int
    }

    /// The bytes between two checkpoints, at least.
    public let checkpointBytes: Int
    /// The checkpoints, in order: the first is line 0 at byte 0 (none for an empty buffer).
    public private(set) var checkpoints: [Checkpoint] = []
    /// Lines found so far.
    private var lineCount = 0
    /// Where the last line found starts.
    private var lastStart = 0
    /// Offset where scanning resumes.
    private var scanned = 0
    /// Whether the whole buffer has been indexed.
    public private(set) var isComplete = false
    /// How far the scan has read.
    public var scannedBytes: Int { scanned }
    /// The buffer's length (it grows for a stream still being read, see `grow(to:in:)`).
    public private(set) var byteCount: Int

    /// Creates an index for a buffer of `byteCount` bytes, with a checkpoint every
    /// `checkpointBytes` bytes or more (between 1 and 1 GiB; tests use small ones).
    public init(byteCount: Int, checkpointBytes: Int = LineIndex.defaultCheckpointBytes) {
        self.byteCount = byteCount
        self.checkpointBytes = min(max(1, checkpointBytes), 1 << 30)
        if byteCount == 0 { isComplete = true } else { firstLine() }
    }

    /// Line 0, at byte 0.
    private mutating func firstLine() {
        lineCount = 1
        lastStart = 0
        checkpoints = [Checkpoint(line: 0, start: 0)]
    }

    /// The number of lines found so far (all of them once `isComplete`).
    public var knownLineCount: Int { lineCount }

    /// The buffer has grown to `newCount` bytes (a stream still being read; the bytes before the
    /// old end are unchanged): the scan goes on from where it stopped, and the index is no
    /// longer complete. A newline that ended the old buffer now starts a line.
    public mutating func grow(to newCount: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard newCount > byteCount, newCount <= bytes.count else { return }
        let old = byteCount
        byteCount = newCount
        isComplete = false
        if lineCount == 0 {
            firstLine()
        } else if scanned == old, bytes[old - 1] == 0x0A, lastStart < old {
            found(lineStartingAt: old)
        }
    }

    /// Counts a line found at `start`, and makes it a checkpoint when it is far enough from the last.
    @inline(__always)
    private mutating func found(lineStartingAt start: Int) {
        if start - (checkpoints.last?.start ?? 0) >= checkpointBytes {
            checkpoints.append(Checkpoint(line: lineCount, start: start))
        }
        lineCount += 1
        lastStart = start
    }

    /// Scans until line `line` is known (or the end). Returns whether it exists.
    @discardableResult
    public mutating func ensure(line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if lineCount <= line && !isComplete { scan(bytes, untilLineCount: line + 1) }
        return line < lineCount
    }

    /// Scans the whole buffer.
    public mutating func complete(in bytes: UnsafeBufferPointer<UInt8>) {
        if !isComplete { scan(bytes, untilLineCount: Int.max) }
    }

    /// Scans on until at least byte `offset` has been read (or the end): indexing in chunks.
    public mutating func scan(throughByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        if !isComplete { scan(bytes, untilLineCount: Int.max, byteLimit: offset) }
    }

    /// Finds line starts with `memchr` until `target` lines are known, byte `byteLimit` has
    /// been read, or the buffer ends.
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, untilLineCount target: Int, byteLimit: Int = Int.max) {
        guard bytes.baseAddress != nil else { isComplete = true; return }
        var p = scanned
        let count = byteCount
        let stop = min(count, byteLimit)
        while lineCount < target && p < stop {
            let next = Self.nextLineStart(lineStart: lastStart, from: p, in: bytes, count: count)
            if next < count { found(lineStartingAt: next) }
            p = next
        }
        scanned = p
        if scanned >= byteCount { isComplete = true }
    }

    /// The byte range of a line, without its `\n` (and a `\r` before it), scanning on as far as
    /// it needs. Nil if it does not exist.
    public mutating func range(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard line >= 0 else { return nil }
        ensure(line: line + 1, in: bytes)
        return range(ofKnownLine: line, in: bytes)
    }

    /// The byte range of a line the index has found, without its `\n` (and a `\r` before it);
    /// nil for a line not found yet. It scans nothing on: the index does not change (the lines
    /// from the checkpoint before it are found again in the bytes, and that is not remembered).
    public func range(ofKnownLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        chunk(containingLine: line, in: bytes)?.range(ofLine: line, in: bytes)
    }

    /// Where a line starts, for a line the index has found; else nil.
    public func start(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard line >= 0, line < lineCount else { return nil }
        var from = checkpoint(atOrBeforeLine: line)
        while from.line < line {
            from.start = Self.nextLineStart(lineStart: from.start, from: from.start, in: bytes, count: byteCount)
            from.line += 1
        }
        return from.start
    }

    /// The line that holds byte `offset` (the last line found, for an offset past them).
    public func line(containing offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard lineCount > 0 else { return 0 }
        var at = checkpoint(atOrBeforeByte: offset)
        while at.line + 1 < lineCount {
            let next = Self.nextLineStart(lineStart: at.start, from: at.start, in: bytes, count: byteCount)
            if next > offset { break }
            at = Checkpoint(line: at.line + 1, start: next)
        }
        return at.line
    }

    /// The last checkpoint at or before line `line` (line 0 at byte 0 for an empty index).
    public func checkpoint(atOrBeforeLine line: Int) -> Checkpoint {
        lastCheckpoint { $0.line <= line }
    }

    /// The last checkpoint at or before byte `offset` (line 0 at byte 0 for an empty index).
    public func checkpoint(atOrBeforeByte offset: Int) -> Checkpoint {
        lastCheckpoint { $0.start <= offset }
    }

    /// The last checkpoint for which `isBefore` holds (it holds for a prefix of them).
    private func lastCheckpoint(where isBefore: (Checkpoint) -> Bool) -> Checkpoint {
        checkpoints.isEmpty ? Checkpoint(line: 0, start: 0) : checkpoints[lastCheckpointIndex(where: isBefore)]
    }

    /// The position in `checkpoints` of the last one for which `isBefore` holds (0 when none does).
    private func lastCheckpointIndex(where isBefore: (Checkpoint) -> Bool) -> Int {
        var lo = 0, hi = checkpoints.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if isBefore(checkpoints[mid]) { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }

    /// The exact starts of the lines from the checkpoint at or before `line` to the next one (or
    /// to the last line found): nil for a line not found yet. A pure read, like `range(ofKnownLine:in:)`.
    public func chunk(containingLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> LineChunk? {
        guard line >= 0, line < lineCount else { return nil }
        let lo = lastCheckpointIndex { $0.line <= line }
        let first = checkpoints[lo]
        let next = lo + 1 < checkpoints.count ? checkpoints[lo + 1] : nil
        let lines = (next?.line ?? lineCount) - first.line
        var offsets = [UInt32]()
        offsets.reserveCapacity(lines)
        offsets.append(0)
        var start = first.start
        for _ in 1..<max(1, lines) {
            start = Self.nextLineStart(lineStart: start, from: start, in: bytes, count: byteCount)
            offsets.append(UInt32(truncatingIfNeeded: start - first.start))
        }
        return LineChunk(first: first, offsets: offsets, end: next?.start ?? (isComplete ? byteCount : nil),
                         isClosed: next != nil, byteCount: byteCount)
    }

    /// Whether `chunk`, made by this index or an earlier state of it, still says what this one
    /// would: a chunk that ends at a checkpoint never changes; the last one only while the index
    /// does not.
    public func isCurrent(_ chunk: LineChunk) -> Bool {
        chunk.isClosed || (chunk.lines.upperBound == lineCount && chunk.byteCount == byteCount && (chunk.end != nil) == isComplete)
    }

    /// Where the line after the one starting at `lineStart` starts (`count` when it is the
    /// last), looking for its `\n` from `from`: after the `\n`, or where an over-long line is
    /// cut (at a UTF-8 boundary, `maxLineBytes` in).
    public static func nextLineStart(lineStart: Int, from: Int, in bytes: UnsafeBufferPointer<UInt8>, count: Int) -> Int {
        guard let base = bytes.baseAddress else { return count }
        let limit = min(count, lineStart + maxLineBytes)
        if from < limit, let hit = memchr(base + from, 0x0A, limit - from) {
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
        } else if limit < count {
            var cut = limit
            while cut > lineStart + 1 && (base[cut] & 0xC0) == 0x80 { cut -= 1 }
            return cut
        }
        return count
    }

    /// Indexes all of `file` in chunks, giving each chunk's pages back to the kernel once it is
    /// read (so resident memory stays small: `MappedFile.releaseStep` at most), and asking
    /// `shouldStop` between chunks: nil when it said stop. Meant for a background thread: it
    /// reads `file` and touches nothing else.
    public static func complete(over file: MappedFile, chunkBytes: Int = MappedFile.releaseStep, shouldStop: () -> Bool) -> LineIndex? {
        var index = LineIndex(byteCount: file.bytes.count)
        var released = 0
        while !index.isComplete {
            if shouldStop() { return nil }
            index.scan(throughByte: index.scannedBytes + max(1, chunkBytes), in: file.bytes)
            file.dropPages(released..<index.scannedBytes)
            released = index.scannedBytes
        }
        return index
    }
}
