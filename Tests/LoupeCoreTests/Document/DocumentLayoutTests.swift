import Testing
@testable import LoupeCore

/// A document of a million generated lines that counts the lines it is asked for.
final class CountingDocument: TextDocument {
    let lineCount: Int
    private(set) var reads = 0
    let pool: [[Cell]]

    init(lineCount: Int) {
        self.lineCount = lineCount
        let importer = TextImporter()
        pool = (0..<7).map { k in importer.importText(String(repeating: "word\(k) ", count: k * 4)).lines.first ?? [] }
    }

    func line(_ index: Int) -> [Cell] {
        reads += 1
        return index >= 0 && index < lineCount ? pool[index % pool.count] : []
    }
}

@Suite struct DocumentLayoutTests {
    let document = InMemoryDocument(TextImporter().importText("abcdefghij\n\nabc日d"))

    @Test func rowsOfWrappedLines() {
        let layout = DocumentLayout(width: 4)
        #expect(layout.rowStarts(ofLine: 0, in: document) == [0, 4, 8])
        #expect(layout.rowStarts(ofLine: 1, in: document) == [0])
        // abc日d: the wide character does not fit in column 3 and moves down.
        #expect(layout.rowStarts(ofLine: 2, in: document) == [0, 3])
        #expect(layout.visualRow(of: TextPosition(line: 0, offset: 4), in: document) == VisualRow(line: 0, row: 1))
        #expect(layout.visualRow(of: TextPosition(line: 0, offset: 4), upstream: true, in: document) == VisualRow(line: 0, row: 0))
        #expect(layout.cellRange(of: VisualRow(line: 0, row: 2), in: document) == 8..<10)
    }

    @Test func clipModeHasOneRowPerLine() {
        let layout = DocumentLayout(width: 4, overflow: .clip)
        #expect(layout.rowStarts(ofLine: 0, in: document) == [0])
        #expect(layout.cellRange(of: VisualRow(line: 0, row: 0), in: document) == 0..<10)
    }

    @Test func movingAndMeasuringRowsClampsToTheDocument() {
        let layout = DocumentLayout(width: 4)
        #expect(layout.move(.zero, by: 3, in: document) == (VisualRow(line: 1, row: 0), 3))
        #expect(layout.move(VisualRow(line: 2, row: 1), by: -4, in: document) == (VisualRow(line: 0, row: 1), -4))
        #expect(layout.move(.zero, by: 100, in: document) == (VisualRow(line: 2, row: 1), 5))
        #expect(layout.move(.zero, by: -5, in: document) == (.zero, 0))
        #expect(layout.distance(from: .zero, to: VisualRow(line: 2, row: 0), limit: 10, in: document) == 4)
        #expect(layout.distance(from: VisualRow(line: 2, row: 0), to: .zero, limit: 10, in: document) == -4)
        #expect(layout.distance(from: .zero, to: VisualRow(line: 2, row: 0), limit: 3, in: document) == nil)
        #expect(layout.lastRow(in: document) == VisualRow(line: 2, row: 1))
    }

    @Test func aLayoutIsAValueWhoseCopiesKeepTheirOwnMemo() {
        var layout = DocumentLayout(width: 4)
        #expect(Mirror(reflecting: layout).displayStyle == .struct, "a value, not a class its copies share")
        let untouched = layout
        layout.remember(rows: 10, from: .zero, in: document)
        // Lines 0 and 2 are wider than 4 columns; line 1 is empty and needs no memo.
        #expect(layout.rememberedLines == 2)
        #expect(untouched.rememberedLines == 0, "a copy does not see another copy's memo")
        var forgetting = layout
        forgetting.invalidate(fromLine: 1)
        #expect(forgetting.rememberedLines == 1)
        #expect(layout.rememberedLines == 2, "nor what another copy forgot")
        var screen = DocumentLayout(width: 4)
        screen.remember(rows: 1, from: VisualRow(line: 2, row: 1), in: document)
        #expect(screen.rememberedLines == 1, "only the lines of the rows asked about")
    }

    @Test func theMemoChangesNoAnswer() {
        var remembered = DocumentLayout(width: 4)
        remembered.remember(rows: 10, from: .zero, in: document)
        let fresh = DocumentLayout(width: 4)
        #expect(remembered == fresh)
        for line in 0..<3 { #expect(remembered.rowStarts(ofLine: line, in: document) == fresh.rowStarts(ofLine: line, in: document)) }
        let rows = (0..<3).flatMap { line in (0..<3).map { VisualRow(line: line, row: $0) } }
        for row in rows {
            #expect(remembered.cellRange(of: row, in: document) == fresh.cellRange(of: row, in: document))
            for delta in -6...6 { #expect(remembered.move(row, by: delta, in: document) == fresh.move(row, by: delta, in: document)) }
            for other in rows {
                #expect(remembered.distance(from: row, to: other, limit: 8, in: document) == fresh.distance(from: row, to: other, limit: 8, in: document))
            }
        }
        #expect(remembered.lastRow(in: document) == fresh.lastRow(in: document))
    }

    @Test func workIsProportionalToTheRowsTouchedNotToTheDocument() {
        let big = CountingDocument(lineCount: 1_000_000)
        let layout = DocumentLayout(width: 40)
        let viewport = Viewport(top: VisualRow(line: 500_000, row: 0), height: 30, width: 40)
        var state = SelectionState()
        let engine = SelectionEngine()
        let context = SelectionContext(document: big, layout: layout, viewport: viewport)
        _ = engine.reduce(&state, .mouse(MouseEvent(.press, at: GridPoint(column: 3, row: 5), time: Instant(milliseconds: 0))), context: context)
        _ = engine.reduce(&state, .mouse(MouseEvent(.drag, at: GridPoint(column: 9, row: 25), time: Instant(milliseconds: 10))), context: context)
        let before = big.reads
        _ = engine.reduce(&state, .mouse(MouseEvent(.drag, at: GridPoint(column: 5, row: 29), time: Instant(milliseconds: 20))), context: context)
        #expect(big.reads - before < 10 * viewport.height, "a drag read \(big.reads - before) lines")
        #expect(state.range?.lowerBound.line ?? 0 > 499_990)
    }
}
