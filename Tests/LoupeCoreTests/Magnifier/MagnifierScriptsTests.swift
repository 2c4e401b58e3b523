@testable import LoupeCore
import Testing

/// The lens enlarges every script it has a glyph for (issue 29): Greek, Cyrillic, Hebrew and Thai
/// in every tier; Han, kana and hangul where `OwnSizeRule` allows, else once at their own size.
@Suite("Magnifier over every script")
struct MagnifierScriptsTests {
    typealias F = MagnifierFixture

    /// Lines of `demo/multilingual.txt` and a Hebrew one, by script.
    static let lines: [(script: String, line: String)] = [
        ("greek", "καλημέρα κόσμε"), ("cyrillic", "съешь же ещё этих булок"), ("hebrew", "שלום עולם ספר גדול"),
        ("thai", "สวัสดีชาวโลก"), ("chinese", "放大镜让你看清每一个字"), ("japanese", "ルーペで文字を選ぶ"),
        ("korean", "돋보기로 글자를 고릅니다"),
    ]
    static let alphabets = lines.prefix(4)

    /// The whole line magnified: a lens exactly as wide as the enlarged line.
    func lens(_ line: String, tier: MagnifierTier, zoom k: Int, magnifier: Magnifier = F.magnifier) -> (CellBuffer, CellBuffer) {
        let width = GraphemeWidth.width(ofText: line)
        let source = F.source([line], columns: width)
        let out = magnifier.render(MagnifierRequest(source: source, focusRow: 0, centerColumn: Double(width) / 2, caretColumn: nil,
                                                    size: GridSize(columns: width * k, rows: k), tier: tier, zoom: k))
        return (source, out)
    }

    /// The cells of a lens that are not the tier's block characters: characters at their own size.
    func ownSizeCells(_ out: CellBuffer, _ tier: MagnifierTier) throws -> [String] {
        let blitter = try #require(tier.blitter)
        var found: [String] = []
        for y in 0..<out.rows {
            for x in 0..<out.columns where !out[x, y].isContinuation && blitter.pattern(of: out[x, y].grapheme) == nil {
                found.append(out[x, y].grapheme)
            }
        }
        return found
    }

    @Test("at zoom 4 in sextants every script is enlarged: block characters only", arguments: lines.map(\.line))
    func sextantsAtZoom4EnlargeEverything(_ line: String) throws {
        let (_, out) = lens(line, tier: .sextant, zoom: 4)
        #expect(try ownSizeCells(out, .sextant).isEmpty)
        // And something is drawn: at least a pixel for every character that is not a space.
        let blitter = try #require(MagnifierTier.sextant.blitter)
        let inked = (0..<out.columns).filter { x in (0..<4).contains { y in (blitter.pattern(of: out[x, y].grapheme) ?? 0) != 0 } }
        #expect(inked.count >= line.filter { !$0.isWhitespace }.count)
    }

    @Test("Greek, Cyrillic, Hebrew and Thai are enlarged in every tier at zoom 3 and 4",
          arguments: alphabets.map(\.line), [MagnifierTier.sextant, .quadrant, .halfblock])
    func alphabetsAreEnlargedEverywhere(_ line: String, tier: MagnifierTier) throws {
        for k in [3, 4] {
            let (_, out) = lens(line, tier: tier, zoom: k)
            #expect(try ownSizeCells(out, tier).isEmpty, "\(tier) \(k)x")
        }
    }

    @Test("Han, kana and hangul are drawn at their own size exactly where the rule says",
          arguments: lines.suffix(3).map(\.line), [MagnifierTier.sextant, .quadrant, .halfblock])
    func cjkFollowsTheRule(_ line: String, tier: MagnifierTier) throws {
        for k in [2, 3, 4] {
            let (source, out) = lens(line, tier: tier, zoom: k)
            let own = try ownSizeCells(out, tier)
            // Every character whose script the rule names, once, and nothing else.
            var expected: [String] = []
            for x in 0..<source.columns where !source[x, 0].isContinuation && !source[x, 0].isBlank {
                let base = source[x, 0].grapheme.unicodeScalars.first?.value ?? 0
                if OwnSizeRule.standard.drawsAtOwnSize(LensScript.of(base), tier: tier, zoom: k) { expected.append(source[x, 0].grapheme) }
            }
            #expect(own == expected, "\(tier) \(k)x")
        }
    }

    @Test func theRuleKeepsTheIssuesLimits() {
        let rule = OwnSizeRule.standard
        for script in LensScript.allCases {
            #expect(!rule.drawsAtOwnSize(script, tier: .sextant, zoom: 4), "\(script): never at its own size in sextants at zoom 4")
        }
        for tier in MagnifierTier.allCases {
            for k in 2...4 { #expect(!rule.drawsAtOwnSize(.other, tier: tier, zoom: k), "only CJK may stay at its own size") }
        }
    }

    @Test func aWideCharacterTakesTwiceZoomColumnsAndItsShrunkGlyph() throws {
        // 文 between two a's in sextants at zoom 4: columns 4..<12 hold Unifont's 16x16 glyph shrunk to 16x12.
        let (_, out) = lens("a文a", tier: .sextant, zoom: 4)
        let blitter = try #require(MagnifierTier.sextant.blitter)
        let pixels = try #require(F.decode(out, blitter: blitter, columns: 4..<12, rows: 0..<4))
        let glyph = try #require(Unifont.glyph(0x6587))
        let shrunk = StrokeResampler.resample(glyph.rows, width: 16, toWidth: 16, toHeight: 12)
        #expect(pixels == shrunk.map { row in (0..<16).map { (row >> UInt16($0)) & 1 == 1 } })
        let a = try #require(F.decode(out, blitter: blitter, columns: 12..<16, rows: 0..<4))
        #expect(a == F.glyphPixels(try #require(F.fonts.font(tier: .sextant, zoom: 4, bold: false)), 0x61), "the a after it is in place")
    }

    @Test func combiningMarksAreDrawnOverTheirBase() throws {
        let blitter = try #require(MagnifierTier.sextant.blitter)
        // e + U+0301 in sextants at zoom 3: 6x9 has both, and the cell is the two glyphs together.
        let (_, out) = lens("e\u{301}", tier: .sextant, zoom: 3)
        let font = try #require(F.fonts.font(tier: .sextant, zoom: 3, bold: false))
        let e = F.glyphPixels(font, 0x65), acute = F.glyphPixels(font, 0x301)
        #expect(acute.joined().contains(true) && acute != e)
        #expect(try #require(F.decode(out, blitter: blitter, columns: 0..<3, rows: 0..<3)) == zip(e, acute).map { zip($0, $1).map { $0 || $1 } })
        // Thai ดี (ด + the vowel sign ี above it) at zoom 4: Unifont's two glyphs together, shrunk.
        let (_, thai) = lens("ดี", tier: .sextant, zoom: 4)
        let base = try #require(Unifont.glyph(0x0E14)), mark = try #require(Unifont.glyph(0x0E35))
        let together = StrokeResampler.resample(zip(base.rows, mark.rows).map { $0 | $1 }, width: 8, toWidth: 8, toHeight: 12)
        #expect(try #require(F.decode(thai, blitter: blitter, columns: 0..<4, rows: 0..<4)) == together.map { row in (0..<8).map { (row >> UInt16($0)) & 1 == 1 } })
    }

    @Test func quadrantsTakeGreekFromUnifontAndSextantsFromMiscFixed() throws {
        // κ: in sextants at zoom 3 it is misc-fixed 6x9's glyph; in quadrants at zoom 4 Unifont's, halved.
        let sextant = try #require(MagnifierTier.sextant.blitter), quadrant = try #require(MagnifierTier.quadrant.blitter)
        let (_, s3) = lens("κ", tier: .sextant, zoom: 3)
        #expect(try #require(F.decode(s3, blitter: sextant, columns: 0..<3, rows: 0..<3))
            == F.glyphPixels(try #require(F.fonts.font(tier: .sextant, zoom: 3, bold: false)), 0x03BA))
        let (_, q4) = lens("κ", tier: .quadrant, zoom: 4)
        let kappa = try #require(Unifont.glyph(0x03BA))
        let halved = (0..<8).map { kappa.rows[2 * $0] | kappa.rows[2 * $0 + 1] }
        #expect(try #require(F.decode(q4, blitter: quadrant, columns: 0..<4, rows: 0..<4)) == halved.map { row in (0..<8).map { (row >> UInt16($0)) & 1 == 1 } })
    }

    @Test func emojiAndJoinedSequencesStayAtTheirOwnSize() throws {
        for text in ["👍🏽", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "👨\u{200D}👩\u{200D}👧"] {
            let (_, out) = lens(text, tier: .sextant, zoom: 4)
            #expect(try ownSizeCells(out, .sextant) == [text], "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
