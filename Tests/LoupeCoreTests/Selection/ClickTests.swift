import Testing
@testable import LoupeCore

@Suite struct ClickTests {
    @Test func doubleClickSelectsAWordAndReleaseFinishesIt() {
        var f = SelectionFixture("say hello world")
        let effects = f.click(6, 0, count: 2)
        #expect(f.state.mode == .word)
        #expect(f.text == "hello")
        #expect(effects.finished == "hello")
    }

    @Test func clicksFartherApartThanTheIntervalDoNotCount() {
        var f = SelectionFixture("say hello world")
        f.click(6, 0, count: 2, gap: 301)
        #expect(f.state.isEmpty)
        var config = SelectionConfig()
        config.clickInterval = 500
        var g = SelectionFixture("say hello world", config: config)
        g.click(6, 0, count: 2, gap: 450)
        #expect(g.text == "hello")
    }

    @Test func clicksOnDifferentCellsDoNotCount() {
        var f = SelectionFixture("say hello world")
        f.press(6, 0, after: 1000)
        f.release(6, 0)
        f.press(7, 0, after: 50)
        f.release(7, 0)
        #expect(f.state.isEmpty)
        #expect(f.state.clicks.count == 1)
    }

    @Test func tripleClickSelectsTheWholeLogicalLineAcrossWraps() {
        var f = SelectionFixture("one\nthe quick brown fox jumps\nend", width: 10)
        // line 1 wraps into rows 1, 2, 3 ("the quick ", "brown fox ", "jumps")
        let effects = f.click(2, 2, count: 3)
        #expect(f.state.mode == .line)
        #expect(f.text == "the quick brown fox jumps")
        #expect(effects.finished == "the quick brown fox jumps")
    }

    @Test func aFourthClickStartsOver() {
        var f = SelectionFixture("say hello world")
        f.click(6, 0, count: 4)
        #expect(f.state.mode == .character)
        #expect(f.state.isEmpty)
    }

    @Test func dragAfterDoubleClickExtendsByWords() {
        var f = SelectionFixture("alpha beta gamma delta")
        f.press(7, 0, after: 1000); f.release(7, 0)
        f.press(7, 0, after: 100)                 // double click on "beta"
        f.drag(12, 0)                             // inside "gamma"
        #expect(f.text == "beta gamma")
        f.drag(1, 0)                              // back into "alpha"
        #expect(f.text == "alpha beta")
        let effects = f.release(1, 0)
        #expect(effects.finished == "alpha beta")
    }

    @Test func aReplayOfTheHeldPressIsNoSecondClick() {
        // A click on "delta", then a press on "beta" and a drag into it; tmux replays that press
        // (its double click) while the button is held: no double click, and the drag goes on by character.
        var f = SelectionFixture("alpha beta gamma delta")
        f.press(18, 0, after: 1000); f.release(18, 0)
        f.press(6, 0, after: 100)
        f.drag(8, 0)
        #expect(f.text == "bet")
        f.press(6, 0, after: 200)                 // the replay, at the held press's cell
        #expect(f.text == "bet", "the selection stays where the pointer is")
        f.drag(9, 0)
        #expect(f.text == "beta")
        #expect(f.release(9, 0).finished == "beta")
        // A press elsewhere while a gesture is held begins afresh (a release was lost).
        f.press(0, 0, after: 1000)
        f.drag(2, 0)
        f.press(12, 0, after: 100)
        f.drag(14, 0)
        #expect(f.text == "amm")
    }

    @Test func dragAfterTripleClickExtendsByLines() {
        var f = SelectionFixture("first line\nsecond line\nthird line", width: 20)
        f.press(2, 1, after: 1000); f.release(2, 1)
        f.press(2, 1, after: 100); f.release(2, 1)
        f.press(2, 1, after: 100)
        f.drag(3, 2)
        #expect(f.text == "second line\nthird line")
        f.drag(0, 0)
        #expect(f.text == "first line\nsecond line")
    }
}
