import Testing
@testable import LoupeCore

@Suite struct CharacterSelectionTests {
    @Test func dragIncludesTheCellUnderThePointerAtBothEnds() {
        var f = SelectionFixture("hello world")
        f.select(from: (1, 0), to: (3, 0))
        #expect(f.text == "ell")
        f.select(from: (4, 0), to: (1, 0))
        #expect(f.text == "ello")
        #expect(f.state.anchor == TextPosition(line: 0, offset: 5))
        #expect(f.state.head == TextPosition(line: 0, offset: 1))
    }

    @Test func theReleasePositionEndsTheSelection() {
        // The pointer may move after the last motion report; a terminal in mode 1000 sends none at all.
        var f = SelectionFixture("hello world")
        f.press(1, 0)
        f.drag(3, 0)
        #expect(f.release(7, 0).finished == "ello wo")
        f.press(1, 0, after: 1000)
        #expect(f.release(4, 0).finished == "ello", "press then release elsewhere with no motion between")
        f.press(2, 0, after: 1000)
        f.drag(6, 0)
        #expect(f.release(6, 0).finished == "llo w", "a release where the last drag was changes nothing")
    }

    @Test func subCellPositionsSnapToTheNearestBoundary() {
        var f = SelectionFixture("hello world")
        f.press(1, 0, x: 0.7)              // right half of "e": boundary 2
        f.drag(4, 0, x: 0.2)               // left half of "o": boundary 4
        #expect(f.text == "ll")
        f.drag(4, 0, x: 0.6)               // right half of "o": boundary 5
        #expect(f.text == "llo")
        f.drag(0, 0, x: 0.4)               // left of "h": backward to 0
        #expect(f.text == "he")
        #expect(f.state.head == TextPosition(line: 0, offset: 0))
    }

    @Test func wideCharactersAreSelectedWhole() {
        // a 日 本 b: cells a(0) 日(1,2) 本(3,4) b(5)
        var f = SelectionFixture("a日本b")
        f.select(from: (2, 0), to: (4, 0))  // continuation halves of both
        #expect(f.text == "日本")
        #expect(f.state.range == TextPosition(line: 0, offset: 1)..<TextPosition(line: 0, offset: 5))
        // Half-cell rule on a wide character: the nearest of its two edges.
        f.press(0, 0, x: 0.1)
        f.drag(2, 0, x: 0.3)               // 2.3 is nearer 3 than 1
        #expect(f.text == "a日")
        f.drag(1, 0, x: 0.6)               // 1.6 is nearer 1 than 3
        #expect(f.text == "a")
    }

    @Test func combiningMarksAndEmojiSequencesStayWithTheirBase() {
        let family = "👨‍👩‍👧"
        var f = SelectionFixture("xe\u{301}\(family)y")
        // cells: x(0) é(1) family(2,3) y(4)
        f.select(from: (1, 0), to: (3, 0))
        #expect(f.text == "e\u{301}\(family)")
    }

    @Test func aClickWithoutDragSelectsNothingAndClearsTheOldSelection() {
        var f = SelectionFixture("hello world")
        f.select(from: (0, 0), to: (4, 0))
        #expect(f.text == "hello")
        let finishedBefore = f.finishedCount
        f.press(7, 0, after: 1000)
        #expect(f.state.isEmpty)
        f.release(7, 0)
        #expect(f.state.isEmpty)
        #expect(f.state.anchor == nil)
        #expect(f.finishedCount == finishedBefore)
    }

    @Test func draggingPastTheEndOfALineSelectsToItsEndAndThenAcrossTheNewline() {
        var f = SelectionFixture("ab\ncd", width: 10)
        f.press(1, 0)
        f.drag(8, 0)
        #expect(f.text == "b")
        f.drag(0, 1)
        #expect(f.text == "b\nc")
    }

    @Test func selectionAcrossSoftWrappedRowsStaysOneLine() {
        var f = SelectionFixture("abcdefghij", width: 4)  // rows: abcd / efgh / ij
        f.select(from: (2, 0), to: (1, 2))
        #expect(f.text == "cdefghij")
    }
}
