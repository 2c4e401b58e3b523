import Testing
@testable import LoupeCore

@Suite("Snapshots built line by line")
struct SnapshotBuilderTests {
    static func built(_ text: String, width: Int, height: Int?, overflow: OverflowMode) -> CellBuffer {
        var builder = SnapshotBuilder(width: width, height: height, overflow: overflow)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !builder.isFull {
            Array(line.utf8).withUnsafeBufferPointer { builder.add(line: $0) }
        }
        return builder.buffer()
    }

    @Test("the same cells as importing the whole text, styles and links carried from line to line",
          arguments: [(12, nil as Int?, OverflowMode.wrap), (5, 3, .wrap), (7, 4, .clip), (3, 50, .wrap)])
    func sameAsWhole(_ width: Int, _ height: Int?, _ overflow: OverflowMode) {
        let text = "plain \u{1b}[31mred\nstill red 世界 wide\u{1b}[0m\n\u{1b}]8;;http://e/1\u{1b}\\link\u{1b}]8;;\u{1b}\\ done\n\ttab"
        var whole = LineLayout.snapshot(of: TextImporter().importText(text), width: width, height: height, overflow: overflow)
        let built = Self.built(text, width: width, height: height, overflow: overflow)
        // Lines below the rows shown are not read, so their links are not listed.
        #expect(whole.hyperlinks.targets.starts(with: built.hyperlinks.targets))
        if built.hyperlinks.targets.isEmpty { whole.hyperlinks = HyperlinkTable() }
        #expect(built == whole)
    }

    @Test func itIsFullOnceTheRowsAreFilledAndTakesNoMore() {
        var builder = SnapshotBuilder(width: 4, height: 2)
        Array("abcdefghij".utf8).withUnsafeBufferPointer { builder.add(line: $0) }
        #expect(builder.isFull && builder.rowCount == 2)
        Array("more".utf8).withUnsafeBufferPointer { builder.add(line: $0) }
        #expect(builder.buffer().text(ofRow: 1) == "efgh")
    }
}
