import Foundation
@testable import LoupeCore
import Testing

/// The Unifont glyphs compiled into `CUnifont` (`Magnifier/Fonts/make-unifont.py`) are exactly
/// Debian's `unifont.hex`, glyph for glyph, and a lookup finds each of them and nothing else.
@Suite struct UnifontDataTests {
    static let hexPath = "/usr/share/unifont/unifont.hex"

    /// unifont.hex's Basic Multilingual Plane, controls left out, as the generator keeps it.
    static func hexGlyphs() throws -> [UInt32: UnifontGlyph] {
        var glyphs: [UInt32: UnifontGlyph] = [:]
        for line in try String(contentsOfFile: hexPath, encoding: .ascii).split(separator: "\n") {
            let parts = line.split(separator: ":")
            guard parts.count == 2, let code = UInt32(parts[0], radix: 16), code <= 0xFFFF,
                  !(code < 0x20 || (0x7F..<0xA0).contains(code)) else { continue }
            let digits = Array(parts[1])
            let width = digits.count == 32 ? 8 : 16
            let perRow = width / 4
            var rows: [UInt16] = []
            for y in 0..<16 {
                let value = try #require(UInt16(String(digits[(y * perRow)..<((y + 1) * perRow)]), radix: 16))
                var row: UInt16 = 0
                for x in 0..<width where (value >> UInt16(width - 1 - x)) & 1 == 1 { row |= 1 << UInt16(x) }
                rows.append(row)
            }
            glyphs[code] = UnifontGlyph(width: width, rows: rows)
        }
        return glyphs
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: hexPath), "needs unifont.hex (Debian package unifont)"))
    func everyGlyphIsTheHexFile() throws {
        let hex = try Self.hexGlyphs()
        #expect(hex.count > 50_000)
        #expect(Unifont.glyphCount == hex.count, "the same number of glyphs")
        var mismatches: [String] = []
        for code in UInt32(0)...0xFFFF {
            let compiled = Unifont.glyph(code)
            if compiled != hex[code] { mismatches.append(String(code, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) code points differ, first \(mismatches.prefix(10))")
    }

    @Test func glyphsHaveTheirWidthAndNothingOutsideTheBMP() throws {
        let kappa = try #require(Unifont.glyph(0x03BA))
        #expect(kappa.width == 8 && kappa.rows.count == 16)
        // κ: a stem in column 2 from row 6 to row 13, nothing in the top rows.
        #expect((6...13).allSatisfy { kappa.pixel(x: 2, y: $0) })
        #expect(kappa.rows[0..<6].allSatisfy { $0 == 0 })
        #expect(try #require(Unifont.glyph(0x6587)).width == 16, "文 is wide")
        #expect(try #require(Unifont.glyph(0xAC00)).width == 16, "가 is wide")
        #expect(Unifont.glyph(0x41)?.rows.contains { $0 > 0xFF } == false, "a narrow glyph stays in 8 columns")
        #expect(Unifont.glyph(0x1F600) == nil, "no emoji: outside the BMP")
        #expect(Unifont.glyph(0x01) == nil && Unifont.glyph(0x85) == nil, "no controls")
        #expect(Unifont.glyph(0xE000) == nil, "no private use")
        #expect(Unifont.glyph(0x110000) == nil)
    }
}
