import LoupeCore

/// Shared fixtures for the magnifier tests.
enum MagnifierFixture {
    /// The bundled fonts, loaded once.
    static let fonts: MagnifierFonts = {
        do { return try MagnifierFonts.bundled() } catch { fatalError("bundled magnifier fonts: \(error)") }
    }()

    static let magnifier = Magnifier(fonts: fonts)

    static let blockTiers: [MagnifierTier] = [.sextant, .quadrant, .halfblock]

    /// A one-row (or more) source buffer holding lines of text.
    static func source(_ lines: [String], columns: Int? = nil, style: Style = .plain) -> CellBuffer {
        let width = columns ?? (lines.map { $0.count }.max() ?? 0)
        var buffer = CellBuffer(columns: width, rows: lines.count)
        for (row, line) in lines.enumerated() { buffer.write(line, column: 0, row: row, style: style) }
        return buffer
    }

    /// The pixels drawn by a rectangle of block cells, decoded with the tier's blitter.
    /// Returns nil for any cell that is not one of the blitter's characters.
    static func decode(_ buffer: CellBuffer, blitter: Blitter, columns: Range<Int>, rows: Range<Int>) -> [[Bool]]? {
        let pw = blitter.pixelColumns, ph = blitter.pixelRows
        var pixels = [[Bool]](repeating: [Bool](repeating: false, count: columns.count * pw), count: rows.count * ph)
        for (cy, y) in rows.enumerated() {
            for (cx, x) in columns.enumerated() {
                guard let pattern = blitter.pattern(of: buffer[x, y].grapheme) else { return nil }
                for j in 0..<ph {
                    for i in 0..<pw where (pattern >> (j * pw + i)) & 1 == 1 { pixels[cy * ph + j][cx * pw + i] = true }
                }
            }
        }
        return pixels
    }

    /// A font glyph as a pixel grid (all false when the font lacks it).
    static func glyphPixels(_ font: PixelFont, _ codePoint: UInt32) -> [[Bool]] {
        (0..<font.height).map { y in (0..<font.width).map { x in font.pixel(codePoint, x: x, y: y) } }
    }

    /// Pixel grid as text, `#` on and `.` off, rows joined by newlines.
    static func art(_ pixels: [[Bool]]) -> String {
        pixels.map { row in String(row.map { $0 ? "#" : "." }) }.joined(separator: "\n")
    }
}
