/// Where a query matched, in document order, compactly: the lines with matches and how many
/// each has (about five bytes a matching line, so every line of a 9-million-line log fits in
/// 45 MB). Which cells a match covers is found again from its line when it is shown.
public struct FindHits: Equatable, Sendable {
    /// The lines with matches, ascending.
    public private(set) var lines: [UInt32] = []
    private var counts: [UInt8] = []
    private var bigCounts: [Int: Int] = [:]  // index -> count, for lines with 255 or more matches
    private var blockSums: [Int] = [0]       // matches before each block of `blockSize` entries
    private static let blockSize = 1024
    /// All matches.
    public private(set) var total = 0

    /// No hits.
    public init() {}

    /// Records `count` matches on `line` (after every line recorded so far).
    public mutating func append(line: Int, count: Int) {
        guard count > 0, line >= 0, line <= Int(UInt32.max) else { return }
        if lines.count % Self.blockSize == 0 && !lines.isEmpty { blockSums.append(total) }
        lines.append(UInt32(line))
        if count >= 255 {
            counts.append(255)
            bigCounts[lines.count - 1] = count
        } else {
            counts.append(UInt8(count))
        }
        total += count
    }

    /// Appends every hit of `other` (whose lines all come after these).
    public mutating func append(contentsOf other: FindHits) {
        for i in 0..<other.lines.count { append(line: Int(other.lines[i]), count: other.count(at: i)) }
    }

    /// How many lines have matches.
    public var lineCount: Int { lines.count }

    /// The number of matches on the `i`-th line with matches.
    public func count(at i: Int) -> Int {
        counts[i] == 255 ? bigCounts[i] ?? 255 : Int(counts[i])
    }

    /// The index of the first entry whose line is at least `line`.
    public func firstIndex(atOrAfter line: Int) -> Int {
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(lines[mid]) < line { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The number of matches on the lines before entry `i`.
    public func matches(before i: Int) -> Int {
        let block = i / Self.blockSize
        var sum = blockSums[min(block, blockSums.count - 1)]
        var j = min(block, blockSums.count - 1) * Self.blockSize
        while j < i { sum += count(at: j); j += 1 }
        return sum
    }

    /// The matches on `line` (0 when it has none).
    public func count(onLine line: Int) -> Int {
        let i = firstIndex(atOrAfter: line)
        return i < lines.count && Int(lines[i]) == line ? count(at: i) : 0
    }

    /// Bytes held, roughly.
    public var memoryFootprint: Int { lines.capacity * 4 + counts.capacity + bigCounts.count * 32 + blockSums.capacity * 8 }
}
