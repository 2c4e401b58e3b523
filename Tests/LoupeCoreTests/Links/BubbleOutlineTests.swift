import LoupeCore
import Testing

@Suite struct BubbleOutlineTests {
    let screen = GridRect(column: 0, row: 0, columns: 20, rows: 6)

    @Test func oneRow() {
        let o = BubbleOutline(spans: [RowSpan(row: 1, columns: 3..<8)], bounds: screen)
        #expect(o.picture(size: GridSize(columns: 12, rows: 4)).split(separator: "\n").map(String.init) == [
            "  ╭─────╮   ",
            "  │#####│   ",
            "  ╰─────╯   ",
            "            ",
        ])
    }

    @Test func twoOverlappingRowsMergeIntoAStairStep() {
        let o = BubbleOutline(spans: [RowSpan(row: 1, columns: 6..<12), RowSpan(row: 2, columns: 2..<9)], bounds: screen)
        #expect(o.picture(size: GridSize(columns: 14, rows: 5)).split(separator: "\n").map(String.init) == [
            "     ╭──────╮  ",
            " ╭───╯######│  ",
            " │#######╭──╯  ",
            " ╰───────╯     ",
            "               ",
        ].map { String($0.dropLast()) })
        #expect(o.masked.isEmpty, "nothing but the link inside")
    }

    @Test func twoRowsThatDoNotOverlapMakeTwoBubbles() {
        let o = BubbleOutline(spans: [RowSpan(row: 1, columns: 12..<16), RowSpan(row: 2, columns: 1..<5)], bounds: screen)
        let rows = o.picture(size: GridSize(columns: 18, rows: 4)).split(separator: "\n").map(String.init)
        #expect(rows == [
            "           ╭────╮ ",
            "╭────╮     │####│ ",
            "│####│     ╰────╯ ",
            "╰────╯            ",
        ])
    }

    @Test func anEdgeLeavesTheOutlineOpen() {
        let o = BubbleOutline(spans: [RowSpan(row: 0, columns: 0..<3)], bounds: screen)
        #expect(o.picture(size: GridSize(columns: 6, rows: 2)) == "###│  \n───╯  ")
    }
}
