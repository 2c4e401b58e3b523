/// A literal searched for in raw bytes (Boyer-Moore-Horspool: it skips ahead by up to its
/// length at each step, as grep does), with ASCII letters folded when asked.
struct BytePattern {
    /// The bytes, folded when `fold`.
    let needle: [UInt8]
    /// Whether ASCII letters match either case.
    let fold: Bool
    private var skip = [Int](repeating: 0, count: 256)

    /// A pattern for `needle` (not empty).
    init(_ needle: [UInt8], fold: Bool) {
        self.fold = fold
        self.needle = fold ? needle.map(Self.lower) : needle
        let m = self.needle.count
        for b in 0..<256 { skip[b] = m }
        for i in 0..<max(0, m - 1) { skip[Int(self.needle[i])] = m - 1 - i }
    }

    @inline(__always) static func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }

    /// The first occurrence starting in `from..<end` (and ending by `end`), or nil.
    func firstIndex(in base: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
        let m = needle.count
        guard m > 0 else { return nil }
        return needle.withUnsafeBufferPointer { n -> Int? in
            guard let np = n.baseAddress else { return nil }
            let last = np[m - 1]
            var i = from
            while i + m <= end {
                var c = base[i + m - 1]
                if fold { c = Self.lower(c) }
                if c == last {
                    var j = m - 2
                    while j >= 0 {
                        var d = base[i + j]
                        if fold { d = Self.lower(d) }
                        if d != np[j] { break }
                        j -= 1
                    }
                    if j < 0 { return i }
                }
                i += skip[Int(c)]
            }
            return nil
        }
    }
}
