@testable import LoupeCore
@testable import LoupePager
import LoupeRuntime
import Testing

/// The find bar while a search goes on: each chunk of lines the search has looked at changes the
/// bar's text (how far it got, the matches so far), and only the bar's row is drawn again for it.
/// The whole page was drawn again for each chunk, every row's matches looked for anew: on a
/// 200x60 screen of a log, a search typed a letter at a time kept the loop busy a third of the
/// time, beside the search it waited for.
@Suite struct FindBarDrawingTests {
    /// 600 lines, "needle" on every 50th from line 49 (below the first page).
    static let text = (0..<600).map { $0 % 50 == 49 ? "line \($0) has a needle" : "line \($0) of hay" }.joined(separator: "\n")

    /// A chunk of a search's results: `hits` (line, matches), the segment scanned to `line`.
    static func chunk(_ model: PagerModel, _ sequence: Int, to line: Int, progress: Double, hits: [(Int, Int)] = []) throws -> InputEvent {
        let work = try #require(model.state.find.search?.work)
        var found = FindHits()
        for (line, count) in hits { found.append(line: line, count: count) }
        let chunk = FindScanChunk(segment: .after, hits: found, scannedTo: line, segmentDone: false, progress: progress)
        return .result(WorkResult(work: work, sequence: sequence, value: PagerWork.Found(chunk: chunk)), time: Instant(milliseconds: 900))
    }

    /// The frame a view draws afresh for the model's state.
    static func fresh(_ model: PagerModel) -> CellBuffer {
        var view = PagerView(magnifier: nil)
        view.update(to: model.state)
        return view.base
    }

    @Test func aChunkOfResultsDrawsTheBarsRowAlone() throws {
        let document = InMemoryDocument(TextImporter().importText(Self.text))
        var model = PagerModel(document: document, size: GridSize(columns: 80, rows: 12), settings: PagerSettings(title: "t.txt"), magnifier: nil)
        for c in "/needle" { _ = model.handle(.key(KeyEvent(.character(c), time: Instant(milliseconds: 500)))) }
        _ = model.takeBaseDamage()
        let bar = model.state.viewport.height
        func barText() -> String { model.baseFrame().text(ofRow: bar) }
        #expect(bar == 10, "the bar's row, above the status bar")
        #expect(barText().contains("searching… 0%, 0 so far"), "\(barText())")

        // Lines looked at, no match: the bar's share changes, nothing on the page does.
        _ = model.handle(try Self.chunk(model, 0, to: 40, progress: 0.05))
        #expect(barText().contains("searching… 5%, 0 so far"), "\(barText())")
        #expect(model.takeBaseDamage().rows == [bar], "the bar's row alone")
        #expect(model.baseFrame() == Self.fresh(model), "the frame a view draws afresh")

        // The first matches: the page goes to the first one.
        _ = model.handle(try Self.chunk(model, 1, to: 100, progress: 0.15, hits: [(49, 1), (99, 1)]))
        #expect(model.state.find.current == MatchPosition(line: 49, index: 0))
        #expect(model.takeBaseDamage().isAll)
        #expect(model.baseFrame() == Self.fresh(model))

        // More below the page: the bar's count changes, the page does not.
        _ = model.handle(try Self.chunk(model, 2, to: 200, progress: 0.3, hits: [(149, 1)]))
        #expect(barText().contains("searching… 30%, 3 so far"), "\(barText())")
        #expect(model.takeBaseDamage().rows == [bar])
        #expect(model.baseFrame() == Self.fresh(model))

        // A chunk that changes nothing draws nothing.
        _ = model.handle(try Self.chunk(model, 3, to: 200, progress: 0.3))
        #expect(model.takeBaseDamage() == .none)

        // The query typed on: the page's matches change, every row is drawn.
        _ = model.handle(.key(KeyEvent(.character(" "), time: Instant(milliseconds: 950))))
        #expect(model.takeBaseDamage().isAll)
        #expect(model.baseFrame() == Self.fresh(model))
    }
}
