#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeCore

/// Where each line of a byte buffer starts, found lazily: only as far as has been asked for.
///
/// Lines end at `\n`. A line longer than `maxLineBytes` is cut into pieces at a
/// UTF-8 boundary, so one enormous line cannot exhaust memory when shown.
public struct LineIndex: Sendable {
    /// The longest line, in bytes, before it is cut.
    public static let maxLineBytes = 1 << 20

    /// Start offsets of the lines found so far.
    private(set) var starts: [Int] = [0]
    /// Offset where scanning resumes.
    private var scanned = 0
    /// Whether the whole buffer has been indexed.
    public private(set) var isComplete = false
    /// How far the scan has read.
    public var scannedBytes: Int { scanned }
    /// The buffer's length (it grows for a stream still being read, see `grow(to:in:)`).
    public private(set) var byteCount: Int

    /// The line that holds byte `offset` (binary search over the lines found so far).
    public func line(containing offset: Int) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return max(0, lo)
    }

    /// Where a line starts, for a line the index has found; else nil.
    public func start(ofLine line: Int) -> Int? {
        line >= 0 && line < starts.count ? starts[line] : nil
    }

    /// Creates an index for a buffer of `byteCount` bytes.
    public init(byteCount: Int) {
        self.byteCount = byteCount
        if byteCount == 0 { starts = []; isComplete = true }
    }

    /// The buffer has grown to `newCount` bytes (a stream still being read; the bytes before the
    /// old end are unchanged): the scan goes on from where it stopped, and the index is no
    /// longer complete. A newline that ended the old buffer now starts a line.
    public mutating func grow(to newCount: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard newCount > byteCount, newCount <= bytes.count else { return }
        let old = byteCount
        byteCount = newCount
        isComplete = false
        if starts.isEmpty {
            starts = [0]
        } else if scanned == old, bytes[old - 1] == 0x0A, let last = starts.last, last < old {
            starts.append(old)
        }
    }

    /// The number of lines found so far (all of them once `isComplete`).
    public var knownLineCount: Int { starts.count }

    /// Scans until line `line` is known (or the end). Returns whether it exists.
    @discardableResult
    public mutating func ensure(line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if starts.count <= line && !isComplete { scan(bytes, untilLineCount: line + 1) }
        return line < starts.count
    }

    /// Scans the whole buffer.
    public mutating func complete(in bytes: UnsafeBufferPointer<UInt8>) {
        reserveForAll()
        if !isComplete { scan(bytes, untilLineCount: Int.max) }
    }

    /// Scans on until at least byte `offset` has been read (or the end): indexing in chunks.
    public mutating func scan(throughByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        reserveForAll()
        if !isComplete { scan(bytes, untilLineCount: Int.max, byteLimit: offset) }
    }

    /// Makes room for every line at once, estimated from the lines found so far, so that a
    /// scan to the end does not copy its growing array over and over (9 M lines: 74 MB).
    private mutating func reserveForAll() {
        guard !isComplete, starts.count >= 1024, scanned > 0, starts.capacity < starts.count * 2 else { return }
        let bytesPerLine = Double(scanned) / Double(starts.count)
        let estimate = Double(byteCount) / bytesPerLine * 1.02
        if estimate.isFinite, estimate < Double(Int.max / 16) { starts.reserveCapacity(Int(estimate) + 1024) }
    }

    /// The byte range of a line, without its `\n` (and a `\r` before it), scanning on as far as
    /// it needs. Nil if it does not exist.
    public mutating func range(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard line >= 0 else { return nil }
        ensure(line: line + 1, in: bytes)
        return range(ofKnownLine: line, in: bytes)
    }

    /// The byte range of a line the index has found, without its `\n` (and a `\r` before it);
    /// nil for a line not found yet. It scans nothing on: the index does not change (the last line
    /// found has its end looked for in the bytes, and that is not remembered).
    public func range(ofKnownLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard line >= 0, line < starts.count else { return nil }
        let start = starts[line]
        var end = line + 1 < starts.count ? starts[line + 1]
            : isComplete ? byteCount : Self.nextLineStart(lineStart: start, from: max(start, scanned), in: bytes, count: byteCount)
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// Finds line starts with `memchr` until `target` lines are known, byte `byteLimit` has
    /// been read, or the buffer ends.
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>, untilLineCount target: Int, byteLimit: Int = Int.max) {
        guard bytes.baseAddress != nil else { isComplete = true; return }
        var p = scanned
        var lineStart = starts.last ?? 0
        let count = byteCount
        let stop = min(count, byteLimit)
        while starts.count < target && p < stop {
            let next = Self.nextLineStart(lineStart: lineStart, from: p, in: bytes, count: count)
            if next < count { starts.append(next); lineStart = next }
            p = next
        }
        scanned = p
        if scanned >= byteCount { isComplete = true }
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
    /// read (so resident memory stays small), and asking `shouldStop` between chunks: nil when
    /// it said stop. Meant for a background thread: it reads `file` and touches nothing else.
    public static func complete(over file: MappedFile, chunkBytes: Int = 32 << 20, shouldStop: () -> Bool) -> LineIndex? {
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
