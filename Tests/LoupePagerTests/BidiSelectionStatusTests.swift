import LoupeCore
import LoupePager
import LoupeRuntime
import Testing

@Suite struct BidiSelectionStatusTests {
    @Test func aSelectionWithBidiControlsSaysSoAndCopiesThemExactly() {
        let text = "abc\u{202E}def\u{2066}g"
        let settings = PagerSettings(title: "t")
        var s = PagerState(document: InMemoryDocument(TextImporter().importText(text)), size: GridSize(columns: 40, rows: 6), settings: settings)
        _ = PagerReducer.reduce(&s, .mouse(MouseEvent(.press, .left, at: GridPoint(column: 0, row: 0), time: Instant(milliseconds: 10))))
        _ = PagerReducer.reduce(&s, .mouse(MouseEvent(.drag, .left, at: GridPoint(column: 30, row: 0), time: Instant(milliseconds: 20))))
        let effects = PagerReducer.reduce(&s, .mouse(MouseEvent(.release, .left, at: GridPoint(column: 30, row: 0), time: Instant(milliseconds: 30))))
        #expect(effects == [.copy(text)])
        #expect(s.selectionSummary == "selected 9 chars, with 2 bidi controls")
    }
}
