import CUnistring

/// Display width of grapheme clusters, the single source of truth for columns in Loupe.
///
/// Widths come from libunistring per cluster, never summed per code point:
/// a ZWJ emoji sequence is 2 (where `u8_width` would say 6), VS16 makes a
/// cluster 2, VS15 makes it 1, a regional-indicator pair (a flag) is 2, and
/// combining marks add nothing to their base.
public enum GraphemeWidth {
    static let zwj: UInt32 = 0x200D
    static let vs15: UInt32 = 0xFE0E
    static let vs16: UInt32 = 0xFE0F

    /// The width of one scalar alone (libunistring's `uc_width`): -1 for controls.
    public static func scalarWidth(_ scalar: Unicode.Scalar, policy: WidthPolicy = .standard) -> Int {
        let v = scalar.value
        if v >= 0x20 && v < 0x7F { return 1 }
        let w = Int(uc_width(v, "UTF-8"))
        if w == 1 && policy.ambiguousIsWide && isAmbiguous(v) { return 2 }
        return w
    }

    /// Whether a code point has East Asian Width "Ambiguous" (binary search in the generated table).
    public static func isAmbiguous(_ v: UInt32) -> Bool {
        var lo = 0, hi = eastAsianAmbiguousRanges.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = eastAsianAmbiguousRanges[mid]
            if v < r.lowerBound { hi = mid - 1 } else if v > r.upperBound { lo = mid + 1 } else { return true }
        }
        return false
    }

    /// Whether a scalar is a regional indicator (half of a flag).
    public static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// The width of a cluster: 0 (it joins the previous cell), 1 or 2.
    /// A cluster that is a single control character reports -1.
    public static func width<C: Collection>(ofCluster scalars: C, policy: WidthPolicy = .standard) -> Int
    where C.Element == Unicode.Scalar {
        guard let first = scalars.first else { return 0 }
        let base = scalarWidth(first, policy: policy)
        if scalars.count == 1 { return min(base, 2) }
        var hasVS15 = false, hasVS16 = false, hasZWJ = false
        var maxWidth = base
        for s in scalars.dropFirst() {
            switch s.value {
            case vs15: hasVS15 = true
            case vs16: hasVS16 = true
            case zwj: hasZWJ = true
            default: maxWidth = max(maxWidth, scalarWidth(s, policy: policy))
            }
        }
        if isRegionalIndicator(first) { return 2 }
        if hasVS16 && uc_is_property_emoji(first.value) { return 2 }
        if hasVS15 && uc_is_property_emoji(first.value) { return 1 }
        if hasZWJ && uc_is_property_emoji(first.value) { return 2 }
        if base < 0 { return -1 }
        if base == 0 { return min(max(maxWidth, 0), 2) }
        return min(base, 2)
    }

    /// Whether `scalar` is printable ASCII or a printable Latin-1 character other than the soft
    /// hyphen: a grapheme cluster of its own wherever it stands among such scalars.
    @inline(__always) static func isStandaloneLatin1(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x80 ? PrintableASCII.contains(UInt8(v)) : v >= 0xA0 && v <= 0xFF && v != 0xAD
    }

    /// The width of a cluster given as a string.
    public static func width(of cluster: String, policy: WidthPolicy = .standard) -> Int {
        width(ofCluster: Array(cluster.unicodeScalars), policy: policy)
    }

    /// The width of a whole string as Loupe lays it out: the sum over its clusters,
    /// with a control counted as 1 (its placeholder) and a zero-width cluster as 0.
    public static func width(ofText text: String, policy: WidthPolicy = .standard) -> Int {
        // Printable ASCII is a column a byte (the status bar's texts, most names): no scalars made.
        if PrintableASCII.containsAll(text.utf8) { return text.utf8.count }
        // With Latin-1's signs and letters too (the status bar's "·"), each scalar is a cluster of its
        // own (their Grapheme_Cluster_Break is Other, but the soft hyphen's): no segmentation.
        if text.unicodeScalars.allSatisfy(isStandaloneLatin1) {
            return text.unicodeScalars.reduce(0) { $0 + min(scalarWidth($1, policy: policy), 2) }
        }
        let scalars = Array(text.unicodeScalars)
        var sum = 0
        for r in GraphemeSegmenter.clusterRanges(scalars) {
            let w = width(ofCluster: scalars[r], policy: policy)
            sum += w < 0 ? 1 : w
        }
        return sum
    }
}
