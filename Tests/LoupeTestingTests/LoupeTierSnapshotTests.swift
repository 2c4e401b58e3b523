import LoupeCore
import LoupeTesting
import SnapshotTesting
import Testing

/// Whether `Magnifier.bundled()` is the real magnifier: the temporary stand-in
/// (copied 1x whatever the zoom) draws the same thing at 2x and 4x.
let realMagnifierIsPresent: Bool = {
    guard let magnifier = try? Magnifier.bundled() else { return false }
    let scene = LoupeScene(prose)
    func output(zoom: Int) -> CellBuffer {
        magnifier.render(MagnifierRequest(source: scene.screen, focusRow: 8, centerColumn: 30.5, caretColumn: 30,
                                          size: GridSize(columns: 24, rows: 6), tier: .sextant, zoom: zoom, caretStyle: .plain))
    }
    return output(zoom: 2) != output(zoom: 4)
}()

/// The loupe with the real magnifier: every glyph tier at every zoom, and
/// wide characters, emoji and combining marks enlarged. Disabled (not recorded)
/// while the magnifier is the temporary stand-in.
@Suite(.enabled(if: realMagnifierIsPresent, "needs the real Magnifier (branch magnifier)"))
struct LoupeTierSnapshotTests {
    func scene(tier: MagnifierTier, zoom: Int) throws -> LoupeScene {
        var s = LoupeScene(prose)
        s.magnifier = try Magnifier.bundled()
        s.config.tier = tier
        s.config.zoom = zoom
        s.config.theme = .dark
        // A selection from row 7 column 40 to the moving end on row 8, column 30.
        s.selection = .ranges([7: [40..<60], 8: [0..<30]])
        return s
    }

    @Test(arguments: [MagnifierTier.sextant, .quadrant, .halfblock], [2, 3, 4])
    func tier(_ tier: MagnifierTier, zoom: Int) throws {
        let s = try scene(tier: tier, zoom: zoom)
        assertSnapshot(of: s.settled(s.selecting(30, 8)), as: .cells, named: "\(tier.rawValue)-\(zoom)x")
    }

    @Test func spread() throws {
        let s = try scene(tier: .spread, zoom: 3)
        assertSnapshot(of: s.settled(s.selecting(30, 8)), as: .cells)
    }

    /// Issue 29: the lens over a line of each script, in sextants at zoom 4 (everything enlarged)
    /// and quadrants at zoom 3 (Greek, Cyrillic and Hebrew from Unifont; Han, kana and hangul
    /// at their own size, each once in the middle of its box).
    @Test(arguments: [(MagnifierTier.sextant, 4), (.quadrant, 3)])
    func scripts(_ tier: MagnifierTier, zoom: Int) throws {
        var s = LoupeScene(ScriptSample.all.dropFirst().map { "\($0.name): \($0.lines[0])" }.joined(separator: "\n"), rows: 16)
        s.magnifier = try Magnifier.bundled()
        s.config.tier = tier
        s.config.zoom = zoom
        s.config.theme = .dark
        for (row, sample) in ScriptSample.all.dropFirst().enumerated() {
            // The pointer on the line's third character.
            let column = sample.name.count + 2 + GraphemeWidth.width(ofText: String(sample.lines[0].prefix(2)))
            assertSnapshot(of: s.settled(s.selecting(column, row)), as: .cells, named: "\(sample.name)-\(tier.rawValue)-\(zoom)x")
        }
    }

    @Test func wideCharactersEmojiAndMarksEnlarged() throws {
        var s = LoupeScene("""
        日本語のテキストを選択します。世界中の文字が二桁の幅
        Emoji 😀 and a family 👨‍👩‍👧 and flags 🇫🇷 take two columns.
        Combining: e\u{301} a\u{308} n\u{303} o\u{302}\u{323} and Z\u{336}a\u{336}l\u{336}g\u{336}o\u{336}.
        mixed 混合 text テキスト with 宽 characters 文字 here.
        """, rows: 12)
        s.magnifier = try Magnifier.bundled()
        s.config.theme = .dark
        assertSnapshot(of: s.settled(s.selecting(12, 1)), as: .cells, named: "emoji")
        assertSnapshot(of: s.settled(s.selecting(14, 3)), as: .cells, named: "cjk")
        assertSnapshot(of: s.settled(s.selecting(13, 2)), as: .cells, named: "marks")
    }
}
