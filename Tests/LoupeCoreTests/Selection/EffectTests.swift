import Testing
@testable import LoupeCore

@Suite struct EffectTests {
    @Test func releaseAfterADragFinishesWithTheText() {
        var f = SelectionFixture("hello world")
        f.press(0, 0)
        #expect(f.drag(4, 0) == [.changed])
        #expect(f.drag(4, 0).isEmpty)            // no change, no effect
        #expect(f.release(4, 0) == [.changed, .finished(text: "hello")])
    }

    @Test func doubleAndTripleClicksFinish() {
        var f = SelectionFixture("hello world\nnext")
        #expect(f.click(1, 0, count: 2).finished == "hello")
        #expect(f.click(1, 0, count: 3).finished == "hello world")
    }

    @Test func wheelMiddleRightAndHoverAreLeftToTheCaller() {
        var f = SelectionFixture("hello world")
        f.select(from: (0, 0), to: (4, 0))
        let before = f.state
        #expect(f.mouse(.press, 3, 0, button: .wheelDown).isEmpty)
        #expect(f.mouse(.press, 3, 0, button: .middle).isEmpty)
        #expect(f.mouse(.press, 3, 0, button: .right).isEmpty)
        #expect(f.mouse(.move, 3, 0, button: .none).isEmpty)
        #expect(f.mouse(.drag, 3, 0).isEmpty)    // no gesture in progress
        #expect(f.state == before)
    }
}

@Suite struct BadInputTests {
    @Test func reportsFarOutsideTheScreenDoNotCrash() {
        var f = SelectionFixture("hello\nworld", height: 3)
        f.press(Int.max, Int.min)
        f.drag(Int.min, Int.max)
        f.tick(after: 100)
        f.drag(Int.max, Int.max)
        f.tick(after: 100)
        // The press lands past the end of the first row, the drag at the end of the document.
        #expect(f.release(Int.max, Int.max).finished == "\nworld")
    }

    @Test func anEmptyDocumentSelectsNothing() {
        var f = SelectionFixture("")
        f.select(from: (0, 0), to: (5, 3))
        #expect(f.state.isEmpty)
        #expect(f.command(.selectAll) == [.changed])
        #expect(f.text == "")
        #expect(f.state.headLocation(context: f.context) == HeadLocation(row: 0, column: 0, pointerColumn: nil))
    }
}
