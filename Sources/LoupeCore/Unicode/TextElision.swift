/// Shortening text to a number of terminal columns, whole grapheme clusters at a time.
public enum TextElision {
    /// The end of `text` that fits in `width` columns, led by `…` when anything was cut:
    /// `/home/me/logs/app.log` in 12 columns is `…/app.log` (a path keeps its file name).
    /// Text that fits is returned unchanged; a width under 1 gives the empty string.
    public static func keepingEnd(_ text: String, width: Int, policy: WidthPolicy = .standard) -> String {
        guard width > 0 else { return "" }
        if GraphemeWidth.width(ofText: text, policy: policy) <= width { return text }
        var kept: [String] = []
        var used = 1  // the ellipsis
        for cluster in GraphemeSegmenter.clusters(text).reversed() {
            let w = GraphemeWidth.width(of: cluster, policy: policy)
            if used + w > width { break }
            kept.append(cluster)
            used += w
        }
        return "…" + kept.reversed().joined()
    }
}
