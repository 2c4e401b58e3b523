import Foundation
import Glibc
import Testing
import LoupeCore
import LoupeFiles

@Suite("Streamed input")
struct StreamDocumentTests {
    /// A pipe whose read end a stream reads; the test writes the other end.
    final class Pipe {
        let read: Int32, write: Int32
        init() {
            var fds: [Int32] = [0, 0]
            _ = pipe(&fds)
            (read, write) = (fds[0], fds[1])
        }
        func send(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count) } }
        func closeWriter() { close(write) }
    }

    /// Refreshes until `condition` holds (the reader thread runs beside the test), at most 5 s.
    static func refresh(_ doc: StreamDocument, until condition: () -> Bool) -> Bool {
        for _ in 0..<500 {
            _ = doc.refresh() as Int?
            if condition() { return true }
            usleep(10_000)
        }
        return false
    }

    static func text(_ doc: StreamDocument, _ line: Int) -> String { doc.line(line).map(\.grapheme).joined() }

    @Test("lines show as they arrive; a partial last line grows; the end is known when the writer closes")
    func arrivals() {
        let pipe = Pipe()
        let buffer = StreamBuffer(fd: pipe.read, name: "p", closeWhenDone: true)
        buffer.start()
        let doc = StreamDocument(buffer: buffer)
        pipe.send("hello\n")
        #expect(Self.refresh(doc) { doc.lineCount == 1 && Self.text(doc, 0) == "hello" })
        #expect(!doc.isComplete)
        pipe.send("wor")
        #expect(Self.refresh(doc) { Self.text(doc, 1) == "wor" })
        pipe.send("ld\nthird")
        #expect(Self.refresh(doc) { doc.lineCount == 3 })
        #expect(Self.text(doc, 1) == "world", "the partial line was decoded again")
        #expect(doc.refresh() == nil, "nothing new: nothing changed")
        pipe.closeWriter()
        #expect(Self.refresh(doc) { doc.isComplete })
        #expect(Self.text(doc, 2) == "third" && doc.statusNote == nil)
    }

    @Test("reading stops at the cap, which counts the text and 8 bytes a line, and says so")
    func cap() {
        let pipe = Pipe()
        let buffer = StreamBuffer(fd: pipe.read, name: "p", capacity: 1 << 16, closeWhenDone: true)
        buffer.start()
        let doc = StreamDocument(buffer: buffer)
        // 8 bytes a line + 8 for the index: the cap stops it at 65536 / 16 lines at most, while
        // the writer has more to give (the pipe holds the rest).
        _ = fcntl(pipe.write, F_SETFL, O_NONBLOCK)  // what the pipe cannot take is dropped
        for i in 0..<10_000 { pipe.send(String(format: "%07d\n", i)) }
        #expect(Self.refresh(doc) { doc.isComplete })
        #expect(doc.statusNote?.hasPrefix("input stopped at the") == true, "\(doc.statusNote ?? "nil")")
        #expect(doc.lineCount > 3000 && doc.lineCount <= 65536 / 16, "\(doc.lineCount)")
        #expect(Self.text(doc, 41) == "0000041")
        pipe.closeWriter()
    }

    @Test("a regular file is mapped, not streamed; standard input, pipes and devices are streamed")
    func whatStreams() throws {
        let path = NSTemporaryDirectory() + "loupe-stream-\(getpid()).txt"
        try Data("x\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try StreamBuffer.open(path: path) == nil)
        #expect(try StreamBuffer.open(path: "/dev/zero")?.name == "/dev/zero")
        #expect(try StreamBuffer.open(path: "-")?.name == "standard input")
        #expect(throws: InputSourceError.notFound("/nonexistent/x")) { try StreamBuffer.open(path: "/nonexistent/x") }
    }

    @Test("/dev/zero: lines are cut at a megabyte, reading stops at the cap, decoded cells stay bounded")
    func zeros() throws {
        let buffer = try #require(try StreamBuffer.open(path: "/dev/zero", capacity: 8 << 20))
        buffer.start()
        let doc = StreamDocument(buffer: buffer)
        #expect(Self.refresh(doc) { doc.isComplete })
        #expect(doc.lineCount == 8, "8 MiB of NULs in lines of 1 MiB")
        #expect(doc.line(0).count == LineIndex.maxLineBytes && doc.line(0).first?.grapheme == "\u{2400}")
        #expect(doc.statusNote == "input stopped at the 8 MiB cap")
    }
}
