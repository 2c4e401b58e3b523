import Testing
@testable import LoupeCore

@Suite struct AutoScrollTests {
    func fixture() -> SelectionFixture {
        SelectionFixture((0..<100).map { "line \($0)" }.joined(separator: "\n"), width: 20, height: 5)
    }

    @Test func restingOnTheBottomRowScrollsAfterTheDwellThenEveryFiftyMilliseconds() {
        var f = fixture()
        f.viewport.top = VisualRow(line: 10, row: 0)
        f.press(0, 2)
        #expect(f.drag(2, 4).scrolls.isEmpty)    // the bottom row: armed, no scroll yet
        #expect(f.state.autoScroll?.rowsPerStep == 1)
        #expect(f.state.autoScroll?.started == false)
        #expect(f.tick(after: 50).scrolls.isEmpty)
        #expect(f.tick(after: 249).scrolls.isEmpty, "it waits until the pointer has rested 300 ms")
        #expect(f.tick(after: 1).scrolls == [1])
        #expect(f.viewport.top == VisualRow(line: 11, row: 0))
        #expect(f.tick(after: 49).scrolls.isEmpty)
        #expect(f.tick(after: 1).scrolls == [1], "then at the scroll's pace")
        #expect(f.drag(3, 4).scrolls.isEmpty)    // moving along the row while it scrolls keeps the pace
        #expect(f.tick(after: 40).scrolls == [1])
    }

    @Test func aDragAlongAnEdgeRowSelectsThatRowAndDoesNotScroll() {
        var f = fixture()
        f.viewport.top = VisualRow(line: 10, row: 0)
        f.press(0, 4)
        for column in 1...12 {
            f.drag(column, 4)                     // 10 ms apart: it never rests
            #expect(f.tick(after: 40).scrolls.isEmpty)
        }
        #expect(f.viewport.top == VisualRow(line: 10, row: 0))
        #expect(f.state.head == TextPosition(line: 14, offset: 7), "the head is under the pointer, on the bottom row")
        #expect(f.text == "line 14")
        // The same along the top row of a view that could scroll up.
        var g = fixture()
        g.viewport.top = VisualRow(line: 10, row: 0)
        g.press(0, 0)
        for column in 1...5 {
            g.drag(column, 0)
            #expect(g.tick(after: 50).scrolls.isEmpty)
        }
        #expect(g.text == "line 1", "columns 0 to 5 of \"line 10\"")
    }

    @Test func fasterTheFurtherPastTheEdgeAndLateTicksDoNotStack() {
        var f = fixture()
        f.viewport.top = VisualRow(line: 10, row: 0)
        f.press(0, 2)
        f.drag(0, 7)                              // three rows below the bottom row
        #expect(f.state.autoScroll?.rowsPerStep == 4)
        #expect(f.tick(after: 50).scrolls == [4])
        #expect(f.tick(after: 500).scrolls == [4]) // a late tick is one step, not ten
        var config = SelectionConfig()
        config.autoScrollMaxStep = 2
        var g = SelectionFixture((0..<100).map { "line \($0)" }.joined(separator: "\n"), width: 20, height: 5, config: config)
        g.press(0, 2)
        g.drag(0, 30)
        #expect(g.tick(after: 50).scrolls == [2])
    }

    @Test func theMovingEndStaysVisibleWithOneRowOfPadding() {
        var f = fixture()
        f.viewport.top = VisualRow(line: 10, row: 0)
        f.press(0, 2)
        f.drag(4, 4)                              // on the bottom row: under the pointer until it scrolls
        #expect(f.state.head == TextPosition(line: 14, offset: 5))
        f.tick(after: 300)                        // rested: it scrolls, and keeps a row below
        #expect(f.state.head == TextPosition(line: 14, offset: 5))
        #expect(f.state.headLocation(context: f.context)?.row == 3)
        f.drag(4, 9)                              // far below the screen
        f.tick(after: 50)
        #expect(f.state.headLocation(context: f.context)?.row == 3)
        #expect(f.text.hasPrefix("line 12\n"))
    }

    @Test func upwardAtTheTopAndStopsAtTheDocumentStart() {
        var f = fixture()
        f.viewport.top = VisualRow(line: 2, row: 0)
        f.press(3, 3)
        f.drag(3, 0)
        #expect(f.state.autoScroll?.rowsPerStep == -1)
        #expect(f.tick(after: 300).scrolls == [-1], "terminals report nothing above the top row: resting there scrolls")
        #expect(f.tick(after: 50).scrolls == [-1])
        #expect(f.viewport.top == .zero)
        #expect(f.tick(after: 50).scrolls.isEmpty)
        #expect(f.state.autoScroll == nil)
        f.drag(3, 0)
        #expect(f.state.head == TextPosition(line: 0, offset: 3))  // at the top, no padding needed
    }

    @Test func releaseAndInnerRowsStopAutoScroll() {
        var f = fixture()
        f.press(0, 2)
        f.drag(0, 4)
        #expect(f.state.autoScroll != nil)
        f.drag(0, 2)
        #expect(f.state.autoScroll == nil)
        f.drag(0, 4)
        f.release(0, 4)
        #expect(f.state.autoScroll == nil)
        #expect(f.tick(after: 100).isEmpty)
    }
}
