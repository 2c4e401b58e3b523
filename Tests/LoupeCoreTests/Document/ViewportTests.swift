import Testing
@testable import LoupeCore

@Suite struct ViewportTests {
    let document = InMemoryDocument(TextImporter().importText((0..<10).map { "line \($0)" }.joined(separator: "\n")))
    let layout = DocumentLayout(width: 20)

    @Test func scrollingIsClampedToBothEnds() {
        let viewport = Viewport(height: 4, width: 20)
        let (down, moved) = viewport.scrolled(by: 100, layout: layout, document: document)
        #expect(moved == 6)
        #expect(down.top == VisualRow(line: 6, row: 0))
        let (up, back) = down.scrolled(by: -2, layout: layout, document: document)
        #expect(back == -2)
        #expect(up.top == VisualRow(line: 4, row: 0))
        #expect(viewport.scrolled(by: -3, layout: layout, document: document).moved == 0)
        #expect(!viewport.canScrollUp(layout: layout, document: document))
        #expect(viewport.canScrollDown(layout: layout, document: document))
        #expect(!down.canScrollDown(layout: layout, document: document))
    }

    @Test func screenRowsAndVisualRowsMapBothWays() {
        let viewport = Viewport(top: VisualRow(line: 3, row: 0), height: 4, width: 20)
        #expect(viewport.visualRow(atScreenRow: 2, layout: layout, document: document) == (VisualRow(line: 5, row: 0), 0))
        #expect(viewport.visualRow(atScreenRow: -5, layout: layout, document: document) == (.zero, -2))
        #expect(viewport.visualRow(atScreenRow: 9, layout: layout, document: document) == (VisualRow(line: 9, row: 0), 3))
        #expect(viewport.screenRow(of: VisualRow(line: 6, row: 0), layout: layout, document: document) == 3)
        #expect(viewport.screenRow(of: VisualRow(line: 9, row: 0), layout: layout, document: document) == nil)
        #expect(viewport.visibleRows(layout: layout, document: document).map(\.line) == [3, 4, 5, 6])
    }
}
