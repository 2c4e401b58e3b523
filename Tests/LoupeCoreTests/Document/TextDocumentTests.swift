import Testing
@testable import LoupeCore

@Suite struct TextDocumentTests {
    // a(0) 日(1, continuation 2) b(3) tab(4, fill 5...7) c(8)
    let document = InMemoryDocument(TextImporter().importText("a日b\tc\nsecond"))

    @Test func clampSnapsOutOfWideCharactersAndTabs() {
        #expect(document.clamp(TextPosition(line: 0, offset: 2)) == TextPosition(line: 0, offset: 1))
        #expect(document.clamp(TextPosition(line: 0, offset: 6)) == TextPosition(line: 0, offset: 4))
        #expect(document.clamp(TextPosition(line: 0, offset: 8)) == TextPosition(line: 0, offset: 8))
        #expect(document.clamp(TextPosition(line: 0, offset: 99)) == TextPosition(line: 0, offset: 9))
        #expect(document.clamp(TextPosition(line: -3, offset: 5)) == .zero)
        #expect(document.clamp(TextPosition(line: 7, offset: 0)) == TextPosition(line: 1, offset: 6))
        #expect(InMemoryDocument(lines: []).clamp(TextPosition(line: 4, offset: 4)) == .zero)
    }

    @Test func validity() {
        #expect(document.isValid(TextPosition(line: 0, offset: 1)))
        #expect(!document.isValid(TextPosition(line: 0, offset: 2)))
        #expect(!document.isValid(TextPosition(line: 0, offset: 5)))
        #expect(document.isValid(TextPosition(line: 0, offset: 9)))
        #expect(!document.isValid(TextPosition(line: 0, offset: 10)))
        #expect(!document.isValid(TextPosition(line: 2, offset: 0)))
    }

    @Test func clusterRangesAndSteps() {
        let cells = document.line(0)
        #expect(CellClusters.range(containing: 2, in: cells) == 1..<3)
        #expect(CellClusters.range(containing: 6, in: cells) == 4..<8)
        #expect(CellClusters.next(after: 1, in: cells) == 3)
        #expect(CellClusters.previous(before: 8, in: cells) == 4)
        #expect(CellClusters.range(containing: 20, in: cells) == 9..<9)
    }

    @Test func snapshotDocumentJoinsSoftWrappedRowsAndDropsPadding() {
        let imported = TextImporter().importText("abcd日x\nsecond")
        let snapshot = LineLayout.snapshot(of: imported, width: 5)   // abcd+pad / 日x / secon / d
        #expect(snapshot.rows == 4)
        let doc = InMemoryDocument(snapshot: snapshot)
        #expect(doc.lineCount == 2)
        #expect(doc.line(0).map(\.grapheme).joined() == "abcd日x", "the row's plain blank end is the screen's, not the line's")
        #expect(!doc.line(0).contains { $0.flags.contains(.wrapPad) })
        #expect(doc.line(1).map(\.grapheme).joined() == "second")
    }

    @Test func snapshotDocumentKeepsBlanksThatShowSomething() {
        // A coloured blank (a status bar, a highlighted field) and spaces inside the text stay.
        let imported = TextImporter().importText("a  b\u{1B}[44m  \u{1B}[0m\nc")
        let doc = InMemoryDocument(snapshot: LineLayout.snapshot(of: imported, width: 10))
        #expect(doc.line(0).map(\.grapheme).joined() == "a  b  ")
        #expect(doc.line(0).last?.style.background != Style.plain.background)
        #expect(doc.line(1).map(\.grapheme).joined() == "c")
    }

    /// A document says what more it is through `incremental` and `growing`, as a cast would.
    @Test func aDocumentSaysWhetherItIsIncrementalOrGrowing() {
        final class Lazy: IncrementalDocument {
            var lineCount: Int { 1 }
            func line(_ index: Int) -> [Cell] { [] }
            var isComplete: Bool { false }
            func loadAll() {}
            func index(through line: Int) {}
        }
        final class Piped: LoupeCore.GrowingDocument {
            var lineCount: Int { 0 }
            func line(_ index: Int) -> [Cell] { [] }
            var isComplete: Bool { true }
            func loadAll() {}
            func index(through line: Int) {}
            func refresh() -> Int? { nil }
            var statusNote: String? { "stopped" }
        }
        #expect(document.incremental == nil)
        #expect(document.growing == nil)
        let lazy = Lazy(), piped = Piped()
        #expect((lazy.incremental as? Lazy) === lazy)
        #expect(lazy.growing == nil)
        let asText: any TextDocument = piped
        #expect((asText.incremental as? Piped) === piped)
        #expect(asText.growing?.statusNote == "stopped")
    }
}
