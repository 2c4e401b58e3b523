import Foundation
@testable import LoupeCore
import Testing

/// The fonts compiled into LoupeCore are exactly the BDF files they were generated from
/// (`Magnifier/Fonts/make-compiled-fonts.py`): read with `BDFParser`, glyph for glyph, and the
/// tiers derived from either are the same.
@Suite struct CompiledFontTests {
    static let fontsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LoupeCore/Magnifier/Fonts")

    static func parsed(_ name: String) throws -> BitmapFont {
        let text = try String(contentsOf: fontsDirectory.appendingPathComponent(name + ".bdf"), encoding: .utf8)
        return try BDFParser().parse(text)
    }

    @Test(arguments: zip(MagnifierFonts.bundledFileNames, [CompiledFont.fixed4x6, .fixed6x9, .fixed8x13, .fixed8x13Bold]))
    func theCompiledFontIsTheBDFFile(_ name: String, _ compiled: CompiledFont) throws {
        let fromFile = PixelFont(try Self.parsed(name))
        let built = compiled.pixelFont
        #expect(built.width == fromFile.width && built.height == fromFile.height, "\(name)")
        #expect(built.codePoints == fromFile.codePoints, "\(name): the same code points in the same order")
        #expect(built.masks == fromFile.masks, "\(name): the same pixels")
        for cp in fromFile.codePoints.prefix(40) + fromFile.codePoints.suffix(40) {
            #expect(built.glyphIndex(cp) == fromFile.glyphIndex(cp), "\(name) U+\(String(cp, radix: 16))")
        }
        #expect(built.glyphIndex(0x1F600) == nil)
    }

    @Test func everyTierIsDerivedAsFromTheFiles() throws {
        let sources = MagnifierFonts.Sources(fixed4x6: try Self.parsed("4x6"), fixed6x9: try Self.parsed("6x9"),
                                             fixed8x13: try Self.parsed("8x13"), fixed8x13Bold: try Self.parsed("8x13B"))
        let fromFiles = MagnifierFonts(sources: sources)
        #expect(MagnifierFonts.compiled.fonts.keys.sorted { "\($0)" < "\($1)" } == fromFiles.fonts.keys.sorted { "\($0)" < "\($1)" })
        for (key, font) in fromFiles.fonts {
            let compiled = try #require(MagnifierFonts.compiled.fonts[key])
            #expect(compiled.masks == font.masks && compiled.codePoints == font.codePoints, "\(key)")
        }
    }
}
