import LoupeCore

/// A test double for the magnifier: every source cell becomes k x k copies of
/// itself (wide characters k wide copies), and the caret a `▏` bar on the
/// focus row's k rows. It follows the magnifier's geometry (focus row's rows in
/// the vertical middle, `centerColumn` at the horizontal centre) so snapshots of
/// placement, frame, animation and compositing do not depend on the glyph tiers.
///
/// ```swift
/// var scene = LoupeScene("hello world")      // draws with a RepeatLens by default
/// let frame = scene.settled(scene.selecting(6, 0))
/// ```
public struct RepeatLens: Magnifying {
    /// Creates the stand-in.
    public init() {}

    /// The request's spot with every cell copied k x k and the caret as a bar.
    public func render(_ request: MagnifierRequest) -> CellBuffer {
        let k = request.tier == .spread ? 1 : max(1, request.zoom)
        let w = request.size.columns, h = request.size.rows
        var out = CellBuffer(size: request.size)
        guard w > 0, h > 0 else { return out }
        let focusTop = (h - k) / 2
        func x(_ boundary: Double) -> Int { Int(((boundary - request.centerColumn) * Double(k) + Double(w) / 2 + 1e-9).rounded(.down)) }
        let rowsAbove = (focusTop + k - 1) / k
        for dr in -rowsAbove...((h - focusTop) / k + 1) {
            let sr = request.focusRow + dr
            guard sr >= 0, sr < request.source.rows else { continue }
            let first = Int((request.centerColumn - Double(w) / Double(2 * k)).rounded(.down)) - 2
            let last = Int((request.centerColumn + Double(w) / Double(2 * k)).rounded(.up)) + 2
            for sc in max(0, first)..<min(request.source.columns, last) {
                let cell = request.source[sc, sr]
                if cell.isContinuation { continue }
                let width = Int(max(1, cell.width))
                let x0 = x(Double(sc))
                for i in 0..<k {
                    for j in 0..<k { out.put(cell, column: x0 + i * width, row: focusTop + dr * k + j) }
                }
            }
        }
        if let caret = request.caretColumn {
            for j in 0..<k { out.put(Cell("▏", style: request.caretStyle), column: x(caret), row: focusTop + j) }
        }
        return out
    }
}
