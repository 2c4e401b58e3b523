/// The exact starts of the lines between two checkpoints of a `LineIndex` (or from the last
/// checkpoint to the last line found), found again in the bytes when they are read
/// (`LineIndex.chunk(containingLine:in:)`). A value: it changes nothing and shares nothing.
public struct LineChunk: Sendable {
    /// The checkpoint the chunk starts at.
    let first: LineIndex.Checkpoint
    /// Each line's start, from the checkpoint's (a chunk spans less than `checkpointBytes` of
    /// starts, at most 1 GiB, so 4 bytes each).
    let offsets: [UInt32]
    /// Where the line after the chunk's last starts (the next checkpoint), or the buffer's end
    /// when the index was complete; nil: the last line's end is looked for in the bytes.
    let end: Int?
    /// Whether the chunk ends at a checkpoint (it never changes as the index goes on).
    let isClosed: Bool
    /// The buffer's length when the chunk was made.
    let byteCount: Int

    /// The lines the chunk holds.
    public var lines: Range<Int> { first.line..<(first.line + offsets.count) }

    /// The byte range of one of the chunk's lines, without its `\n` (and a `\r` before it); nil
    /// for a line outside the chunk.
    public func range(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard lines.contains(line) else { return nil }
        let i = line - first.line
        let start = first.start + Int(offsets[i])
        var end = i + 1 < offsets.count ? first.start + Int(offsets[i + 1])
            : self.end ?? LineIndex.nextLineStart(lineStart: start, from: start, in: bytes, count: byteCount)
        if end > start && bytes[end - 1] == 0x0A { end -= 1 }
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }
}
