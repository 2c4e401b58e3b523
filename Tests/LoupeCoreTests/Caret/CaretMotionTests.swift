import Testing
@testable import LoupeCore

/// vi's motions of a keyboard caret (`CaretMotion`) and the selections it makes
/// (`SelectionState.select(from:to:mode:context:)`).
@Suite struct CaretMotionTests {
    /// A document, its layout and a view over it.
    struct Page {
        var fixture: SelectionFixture
        var caret: CaretPlace

        init(_ text: String, width: Int = 20, height: Int = 5, overflow: OverflowMode = .wrap) {
            fixture = SelectionFixture(text, width: width, height: height, overflow: overflow)
            caret = CaretPlace(.zero)
        }

        /// Moves; returns where the caret is (line:offset).
        @discardableResult
        mutating func go(_ moves: CaretMove...) -> String {
            for move in moves { caret = CaretMotion().place(after: move, from: caret, context: fixture.context) }
            return caret.position.description
        }

        /// The character under the caret.
        var character: String {
            fixture.document.line(caret.position.line).indices.contains(caret.position.offset)
                ? fixture.document.line(caret.position.line)[caret.position.offset].grapheme : ""
        }
    }

    @Test func hAndLStepByClusterAndStayOnTheLine() {
        var p = Page("a漢e\u{301}🇫🇷z\nnext")
        #expect(p.go(.right) == "0:1" && p.character == "漢")
        #expect(p.go(.right) == "0:3", "the wide character is one step")
        #expect(p.character == "e\u{301}", "a combining sequence is one character")
        #expect(p.go(.right) == "0:4" && p.character == "🇫🇷")
        #expect(p.go(.right, .right) == "0:6" && p.character == "z")
        #expect(p.go(.right) == "0:6", "l stops on the line's last character")
        #expect(p.go(.left, .left) == "0:3")
        #expect(p.go(.left, .left, .left) == "0:0", "h stops at the line's start")
    }

    @Test func wordMovesFollowTheDoubleClicksRules() {
        var p = Page("line04 alpha bravo charlie\n\n  ~/src/a.txt, done", width: 80)
        #expect(p.go(.wordForward) == "0:7")
        #expect(p.go(.wordForward) == "0:13")
        #expect(p.go(.wordEnd) == "0:17", "e: bravo's o")
        #expect(p.go(.wordEnd) == "0:25", "then charlie's e")
        #expect(p.go(.wordForward) == "1:0", "an empty line stops w")
        #expect(p.go(.wordForward) == "2:2", "blanks skipped: the path is one word (--word-chars)")
        #expect(p.go(.wordForward) == "2:13" && p.character == ",", "a punctuation mark is a word of its own")
        #expect(p.go(.wordEnd) == "2:18", "done's e")
        #expect(p.go(.wordForward) == "2:18", "at the end w stays")
        #expect(p.go(.wordBackward) == "2:15")
        #expect(p.go(.wordBackward, .wordBackward) == "2:2")
        #expect(p.go(.wordBackward) == "1:0", "b stops on the empty line")
        #expect(p.go(.wordBackward) == "0:19")
        #expect(p.go(.wordEnd, .wordEnd) == "2:12", "e skips the empty line and the blanks")
    }

    @Test func lineMoves() {
        var p = Page("   indented text\n\t tabbed", width: 40)
        #expect(p.go(.firstNonBlank) == "0:3")
        #expect(p.go(.lineEnd) == "0:15")
        #expect(p.go(.lineStart) == "0:0")
        #expect(p.go(.down, .firstNonBlank) == "1:9", "a tab (eight cells) and a space are blank")
        #expect(p.go(.lineEnd) == "1:14")
    }

    @Test func jAndKKeepTheColumnTheCaretWants() {
        var p = Page("a long line here\nshort\n\nanother long line", width: 40)
        p.go(.lineEnd)
        #expect(p.go(.down) == "1:4", "to short's last character")
        #expect(p.go(.down) == "2:0", "an empty line")
        #expect(p.go(.down) == "3:16", "after $ the caret stays at the ends")
        p.go(.lineStart, .wordForward)
        #expect(p.go(.up, .up) == "1:4")
        #expect(p.go(.up) == "0:8", "back on its column")
    }

    @Test func jAndKGoByVisualRows() {
        var p = Page("0123456789abcdefghij\nxy", width: 10)
        p.go(.right, .right, .right)
        #expect(p.go(.down) == "0:13", "the wrapped row below, same column")
        #expect(p.go(.down) == "1:1", "the next line's last character")
    }

    @Test func screenAndDocumentMoves() {
        var p = Page((0..<20).map { "  row \($0)" }.joined(separator: "\n"), width: 20, height: 5)
        p.fixture.viewport.top = VisualRow(line: 5, row: 0)
        #expect(p.go(.screenTop) == "6:2", "H: a row of padding where the view can scroll, first non-blank")
        #expect(p.go(.screenMiddle) == "7:2")
        #expect(p.go(.screenBottom) == "8:2")
        #expect(p.go(.documentEnd) == "19:2")
        #expect(p.go(.documentStart) == "0:2")
        p.fixture.viewport.top = .zero
        #expect(p.go(.screenTop) == "0:2", "at the top there is no padding to keep")
        #expect(p.go(.pages(1)) == "4:2", "a screen less one row")
        #expect(p.go(.halfPages(-1)) == "2:2")
    }

    @Test func selectionsIncludeTheCharacterUnderEachEnd() {
        var f = SelectionFixture("line one\nline two\n\nend", width: 20)
        let context = f.context
        func text(_ a: TextPosition, _ b: TextPosition, _ mode: SelectionMode) -> String {
            f.state.select(from: a, to: b, mode: mode, context: context)
            return f.engine.selectedText(f.state, context: context)
        }
        #expect(text(TextPosition(line: 0, offset: 5), TextPosition(line: 0, offset: 7), .character) == "one")
        #expect(text(TextPosition(line: 0, offset: 7), TextPosition(line: 0, offset: 5), .character) == "one", "backward too")
        #expect(text(TextPosition(line: 0, offset: 5), TextPosition(line: 0, offset: 5), .character) == "o", "v alone: one character")
        #expect(text(TextPosition(line: 1, offset: 2), TextPosition(line: 0, offset: 2), .line) == "line one\nline two")
        #expect(text(TextPosition(line: 0, offset: 5), TextPosition(line: 1, offset: 6), .block) == "on\ntw")
        #expect(text(TextPosition(line: 2, offset: 0), TextPosition(line: 2, offset: 0), .character) == "\n", "an empty line's newline")
        #expect(f.state.isGestureActive == false && f.state.hasExtent)
    }
}
