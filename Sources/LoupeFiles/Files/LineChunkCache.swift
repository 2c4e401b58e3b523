/// The few chunks of a line index a document read last (`LineChunk`), so the lines of a screen
/// are found in the bytes once, not once each: a memo of what the bytes say, bounded by
/// `limit` chunks (each at most 64 Ki lines of 4 bytes with the default checkpoints, and about
/// 800 for a log of 80-byte lines). A chunk the index has moved past is made again
/// (`LineIndex.isCurrent(_:)`).
struct LineChunkCache {
    /// The chunks kept, the last made last.
    private var chunks: [LineChunk] = []
    /// At most this many chunks are kept.
    let limit: Int

    /// The chunks kept now.
    var count: Int { chunks.count }

    /// A cache of at most `limit` chunks.
    init(limit: Int = 8) {
        self.limit = max(1, limit)
    }

    /// The byte range of line `line` as `index` has it (see `LineIndex.range(ofKnownLine:in:)`);
    /// nil for a line the index has not found.
    mutating func range(ofLine line: Int, index: LineIndex, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        if let at = chunks.lastIndex(where: { $0.lines.contains(line) }) {
            if index.isCurrent(chunks[at]) { return chunks[at].range(ofLine: line, in: bytes) }
            chunks.remove(at: at)
        }
        guard let chunk = index.chunk(containingLine: line, in: bytes) else { return nil }
        if chunks.count >= limit { chunks.removeFirst() }
        chunks.append(chunk)
        return chunk.range(ofLine: line, in: bytes)
    }
}
