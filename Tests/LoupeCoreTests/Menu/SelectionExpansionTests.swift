import LoupeCore
import Testing

@Suite struct SelectionExpansionTests {
    static let document = InMemoryDocument(TextImporter().importText("""
        first para line one
        see https://example.com/x?y=1 now
        third line

        second paragraph
        """))

    static func range(_ l1: Int, _ o1: Int, _ l2: Int, _ o2: Int) -> Range<TextPosition> {
        TextPosition(line: l1, offset: o1)..<TextPosition(line: l2, offset: o2)
    }

    @Test func tokenThenLineThenParagraphThenNothing() throws {
        let config = SelectionConfig()
        // "exam" inside the URL on line 1 (the URL starts at offset 4).
        let start = Self.range(1, 12, 1, 16)
        let word = try #require(SelectionExpansion.expand(start, in: Self.document, config: config))
        #expect(word.lowerBound.line == 1 && word.upperBound.line == 1 && word.lowerBound.offset <= 12 && word.upperBound.offset >= 16)
        var r = word
        var steps = [r]
        while let next = SelectionExpansion.expand(r, in: Self.document, config: config) { r = next; steps.append(r) }
        #expect(steps.contains(Self.range(1, 4, 1, 29)), "the URL, a token")
        #expect(steps.contains(Self.range(1, 0, 1, 33)), "the line")
        #expect(steps.last == Self.range(0, 0, 2, 10), "the paragraph, and no further")
    }
}
