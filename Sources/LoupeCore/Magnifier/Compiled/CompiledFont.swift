/// A source font compiled into the library: every glyph already drawn into the font's
/// character cell, in code point order. Loading one is copying two arrays: no parsing, no
/// file, no thread. `Fonts/make-compiled-fonts.py` writes them from the BDF files, and a test
/// checks them against `BDFParser`'s reading of the same files.
struct CompiledFont: Sendable {
    /// Cell width in pixels.
    let width: Int
    /// Cell height in pixels (ascent plus descent).
    let height: Int
    /// The code points, ascending.
    let codePoints: [UInt32]
    /// `height` rows per code point; bit x is pixel column x.
    let masks: [UInt16]

    /// The font as a tier draws it.
    var pixelFont: PixelFont {
        PixelFont(width: width, height: height, codePoints: codePoints, masks: masks)
    }
}
