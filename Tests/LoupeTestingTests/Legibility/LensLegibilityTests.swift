import Foundation
import LoupeCore
import LoupeTesting
import Testing

/// The lens read back: its cells decoded into the picture a terminal shows, and, where tesseract is
/// installed (`bash .ci/setup --tests`), read by OCR. In sextants at zoom 4 Greek and Cyrillic read
/// back at least 80% (issue 29); `docs/lens-ocr.md` has every script, tier and zoom.
@Suite struct LensLegibilityTests {
    @Test func aSextantDecodesIntoItsPixelsAndACharacterIntoItsUnifontGlyph() throws {
        var lens = CellBuffer(columns: 3, rows: 1)
        lens.put(Cell("\u{1FB00}"), column: 0, row: 0)   // sextant: top left pixel only
        lens.put(Cell("\u{2588}"), column: 1, row: 0)    // full block
        lens.put(Cell("A"), column: 2, row: 0)           // a character at its own size
        let picture = LensPicture(lens, tier: .sextant, cellWidth: 8, cellHeight: 16)
        #expect(picture.width == 24 && picture.height == 16)
        func on(_ x: Int, _ y: Int) -> Bool { picture.ink[y * picture.width + x] == 255 }
        // The top left sextant pixel is columns 0..<4, rows 0..<5 (thirds of 16, rounded: 5, 11).
        #expect((0..<4).allSatisfy { x in (0..<5).allSatisfy { on(x, $0) } })
        #expect(!on(4, 0) && !on(0, 5))
        #expect((8..<16).allSatisfy { x in (0..<16).allSatisfy { on(x, $0) } })
        let a = try #require(Unifont.glyph(0x41))
        #expect((0..<8).allSatisfy { x in (0..<16).allSatisfy { on(16 + x, $0) == a.pixel(x: x, y: $0) } })
        #expect(Array(picture.pgm(margin: 2).prefix(13)) == Array("P5\n28 20\n255\n".utf8))
    }

    @Test func theScoreCountsCharactersReadInOrder() {
        #expect(OCRScore.fraction(expected: "καλημέρα κόσμε", read: "καλημέρα κόσμε") == 1)
        #expect(OCRScore.fraction(expected: "abcd", read: "a b x d") == 0.75)
        #expect(OCRScore.fraction(expected: "abcd", read: "dcba") == 0.25)
        #expect(OCRScore.fraction(expected: "abcd", read: "dcba", rightToLeft: true) == 1)
        #expect(OCRScore.fraction(expected: "café", read: "cafe\u{301}") == 1, "é precomposed or not")
    }

    @Test(.enabled(if: Tesseract.reads(["ell", "rus"]), "needs tesseract-ocr with tesseract-ocr-ell and -rus"),
          arguments: [ScriptSample.greek, .cyrillic])
    func greekAndCyrillicReadBackInSextantsAtZoom4(_ sample: ScriptSample) throws {
        let score = try Tesseract.score(sample, tier: .sextant, zoom: 4)
        #expect(score.fraction >= 0.8, "\(sample.name): \(Int(score.fraction * 100))%, read \(score.texts)")
    }

    @Test(.enabled(if: Tesseract.reads(["chi_sim"]), "needs tesseract-ocr-chi-sim"))
    func hanReadsBetterAtItsOwnSizeInQuadrantsAtZoom3() throws {
        // The reason for OwnSizeRule: enlarged into 12x6 quadrant pixels, Chinese is a blur.
        let enlarged = try Tesseract.score(.chinese, tier: .quadrant, zoom: 3, magnifier: Magnifier(fonts: .compiled, ownSize: .never))
        let ownSize = try Tesseract.score(.chinese, tier: .quadrant, zoom: 3)
        #expect(ownSize.fraction >= 0.9 && enlarged.fraction < ownSize.fraction, "enlarged \(enlarged), at own size \(ownSize)")
    }
}
