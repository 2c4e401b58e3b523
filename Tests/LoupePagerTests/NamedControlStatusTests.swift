import LoupeCore
import LoupePager
import LoupeRuntime
import Testing

/// The status bar says when a selection holds characters shown by name (bidi controls,
/// invisible characters), which its copy keeps exactly.
@Suite struct NamedControlStatusTests {
    /// Drags over the first row of `text` and returns the effects of the release and the summary.
    static func select(_ text: String) -> ([AppEffect], String?) {
        let settings = PagerSettings(title: "t")
        var s = PagerState(document: InMemoryDocument(TextImporter().importText(text)), size: GridSize(columns: 60, rows: 6), settings: settings)
        _ = PagerReducer.reduce(&s, .mouse(MouseEvent(.press, .left, at: GridPoint(column: 0, row: 0), time: Instant(milliseconds: 10))))
        _ = PagerReducer.reduce(&s, .mouse(MouseEvent(.drag, .left, at: GridPoint(column: 59, row: 0), time: Instant(milliseconds: 20))))
        let effects = PagerReducer.reduce(&s, .mouse(MouseEvent(.release, .left, at: GridPoint(column: 59, row: 0), time: Instant(milliseconds: 30))))
        return (effects, s.selectionSummary)
    }

    @Test func aSelectionWithBidiControlsSaysSoAndCopiesThemExactly() {
        let text = "abc\u{202E}def\u{2066}g"
        let (effects, summary) = Self.select(text)
        #expect(effects == [.copy(text)])
        #expect(summary == "selected 9 chars, with 2 bidi controls")
    }

    @Test func aSelectionWithInvisibleCharactersSaysSoAndCopiesThemExactly() {
        let text = "pass\u{200B}word\u{E0041}"  // the tag joins the d: nine characters
        let (effects, summary) = Self.select(text)
        #expect(effects == [.copy(text)])
        #expect(summary == "selected 9 chars, with 2 invisible characters")
    }

    @Test func bothKindsAreCountedAndAFlagsTagsAreNot() {
        let text = "\u{202E}x\u{FEFF} \u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}"
        let (effects, summary) = Self.select(text)
        #expect(effects == [.copy(text)])
        #expect(summary == "selected 5 chars, with 1 bidi control and 1 invisible character")
    }
}
