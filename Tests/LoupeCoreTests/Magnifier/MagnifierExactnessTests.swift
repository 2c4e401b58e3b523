@testable import LoupeCore
import Testing

/// Decodes the emitted block glyphs back into pixels and compares them with the font each tier uses.
@Suite("Magnifier exactness")
struct MagnifierExactnessTests {
    static let printable: [UInt32] = Array(0x20...0x7E)

    @Test("every printable ASCII character, every zoom, every block tier, regular and bold",
          arguments: MagnifierFixture.blockTiers, [2, 3, 4])
    func everyGlyphIsExact(tier: MagnifierTier, zoom: Int) throws {
        let blitter = try #require(tier.blitter)
        for bold in [false, true] {
            let font = try #require(MagnifierFixture.fonts.font(tier: tier, zoom: zoom, bold: bold))
            #expect(font.width == zoom * blitter.pixelColumns)
            #expect(font.height == zoom * blitter.pixelRows)
            for cp in Self.printable {
                let text = String(Character(Unicode.Scalar(cp)!))
                let source = MagnifierFixture.source([text], style: Style(attributes: bold ? .bold : []))
                let request = MagnifierRequest(source: source, focusRow: 0, centerColumn: 0.5,
                                               size: GridSize(columns: zoom, rows: zoom), tier: tier, zoom: zoom)
                let out = MagnifierFixture.magnifier.render(request)
                let drawn = try #require(MagnifierFixture.decode(out, blitter: blitter, columns: 0..<zoom, rows: 0..<zoom),
                                         "\(tier) k=\(zoom) \(text): a cell is not a block character")
                let expected = MagnifierFixture.glyphPixels(font, cp)
                #expect(drawn == expected, "\(tier) k=\(zoom) bold=\(bold) \(text)\n\(MagnifierFixture.art(drawn))\nexpected\n\(MagnifierFixture.art(expected))")
            }
        }
    }

    @Test("a line of text lands glyph after glyph with no offset", arguments: MagnifierFixture.blockTiers, [2, 3, 4])
    func lineIsExact(tier: MagnifierTier, zoom: Int) throws {
        let blitter = try #require(tier.blitter)
        let font = try #require(MagnifierFixture.fonts.font(tier: tier, zoom: zoom, bold: false))
        let text = "Hello, World!"
        let n = text.count
        let request = MagnifierRequest(source: MagnifierFixture.source([text]), focusRow: 0, centerColumn: Double(n) / 2,
                                       size: GridSize(columns: n * zoom, rows: zoom), tier: tier, zoom: zoom)
        let out = MagnifierFixture.magnifier.render(request)
        let drawn = try #require(MagnifierFixture.decode(out, blitter: blitter, columns: 0..<(n * zoom), rows: 0..<zoom))
        var expected = [[Bool]](repeating: [], count: font.height)
        for scalar in text.unicodeScalars {
            let glyph = MagnifierFixture.glyphPixels(font, scalar.value)
            for y in 0..<font.height { expected[y] += glyph[y] }
        }
        #expect(drawn == expected, "\(MagnifierFixture.art(drawn))")
    }

    @Test("the tier fonts are the misc-fixed glyphs, reshaped as documented")
    func fontsMatchTheirSources() throws {
        let fonts = MagnifierFixture.fonts
        // 6x9 'H' as in misc-fixed (stems in columns 1 and 4, rows 1-6).
        let h = try #require(fonts.font(tier: .sextant, zoom: 3, bold: false))
        #expect(MagnifierFixture.art(MagnifierFixture.glyphPixels(h, 0x48)) == """
        ......
        .#..#.
        .#..#.
        .####.
        .#..#.
        .#..#.
        .#..#.
        ......
        ......
        """)
        // 8x13 'H' without its blank top row: 8x12.
        let big = try #require(fonts.font(tier: .sextant, zoom: 4, bold: false))
        #expect(MagnifierFixture.art(MagnifierFixture.glyphPixels(big, 0x48)) == """
        ........
        .#....#.
        .#....#.
        .#....#.
        .#....#.
        .######.
        .#....#.
        .#....#.
        .#....#.
        .#....#.
        ........
        ........
        """)
        // 4x6 'H', columns doubled and one blank row above and below: quadrant k=4.
        let quad = try #require(fonts.font(tier: .quadrant, zoom: 4, bold: false))
        #expect(MagnifierFixture.art(MagnifierFixture.glyphPixels(quad, 0x48)) == """
        ........
        ##..##..
        ##..##..
        ######..
        ##..##..
        ##..##..
        ........
        ........
        """)
        // 4x6 'H' without its right column: halfblock k=3.
        let half = try #require(fonts.font(tier: .halfblock, zoom: 3, bold: false))
        #expect(MagnifierFixture.art(MagnifierFixture.glyphPixels(half, 0x48)) == "#.#\n#.#\n###\n#.#\n#.#\n...")
        // Synthetic bold: 6x9 'H' OR-ed with itself one pixel right.
        let boldH = try #require(fonts.font(tier: .sextant, zoom: 3, bold: true))
        #expect(MagnifierFixture.art(MagnifierFixture.glyphPixels(boldH, 0x48)).split(separator: "\n")[3] == ".#####")
    }

    @Test("sextant k=4 keeps the accents that reach 8x13's top row; box drawing loses that row as before")
    func accentsAboveCapitalsSurviveTheTopRow() throws {
        let fonts = MagnifierFixture.fonts
        let source = CompiledFont.fixed8x13.pixelFont
        let sourceBold = CompiledFont.fixed8x13Bold.pixelFont
        let regular = try #require(fonts.font(tier: .sextant, zoom: 4, bold: false))
        let boldFont = try #require(fonts.font(tier: .sextant, zoom: 4, bold: true))
        let pairs: [(PixelFont, PixelFont, Bool)] = [(regular, source, false), (boldFont, sourceBold, true)]
        for (font, full, bold) in pairs {
            #expect(font.height == 12)
            // Ќ Ӂ Ӝ Ӭ and (bold) Å: the top two rows merged, so no pixel of the accent is lost.
            for codePoint: UInt32 in bold ? [0x040C, 0x00C5, 0x00D6] : [0x040C, 0x04C1, 0x04DC, 0x04EC] {
                let rows = Array(try #require(full.rows(of: codePoint)))
                let shown = Array(try #require(font.rows(of: codePoint)))
                #expect(rows[0] != 0, "U+\(String(codePoint, radix: 16)) reaches the top row")
                #expect(shown == [rows[0] | rows[1]] + rows[2...], "U+\(String(codePoint, radix: 16))")
            }
            // 'H' (blank top row) and the vertical line, a corner and a shade (they tile): just the top row gone.
            for codePoint: UInt32 in [0x48, 0x2502, 0x2514, 0x2592] where full.rows(of: codePoint) != nil {
                let rows = Array(try #require(full.rows(of: codePoint)))
                #expect(Array(try #require(font.rows(of: codePoint))) == Array(rows.dropFirst()), "U+\(String(codePoint, radix: 16))")
            }
        }
    }
}
