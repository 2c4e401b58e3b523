import LoupeCore

/// A frame's link index map, painted the first time something asks for it (a pointer event,
/// Tab), not on every frame: typing in the find bar or paging changes the frame many times
/// between two uses, and painting runs the detection rules over every row.
///
/// It keeps no frame of its own: a kept copy would share the view's storage, and the view's
/// next change (the status bar, a highlight) would copy every cell of the screen. The view
/// lends its frame only while it paints (`map(of:)`); the content rows the map reads are the
/// same until the view makes a new map (see `PagerView.updateLinks`). It stays inside the view:
/// the reducer is given the painted map, a value (`PagerReducer.needsLinks`).
final class LazyLinkMap: @unchecked Sendable {
    // @unchecked Sendable: used only by the interface thread that owns the view.
    private var source: (rows: Range<Int>, hyperlinks: HyperlinkTable?, detector: LinkDetector)?
    private var painted: LinkIndexMap?
    private var lent: CellBuffer?

    /// A map painted already.
    init(_ map: LinkIndexMap) { painted = map }

    /// The map of a frame's `rows`, painted when first asked for from the frame lent then.
    init(rows: Range<Int>, hyperlinks: HyperlinkTable?, detector: LinkDetector) {
        source = (rows, hyperlinks, detector)
    }

    /// Lends the frame the map is to be painted from (the view's frame, whose content rows the map describes).
    func lend(_ frame: CellBuffer) {
        if painted == nil { lent = frame }
    }

    /// Gives the lent frame back, so the view's frame is again the only reference to its cells.
    func takeBack() { lent = nil }

    /// The map (painted now, from the lent frame, if it was not yet; empty without one).
    var map: LinkIndexMap {
        if let painted { return painted }
        guard let source, let frame = lent else { return .empty }
        let map = LinkIndexMap(frame: frame, rows: source.rows, hyperlinks: source.hyperlinks, detector: source.detector)
        painted = map
        self.source = nil
        lent = nil
        return map
    }

    /// The map, painted from `frame` if it was not yet.
    func map(of frame: CellBuffer) -> LinkIndexMap {
        lend(frame)
        defer { takeBack() }
        return map
    }
}
