import Testing
@testable import LoupeCore

/// A block selection's text is made by the same chunked, cancellable reading as a stream
/// selection's (`SelectionText.text(of: SelectionSpan, lineCount:reading:...)`), and gives
/// what the block shows.
@Suite struct SelectionSpanTests {
    /// Lines that wrap at width 4: "abcd|efgh|ij", "xy", "0123|4567|89", one with a tab and one
    /// with a wide character cut by the block's edge.
    static let document = InMemoryDocument(TextImporter().importText("abcdefghij\nxy\n0123456789\nA\tB\n漢字漢字x"))

    static func block(_ top: VisualRow, _ bottom: VisualRow, _ columns: Range<Int>, width: Int = 4, overflow: OverflowMode = .wrap) -> SelectionSpan {
        .block(top: top, bottom: bottom, columns: columns, width: width, overflow: overflow)
    }

    /// Reads `span` in chunks of `chunk` lines; returns the text and the progress reported.
    static func chunked(_ span: SelectionSpan, chunk: Int, trim: Bool = false, stopAfter: Int = .max) -> (String?, [Double]) {
        var cursor = document.makeCursor()
        var progress: [Double] = []
        let text = SelectionText.text(of: span, lineCount: document.lineCount, reading: &cursor, trim: trim, chunkLines: chunk,
                                      shouldStop: { progress.count >= stopAfter }, progress: { progress.append($0) })
        return (text, progress)
    }

    @Test func aBlockOverWrappedRowsTakesItsColumnsOfEachRow() {
        let span = Self.block(VisualRow(line: 0, row: 1), VisualRow(line: 2, row: 1), 1..<3)
        #expect(SelectionText.text(of: span, in: Self.document, trim: false) == "fg\nj\ny\n12\n56")
        let layout = DocumentLayout(width: 4)
        #expect(SelectionText.blockText(top: VisualRow(line: 0, row: 1), bottom: VisualRow(line: 2, row: 1), columns: 1..<3,
                                        layout: layout, in: Self.document, trim: false) == "fg\nj\ny\n12\n56")
        let clipped = Self.block(VisualRow(line: 0, row: 0), VisualRow(line: 2, row: 0), 2..<5, width: 4, overflow: .clip)
        #expect(SelectionText.text(of: clipped, in: Self.document, trim: false) == "cde\n\n234")
    }

    @Test("read in chunks of any size, a block gives the text it gives at once, with its progress", arguments: [1, 2, 3, 4, 100])
    func chunksGiveTheSameText(_ chunk: Int) {
        let spans = [
            Self.block(VisualRow(line: 0, row: 0), VisualRow(line: 4, row: 1), 0..<3),
            Self.block(VisualRow(line: 0, row: 2), VisualRow(line: 3, row: 0), 1..<2),
            Self.block(VisualRow(line: 3, row: 0), VisualRow(line: 99, row: 0), 1..<3),   // past the end: to the last row
            Self.block(VisualRow(line: 1, row: 0), VisualRow(line: 4, row: 9), 0..<9, width: 80, overflow: .clip),
            SelectionSpan.stream(TextPosition(line: 0, offset: 3)..<TextPosition(line: 4, offset: 2)),
        ]
        for span in spans {
            let whole = SelectionText.text(of: span, in: Self.document, trim: true)
            let (text, progress) = Self.chunked(span, chunk: chunk, trim: true)
            #expect(text == whole, "\(span)")
            let last = min(span.lines.upperBound, Self.document.lineCount - 1)
            let lines = last - span.lines.lowerBound + 1
            #expect(progress.count == (lines + chunk - 1) / chunk, "one report a chunk: \(span)")
            #expect(progress == progress.sorted() && progress.last == 1, "\(progress)")
        }
        #expect(Self.chunked(Self.block(VisualRow(line: 3, row: 0), VisualRow(line: 3, row: 0), 2..<9, width: 80, overflow: .clip), chunk: chunk).0
                == "\tB", "the tab cut by the edge comes whole")
        #expect(Self.chunked(Self.block(VisualRow(line: 4, row: 0), VisualRow(line: 4, row: 1), 1..<2), chunk: chunk).0 == "漢\n漢",
                "the wide characters cut by the edge come whole")
    }

    @Test func aBlockExtractionStopsBetweenChunksWhenAsked() {
        let span = Self.block(VisualRow(line: 0, row: 0), VisualRow(line: 4, row: 1), 0..<3)
        let (text, progress) = Self.chunked(span, chunk: 2, stopAfter: 1)
        #expect(text == nil, "cancelled: no text")
        #expect(progress == [0.4], "it stopped after its first chunk of two lines out of five")
    }

    @Test func aSelectionsSpanAndWhetherItIsMadeLater() {
        var config = SelectionConfig()
        config.immediateTextLines = 3
        #expect(!config.extractsLater(Self.block(VisualRow(line: 5, row: 0), VisualRow(line: 7, row: 9), 0..<1)))
        #expect(config.extractsLater(Self.block(VisualRow(line: 5, row: 0), VisualRow(line: 8, row: 0), 0..<1)))
        #expect(config.extractsLater(.stream(TextPosition(line: 0, offset: 0)..<TextPosition(line: 3, offset: 0))))
        #expect(Self.block(VisualRow(line: 5, row: 2), VisualRow(line: 8, row: 0), 0..<1).lines == 5...8)
    }
}
