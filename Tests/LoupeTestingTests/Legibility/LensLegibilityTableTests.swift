import Foundation
import LoupeCore
import LoupeTesting
import Testing

/// Writes `docs/lens-ocr.md`: every script sample read back by OCR from the lens at each tier and
/// zoom, enlarged and (for the scripts `OwnSizeRule` may leave at their own size) at its own size.
/// Run it on purpose, it takes minutes: `LOUPE_OCR_TABLE=docs/lens-ocr.md swift test --filter LensLegibilityTable`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LOUPE_OCR_TABLE"] != nil, "set LOUPE_OCR_TABLE=PATH to write the OCR table"))
struct LensLegibilityTableTests {
    static let own: Set<LensScript> = [.han, .kana, .hangul]

    @Test func writeTheTable() throws {
        let path = try #require(ProcessInfo.processInfo.environment["LOUPE_OCR_TABLE"])
        let samples = ScriptSample.all.filter { Tesseract.reads([$0.language]) }
        #expect(samples.count == ScriptSample.all.count, "tesseract lacks some languages: \(Tesseract.languages.sorted())")
        let enlarged = Magnifier(fonts: .compiled, ownSize: .never)
        let ownSize = Magnifier(fonts: .compiled, ownSize: OwnSizeRule(scripts: Dictionary(uniqueKeysWithValues:
            [MagnifierTier.sextant, .quadrant, .halfblock].map { ($0, [2: Self.own, 3: Self.own, 4: Self.own]) })))
        var rows = ["| script | tier | zoom | enlarged | other face | at own size | the lens draws it | read enlarged |",
                    "|---|---|---|---|---|---|---|---|"]
        for sample in samples {
            let script = LensScript.of(sample.lines[0].unicodeScalars.first?.value ?? 0)
            // Greek, Cyrillic and Hebrew have two faces: the figure for the one the lens does not use.
            let twoFaces = ["greek", "cyrillic", "hebrew"].contains(sample.name)
            for tier in [MagnifierTier.sextant, .quadrant, .halfblock] {
                for zoom in [3, 4] {
                    let big = try Tesseract.score(sample, tier: tier, zoom: zoom, magnifier: enlarged)
                    var other = "—", small = "—", face = ""
                    if twoFaces {
                        let unifont = FaceChoice.standard.unifontTiers.contains(tier)
                        var otherFace = enlarged
                        otherFace.faces = unifont ? .tierFontFirst : .unifontEverywhere
                        other = Self.percent(try Tesseract.score(sample, tier: tier, zoom: zoom, magnifier: otherFace).fraction)
                            + (unifont ? " misc-fixed" : " Unifont")
                        face = unifont ? " (Unifont)" : " (misc-fixed)"
                    }
                    if Self.own.contains(script) {
                        small = Self.percent(try Tesseract.score(sample, tier: tier, zoom: zoom, magnifier: ownSize).fraction)
                    }
                    let drawn = Magnifier.standard.ownSize.drawsAtOwnSize(script, tier: tier, zoom: zoom) ? "at own size" : "enlarged" + face
                    let text = big.texts.joined(separator: " / ").replacingOccurrences(of: "|", with: "\\|")
                    rows.append("| \(sample.name) | \(tier.rawValue) | \(zoom) | \(Self.percent(big.fraction)) | \(other) | \(small) | \(drawn) | \(text) |")
                }
            }
        }
        let text = """
        # The lens read back by OCR

        Written by `Tests/LoupeTestingTests/Legibility/LensLegibilityTableTests.swift`
        (`LOUPE_OCR_TABLE=docs/lens-ocr.md swift test --filter LensLegibilityTable`); do not edit.

        Each script's lines (`ScriptSample`) are drawn on a screen of their own width, magnified
        whole, turned back into a picture (`LensPicture`: 8x16-pixel cells, block characters into
        their pixels, characters at their own size from Unifont), and read by tesseract 5 with the
        script's language, at the terminal's size blurred by one pixel and at half size, the
        better reading counting. The figure is the share of the lines' characters (spaces left
        out) read back in order. "Enlarged" is the lens as it draws the script (Han, kana and
        hangul enlarged even where the lens does not). "Other face" is Greek, Cyrillic and Hebrew
        drawn from the face `FaceChoice.standard` does not take at that tier (misc-fixed or
        Unifont). "At own size" is the same lens with the script drawn once at its own size in
        the middle of its enlarged box; `OwnSizeRule.standard` draws a script so where that reads
        better and the issue allows it (only Han, kana and hangul, never in sextants at zoom 4).

        \(rows.joined(separator: "\n"))

        """
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func percent(_ f: Double) -> String { "\(Int((f * 100).rounded()))%" }
}
