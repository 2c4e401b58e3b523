import LoupeCore
import Testing

/// The menus' placement: above the selection's bounding rectangle and centred on it, below when
/// there is no room, never over selected cells or the loupe, clamped, paged when too wide.
@Suite struct MenuLayoutTests {
    static let screen = GridSize(columns: 80, rows: 20)

    static func word(_ column: Int, _ row: Int, _ width: Int) -> GridRect { GridRect(column: column, row: row, columns: width, rows: 1) }

    @Test func aboveAndCentredOnTheSelection() throws {
        let p = try #require(MenuLayout.placeBar(width: 20, selected: [Self.word(30, 10, 10)], screen: Self.screen))
        #expect(p.frame == GridRect(column: 25, row: 7, columns: 20, rows: 3))
        #expect(!p.isBelow)
        #expect(p.pointerColumn == 35, "the pointer at the selection's centre")
    }

    @Test func belowWhenThereIsNoRoomAbove() throws {
        let p = try #require(MenuLayout.placeBar(width: 20, selected: [Self.word(30, 1, 10)], screen: Self.screen))
        #expect(p.frame.minRow == 2 && p.isBelow)
    }

    @Test func clampedInsideTheScreenWithAMargin() throws {
        let left = try #require(MenuLayout.placeBar(width: 30, selected: [Self.word(0, 10, 4)], screen: Self.screen))
        #expect(left.frame.minColumn == 1)
        #expect(left.pointerColumn == 2, "the pointer still at the selection")
        let right = try #require(MenuLayout.placeBar(width: 30, selected: [Self.word(76, 10, 4)], screen: Self.screen))
        #expect(right.frame.maxColumn == 79)
        #expect(right.pointerColumn == 77, "the last cell before the corner")
        let whole = try #require(MenuLayout.placeBar(width: 80, selected: [Self.word(76, 10, 4)], screen: Self.screen))
        #expect(whole.frame.minColumn == 0, "no margin when the menu is as wide as the screen")
    }

    @Test func aMultiLineSelectionIsPlacedFromItsBoundingRectangle() throws {
        let rows = [Self.word(40, 8, 40), Self.word(0, 9, 80), Self.word(0, 10, 12)]
        let p = try #require(MenuLayout.placeBar(width: 20, selected: rows, screen: Self.screen))
        #expect(p.frame == GridRect(column: 30, row: 5, columns: 20, rows: 3))
    }

    @Test func neverOverTheLoupe() throws {
        let loupe = GridRect(column: 20, row: 2, columns: 40, rows: 7)
        let p = try #require(MenuLayout.placeBar(width: 20, selected: [Self.word(30, 10, 10)], avoiding: [loupe], screen: Self.screen))
        #expect(p.frame.minRow == 11 && p.isBelow, "below the selection: the loupe is above it")
        #expect(p.frame.intersection(loupe).isEmpty)
    }

    @Test func neverOverSelectedCellsEvenWithNoRoomAboveOrBelow() {
        let all = (0..<20).map { Self.word(0, $0, 80) }
        #expect(MenuLayout.placeBar(width: 20, selected: all, screen: Self.screen) == nil, "nowhere free: not shown")
        // A selection of the first and last rows leaves the middle free.
        let ends = [Self.word(0, 0, 80), Self.word(0, 1, 80), Self.word(0, 18, 80), Self.word(0, 19, 80)]
        let p = MenuLayout.placeBar(width: 20, selected: ends, screen: Self.screen)
        #expect(p.map { f in ends.allSatisfy { $0.intersection(f.frame).isEmpty } } == true)
    }

    @Test func pagesOnANarrowScreen() {
        let widths = [4, 10, 4, 6, 4, 9, 14]
        #expect(MenuLayout.pages(widths, maxWidth: 80).count == 1)
        let pages = MenuLayout.pages(widths, maxWidth: 28)
        #expect(pages.count > 1)
        #expect(pages.first?.hasPrevious == false && pages.first?.hasNext == true)
        #expect(pages.last?.hasPrevious == true && pages.last?.hasNext == false)
        #expect(pages.allSatisfy { $0.width <= 28 })
        #expect(pages.flatMap { Array($0.items) } == Array(0..<widths.count), "every item on one page, in order")
        let segments = MenuSegment.segments(of: pages[0], widths: widths)
        #expect(segments.last?.kind == .nextPage)
    }

    @Test func theContextMenuOpensAtThePointerAndFlipsAtTheEdges() {
        let size = GridSize(columns: 14, rows: 6)
        #expect(MenuLayout.placeList(size: size, at: GridPoint(column: 10, row: 4), screen: Self.screen) == GridRect(column: 10, row: 5, columns: 14, rows: 6))
        #expect(MenuLayout.placeList(size: size, at: GridPoint(column: 75, row: 17), screen: Self.screen) == GridRect(column: 62, row: 11, columns: 14, rows: 6))
        #expect(MenuLayout.placeList(size: size, at: GridPoint(column: 1, row: 1), screen: GridSize(columns: 10, rows: 5)) == nil, "too big: not shown")
    }

    @Test func theContextMenuShowsWhatFitsAndScrolls() {
        let widths = [4, 10, 4, 6]
        #expect(MenuLayout.listSize(widths, screen: Self.screen) == GridSize(columns: 14, rows: 6), "all of it")
        #expect(MenuLayout.listSize(widths, screen: GridSize(columns: 40, rows: 5)) == GridSize(columns: 14, rows: 5), "three rows of four")
        #expect(MenuLayout.listSize(widths, screen: GridSize(columns: 8, rows: 3)) == GridSize(columns: 8, rows: 3), "one row, titles cut")
        #expect(MenuLayout.listSize(widths, screen: GridSize(columns: 8, rows: 2)) == nil, "not one row")
        #expect(MenuLayout.listSize(widths, screen: GridSize(columns: 2, rows: 9)) == nil, "not one column")
        #expect(MenuLayout.listSize([], screen: Self.screen) == nil)
        #expect(MenuLayout.listTop(0, count: 4, rows: 3, keeping: 3) == 1, "scrolled just enough to show the fourth")
        #expect(MenuLayout.listTop(1, count: 4, rows: 3, keeping: 0) == 0)
        #expect(MenuLayout.listTop(1, count: 4, rows: 3, keeping: 2) == 1, "already shown: it stays")
        #expect(MenuLayout.listTop(9, count: 4, rows: 3) == 1, "never past the last page")
        #expect(MenuLayout.listTop(-3, count: 4, rows: 3) == 0)
        #expect(MenuLayout.listTop(2, count: 2, rows: 5) == 0, "all shown")
    }
}
