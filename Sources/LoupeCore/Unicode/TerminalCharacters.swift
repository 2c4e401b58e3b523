/// Cutting text into cells the way a terminal that advances per code point does: each
/// character with a width starts a cell, and the zero-width ones after it (combining marks,
/// joiners, variation selectors) ride in it.
public enum TerminalCharacters {
    /// The scalar ranges of the cells of `scalars`: grapheme clusters, cut again before every
    /// scalar with a width under `WidthPolicy.Cells.terminalCharacters` (and `.tmux`, except
    /// after a zero-width joiner).
    public static func cellRanges(_ scalars: [Unicode.Scalar], policy: WidthPolicy) -> [Range<Int>] {
        let clusters = GraphemeSegmenter.clusterRanges(scalars)
        guard policy.cells != .graphemes else { return clusters }
        let joins = policy.cells == .tmux
        var out: [Range<Int>] = []
        out.reserveCapacity(clusters.count)
        for cluster in clusters {
            var start = cluster.lowerBound
            for i in (cluster.lowerBound + 1)..<max(cluster.lowerBound + 1, cluster.upperBound)
            where GraphemeWidth.scalarWidth(scalars[i], policy: policy) > 0 && !(joins && scalars[i - 1].value == 0x200D) {
                out.append(start..<i)
                start = i
            }
            out.append(start..<cluster.upperBound)
        }
        return out
    }
}
