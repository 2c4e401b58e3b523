import LoupeCore

/// A frame's link index map, painted the first time something asks for it (a pointer event,
/// Tab), not on every frame: typing in the find bar or paging changes the frame many times
/// between two uses, and painting runs the detection rules over every row.
///
/// It keeps the frame it was made for (a copy that shares storage until the view draws again).
final class LazyLinkMap: @unchecked Sendable {
    // @unchecked Sendable: used only by the interface thread that owns the view.
    private var source: (frame: CellBuffer, rows: Range<Int>, hyperlinks: HyperlinkTable?, detector: LinkDetector)?
    private var painted: LinkIndexMap?

    /// A map painted already.
    init(_ map: LinkIndexMap) { painted = map }

    /// The map of `frame`'s `rows`, painted when first asked for.
    init(frame: CellBuffer, rows: Range<Int>, hyperlinks: HyperlinkTable?, detector: LinkDetector) {
        source = (frame, rows, hyperlinks, detector)
    }

    /// The map (painted now if it was not yet).
    var map: LinkIndexMap {
        if let painted { return painted }
        guard let source else { return .empty }
        let map = LinkIndexMap(frame: source.frame, rows: source.rows, hyperlinks: source.hyperlinks, detector: source.detector)
        painted = map
        self.source = nil
        return map
    }
}
