import PropertyBased
import Testing
@testable import LoupeCore

@Suite struct LoupeLayoutTests {
    let config = LoupeConfig()   // zoom 3, sextant: interior 36x3, frame 38x5
    let screen = GridSize(columns: 80, rows: 24)

    func input(_ column: Double, _ row: Int, caret: Double? = nil, screen: GridSize? = nil) -> LoupeInput {
        LoupeInput(screenSize: screen ?? self.screen, focusColumn: column, focusRow: row, caretColumn: caret, selecting: true)
    }

    @Test func defaultSizesShowTenToSixteenSourceColumns() {
        #expect(LoupeLayout.defaultInteriorSize(scale: 2) == GridSize(columns: 28, rows: 2))
        #expect(LoupeLayout.defaultInteriorSize(scale: 3) == GridSize(columns: 36, rows: 3))
        #expect(LoupeLayout.defaultInteriorSize(scale: 4) == GridSize(columns: 40, rows: 4))
        #expect(LoupeLayout.defaultInteriorSize(for: LoupeConfig(tier: .spread)) == GridSize(columns: 16, rows: 1))
        for k in 2...4 {
            let size = LoupeLayout.defaultInteriorSize(scale: k)
            #expect((10...14).contains(size.columns / k))
            #expect(size.rows == k)   // the focus line alone
        }
    }

    @Test func centredAboveWithOneRowGap() throws {
        let p = try #require(LoupeLayout.place(input(40.5, 12, caret: 40), config: config))
        #expect(p.frame == GridRect(column: 22, row: 6, columns: 38, rows: 5))
        #expect(p.frame.maxRow == 11)   // row 11 is the gap, row 12 the focus line
        #expect(abs(Double(p.frame.minColumn) + 19 - 40.5) <= 0.5)
        #expect(!p.isBelow)
        #expect(p.interior == GridSize(columns: 36, rows: 3))
        #expect(p.contentCenter == 40.5)
        #expect(p.riseDistance == 2)
    }

    @Test func clampedWithOneColumnMarginAndContentStillOnTheFocus() throws {
        let left = try #require(LoupeLayout.place(input(2.5, 12, caret: 2), config: config))
        #expect(left.frame.minColumn == 1)
        #expect(left.contentCenter == 2.5)
        let right = try #require(LoupeLayout.place(input(79.5, 12, caret: 80), config: config))
        #expect(right.frame.maxColumn == 79)
        #expect(right.contentCenter == 79.5)
    }

    @Test func goesBelowWhenThereIsNoRoomAbove() throws {
        let p = try #require(LoupeLayout.place(input(40.5, 3), config: config))
        #expect(p.isBelow)
        #expect(p.frame.minRow == 5)
        #expect(p.riseDistance == -2)
        let top = try #require(LoupeLayout.place(input(40.5, 0), config: config))
        #expect(top.frame.minRow == 2)
        // Exactly enough room above (5 rows + gap) stays above.
        let edge = try #require(LoupeLayout.place(input(40.5, 6), config: config))
        #expect(!edge.isBelow && edge.frame.minRow == 0)
        #expect(try #require(LoupeLayout.place(input(40.5, 5), config: config)).isBelow)
    }

    /// Issue 15: in an 18-row terminal at zoom 3 the lens went below the line (over the text
    /// read next) for lines 1 to 8, even with 7 free rows above. The focus line alone needs six.
    @Test func anEighteenRowScreenAtZoomThreePutsTheLensAboveFromTheSeventhLine() throws {
        let screen = GridSize(columns: 90, rows: 18)
        for row in 0..<18 {
            let p = try #require(LoupeLayout.place(input(45.5, row, screen: screen), config: config))
            #expect(p.isBelow == (row < 6), "line \(row + 1)")
            #expect(p.frame.size.rows == 5 && p.interior.rows == 3, "line \(row + 1)")
        }
    }

    @Test func caretIsKeptInsideTheLensWhenFarFromTheFocus() throws {
        let p = try #require(LoupeLayout.place(input(60.5, 12, caret: 20), config: config))
        let x = (20 - p.contentCenter) * 3 + Double(p.interior.columns) / 2
        #expect(abs(x - 1) < 1e-9)   // pulled only as far as needed: one output cell inside
    }

    @Test func shrinksOnSmallScreensAndHidesBelowTheMinimum() throws {
        let narrow = try #require(LoupeLayout.place(input(15, 12, screen: GridSize(columns: 30, rows: 24)), config: config))
        #expect(narrow.interior.columns == 26)
        #expect(narrow.frame.minColumn == 1 && narrow.frame.maxColumn == 29)
        // A lens taller than the room on either side shrinks to the focus line's rows, no fewer.
        var tall = config
        tall.lensSize = GridSize(columns: 20, rows: 5)
        let short = try #require(LoupeLayout.place(input(15, 7, screen: GridSize(columns: 30, rows: 10)), config: tall))
        #expect(short.interior.rows == 4)
        #expect(short.frame.minRow == 0)
        #expect(LoupeLayout.place(input(15, 4, screen: GridSize(columns: 30, rows: 9)), config: config) == nil)
        #expect(LoupeLayout.place(input(6, 12, screen: GridSize(columns: 12, rows: 24)), config: config) == nil)
        #expect(LoupeLayout.place(input(6, 12, screen: GridSize(columns: 13, rows: 24)), config: config)?.interior.columns == 9)
        #expect(LoupeLayout.place(input(0, 0, screen: GridSize(columns: 0, rows: 0)), config: config) == nil)
        #expect(LoupeLayout.place(input(0, 0, screen: GridSize(columns: 1, rows: 1)), config: config) == nil)
    }

    @Test func focusColumnHasHalfCellPrecisionWithPixels() {
        let p = GridPoint(column: 10, row: 3)
        #expect(LoupeInput.focusColumn(at: p, subCell: nil) == 10.5)
        #expect(LoupeInput.focusColumn(at: p, subCell: SubCellPosition(x: 0.1, y: 0)) == 10)
        #expect(LoupeInput.focusColumn(at: p, subCell: SubCellPosition(x: 0.4, y: 0)) == 10.5)
        #expect(LoupeInput.focusColumn(at: p, subCell: SubCellPosition(x: 0.8, y: 0)) == 11)
    }

    @Test func configuredLensSizeIsUsed() throws {
        var c = config
        c.lensSize = GridSize(columns: 20, rows: 3)
        let p = try #require(LoupeLayout.place(input(40.5, 12), config: c))
        #expect(p.interior == GridSize(columns: 20, rows: 3))
    }

    @Test func neverLeavesTheScreenNorCoversTheFocusLine() async {
        await propertyCheck(input: Gen.int(in: 0...220), Gen.int(in: 0...70), Gen.double(in: -20...240), Gen.int(in: -5...75),
                            Gen.double(in: -20...240), Gen.int(in: 1...5)) { cols, rows, focus, row, caret, z in
            var c = LoupeConfig(zoom: z)
            if z == 1 { c.tier = .spread }
            let i = LoupeInput(screenSize: GridSize(columns: cols, rows: rows), focusColumn: focus, focusRow: row,
                               caretColumn: caret, selecting: true)
            guard let p = LoupeLayout.place(i, config: c) else { return }
            #expect(p.frame.minColumn >= 1 && p.frame.maxColumn <= cols - 1)
            #expect(p.frame.minRow >= 0 && p.frame.maxRow <= rows)
            #expect(!(p.frame.minRow - 1...p.frame.maxRow).contains(p.focusRow))   // neither the focus line nor the gap row
            let minimum = LoupeLayout.minimumInteriorSize(scale: c.scale)
            #expect(p.interior.columns >= minimum.columns && p.interior.rows >= minimum.rows)
            let caretX = ((p.caretColumn ?? 0) - p.contentCenter) * Double(c.scale) + Double(p.interior.columns) / 2
            #expect(caretX >= 1 - 1e-9 && caretX <= Double(p.interior.columns) - 1 + 1e-9)
        }
    }
}
