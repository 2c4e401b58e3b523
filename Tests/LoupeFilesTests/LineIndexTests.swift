import Testing
import LoupeCore
@testable import LoupeFiles

/// The line index keeps checkpoints, not every line's start: every figure it gives must be
/// the one a full index (a checkpoint at every line) and a plain reading of the bytes give.
@Suite("A line index of checkpoints")
struct LineIndexTests {
    /// Every line's byte range (without `\n`, and a `\r` before it), read the plain way: lines
    /// end after `\n`, and one longer than `maxLineBytes` is cut at a UTF-8 boundary.
    static func reference(_ bytes: [UInt8]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            let limit = min(bytes.count, start + LineIndex.maxLineBytes)
            var next = start
            while next < limit && bytes[next] != 0x0A { next += 1 }
            if next < limit {
                next += 1
            } else if limit < bytes.count {
                next = limit
                while next > start + 1 && (bytes[next] & 0xC0) == 0x80 { next -= 1 }
            }
            var end = next
            if end > start && bytes[end - 1] == 0x0A { end -= 1 }
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            out.append(start..<end)
            start = next
        }
        return out
    }

    /// Short buffers with each awkward line end, and lines that fall across small checkpoint strides.
    static let small: [[UInt8]] = [
        [], Array("\n".utf8), Array("\n\n\n".utf8), Array("a".utf8), Array("a\n".utf8), Array("a\r\n".utf8),
        Array("\r\n\r\n\rx\r".utf8), Array("one\ntwo\r\n\nthree\nno final newline".utf8),
        Array("é世\n\n日本語\r\n1234567\n12345678\n\u{1b}[31mred\u{1b}[0m\n".utf8),
    ]

    /// Bytes with every kind of line end, and over-long lines cut at `maxLineBytes` (two of them,
    /// one of multi-byte characters, one ending just past the limit), lines of many lengths.
    static let long: [UInt8] = {
        var bytes = Array((0..<3000).map { "line \($0)\($0 % 7 == 0 ? "\r" : "")" + String(repeating: "x", count: $0 % 97) }
            .joined(separator: "\n").utf8)
        bytes += Array("\n\n\n".utf8)
        while bytes.count < 3 * LineIndex.maxLineBytes { bytes += Array("é世".utf8) }
        bytes += Array("\n".utf8) + [UInt8](repeating: 0x61, count: LineIndex.maxLineBytes + 1) + Array("\r\n\n".utf8)
        bytes += Array((0..<500).map { "tail \($0)" }.joined(separator: "\r\n").utf8)
        return bytes
    }()

    /// Lines of many lengths and ends around one over-long line of ASCII (cut once), with a
    /// needle here and there: a search decodes the lines the needle is on.
    static let searched: [UInt8] = {
        var bytes = Array((0..<3000).map { "line \($0)\($0 % 7 == 0 ? "\r" : "")" + String(repeating: "x", count: $0 % 97) }
            .joined(separator: "\n").utf8)
        bytes += Array("\n\n".utf8) + [UInt8](repeating: 0x61, count: LineIndex.maxLineBytes + 1) + Array("\r\n\n".utf8)
        bytes += Array((0..<500).map { "tail \($0)" }.joined(separator: "\r\n").utf8) + Array("\nneedle at the end".utf8)
        for i in Swift.stride(from: 5, to: 40_000, by: 1777) { bytes.replaceSubrange(i..<(i + 6), with: Array("needle".utf8)) }
        return bytes
    }()

    static let strides = [1, 2, 3, 7, 64, 4096, LineIndex.defaultCheckpointBytes]

    /// The ranges an index reads for each line it knows, without changing.
    static func ranges(_ index: LineIndex, _ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>?] {
        (0..<index.knownLineCount).map { index.range(ofKnownLine: $0, in: bytes) }
    }

    @Test("every line's range, start and count are a full index's and the plain reading's, for every checkpoint stride")
    func sameRanges() {
        for text in Self.small + [Self.long] {
            let expected = Self.reference(text)
            text.withUnsafeBufferPointer { bytes in
                var full = LineIndex(byteCount: bytes.count, checkpointBytes: 1)
                full.complete(in: bytes)
                #expect(full.checkpoints.count == expected.count, "a checkpoint at every line")
                for stride in Self.strides {
                    var index = LineIndex(byteCount: bytes.count, checkpointBytes: stride)
                    index.complete(in: bytes)
                    #expect(index.knownLineCount == expected.count, "stride \(stride)")
                    #expect(Self.ranges(index, bytes) == expected.map { $0 }, "stride \(stride)")
                    #expect(Self.ranges(index, bytes) == Self.ranges(full, bytes), "stride \(stride)")
                    let starts = (0..<expected.count).map { index.start(ofLine: $0, in: bytes) }
                    #expect(starts == expected.map(\.lowerBound), "stride \(stride)")
                    #expect(index.range(ofKnownLine: expected.count, in: bytes) == nil && index.range(ofKnownLine: -1, in: bytes) == nil)
                    #expect(index.start(ofLine: expected.count, in: bytes) == nil)
                    // The checkpoints are lines of the full index, the first at 0, each the first
                    // line `stride` or more bytes after the one before.
                    var last: LineIndex.Checkpoint?
                    for checkpoint in index.checkpoints {
                        #expect(expected[checkpoint.line].lowerBound == checkpoint.start)
                        if let last {
                            #expect(checkpoint.start - last.start >= stride)
                            #expect(expected[checkpoint.line - 1].lowerBound - last.start < stride)
                        } else {
                            #expect(checkpoint == LineIndex.Checkpoint(line: 0, start: 0))
                        }
                        last = checkpoint
                    }
                }
            }
        }
    }

    @Test("the line holding each kind of offset: a start, a middle, the \\r, the \\n, a cut, an empty line, past the end")
    func lineContaining() {
        for text in Self.small + [Self.long] {
            let expected = Self.reference(text)
            // Every offset of a short buffer; around every line's ends, and a middle, in the long one.
            var offsets = Set<Int>()
            if text.count < 200 {
                offsets.formUnion(-1...(text.count + 1))
            } else {
                for (line, range) in expected.enumerated() where line % 13 == 0 || range.count > 1000 || expected.count - line < 5 {
                    for o in [range.lowerBound - 1, range.lowerBound, range.lowerBound + 1, (range.lowerBound + range.upperBound) / 2,
                              range.upperBound - 1, range.upperBound, range.upperBound + 1, range.upperBound + 2] { offsets.insert(o) }
                }
                offsets.formUnion([-1, 0, text.count - 1, text.count, text.count + 5])
            }
            func owner(_ offset: Int) -> Int {
                var lo = 0, hi = expected.count - 1
                while lo < hi {
                    let mid = (lo + hi + 1) / 2
                    if expected[mid].lowerBound <= offset { lo = mid } else { hi = mid - 1 }
                }
                return max(0, lo)
            }
            text.withUnsafeBufferPointer { bytes in
                for stride in Self.strides {
                    var index = LineIndex(byteCount: bytes.count, checkpointBytes: stride)
                    index.complete(in: bytes)
                    for offset in offsets.sorted() {
                        #expect(index.line(containing: offset, in: bytes) == owner(offset), "offset \(offset), stride \(stride)")
                    }
                }
            }
        }
    }

    @Test("an index stopped anywhere reads its known lines as a full one does, and goes on to the same checkpoints")
    func partialIndexes() {
        let text = Self.long
        let expected = Self.reference(text)
        text.withUnsafeBufferPointer { bytes in
            for stride in [3, 4096, LineIndex.defaultCheckpointBytes] {
                var whole = LineIndex(byteCount: bytes.count, checkpointBytes: stride)
                whole.complete(in: bytes)
                for through in [0, 1, 2, 700, 2999, 3003, 3004, 3006, 3500] {
                    var partial = LineIndex(byteCount: bytes.count, checkpointBytes: stride)
                    partial.ensure(line: through, in: bytes)
                    #expect(partial.knownLineCount == through + 1 && !partial.isComplete, "stride \(stride), through \(through)")
                    let before = partial
                    #expect(Self.ranges(partial, bytes) == expected[..<partial.knownLineCount].map { $0 }, "stride \(stride), through \(through)")
                    #expect(partial.knownLineCount == before.knownLineCount && partial.scannedBytes == before.scannedBytes, "reading scanned nothing")
                    #expect(whole.checkpoints.starts(with: partial.checkpoints))
                    partial.complete(in: bytes)
                    #expect(partial.checkpoints == whole.checkpoints)
                }
                for byte in [1, 100, LineIndex.maxLineBytes, 2 * LineIndex.maxLineBytes + 3] {
                    var partial = LineIndex(byteCount: bytes.count, checkpointBytes: stride)
                    partial.scan(throughByte: byte, in: bytes)
                    #expect(Self.ranges(partial, bytes) == expected[..<partial.knownLineCount].map { $0 }, "stride \(stride), byte \(byte)")
                    partial.scan(throughByte: bytes.count, in: bytes)
                    #expect(partial.isComplete && partial.checkpoints == whole.checkpoints)
                }
            }
        }
    }

    @Test("an index over a growing buffer, grown at every byte, reads every line as a fresh one over the whole")
    func growing() {
        for text in Self.small {
            let expected = Self.reference(text)
            text.withUnsafeBufferPointer { bytes in
                for stride in [1, 2, 5] {
                    var index = LineIndex(byteCount: 0, checkpointBytes: stride)
                    var cache = LineChunkCache(limit: 2)
                    for end in 0...bytes.count {
                        let seen = UnsafeBufferPointer(rebasing: bytes[0..<end])
                        index.grow(to: end, in: bytes)
                        index.scan(throughByte: end, in: seen)
                        let now = Self.reference(Array(seen))
                        #expect(index.knownLineCount == now.count, "\(text) to \(end)")
                        for line in 0..<now.count {
                            #expect(cache.range(ofLine: line, index: index, in: seen) == now[line], "\(text) to \(end), line \(line), stride \(stride)")
                        }
                    }
                    var fresh = LineIndex(byteCount: bytes.count, checkpointBytes: stride)
                    fresh.complete(in: bytes)
                    #expect(index.checkpoints == fresh.checkpoints && Self.ranges(index, bytes) == expected.map { $0 })
                }
            }
        }
    }

    @Test("its memory follows the bytes, not the lines: a checkpoint per 64 KiB however many lines they hold")
    func memoryFollowsBytes() {
        let size = 4 << 20
        for lineLength in [1, 2, 80, 5000] {
            var text = [UInt8](repeating: 0x61, count: size)
            for i in Swift.stride(from: lineLength - 1, to: size, by: lineLength) { text[i] = 0x0A }
            text.withUnsafeBufferPointer { bytes in
                var index = LineIndex(byteCount: bytes.count)
                index.complete(in: bytes)
                #expect(index.knownLineCount == (size + lineLength - 1) / lineLength, "line length \(lineLength)")
                #expect(index.checkpoints.count <= size / LineIndex.defaultCheckpointBytes + 1, "line length \(lineLength)")
                #expect(index.checkpoints.capacity <= 2 * (size / LineIndex.defaultCheckpointBytes + 1))
                // A chunk holds the starts of at most 64 Ki lines.
                let chunk = index.chunk(containingLine: index.knownLineCount / 2, in: bytes)
                #expect((chunk?.lines.count ?? 0) <= LineIndex.defaultCheckpointBytes / lineLength + 1)
            }
        }
    }

    @Test("a chunk cache reads what the index reads as the index goes on, and stays within its bound")
    func chunkCache() {
        let text = Self.long
        let expected = Self.reference(text)
        text.withUnsafeBufferPointer { bytes in
            var index = LineIndex(byteCount: bytes.count, checkpointBytes: 256)
            var cache = LineChunkCache(limit: 3)
            var rng = SystemRandomNumberGenerator()
            for through in [10, 40, 41, 1000, 3600] {
                index.ensure(line: through, in: bytes)
                for _ in 0..<400 {
                    let line = Int.random(in: 0..<index.knownLineCount, using: &rng)
                    #expect(cache.range(ofLine: line, index: index, in: bytes) == expected[line], "line \(line) of \(index.knownLineCount)")
                }
                // The last line found: its chunk grew with the index.
                #expect(cache.range(ofLine: index.knownLineCount - 1, index: index, in: bytes) == expected[index.knownLineCount - 1])
                #expect(cache.range(ofLine: index.knownLineCount, index: index, in: bytes) == nil)
                #expect(cache.count <= 3)
            }
        }
    }

    @Test("a file document reads every line as the plain reading does, in any order, across its chunks")
    func documentLines() {
        let expected = Self.reference(Self.long)
        let doc = FileDocument(file: MappedFile(bytes: Self.long, name: "t"))
        doc.loadAll()
        #expect(doc.lineCount == expected.count)
        let importer = TextImporter()
        var links = HyperlinkTable()
        func text(_ range: Range<Int>) -> [String] {
            Self.long.withUnsafeBufferPointer { importer.importLine(UnsafeBufferPointer(rebasing: $0[range]), hyperlinks: &links).map(\.grapheme) }
        }
        var order = Array(0..<expected.count)
        order.shuffle()
        for line in order.prefix(600) + [0, expected.count - 1] {
            #expect(doc.line(line).map(\.grapheme) == text(expected[line]), "line \(line)")
        }
    }

    @Test("a search with the index's checkpoints counts and reads the lines a search without an index does")
    func searchWithCheckpoints() throws {
        let file = MappedFile(bytes: Self.searched, name: "t")
        guard case let .success(m) = FindQuery("needle").compile() else { Issue.record("query"); return }
        let walked = ByteFindCorpus(bytes: file.bytes, owner: file, importer: TextImporter(), dropPages: { _ in })
        let expected = FileFindTests.count(walked, m)
        #expect(expected.count > 10)
        for stride in [1, 7, 300, 4096, LineIndex.defaultCheckpointBytes] {
            var index = LineIndex(byteCount: file.bytes.count, checkpointBytes: stride)
            index.complete(in: file.bytes)
            var indexed = walked
            indexed.index = index
            #expect(FileFindTests.count(indexed, m) == expected, "stride \(stride)")
            for from in [0, 1, 2999, 3003, index.knownLineCount - 3] {
                var a = walked.makeCursor(), b = indexed.makeCursor()
                var left: [Int: [String]] = [:], right: [Int: [String]] = [:]
                #expect(a.read(lines: from..<(from + 5)) { left[$0] = $1.map(\.grapheme) } == b.read(lines: from..<(from + 5)) { right[$0] = $1.map(\.grapheme) })
                #expect(left == right && !left.isEmpty, "stride \(stride), from \(from)")
            }
        }
    }
}
