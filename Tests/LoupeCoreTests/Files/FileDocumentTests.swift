import Foundation
import Testing
@testable import LoupeCore

@Suite("Lazy file documents")
struct FileDocumentTests {
    @Test("lines are indexed only as far as asked, plus a lookahead")
    func lazyIndex() {
        let text = (0..<10_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let doc = FileDocument(file: MappedFile(bytes: Array(text.utf8), name: "t"))
        #expect(!doc.isComplete)
        #expect(doc.lineCount > 256 && doc.lineCount < 10_000)
        #expect(doc.line(5).map(\.grapheme).joined() == "line 5")
        #expect(doc.line(9_999).map(\.grapheme).joined() == "line 9999")
        #expect(doc.isComplete)
        #expect(doc.lineCount == 10_000, "a final newline does not start an empty line")
        #expect(doc.line(10_000).isEmpty)
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
}
