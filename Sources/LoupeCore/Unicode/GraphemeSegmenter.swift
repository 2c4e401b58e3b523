import CUnistring

/// Splits text into extended grapheme clusters with libunistring.
public enum GraphemeSegmenter {
    /// The clusters of a run of scalars, as index ranges into it.
    public static func clusterRanges(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        let n = scalars.count
        guard n > 0 else { return [] }
        // Fast path: all ASCII with no CR LF pairs, each scalar is a cluster.
        if scalars.allSatisfy({ $0.value < 0x80 && $0.value != 0x0D }) {
            return (0..<n).map { $0..<($0 + 1) }
        }
        var breaks = [CChar](repeating: 0, count: n)
        let codes = scalars.map { $0.value }
        codes.withUnsafeBufferPointer { src in
            breaks.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let p = dst.baseAddress else { return }
                u32_grapheme_breaks(s, n, p)
            }
        }
        var ranges: [Range<Int>] = []
        var start = 0
        for i in 1..<n where breaks[i] != 0 {
            ranges.append(start..<i)
            start = i
        }
        ranges.append(start..<n)
        return ranges
    }

    /// The clusters of a string, each as a `String`.
    public static func clusters(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return clusterRanges(scalars).map { range in
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[range])
            return String(s)
        }
    }
}
