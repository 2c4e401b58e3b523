import Testing
@testable import LoupeCore

@Suite struct HighlightTests {
    @Test func selectedColumnsPerScreenRowAcrossAWrap() {
        var f = SelectionFixture("abcdefghij\nxy", width: 4, height: 5)  // rows: abcd efgh ij xy
        f.press(2, 0)
        f.drag(0, 3)
        #expect(f.state.selectedColumns(inScreenRow: 0, context: f.context) == [2..<4])
        #expect(f.state.selectedColumns(inScreenRow: 1, context: f.context) == [0..<4])
        // The line's last row also shows its newline as selected.
        #expect(f.state.selectedColumns(inScreenRow: 2, context: f.context) == [0..<3])
        #expect(f.state.selectedColumns(inScreenRow: 3, context: f.context) == [0..<1])
        #expect(f.state.selectedColumns(inScreenRow: 4, context: f.context) == [])
        #expect(f.state.selectedColumnsOfVisibleRows(context: f.context) == [[2..<4], [0..<4], [0..<3], [0..<1], []])
    }

    @Test func headLocationIsTheCaretBoundaryAndThePointerColumn() {
        var f = SelectionFixture("a日本b\nsecond", width: 10)
        f.press(0, 0)
        f.drag(2, 0)                              // on the right half of 日: caret after it
        #expect(f.state.headLocation(context: f.context) == HeadLocation(row: 0, column: 3, pointerColumn: 2.5))
        f.drag(3, 1, x: 0.75)                     // half-cell: caret after "o" of "second"
        #expect(f.state.headLocation(context: f.context) == HeadLocation(row: 1, column: 4, pointerColumn: 3.75))
        #expect(f.state.headLocation(context: f.context)?.focusColumn == 4)
        f.drag(3, 1, x: 0.6)
        #expect(f.state.headLocation(context: f.context)?.focusColumn == 3.5)
        f.release(3, 1)
        #expect(f.state.headLocation(context: f.context)?.pointerColumn == nil)
    }

    @Test func aCaretAtTheEndOfAWrappedRowStaysOnThatRow() {
        var f = SelectionFixture("abcdefgh", width: 4)
        f.press(0, 0)
        f.drag(3, 0)                              // selects "abcd": head at offset 4 = start of row 1
        #expect(f.state.head == TextPosition(line: 0, offset: 4))
        #expect(f.state.headLocation(context: f.context) == HeadLocation(row: 0, column: 4, pointerColumn: 3.5))
    }

    @Test func clipModeUsesTheHorizontalOffset() {
        var f = SelectionFixture("0123456789abcdef", width: 6, overflow: .clip)
        f.viewport.horizontalOffset = 4
        f.select(from: (1, 0), to: (3, 0))        // cells 5...7
        #expect(f.text == "567")
        #expect(f.state.selectedColumns(inScreenRow: 0, context: f.context) == [1..<4])
        #expect(f.state.headLocation(context: f.context)?.column == 4)
    }
}

@Suite struct ScrollIndependenceTests {
    @Test func theSelectionStaysPutWhileTheCallerScrollsTheView() {
        var f = SelectionFixture((0..<20).map { "line \($0)" }.joined(separator: "\n"), height: 4)
        f.select(from: (0, 1), to: (5, 2))
        #expect(f.text == "line 1\nline 2")
        f.viewport = f.viewport.scrolled(by: 1, layout: f.layout, document: f.document).viewport  // as after a wheel notch
        #expect(f.text == "line 1\nline 2")
        #expect(f.state.selectedColumns(inScreenRow: 0, context: f.context) == [0..<7])
        #expect(f.state.selectedColumns(inScreenRow: 1, context: f.context) == [0..<6])
        #expect(f.state.headLocation(context: f.context)?.row == 1)
        f.viewport = f.viewport.scrolled(by: 5, layout: f.layout, document: f.document).viewport
        #expect(f.state.headLocation(context: f.context) == nil)
        #expect(f.text == "line 1\nline 2")
    }
}
