import Testing
@testable import LoupeCore

/// A document that reads more lines as it goes, like a lazy file-backed one.
final class GrowingDocument: TextDocument {
    var lines: [[Cell]]
    init(_ text: String) { lines = TextImporter().importText(text).lines }
    var lineCount: Int { lines.count }
    func line(_ index: Int) -> [Cell] { index >= 0 && index < lines.count ? lines[index] : [] }
}

@Suite struct GrowingDocumentTests {
    @Test func theEngineClampsToWhatExistsAndFollowsGrowth() {
        let document = GrowingDocument("one\ntwo")
        var context = SelectionContext(document: document, layout: DocumentLayout(width: 10), viewport: Viewport(height: 5, width: 10))
        let engine = SelectionEngine()
        var state = SelectionState()
        // A press and drag below the last line select to the document's end.
        _ = engine.reduce(&state, .mouse(MouseEvent(.press, at: GridPoint(column: 1, row: 0), time: Instant(milliseconds: 0))), context: context)
        _ = engine.reduce(&state, .mouse(MouseEvent(.drag, at: GridPoint(column: 5, row: 4), time: Instant(milliseconds: 10))), context: context)
        #expect(state.head == TextPosition(line: 1, offset: 3))
        #expect(engine.selectedText(state, context: context) == "ne\ntwo")
        // More lines arrive: the same pointer now reaches them.
        document.lines += TextImporter().importText("three\nfour").lines
        _ = engine.reduce(&state, .mouse(MouseEvent(.drag, at: GridPoint(column: 2, row: 3), time: Instant(milliseconds: 20))), context: context)
        #expect(engine.selectedText(state, context: context) == "ne\ntwo\nthree\nfou")
        // Lines disappear (a capture replaced): nothing breaks, text is what remains.
        document.lines.removeLast(3)
        context.layout.invalidate()
        #expect(engine.selectedText(state, context: context) == "ne")
        #expect(state.headLocation(context: context) == nil)
        _ = state.selectedColumnsOfVisibleRows(context: context)
        let effects = engine.reduce(&state, .mouse(MouseEvent(.release, at: GridPoint(column: 2, row: 3), time: Instant(milliseconds: 30))), context: context)
        #expect(effects.contains(.finished(text: "ne")))
    }
}
