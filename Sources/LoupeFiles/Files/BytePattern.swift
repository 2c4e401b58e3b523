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
        guard !needle.isEmpty else { return nil }
        return needle.withUnsafeBufferPointer { n in
            skip.withUnsafeBufferPointer { table in
                guard let np = n.baseAddress, let skip = table.baseAddress else { return nil }
                return fold ? Self.search(base, from, end, np, n.count, skip, Self.lower) : Self.search(base, from, end, np, n.count, skip, { $0 })
            }
        }
    }

    /// Horspool's loop, on raw pointers, with `map` applied to each byte of the text.
    @inline(__always)
    private static func search(_ base: UnsafePointer<UInt8>, _ from: Int, _ end: Int, _ np: UnsafePointer<UInt8>, _ m: Int,
                               _ skip: UnsafePointer<Int>, _ map: (UInt8) -> UInt8) -> Int? {
        let last = np[m - 1]
        var i = from
        while i + m <= end {
            let c = map(base[i + m - 1])
            if c == last {
                var j = m - 2
                while j >= 0 && map(base[i + j]) == np[j] { j -= 1 }
                if j < 0 { return i }
            }
            i &+= skip[Int(c)]
        }
        return nil
    }
}
