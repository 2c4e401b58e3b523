import LoupeCore
import Testing

@Suite("Viewport: revealing rows with padding")
struct ViewportRevealTests {
    static let doc = InMemoryDocument(TextImporter().importText(Array((0..<100).map { "line \($0)" }.joined(separator: "\n").utf8)))
    static var layout: DocumentLayout { DocumentLayout(width: 40) }

    static func top(_ line: Int, revealing target: Int, height: Int = 10) -> Int? {
        let v = Viewport(top: VisualRow(line: line, row: 0), height: height, width: 40)
        let row = VisualRow(line: target, row: 0)
        return v.topRevealing(row, through: row, padding: 1, layout: layout, document: doc)?.line
    }

    @Test("rows already shown with a row of padding do not move the view")
    func noMove() {
        #expect(Self.top(20, revealing: 21) == nil)
        #expect(Self.top(20, revealing: 28) == nil)
    }

    @Test("the least move that leaves a row of padding, above or below")
    func leastMove() {
        #expect(Self.top(20, revealing: 20) == 19, "on the top row: one row of padding above")
        #expect(Self.top(20, revealing: 29) == 21, "on the bottom row: one row of padding below")
        #expect(Self.top(20, revealing: 35) == 27)
        #expect(Self.top(0, revealing: 0) == nil, "the document's first line cannot have padding above")
        #expect(Self.top(90, revealing: 99) == nil, "nor its last line below")
    }

    @Test("columns of a clipped line show with a column of padding")
    func columns() {
        let v = Viewport(height: 10, width: 20, horizontalOffset: 10)
        #expect(v.offsetRevealing(columns: 12..<15, padding: 1) == nil)
        #expect(v.offsetRevealing(columns: 10..<12, padding: 1) == 9)
        #expect(v.offsetRevealing(columns: 28..<31, padding: 1) == 12)
    }
}
