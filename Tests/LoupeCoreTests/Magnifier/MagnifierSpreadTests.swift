import LoupeCore
import Testing

@Suite("Magnifier spread tier")
struct MagnifierSpreadTests {
    typealias F = MagnifierFixture

    func render(_ source: CellBuffer, columns: Int, rows: Int, center: Double, caret: Double?, focusRow: Int = 0) -> CellBuffer {
        F.magnifier.render(MagnifierRequest(source: source, focusRow: focusRow, centerColumn: center, caretColumn: caret,
                                            size: GridSize(columns: columns, rows: rows), tier: .spread, zoom: 3,
                                            caretStyle: Style(foreground: .indexed(9))))
    }

    @Test("the focus row is spread apart by a caret bar; its neighbours are copied as they are")
    func caretBar() {
        let source = F.source(["The quick brown", "Hello, World", "jumps over it."])
        let out = render(source, columns: 14, rows: 3, center: 6, caret: 5, focusRow: 1)
        // Centre 6 in 14 columns: source column 0 lands at output column 1.
        #expect(out.text(ofRow: 0) == " The quick bro")
        #expect(out.text(ofRow: 1) == " Hello│, World")
        #expect(out.text(ofRow: 2) == " jumps over it")
        #expect(out[6, 1].style.foreground == .indexed(9))
        #expect(out[7, 1] == source[5, 1], "the cell after the caret moved one column right, unchanged")
    }

    @Test("without a caret the cells are copied one to one")
    func noCaret() {
        let source = F.source(["abc", "def"])
        let out = render(source, columns: 3, rows: 2, center: 1.5, caret: nil)
        #expect(out.plainText == "abc\ndef")
    }

    @Test("the caret bar takes the background shared by its neighbours (inside a selection)")
    func barBackground() {
        var source = F.source(["abcd"])
        for x in 0..<4 { source[x, 0].style.background = .indexed(4) }
        let out = render(source, columns: 5, rows: 1, center: 2.5, caret: 2)
        #expect(out.text(ofRow: 0) == "ab│cd")
        #expect(out[2, 0].style == Style(foreground: .indexed(9), background: .indexed(4)))
    }

    @Test("wide characters are never cut in half, and a caret inside one goes before it")
    func wide() {
        let source = F.source(["世界ab"], columns: 6)
        // Source column 1 (the right half of 世) at output column 0: 世 is left out whole.
        let out = render(source, columns: 4, rows: 1, center: 3, caret: nil)
        #expect(out[0, 0] == .blank())
        #expect(out[1, 0].grapheme == "界" && out[2, 0].isContinuation)
        let caretInside = render(source, columns: 7, rows: 1, center: 3.5, caret: 3)
        #expect(caretInside.text(ofRow: 0) == "世│界ab")
    }
}
