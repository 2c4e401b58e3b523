import Foundation
import LoupeCore
import Testing

/// Checks the blitter tables against the Unicode character names, independently of the tables' own order.
@Suite("Blitter tables")
struct BlitterTests {
    func name(_ glyph: String) -> String {
        guard glyph.unicodeScalars.count == 1, let s = glyph.unicodeScalars.first else { return "?" }
        return s.properties.name ?? "?"
    }

    @Test("each sextant entry is the character whose name lists exactly its pixels")
    func sextants() {
        let table = Blitter.sextant.glyphs
        #expect(table.count == 64)
        #expect(Set(table).count == 64)
        for (pattern, glyph) in table.enumerated() {
            let n = name(glyph)
            var expected: Int
            switch n {
            case "SPACE": expected = 0
            case "FULL BLOCK": expected = 63
            case "LEFT HALF BLOCK": expected = 0b010101
            case "RIGHT HALF BLOCK": expected = 0b101010
            default:
                guard n.hasPrefix("BLOCK SEXTANT-") else { Issue.record("unexpected \(n)"); continue }
                // Positions 1-6 count left to right, top to bottom: position n is bit n-1.
                expected = n.dropFirst("BLOCK SEXTANT-".count).reduce(0) { $0 | 1 << (Int(String($1))! - 1) }
            }
            #expect(pattern == expected, "\(glyph) \(n)")
        }
        // The sextant block holds 60 characters; the 4 missing patterns use older characters.
        #expect(table.filter { name($0).hasPrefix("BLOCK SEXTANT-") }.count == 60)
    }

    @Test("each quadrant entry is the character whose name lists exactly its pixels")
    func quadrants() {
        let bits = ["UPPER LEFT": 1, "UPPER RIGHT": 2, "LOWER LEFT": 4, "LOWER RIGHT": 8]
        let whole = ["SPACE": 0, "FULL BLOCK": 15, "UPPER HALF BLOCK": 3, "LOWER HALF BLOCK": 12,
                     "LEFT HALF BLOCK": 5, "RIGHT HALF BLOCK": 10]
        for (pattern, glyph) in Blitter.quadrant.glyphs.enumerated() {
            let n = name(glyph)
            if let w = whole[n] { #expect(pattern == w, "\(n)"); continue }
            #expect(n.hasPrefix("QUADRANT "), "\(n)")
            let parts = n.dropFirst("QUADRANT ".count).components(separatedBy: " AND ")
            #expect(pattern == parts.reduce(0) { $0 | (bits[$1] ?? 99) }, "\(n)")
        }
    }

    @Test("half blocks: space, upper, lower, full; and decoding inverts the table")
    func halfBlocks() {
        #expect(Blitter.halfblock.glyphs.map(name) == ["SPACE", "UPPER HALF BLOCK", "LOWER HALF BLOCK", "FULL BLOCK"])
        for blitter in [Blitter.sextant, .quadrant, .halfblock] {
            for (p, g) in blitter.glyphs.enumerated() { #expect(blitter.pattern(of: g) == p) }
            #expect(blitter.pattern(of: "a") == nil)
        }
    }
}
