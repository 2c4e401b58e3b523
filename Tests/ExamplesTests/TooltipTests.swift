import LoupeCore
import LoupePager
import LoupeRuntime
import LoupeTesting
import Testing
import TooltipExample

/// The tooltip example: a feature added to a pager through its settings, without editing the pager.
@Suite struct TooltipTests {
    /// A pager with hover tracking and the tooltip first in its features.
    static func pager(_ text: String = "caf\u{E9} and e\u{301} and \u{65E5}\u{672C}\n") -> PagerDriver {
        var f = PagerDriver(text, size: GridSize(columns: 40, rows: 6), hover: true, magnifier: false)
        var settings = f.model.settings
        settings.features.insert(AnyPagerFeature(Tooltip(delay: 600)), at: 0)
        f.model.update(settings: settings)
        return f
    }

    /// The screen with every layer drawn.
    static func screen(_ f: PagerDriver) -> CellBuffer { f.model.frame() }

    @Test func restingOnACharacterNamesItsCodePointsUnderThePointer() {
        var f = Self.pager()
        f.mouse(.move, 3, 0, .none)
        f.wait(400)
        #expect(!Self.screen(f).text(ofRow: 1).contains("U+"), "not before the delay")
        f.wait(300)
        #expect(Self.screen(f).text(ofRow: 1).hasPrefix("    é  U+00E9 "))
        // A decomposed é is one character of two code points.
        f.mouse(.move, 9, 0, .none)
        f.wait(700)
        #expect(Self.screen(f).text(ofRow: 1).contains("é  U+0065 U+0301"))
        // A wide character, pointed at on its second column.
        f.mouse(.move, 16, 0, .none)
        f.wait(700)
        #expect(Self.screen(f).text(ofRow: 1).contains("日  U+65E5"))
    }

    @Test func aPressHidesItAndStillSelects() {
        var f = Self.pager()
        f.mouse(.move, 1, 0, .none)
        f.wait(700)
        #expect(Self.screen(f).text(ofRow: 1).contains("U+0061"))
        f.mouse(.press, 0, 0)
        f.mouse(.drag, 3, 0)
        f.mouse(.release, 3, 0)
        #expect(!Self.screen(f).text(ofRow: 1).contains("U+"))
        #expect(f.model.selectionText == "café")
    }

    @Test func ctrlTTurnsTooltipsOffAndOn() {
        var f = Self.pager()
        f.key(.character("t"), modifiers: .ctrl)
        f.mouse(.move, 1, 0, .none)
        f.wait(700)
        #expect(!Self.screen(f).text(ofRow: 1).contains("U+"))
        f.key(.character("t"), modifiers: .ctrl)
        f.mouse(.move, 2, 0, .none)
        f.wait(700)
        #expect(Self.screen(f).text(ofRow: 1).contains("f  U+0066"))
    }

    @Test func itIsDrawnAboveTheMenus() {
        // First in the list, so drawn last: over the edit menu that a double click brings up.
        var f = Self.pager("one two three\nsecond line\nthird line\n")
        f.mouse(.press, 4, 0, after: 400)
        f.mouse(.release, 4, 0)
        f.mouse(.press, 4, 0, after: 50)
        f.mouse(.release, 4, 0)
        f.wait(300)
        #expect(f.model.state.menu != nil)
        f.mouse(.move, 8, 0, .none)
        #expect(Self.screen(f).text(ofRow: 1).hasPrefix("s╭───▴──┬"))
        f.wait(700)
        // The menu's top border (row 1) is under the tooltip; its items (row 2) still show.
        #expect(Self.screen(f).text(ofRow: 1) == "s╭───▴── t  U+0074 ──┬──────┬────────╮  ")
        #expect(Self.screen(f).text(ofRow: 2).contains("│ Copy │ Select All │"))
    }
}
