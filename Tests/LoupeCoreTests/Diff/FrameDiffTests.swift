import LoupeCore
import Testing

@Suite struct FrameDiffTests {
    func changes(_ old: CellBuffer?, _ new: CellBuffer, rows: Int? = nil, columns: Int? = nil,
                 offset: GridPoint = GridPoint(column: 0, row: 0)) -> [GridPoint] {
        var out: [GridPoint] = []
        FrameDiff.forEachChange(from: old, to: new, rows: rows, columns: columns, offset: offset) { c, r in
            out.append(GridPoint(column: c, row: r))
        }
        return out
    }

    func buffer(_ rows: [String], columns: Int = 6) -> CellBuffer {
        var b = CellBuffer(columns: columns, rows: rows.count)
        for (r, text) in rows.enumerated() { _ = b.write(text, column: 0, row: r) }
        return b
    }

    @Test func noOldFrameMeansEveryCell() {
        let new = buffer(["ab", "cd"], columns: 2)
        #expect(changes(nil, new).count == 4)
        #expect(changes(buffer(["ab"], columns: 2), new).count == 4, "another size is drawn whole")
    }

    @Test func onlyChangedCellsInReadingOrder() {
        let old = buffer(["abcdef", "ghijkl"])
        let new = buffer(["abXdef", "ghijkY"])
        #expect(changes(old, new) == [GridPoint(column: 2, row: 0), GridPoint(column: 5, row: 1)])
        #expect(FrameDiff.changedRows(from: old, to: new) == [0, 1])
        #expect(changes(old, old).isEmpty)
    }

    @Test func aWideCharacterWhoseRightHalfChangedIsDrawnFromItsLead() {
        var old = buffer(["a日b"])
        var new = old
        // Only the continuation's style differs: the lead must come back too, or a terminal would keep half.
        var right = new[2, 0]
        right.style = Style(attributes: .reverse)
        new[2, 0] = right
        #expect(new[1, 0].isWide && new[2, 0].isContinuation)
        #expect(changes(old, new) == [GridPoint(column: 1, row: 0), GridPoint(column: 2, row: 0)])
        old = new
        #expect(changes(old, new).isEmpty)
    }

    @Test func aRegionIsComparedAloneWithCoordinatesRelativeToIt() {
        let old = buffer(["abcdef", "ghijkl", "mnopqr"])
        let new = buffer(["Xbcdef", "ghiJkl", "mnopqZ"])
        let inside = changes(old, new, rows: 2, columns: 3, offset: GridPoint(column: 2, row: 1))
        #expect(inside == [GridPoint(column: 1, row: 0)], "J at (3,1) is (1,0) in the region; X and Z lie outside")
        #expect(changes(old, new, rows: 9, columns: 9, offset: GridPoint(column: 5, row: 2)) == [GridPoint(column: 0, row: 0)],
                "a region larger than the buffer is clipped")
    }
}
