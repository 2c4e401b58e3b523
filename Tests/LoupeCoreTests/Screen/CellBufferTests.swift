import LoupeCore
import Testing

@Suite struct CellBufferTests {
    /// A buffer with something in every part: cells (a wide one), a soft wrap, a cursor, a link.
    func used(_ size: GridSize) -> CellBuffer {
        var b = CellBuffer(size: size)
        _ = b.write("ab日本", column: 0, row: 0, style: Style(foreground: .indexed(3)))
        b.rowInfo[0] = RowInfo(softWrapped: true)
        b.cursor = GridPoint(column: 1, row: 1)
        b.hyperlinks = HyperlinkTable(targets: ["https://example.com"])
        return b
    }

    @Test func resetIsANewBufferOfThatSize() {
        for (from, to) in [(GridSize(columns: 8, rows: 3), GridSize(columns: 8, rows: 3)),
                           (GridSize(columns: 8, rows: 3), GridSize(columns: 5, rows: 6)),
                           (GridSize(columns: 4, rows: 2), GridSize(columns: 0, rows: 0))] {
            var b = used(from)
            b.reset(size: to)
            #expect(b == CellBuffer(size: to))
            var filled = used(from)
            filled.reset(size: to, fill: .blank(Style(background: .indexed(4))))
            #expect(filled == CellBuffer(size: to, fill: .blank(Style(background: .indexed(4)))))
        }
    }

    /// Blanks are made afresh for each cell (`Cell.blankStyle`), anything else copied: either way
    /// every cell is the fill, when made, when reset in place and when reset larger.
    @Test(arguments: [Cell.blank(), .blank(Style(foreground: .rgb(1, 2, 3), background: .indexed(4), attributes: .bold)),
                      Cell("x"), Cell("日", width: 2), Cell("👨‍👩‍👧‍👦", width: 2, style: Style(background: .indexed(1))),
                      Cell(" ", flags: .tabStart), Cell(" ", width: 2)])
    func everyCellIsTheFill(_ fill: Cell) {
        let size = GridSize(columns: 7, rows: 3)
        var b = CellBuffer(size: size, fill: fill)
        #expect(b.cells.count == size.area && b.cells.allSatisfy { $0 == fill })
        b.reset(size: size, fill: fill)  // in place: the storage is room enough
        #expect(b.cells.count == size.area && b.cells.allSatisfy { $0 == fill })
        b.reset(size: GridSize(columns: 9, rows: 4), fill: fill)  // larger: new storage
        #expect(b.cells.count == 36 && b.cells.allSatisfy { $0 == fill })
        let shared = b
        b.reset(size: GridSize(columns: 2, rows: 2), fill: .blank())
        #expect(shared.cells.count == 36 && shared.cells.allSatisfy { $0 == fill }, "a copy keeps its cells")
    }

    @Test func onlyABlankHasABlankStyle() {
        let style = Style(background: .indexed(5), hyperlink: 2)
        #expect(Cell.blank(style).blankStyle == style)
        #expect(Cell.blank().blankStyle == .plain)
        #expect(Cell("x").blankStyle == nil)
        #expect(Cell(" ", width: 2).blankStyle == nil)
        #expect(Cell(" ", flags: .tabStart).blankStyle == nil)
        #expect(Cell.continuation().blankStyle == nil)
    }

    @Test func resetLeavesACopyAsItWas() {
        var b = used(GridSize(columns: 8, rows: 3))
        let copy = b
        b.reset(size: b.size)
        #expect(copy == used(GridSize(columns: 8, rows: 3)))
        #expect(b == CellBuffer(size: copy.size))
    }

    @Test func copyRowTakesTheCellsAndTheWrapOfOneRow() {
        let source = used(GridSize(columns: 8, rows: 3))
        var b = CellBuffer(size: source.size)
        b.copyRow(0, from: source)
        #expect(Array(b.row(0)) == Array(source.row(0)) && b.rowInfo[0] == source.rowInfo[0])
        #expect(Array(b.row(1)) == Array(CellBuffer(size: source.size).row(1)), "other rows untouched")
        b.copyRow(2, from: source, sourceRow: 0)
        #expect(Array(b.row(2)) == Array(source.row(0)) && b.rowInfo[2].softWrapped)
        var narrow = CellBuffer(columns: 3, rows: 1)
        narrow.copyRow(0, from: source, sourceColumn: 2)
        #expect(narrow.text(ofRow: 0) == "日本", "a window of a wider row, from a column, cell for cell: 日, its continuation, 本's lead")
        #expect(narrow.row(0).map(\.width) == [2, 0, 2])
        let before = b
        b.copyRow(0, from: CellBuffer(columns: 5, rows: 3))
        b.copyRow(0, from: source, sourceColumn: 1)
        b.copyRow(3, from: source)
        b.copyRow(1, from: source, sourceRow: 7)
        #expect(b == before, "a narrower source, a window past its edge or a row outside either buffer changes nothing")
    }

    @Test func copyCellsTakesSomeColumnsOfARowAndWholeCharactersWidenASpan() {
        var source = CellBuffer(columns: 8, rows: 2)
        source.write("ab日cd", column: 0, row: 1)
        var b = CellBuffer(size: source.size)
        b.copyCells(ofRow: 1, columns: 1..<3, from: source)
        #expect(b[1, 1].grapheme == "b" && b[2, 1].grapheme == "日")
        #expect(b[0, 1] == .blank() && b[4, 1] == .blank(), "columns outside the span untouched")
        #expect(source.wholeCharacters(ofRow: 1, columns: 3..<4) == 2..<4, "a span from a right half takes the left half in")
        #expect(source.wholeCharacters(ofRow: 1, columns: 0..<3) == 0..<4, "a span ending on a left half takes the right half in")
        #expect(source.wholeCharacters(ofRow: 1, columns: 4..<6) == 4..<6)
        let before = b
        b.copyCells(ofRow: 1, columns: 0..<8, from: CellBuffer(columns: 9, rows: 2))
        b.copyCells(ofRow: 2, columns: 0..<8, from: source)
        #expect(b == before, "another size or a row outside changes nothing")
    }
}
