/// Shortening text to a number of terminal columns, whole grapheme clusters at a time.
public enum TextElision {
    /// The end of `text` that fits in `width` columns, led by `…` when anything was cut:
    /// `/home/me/logs/app.log` in 12 columns is `…/app.log` (a path keeps its file name).
    /// Text that fits is returned unchanged; a width under 1 gives the empty string.
    public static func keepingEnd(_ text: String, width: Int, policy: WidthPolicy = .standard) -> String {
        guard width > 0 else { return "" }
        // Text that fits is not cut into clusters (the status line asks on every frame).
        if GraphemeWidth.width(ofText: text, policy: policy) <= width { return text }
        return "…" + kept(GraphemeSegmenter.clusters(text).reversed(), width: width, policy: policy).reversed().joined()
    }

    /// The start of `text` that fits in `width` columns, followed by `…` when anything was cut:
    /// `Segmentation fault` in 10 columns is `Segmentat…` (a menu item's title).
    /// Text that fits is returned unchanged; a width under 1 gives the empty string.
    public static func keepingStart(_ text: String, width: Int, policy: WidthPolicy = .standard) -> String {
        guard width > 0 else { return "" }
        if GraphemeWidth.width(ofText: text, policy: policy) <= width { return text }
        return kept(GraphemeSegmenter.clusters(text), width: width, policy: policy).joined() + "…"
    }

    /// The clusters, in the order given, that fit in `width` columns beside an ellipsis.
    private static func kept(_ clusters: some Sequence<String>, width: Int, policy: WidthPolicy) -> [String] {
        var kept: [String] = []
        var used = 1  // the ellipsis
        for cluster in clusters {
            let w = GraphemeWidth.width(of: cluster, policy: policy)
            if used + w > width { break }
            kept.append(cluster)
            used += w
        }
        return kept
    }
}
