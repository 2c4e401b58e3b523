import Foundation
import LoupeCore
import Testing

@Suite("BDF parser")
struct BDFParserTests {
    /// A small font written by hand: a 5x7 box, ascent 6, descent 1.
    static let tiny = #"""
    STARTFONT 2.1
    COMMENT hand-made test font
    FONT -test-tiny
    SIZE 7 75 75
    FONTBOUNDINGBOX 5 7 0 -1

    STARTPROPERTIES 4
    FONT_ASCENT 6
    FONT_DESCENT 1
    DEFAULT_CHAR 63
    COPYRIGHT "Say ""hi"""
    ENDPROPERTIES
    CHARS 3
    STARTCHAR A
    ENCODING 65
    SWIDTH 500 0
    DWIDTH 5 0
    BBX 3 4 1 0
    BITMAP
    40
    A0
    E0
    A0
    ENDCHAR
    STARTCHAR question
    ENCODING 63
    DWIDTH 5 0
    BBX 5 7 0 -1
    BITMAP
    70
    88
    08
    10
    20
    00
    20
    ENDCHAR
    STARTCHAR unencoded
    ENCODING -1
    BBX 1 1 0 0
    BITMAP
    80
    ENDCHAR
    ENDFONT
    """#

    @Test("reads metrics, properties and glyph bitmaps")
    func readsFont() throws {
        let font = try BDFParser().parse(Self.tiny)
        #expect(font.name == "-test-tiny")
        #expect(font.boundingBox == BDFBoundingBox(width: 5, height: 7, xOffset: 0, yOffset: -1))
        #expect(font.ascent == 6 && font.descent == 1)
        #expect(font.defaultChar == 63)
        #expect(font.properties["COPYRIGHT"] == "Say \"hi\"")
        #expect(font.glyphs.count == 2, "the unencoded glyph is dropped")
        let a = try #require(font.glyph(for: 65))
        #expect(a.boundingBox == BDFBoundingBox(width: 3, height: 4, xOffset: 1, yOffset: 0))
        #expect(a.advance == 5)
        // 40 = .#. ; A0 = #.# ; E0 = ### ; bit x is column x.
        #expect(a.rows == [0b010, 0b101, 0b111, 0b101])
        #expect(a.pixel(x: 1, y: 0) && !a.pixel(x: 0, y: 0) && a.pixel(x: 2, y: 3))
    }

    @Test("a glyph lands in the character cell by its offsets and the baseline")
    func cellPlacement() throws {
        let font = try BDFParser().parse(Self.tiny)
        let a = try #require(font.glyph(for: 65))
        // Cell 5x7, baseline under row 5. The A is 4 high sitting on the baseline, shifted 1 right.
        #expect(font.cellRows(of: a) == [0, 0, 0b00100, 0b01010, 0b01110, 0b01010, 0])
        let q = try #require(font.glyph(for: 63))
        #expect(font.cellRows(of: q).count == 7)
        #expect(font.cellRows(of: q)[0] == 0b01110)
    }

    @Test("tolerates CRLF line ends")
    func crlf() throws {
        let font = try BDFParser().parse(Self.tiny.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(font.glyph(for: 65)?.rows == [0b010, 0b101, 0b111, 0b101])
    }

    func error(_ text: String) -> BDFParseError? {
        do { _ = try BDFParser().parse(text); return nil } catch { return error }
    }

    func line(of needle: String, in text: String) -> Int {
        (text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    @Test("bad data throws with the line number")
    func badData() throws {
        #expect(error("hello\n")?.reason == .notABDFFont)
        #expect(error("hello\n")?.line == 1)

        let badBBX = Self.tiny.replacingOccurrences(of: "BBX 3 4 1 0", with: "BBX 3 four 1 0")
        #expect(error(badBBX) == BDFParseError(line: line(of: "BBX 3 four", in: badBBX), reason: .malformedLine(keyword: "BBX")))

        let badHex = Self.tiny.replacingOccurrences(of: "E0", with: "Z0")
        #expect(error(badHex) == BDFParseError(line: line(of: "Z0", in: badHex), reason: .badBitmapRow("Z0")))

        let shortRows = Self.tiny.replacingOccurrences(of: "E0\nA0\nENDCHAR", with: "E0\nENDCHAR")
        #expect(error(shortRows)?.reason == .bitmapRowCount(expected: 4, found: 3))

        let extraRows = Self.tiny.replacingOccurrences(of: "E0\nA0\nENDCHAR", with: "E0\nA0\nA0\nENDCHAR")
        #expect(error(extraRows)?.reason == .bitmapRowCount(expected: 4, found: 5))

        let noBBX = Self.tiny.replacingOccurrences(of: "BBX 3 4 1 0\n", with: "")
        #expect(error(noBBX)?.reason == .missingBoundingBox(glyph: "A"))

        let huge = Self.tiny.replacingOccurrences(of: "BBX 3 4 1 0", with: "BBX 100000 4 1 0")
        #expect(error(huge)?.reason == .unsupportedSize(width: 100000, height: 4))

        let narrowRow = Self.tiny.replacingOccurrences(of: "BBX 5 7 0 -1\nBITMAP\n70", with: "BBX 12 7 0 -1\nBITMAP\n70")
        #expect(error(narrowRow)?.reason == .badBitmapRow("70"), "12 pixels need at least 3 hex digits")

        let noFontBox = Self.tiny.replacingOccurrences(of: "FONTBOUNDINGBOX 5 7 0 -1\n", with: "")
        #expect(error(noFontBox)?.reason == .missingFontBoundingBox)

        let stray = Self.tiny.replacingOccurrences(of: "CHARS 3", with: "BITMAP")
        #expect(error(stray)?.reason == .unexpectedKeyword("BITMAP"))
    }

    @Test("every truncation of a font throws instead of crashing")
    func truncated() throws {
        let lines = Self.tiny.split(separator: "\n", omittingEmptySubsequences: false)
        for n in 0..<(lines.count - 1) {
            let text = lines.prefix(n).joined(separator: "\n")
            let e = try #require(error(text), "a font cut after \(n) lines must not parse")
            #expect(e.line <= max(n, 1))
        }
        // Cut in the middle of a bitmap: names what is missing.
        let cut = lines.prefix(through: lines.firstIndex(of: "E0")!).joined(separator: "\n")
        let e = try #require(error(cut))
        #expect(e.reason == .unexpectedEndOfFile(expected: "1 more bitmap rows and ENDCHAR for glyph A"))
        #expect(e.description.hasPrefix("BDF line \(e.line): the font ends early"))
    }

    @Test("arbitrary bytes never crash the parser")
    func garbage() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("STARTFONT BBX BITMAP ENDCHAR ENCODING 0123456789ABCDEF-\n\n \"")
        for _ in 0..<300 {
            let length = Int.random(in: 0..<400, using: &generator)
            let text = "STARTFONT 2.1\nFONTBOUNDINGBOX 4 6 0 -1\n" + String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            _ = try? BDFParser().parse(text)
        }
    }

    @Test("the bundled fonts parse with the misc-fixed metrics")
    func bundled() throws {
        let fonts = MagnifierFixture.fonts
        for zoom in 2...4 {
            for tier in MagnifierFixture.blockTiers {
                #expect(fonts.font(tier: tier, zoom: zoom, bold: false) != nil)
                #expect(fonts.font(tier: tier, zoom: zoom, bold: true) != nil)
            }
        }
        let sextant = try #require(fonts.font(tier: .sextant, zoom: 2, bold: false))
        // Every printable ASCII character and Latin-1 letter is there.
        for cp in UInt32(0x20)...0x7E { #expect(sextant.glyphIndex(cp) != nil) }
        #expect(sextant.glyphIndex(0xE9) != nil)
        #expect(sextant.glyphIndex(0x1F600) == nil)
    }
}
