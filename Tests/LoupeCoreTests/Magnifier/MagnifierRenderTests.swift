import LoupeCore
import Testing

@Suite("Magnifier render")
struct MagnifierRenderTests {
    typealias F = MagnifierFixture

    /// Renders with the source's columns aligned to output cells: `center` is the output's middle boundary.
    func render(_ source: CellBuffer, tier: MagnifierTier = .sextant, zoom: Int = 3, columns: Int, rows: Int,
                center: Double, caret: Double? = nil, focusRow: Int = 0, caretStyle: Style = Style(foreground: .indexed(9))) -> CellBuffer {
        F.magnifier.render(MagnifierRequest(source: source, focusRow: focusRow, centerColumn: center, caretColumn: caret,
                                            size: GridSize(columns: columns, rows: rows), tier: tier, zoom: zoom,
                                            caretStyle: caretStyle))
    }

    func font(_ tier: MagnifierTier, _ zoom: Int, bold: Bool = false) throws -> PixelFont {
        try #require(F.fonts.font(tier: tier, zoom: zoom, bold: bold))
    }

    @Test("characters with no glyph are drawn once at 1x in the middle of their box", arguments: MagnifierFixture.blockTiers, [2, 3, 4])
    func missingGlyphs(tier: MagnifierTier, zoom k: Int) throws {
        // a(0) 😀(1-2) b(3) 世(4-5) ␁(6) é as e + combining acute (7)
        let source = F.source(["a😀b世\u{1}e\u{301}"], columns: 8)
        #expect(source[6, 0].flags.contains(.placeholder))
        let out = render(source, tier: tier, zoom: k, columns: 8 * k, rows: k, center: 4)
        let row = k / 2
        // 😀: box columns k..<3k, 1x glyph at k + (2k - 2) / 2.
        #expect(out[k + (2 * k - 2) / 2, row].grapheme == "😀")
        #expect(out[k + (2 * k - 2) / 2, row].isWide)
        #expect(out[k + (2 * k - 2) / 2 + 1, row].isContinuation)
        // 世 at its own size where the rule says so (Han in sextants at zoom 3), else enlarged.
        let hanAtOwnSize = OwnSizeRule.standard.drawsAtOwnSize(.han, tier: tier, zoom: k)
        #expect((out[4 * k + (2 * k - 2) / 2, row].grapheme == "世") == hanAtOwnSize)
        #expect(out[6 * k + (k - 1) / 2, row] == source[6, 0], "the control picture keeps its style and flags")
        // e + U+0301 is enlarged, the mark over its base (MagnifierScriptsTests checks its pixels).
        #expect(out[7 * k + (k - 1) / 2, row].grapheme != "e\u{301}")
        // Nothing else in the emoji's box but blank block cells.
        for y in 0..<k {
            for x in k..<(3 * k) where !(y == row && (x == k + (2 * k - 2) / 2 || x == k + (2 * k - 2) / 2 + 1)) {
                #expect(out[x, y].grapheme == " ", "\(x),\(y)")
            }
        }
        // The a and b around it are still exact.
        let blitter = try #require(tier.blitter)
        let a = try #require(F.decode(out, blitter: blitter, columns: 0..<k, rows: 0..<k))
        let b = try #require(F.decode(out, blitter: blitter, columns: (3 * k)..<(4 * k), rows: 0..<k))
        #expect(a == F.glyphPixels(try font(tier, k), 0x61))
        #expect(b == F.glyphPixels(try font(tier, k), 0x62))
    }

    @Test("a missing wide glyph whose 1x form would be cut by the edge is left out whole")
    func missingGlyphAtEdge() {
        // 世 at columns 1-2, k=2 sextant (4 pixels, 2 cells a column): its box is 4 cells and
        // its 1x glyph sits in box cells 1-2. Centre 3.0 puts source pixel 8 at output pixel 0,
        // so the box starts at cell -2 and the 1x glyph would cover cells -1 and 0: half of it
        // would show, so none of it is drawn.
        let source = F.source(["x世yz"])
        let out = render(source, tier: .sextant, zoom: 2, columns: 4, rows: 2, center: 3.0)
        for y in 0..<2 { for x in 0..<4 { #expect(!out[x, y].isContinuation && !out[x, y].isWide, "\(x),\(y)") } }
        // Centre 2.5: the box starts at cell -1, the 1x glyph covers cells 0-1 and is drawn whole.
        let shown = render(source, tier: .sextant, zoom: 2, columns: 4, rows: 2, center: 2.5)
        #expect(shown[0, 1].grapheme == "世" && shown[1, 1].isContinuation)
    }

    @Test("colours: pixels on take the foreground, off the background; reverse is kept for the terminal to swap")
    func colours() throws {
        let style = Style(foreground: .indexed(1), background: .rgb(1, 2, 3), attributes: [.italic, .dim])
        var reversed = style
        reversed.attributes.insert(.reverse)
        for s in [style, reversed] {
            let out = render(F.source(["H"], style: s), columns: 3, rows: 3, center: 0.5)
            for y in 0..<3 { for x in 0..<3 { #expect(out[x, y].style == s) } }
            let pixels = try #require(F.decode(out, blitter: .sextant, columns: 0..<3, rows: 0..<3))
            #expect(pixels == F.glyphPixels(try font(.sextant, 3), 0x48))
        }
        // Each cell's colours come from its own source cell.
        var source = CellBuffer(columns: 2, rows: 1)
        source.write("a", column: 0, row: 0, style: Style(foreground: .indexed(2)))
        source.write("b", column: 1, row: 0, style: Style(foreground: .indexed(3)))
        let out = render(source, columns: 6, rows: 3, center: 1)
        for y in 0..<3 {
            for x in 0..<3 { #expect(out[x, y].style.foreground == .indexed(2)) }
            for x in 3..<6 { #expect(out[x, y].style.foreground == .indexed(3)) }
        }
    }

    @Test("underline fills the bottom pixel row, strikethrough a middle row, bold uses the bold font",
          arguments: MagnifierFixture.blockTiers, [2, 3, 4])
    func attributes(tier: MagnifierTier, zoom k: Int) throws {
        let blitter = try #require(tier.blitter)
        let regular = F.glyphPixels(try font(tier, k), 0x48)
        func pixels(_ attributes: Attributes) throws -> ([[Bool]], Style) {
            let out = render(F.source(["H"], style: Style(attributes: attributes)), tier: tier, zoom: k, columns: k, rows: k, center: 0.5)
            return (try #require(F.decode(out, blitter: blitter, columns: 0..<k, rows: 0..<k)), out[0, 0].style)
        }
        let (under, underStyle) = try pixels(.underline)
        var expected = regular
        expected[expected.count - 1] = [Bool](repeating: true, count: regular[0].count)
        #expect(under == expected)
        #expect(!underStyle.attributes.contains(.underline), "drawn in pixels, not by the terminal")

        // On a space, strikethrough is one full pixel row in the middle half of the glyph.
        let struck = render(F.source([" "], style: Style(attributes: .strikethrough)), tier: tier, zoom: k, columns: k, rows: k, center: 0.5)
        let strike = try #require(F.decode(struck, blitter: blitter, columns: 0..<k, rows: 0..<k))
        let full = strike.indices.filter { strike[$0].allSatisfy { $0 } }
        #expect(full.count == 1 && strike.joined().filter { $0 }.count == regular[0].count)
        #expect(full.allSatisfy { $0 >= strike.count / 4 && $0 < strike.count * 3 / 4 })

        let (bold, boldStyle) = try pixels(.bold)
        #expect(bold == F.glyphPixels(try font(tier, k, bold: true), 0x48))
        #expect(!boldStyle.attributes.contains(.bold))
    }

    @Test("bold pixels are heavier than regular ones")
    func boldIsHeavier() throws {
        for tier in F.blockTiers {
            // Half block k=2 is 2x4 pixels: its H is already solid, so weight cannot show.
            for k in 2...4 where !(tier == .halfblock && k == 2) {
                let regular = F.glyphPixels(try font(tier, k), 0x48).joined().filter { $0 }.count
                let bold = F.glyphPixels(try font(tier, k, bold: true), 0x48).joined().filter { $0 }.count
                #expect(bold > regular, "\(tier) k=\(k)")
            }
        }
    }

    @Test("the caret is a one-pixel bar just left of its boundary, over the focus row's k rows",
          arguments: MagnifierFixture.blockTiers, [2, 3, 4])
    func caret(tier: MagnifierTier, zoom k: Int) throws {
        let blitter = try #require(tier.blitter)
        let glyph = try font(tier, k)
        let gw = glyph.width
        let source = F.source(["HHHH"])
        let out = render(source, tier: tier, zoom: k, columns: 4 * k, rows: k + 2, center: 2, caret: 2)
        let pixels = try #require(F.decode(out, blitter: blitter, columns: 0..<(4 * k), rows: 0..<(k + 2)))
        let ph = blitter.pixelRows
        let h = F.glyphPixels(glyph, 0x48)
        for (y, row) in pixels.enumerated() {
            let inFocus = y >= ph && y < ph * (k + 1)
            for (x, on) in row.enumerated() {
                let expected: Bool
                if !inFocus { expected = false } else if x == 2 * gw - 1 { expected = true } else { expected = h[y - ph][x % gw] }
                #expect(on == expected, "pixel \(x),\(y)")
            }
        }
        let caretCell = (2 * gw - 1) / blitter.pixelColumns
        for y in 1...k { #expect(out[caretCell, y].style.foreground == .indexed(9)) }
        #expect(out[caretCell - 1, 1].style.foreground == .default)
    }

    @Test("a caret the colour of the background it sits on is drawn in the text colour instead")
    func caretOnItsOwnColour() {
        let selected = Style(foreground: .indexed(7), background: .indexed(4))
        let out = render(F.source(["ab"], style: selected), columns: 6, rows: 3, center: 1, caret: 1,
                         caretStyle: Style(foreground: .indexed(4)))
        // Bar in the last pixel column of 'a': cell 2 at k=3.
        #expect(out[2, 1].style.foreground == .indexed(7))
        #expect(out[2, 1].style.background == .indexed(4))
        let plain = render(F.source(["ab"], style: selected), columns: 6, rows: 3, center: 1, caret: 1,
                           caretStyle: Style(foreground: .indexed(1)))
        #expect(plain[2, 1].style.foreground == .indexed(1))
    }

    @Test("the neighbouring rows show their nearest pixel rows above and below the focus row")
    func neighbours() throws {
        let source = F.source(["AAAA", "HHHH", "gggg"])
        let k = 3
        let out = render(source, columns: 12, rows: 7, center: 2, focusRow: 1)
        let f = try font(.sextant, k)
        let pixels = try #require(F.decode(out, blitter: .sextant, columns: 0..<3, rows: 0..<7))
        let a = F.glyphPixels(f, 0x41), h = F.glyphPixels(f, 0x48), g = F.glyphPixels(f, 0x67)
        // Output rows 0-1: A's glyph rows 3..8; rows 2-4: all of H; rows 5-6: g's rows 0..5.
        #expect(Array(pixels[0..<6]) == Array(a[3..<9]))
        #expect(Array(pixels[6..<15]) == h)
        #expect(Array(pixels[15..<21]) == Array(g[0..<6]))
    }

    @Test("columns and rows outside the source are blank in the default style")
    func outside() {
        let source = F.source(["ab"])
        let out = render(source, columns: 12, rows: 5, center: 0)
        for y in 0..<5 { for x in 0..<6 { #expect(out[x, y] == .blank()) } }
        for x in 0..<12 { #expect(out[x, 0] == .blank() && out[x, 4] == .blank()) }
    }

    @Test("a half-pixel centre keeps the middle of the column in the middle of the output")
    func halfColumnCentre() throws {
        // Column 1 ('H') centred in a 3-cell output at k=3: its 6 pixels fill the output exactly.
        let out = render(F.source(["xHx"]), columns: 3, rows: 3, center: 1.5)
        #expect(try #require(F.decode(out, blitter: .sextant, columns: 0..<3, rows: 0..<3)) == F.glyphPixels(try font(.sextant, 3), 0x48))
    }
}
