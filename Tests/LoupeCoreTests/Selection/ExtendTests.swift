import Testing
@testable import LoupeCore

@Suite struct ExtendTests {
    @Test func shiftClickExtendsFromTheAnchor() {
        var f = SelectionFixture("the quick brown fox")
        f.select(from: (4, 0), to: (8, 0))
        #expect(f.text == "quick")
        let effects = f.mouse(.press, 14, 0, modifiers: .shift, after: 1000)
        #expect(effects.contains(.changed))
        #expect(f.text == "quick brown")
        #expect(f.mouse(.release, 14, 0).finished == "quick brown")
        f.mouse(.press, 0, 0, modifiers: .shift, after: 1000)
        f.release(0, 0)
        // The anchor cell ("q") stays selected, as in tmux and kitty.
        #expect(f.text == "the q")
        #expect(f.state.anchor == TextPosition(line: 0, offset: 5))
    }

    @Test func shiftClickKeepsTheWordGranularity() {
        var f = SelectionFixture("alpha beta gamma delta")
        f.click(7, 0, count: 2)
        f.mouse(.press, 18, 0, modifiers: .shift, after: 1000)
        f.release(18, 0)
        #expect(f.text == "beta gamma delta")
    }

    @Test func shiftArrowsMoveTheMovingEnd() {
        var f = SelectionFixture("abcdef\nghijkl\nmnopqr")
        f.select(from: (1, 0), to: (2, 0))
        #expect(f.text == "bc")
        f.command(.extend(columns: 1, rows: 0))
        #expect(f.text == "bcd")
        f.command(.extend(columns: -1, rows: 0)); f.command(.extend(columns: -1, rows: 0))
        #expect(f.text == "b")
        f.command(.extend(columns: 0, rows: 1))
        #expect(f.text == "bcdef\ngh")
        f.command(.extend(columns: 0, rows: -1))
        #expect(f.text == "b")
        f.command(.extend(columns: -1, rows: 0)); f.command(.extend(columns: -1, rows: 0))
        #expect(f.state.head == TextPosition(line: 0, offset: 0))
        #expect(f.text == "a")
        #expect(f.state.direction.side == .before)
        #expect(f.state.direction.lastMotion == .left)
    }

    @Test func shiftArrowsCrossLineEndsAndSkipWholeClusters() {
        var f = SelectionFixture("ab\n日x")
        f.select(from: (0, 0), to: (1, 0))
        f.command(.extend(columns: 1, rows: 0))
        #expect(f.state.head == TextPosition(line: 1, offset: 0))
        f.command(.extend(columns: 1, rows: 0))
        #expect(f.state.head == TextPosition(line: 1, offset: 2))
        #expect(f.text == "ab\n日")
    }

    @Test func clearAndSelectAll() {
        var f = SelectionFixture("one\ntwo\nthree")
        #expect(f.command(.clear).isEmpty)         // nothing to clear: the caller may use Esc
        #expect(f.command(.selectAll) == [.changed])
        #expect(f.text == "one\ntwo\nthree")
        #expect(f.command(.clear) == [.changed])
        #expect(f.state.isEmpty)
        // Keys are the caller's keymap's: a key event changes nothing here.
        #expect(f.command(.selectAll) == [.changed])
        #expect(f.send(.key(KeyEvent(.escape, time: Instant(milliseconds: f.now)))).isEmpty)
        #expect(f.text == "one\ntwo\nthree")
    }

    @Test func shiftArrowPastTheScreenScrollsWithPadding() {
        let text = (0..<20).map { "line \($0)" }.joined(separator: "\n")
        var f = SelectionFixture(text, height: 5)
        f.select(from: (0, 2), to: (2, 3))
        let effects = f.command(.extend(columns: 0, rows: 1))       // head to row 4: bottom edge, one row of padding wanted
        #expect(effects.scrolls == [1])
        #expect(f.state.headLocation(context: f.context)?.row == 3)
    }
}
