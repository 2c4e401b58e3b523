/// The outline of a link's preview bubble (Safari's `UIPreviewParameters(textLineRects:)` on a
/// grid): one rectangle per row the link spans, padded by one cell on every side; rectangles
/// that overlap are one region; the outline runs on the region's edge cells, stair-stepped with
/// rounded corners (not a convex hull), and inside it are only the link's own cells (`interior`).
///
/// Pure geometry: cells outside `bounds` (the screen) are left out, so a link at an edge gets an
/// outline open on that side.
public struct BubbleOutline: Hashable, Sendable {
    /// The outline's cells and their box-drawing glyphs (`╭`, `─`, `╯`…), row-major.
    public let border: [GridPoint: String]
    /// The link's cells, the only cells shown inside.
    public let interior: Set<GridPoint>
    /// Cells inside the outline that are not the link's (masked: drawn blank).
    public let masked: Set<GridPoint>

    /// The outline around `spans` (a link's runs of cells), clipped to `bounds`.
    public init(spans: [RowSpan], bounds: GridRect) {
        var region = Set<GridPoint>()
        for span in spans where !span.columns.isEmpty {
            for row in (span.row - 1)...(span.row + 1) {
                for column in (span.columns.lowerBound - 1)...span.columns.upperBound { region.insert(GridPoint(column: column, row: row)) }
            }
        }
        let inside = Set(spans.flatMap { s in s.columns.map { GridPoint(column: $0, row: s.row) } })
        func isIn(_ c: Int, _ r: Int) -> Bool { region.contains(GridPoint(column: c, row: r)) }
        // Edge cells: in the region, with a neighbour (of eight) outside it; the link's own cells never.
        var edge = Set<GridPoint>()
        for p in region where !inside.contains(p) {
            let c = p.column, r = p.row
            if !(isIn(c - 1, r - 1) && isIn(c, r - 1) && isIn(c + 1, r - 1) && isIn(c - 1, r) && isIn(c + 1, r)
                && isIn(c - 1, r + 1) && isIn(c, r + 1) && isIn(c + 1, r + 1)) { edge.insert(p) }
        }
        var border: [GridPoint: String] = [:]
        for p in edge where bounds.contains(p) {
            let c = p.column, r = p.row
            func isEdge(_ c: Int, _ r: Int) -> Bool { edge.contains(GridPoint(column: c, row: r)) }
            // Two edge cells join when the boundary runs between them: a side of the pair lies outside.
            let left = isEdge(c - 1, r) && (!isIn(c - 1, r - 1) || !isIn(c, r - 1) || !isIn(c - 1, r + 1) || !isIn(c, r + 1))
            let right = isEdge(c + 1, r) && (!isIn(c + 1, r - 1) || !isIn(c, r - 1) || !isIn(c + 1, r + 1) || !isIn(c, r + 1))
            let up = isEdge(c, r - 1) && (!isIn(c - 1, r - 1) || !isIn(c - 1, r) || !isIn(c + 1, r - 1) || !isIn(c + 1, r))
            let down = isEdge(c, r + 1) && (!isIn(c - 1, r + 1) || !isIn(c - 1, r) || !isIn(c + 1, r + 1) || !isIn(c + 1, r))
            border[p] = Self.glyph(left: left, right: right, up: up, down: down)
        }
        self.border = border
        interior = inside.filter { bounds.contains($0) }
        masked = Set(region.filter { bounds.contains($0) && !inside.contains($0) && !edge.contains($0) })
    }

    /// The rounded box-drawing glyph joining the given sides.
    static func glyph(left: Bool, right: Bool, up: Bool, down: Bool) -> String {
        switch (left, right, up, down) {
        case (false, true, false, true): return "╭"
        case (true, false, false, true): return "╮"
        case (false, true, true, false): return "╰"
        case (true, false, true, false): return "╯"
        case (_, _, true, true) where !left && !right: return "│"
        case (true, true, false, false), (true, false, false, false), (false, true, false, false): return "─"
        case (false, false, _, _): return "│"
        default: return "┼"
        }
    }

    /// The outline as text over a blank grid of `size`, the link's cells as `#`, masked cells as
    /// `.`: for tests and for reading.
    public func picture(size: GridSize) -> String {
        (0..<size.rows).map { r in
            String((0..<size.columns).map { c -> Character in
                let p = GridPoint(column: c, row: r)
                if let g = border[p], let ch = g.first { return ch }
                if interior.contains(p) { return "#" }
                if masked.contains(p) { return "." }
                return " "
            })
        }.joined(separator: "\n")
    }
}
