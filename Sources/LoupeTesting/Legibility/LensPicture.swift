import LoupeCore

/// A lens (the cells a magnifier drew) turned back into the picture a terminal shows: each block
/// character into its pixels, each character drawn at its own size into its GNU Unifont glyph,
/// black ink on white, so that OCR can read it (`OCRScore`) or a person can look at it (`pgm`).
///
/// Every cell is `cellWidth x cellHeight` pixels (8x16: xterm drawing with Unifont at 16 pixels);
/// a block character's pixels split it as a terminal splits it (a sextant's rows at thirds,
/// rounded). Colours are ignored: a pixel is ink where the character draws.
///
/// ```swift
/// let lens = Magnifier.standard.render(request)
/// let picture = LensPicture(lens, tier: .sextant)
/// let bytes = picture.blurred(sigma: 2).halved().pgm(margin: 24)   // a file tesseract reads
/// ```
public struct LensPicture: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Ink, 0 (none) to 255 (full), row by row.
    public private(set) var ink: [UInt8]

    /// A blank picture.
    public init(width: Int, height: Int, ink: [UInt8]? = nil) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.ink = ink ?? [UInt8](repeating: 0, count: self.width * self.height)
    }

    /// The picture of a lens drawn with `tier`'s block characters.
    public init(_ lens: CellBuffer, tier: MagnifierTier, cellWidth: Int = 8, cellHeight: Int = 16) {
        self.init(width: lens.columns * cellWidth, height: lens.rows * cellHeight)
        let blitter = tier.blitter
        for row in 0..<lens.rows {
            for column in 0..<lens.columns {
                let cell = lens[column, row]
                guard !cell.isContinuation, !cell.isBlank else { continue }
                let left = column * cellWidth, top = row * cellHeight
                if let blitter, let pattern = blitter.pattern(of: cell.grapheme) {
                    fill(pattern: pattern, blitter: blitter, left: left, top: top, cellWidth: cellWidth, cellHeight: cellHeight)
                } else {
                    draw(cell.grapheme, left: left, top: top, width: Int(max(1, cell.width)) * cellWidth, height: cellHeight)
                }
            }
        }
    }

    /// Sets the pixels of one block character.
    mutating func fill(pattern: Int, blitter: Blitter, left: Int, top: Int, cellWidth: Int, cellHeight: Int) {
        let pw = blitter.pixelColumns, ph = blitter.pixelRows
        for j in 0..<ph {
            for i in 0..<pw where (pattern >> (j * pw + i)) & 1 == 1 {
                let x0 = left + (i * cellWidth + pw / 2) / pw, x1 = left + ((i + 1) * cellWidth + pw / 2) / pw
                let y0 = top + (j * cellHeight + ph / 2) / ph, y1 = top + ((j + 1) * cellHeight + ph / 2) / ph
                for y in y0..<y1 { for x in x0..<x1 { ink[y * width + x] = 255 } }
            }
        }
    }

    /// Draws a character at its own size from its Unifont glyph (base and marks), scaled to the box.
    mutating func draw(_ grapheme: String, left: Int, top: Int, width boxWidth: Int, height boxHeight: Int) {
        for scalar in grapheme.unicodeScalars {
            guard let glyph = Unifont.glyph(scalar.value) else { continue }
            let glyphWidth = min(glyph.width, 2 * boxWidth)
            for y in 0..<boxHeight {
                for x in 0..<boxWidth where glyph.pixel(x: x * glyphWidth / boxWidth, y: y * Unifont.height / boxHeight) {
                    let px = left + x, py = top + y
                    if px < width, py < height { ink[py * width + px] = 255 }
                }
            }
        }
    }

    /// The picture seen through a nearly Gaussian blur of this standard deviation in pixels (as a
    /// screen and an eye soften block edges; OCR engines are trained on such text). The kernel is
    /// binomial, of order 4σ² rounded: σ = 1 is 1 4 6 4 1.
    public func blurred(sigma: Double) -> LensPicture {
        let order = Int((4 * sigma * sigma).rounded())
        guard order > 0, order <= 60 else { return self }
        let radius = order / 2
        var row: [Double] = [1]
        for _ in 0..<order { row = zip(row + [0], [0] + row).map(+) }
        let total = row.reduce(0, +)
        let weights = row.map { $0 / total }
        var across = [Double](repeating: 0, count: ink.count)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for (i, w) in weights.enumerated() {
                    let sx = min(max(x + i - radius, 0), width - 1)
                    sum += w * Double(ink[y * width + sx])
                }
                across[y * width + x] = sum
            }
        }
        var out = LensPicture(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                var sum = 0.0
                for (i, w) in weights.enumerated() {
                    let sy = min(max(y + i - radius, 0), height - 1)
                    sum += w * across[sy * width + x]
                }
                out.ink[y * width + x] = UInt8(min(255, max(0, sum.rounded())))
            }
        }
        return out
    }

    /// The picture at half its size, each pixel the mean of four.
    public func halved() -> LensPicture {
        var out = LensPicture(width: width / 2, height: height / 2)
        for y in 0..<out.height {
            for x in 0..<out.width {
                let sum = Int(ink[2 * y * width + 2 * x]) + Int(ink[2 * y * width + 2 * x + 1])
                    + Int(ink[(2 * y + 1) * width + 2 * x]) + Int(ink[(2 * y + 1) * width + 2 * x + 1])
                out.ink[y * out.width + x] = UInt8(sum / 4)
            }
        }
        return out
    }

    /// A binary PGM (P5) file of the picture, ink black on white, with a white margin around it.
    public func pgm(margin: Int = 0) -> [UInt8] {
        let m = max(0, margin)
        let w = width + 2 * m, h = height + 2 * m
        var bytes = Array("P5\n\(w) \(h)\n255\n".utf8)
        bytes.reserveCapacity(bytes.count + w * h)
        for y in 0..<h {
            for x in 0..<w {
                let inside = x >= m && x < m + width && y >= m && y < m + height
                bytes.append(inside ? 255 - ink[(y - m) * width + (x - m)] : 255)
            }
        }
        return bytes
    }

    /// The picture as text, `#` where the ink is at least half, `.` elsewhere (for a test's message).
    public var art: String {
        (0..<height).map { y in String((0..<width).map { x in ink[y * width + x] >= 128 ? "#" : "." }) }.joined(separator: "\n")
    }
}
