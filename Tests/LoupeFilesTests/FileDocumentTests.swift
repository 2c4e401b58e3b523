import Foundation
import Testing
@testable import LoupeCore
import LoupeFiles

@Suite("Lazy file documents")
struct FileDocumentTests {
    @Test("lines are indexed only as far as asked (a lookahead when opened, then index(through:)); reading a line indexes nothing")
    func lazyIndex() {
        let text = (0..<10_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let doc = FileDocument(file: MappedFile(bytes: Array(text.utf8), name: "t"))
        func read(_ i: Int) -> String { doc.line(i).map(\.grapheme).joined() }
        #expect(!doc.isComplete)
        let known = doc.lineCount
        #expect(known > 256 && known < 10_000)
        #expect(read(5) == "line 5")
        #expect(read(known - 1) == "line \(known - 1)", "the last line found is read whole")
        #expect(read(9_999) == "", "a line not indexed yet is not read")
        #expect(doc.lineCount == known, "reading lines found no more of them")
        doc.index(through: 5_000)
        #expect(doc.lineCount > 5_000 && doc.lineCount < 10_000 && !doc.isComplete)
        #expect(read(5_000) == "line 5000")
        doc.index(through: 20_000)
        #expect(doc.isComplete)
        #expect(doc.lineCount == 10_000, "a final newline does not start an empty line")
        #expect(read(9_999) == "line 9999")
        #expect(doc.line(10_000).isEmpty)
    }

    @Test("a line the index has found reads the same before the index goes on and after",
          arguments: [1, 3, 100, 2_999, 3_001, 3_003, 3_005])
    func knownLinesReadAlike(_ through: Int) {
        let file = MappedFile(bytes: Self.awkward, name: "t")
        var whole = LineIndex(byteCount: file.bytes.count)
        whole.complete(in: file.bytes)
        var partial = LineIndex(byteCount: file.bytes.count)
        partial.ensure(line: through, in: file.bytes)
        let before = partial
        for line in 0..<partial.knownLineCount {
            #expect(partial.range(ofKnownLine: line, in: file.bytes) == whole.range(ofKnownLine: line, in: file.bytes), "line \(line)")
        }
        #expect(partial.range(ofKnownLine: partial.knownLineCount, in: file.bytes) == nil)
        #expect(partial.knownLineCount == before.knownLineCount && partial.scannedBytes == before.scannedBytes, "reading scanned nothing")
        // Stopped in the middle of a line (a scan by bytes): that line still reads whole.
        var mid = LineIndex(byteCount: file.bytes.count)
        mid.scan(throughByte: 2 * LineIndex.maxLineBytes, in: file.bytes)
        let last = mid.knownLineCount - 1
        #expect(mid.range(ofKnownLine: last, in: file.bytes) == whole.range(ofKnownLine: last, in: file.bytes))
    }

    @Test("CR LF, empty lines, no final newline, colours per line")
    func lineEnds() {
        let doc = FileDocument(file: MappedFile(bytes: Array("a\r\n\n\u{1b}[31mred\nlast".utf8), name: "t"))
        doc.loadAll()
        #expect(doc.lineCount == 4)
        #expect(doc.line(0).map(\.grapheme) == ["a"])
        #expect(doc.line(1).isEmpty)
        #expect(doc.line(2).first?.style.foreground == .indexed(1))
        #expect(doc.line(3).map(\.grapheme).joined() == "last")
    }

    @Test("an over-long line is cut at a UTF-8 boundary")
    func longLine() {
        var bytes = [UInt8]()
        while bytes.count < LineIndex.maxLineBytes + 10 { bytes += Array("é世".utf8) }
        let doc = FileDocument(file: MappedFile(bytes: bytes, name: "t"))
        doc.loadAll()
        #expect(doc.lineCount == 2)
        #expect(!doc.line(0).contains { $0.grapheme == "\u{FFFD}" })
        #expect(!doc.line(1).contains { $0.grapheme == "\u{FFFD}" })
    }

    @Test("a mapped file on disk, and clear errors for bad paths")
    func onDisk() throws {
        let path = NSTemporaryDirectory() + "loupe-doc-\(getpid()).txt"
        try Data("one\ntwo\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let doc = FileDocument(file: try MappedFile(path: path))
        #expect(doc.line(1).map(\.grapheme).joined() == "two")
        #expect(throws: InputSourceError.notFound("/nonexistent/x")) { try MappedFile(path: "/nonexistent/x") }
        #expect(throws: InputSourceError.isDirectory("/tmp")) { try MappedFile(path: "/tmp") }
        let empty = FileDocument(file: MappedFile(bytes: [], name: "e"))
        #expect(empty.lineCount == 0 && empty.line(0).isEmpty)
    }

    /// Every line's byte range, from a fresh index scanned to the end the ordinary way.
    static func ranges(_ index: inout LineIndex, _ file: MappedFile) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var i = 0
        while let r = index.range(ofLine: i, in: file.bytes) { out.append(r); i += 1 }
        return out
    }

    /// Bytes with every kind of line end, a cut over-long line and wide characters.
    static let awkward: [UInt8] = {
        var bytes = Array((0..<3000).map { "line \($0)\($0 % 7 == 0 ? "\r" : "")" }.joined(separator: "\n").utf8)
        bytes += Array("\n\n".utf8)
        while bytes.count < 3 * LineIndex.maxLineBytes { bytes += Array("é世".utf8) }
        bytes += Array("\nlast line, no newline".utf8)
        return bytes
    }()

    @Test("an index built in chunks (as a background thread does) is the index a full scan makes",
          arguments: [1, 4096, 1 << 20, 32 << 20])
    func chunkedIndex(_ chunk: Int) throws {
        let file = MappedFile(bytes: Self.awkward, name: "t")
        var whole = LineIndex(byteCount: file.bytes.count)
        whole.complete(in: file.bytes)
        var chunked = try #require(LineIndex.complete(over: file, chunkBytes: chunk) { false })
        #expect(chunked.isComplete && chunked.knownLineCount == whole.knownLineCount)
        #expect(Self.ranges(&chunked, file) == Self.ranges(&whole, file))
        // 3000 lines, an empty one, the long line (just under 3 MiB) cut in 3, the last.
        #expect(whole.knownLineCount == 3000 + 1 + 3 + 1)
    }

    @Test("a chunked index stops when asked")
    func chunkedIndexStops() {
        let file = MappedFile(bytes: Self.awkward, name: "t")
        var asked = 0
        #expect(LineIndex.complete(over: file, chunkBytes: 4096) { asked += 1; return asked > 3 } == nil)
        #expect(asked == 4)
    }

    @Test("go to end uses a complete index made elsewhere, and only one of this file")
    func providedIndex() throws {
        let file = MappedFile(bytes: Self.awkward, name: "t")
        let made = try #require(LineIndex.complete(over: file) { false })
        let doc = FileDocument(file: file)
        var asked = 0
        doc.completeIndex = { asked += 1; return made }
        #expect(!doc.isComplete)
        doc.loadAll()
        #expect(asked == 1 && doc.isComplete && doc.lineCount == made.knownLineCount)
        #expect(doc.line(doc.lineCount - 1).map(\.grapheme).joined() == "last line, no newline")
        #expect(doc.line(2999).map(\.grapheme).joined() == "line 2999")

        // An index of other bytes, or an unfinished one, is not used: the document indexes itself.
        let other = MappedFile(bytes: Array("a\nb\n".utf8), name: "o")
        let wrong = try #require(LineIndex.complete(over: other) { false })
        let unfinished = LineIndex(byteCount: file.bytes.count)
        for provided in [wrong, unfinished] {
            let doc = FileDocument(file: file)
            doc.completeIndex = { provided }
            doc.loadAll()
            #expect(doc.isComplete && doc.lineCount == made.knownLineCount)
        }
    }
}

@Suite("A line index over a growing buffer")
struct GrowingLineIndexTests {
    @Test("growing: a newline at the old end starts a line; a partial line goes on; the same lines as a fresh index")
    func grow() {
        let all = Array("one\ntwo\nthr".utf8) + Array("ee\n\nfive".utf8)
        all.withUnsafeBufferPointer { bytes in
            var index = LineIndex(byteCount: 0)
            #expect(index.knownLineCount == 0 && index.isComplete)
            for end in [0, 4, 8, 11, 14, 15, all.count] {
                index.grow(to: end, in: bytes)
                index.complete(in: UnsafeBufferPointer(rebasing: bytes[0..<end]))
            }
            var fresh = LineIndex(byteCount: all.count)
            fresh.complete(in: bytes)
            #expect(index.knownLineCount == 5 && fresh.knownLineCount == 5)
            for i in 0..<5 { #expect(index.range(ofLine: i, in: bytes) == fresh.range(ofLine: i, in: bytes), "line \(i)") }
        }
    }
}
