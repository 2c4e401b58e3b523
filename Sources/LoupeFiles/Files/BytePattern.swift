#if canImport(Glibc)
import Glibc
#endif

/// A literal searched for in raw bytes, ASCII letters folded when asked. It jumps with
/// `memchr` (vectorised in the C library) to each place its rarest byte occurs and checks
/// the rest there, as grep and ripgrep do; in a log most bytes are never looked at twice.
struct BytePattern {
    /// The bytes, folded when `fold`.
    let needle: [UInt8]
    /// Whether ASCII letters match either case.
    let fold: Bool
    /// Which byte of the needle is looked for first: the one least common in text.
    let rare: Int
    /// How many bytes the two cases of a folded rare byte are looked for at a time.
    let block: Int

    /// A pattern for `needle` (not empty); `block` as `firstIndex` says (tests make it small).
    init(_ needle: [UInt8], fold: Bool, block: Int = 4096) {
        self.fold = fold
        self.block = max(1, block)
        self.needle = fold ? needle.map(Self.lower) : needle
        var best = 0
        for i in self.needle.indices where Self.commonness(self.needle[i], fold: fold) < Self.commonness(self.needle[best], fold: fold) {
            best = i
        }
        rare = best
    }

    @inline(__always) static func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
    @inline(__always) static func upper(_ b: UInt8) -> UInt8 { b >= 97 && b <= 122 ? b - 32 : b }

    /// Bytes of English text and logs, most common first.
    private static let byFrequency: [UInt8] = Array(" etaoinsrhldcumfpgwybvk0123456789.:/-_=,\t\"'()[]xjqzETAOINSRHLDCUMFPGWYBVKXJQZ".utf8)

    /// How common a byte is in text (higher: more common; folded letters count both cases).
    static func commonness(_ b: UInt8, fold: Bool) -> Int {
        let rank = byFrequency.firstIndex(of: b).map { byFrequency.count - $0 } ?? 0
        guard fold, b >= 97 && b <= 122 else { return rank }
        return rank + (byFrequency.firstIndex(of: upper(b)).map { byFrequency.count - $0 } ?? 0)
    }

    /// How many times the needle occurs in `bytes`, not overlapping (as a search counts a line's
    /// matches).
    func count(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var n = 0, from = 0
        while let i = firstIndex(in: base, from: from, to: bytes.count) {
            n += 1
            from = i + needle.count
        }
        return n
    }

    /// The first occurrence starting in `from..<end` (and ending by `end`), or nil.
    ///
    /// With letters folded, the rare byte's two cases are looked for a block at a time: a case
    /// that does not occur for long (an `n` in a log whose lines say `INFO`) is not looked for
    /// to `end` by every call while the other case occurs on every line (a search for "n" looked
    /// through a megabyte a line, 90 ms before it saw it was given up).
    func firstIndex(in base: UnsafePointer<UInt8>, from: Int, to end: Int) -> Int? {
        let m = needle.count
        guard m > 0, end - from >= m else { return nil }
        let key = needle[rare]
        let other = fold ? Self.upper(key) : key
        let last = end - m + rare  // the rare byte of a match starting at end - m
        var blockStart = from + rare
        while blockStart <= last {
            let blockEnd = other == key ? last + 1 : min(last + 1, blockStart + block)
            // The next place of each case of the rare byte in the block, found lazily.
            var nextKey = -1, nextOther = other == key ? Int.max : -1
            var at = blockStart
            while at < blockEnd {
                if nextKey < at { nextKey = Self.find(key, base, at, blockEnd) }
                if nextOther < at { nextOther = Self.find(other, base, at, blockEnd) }
                let hit = min(nextKey, nextOther)
                guard hit < blockEnd else { break }
                let start = hit - rare
                if matches(base + start, m) { return start }
                at = hit + 1
            }
            blockStart = blockEnd
        }
        return nil
    }

    /// Where `byte` next occurs in `from..<end`, or `Int.max`.
    @inline(__always)
    private static func find(_ byte: UInt8, _ base: UnsafePointer<UInt8>, _ from: Int, _ end: Int) -> Int {
        guard from < end, let p = memchr(base + from, Int32(byte), end - from) else { return Int.max }
        return base.distance(to: p.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether the needle is at `p`.
    @inline(__always)
    private func matches(_ p: UnsafePointer<UInt8>, _ m: Int) -> Bool {
        needle.withUnsafeBufferPointer { n in
            guard let np = n.baseAddress else { return false }
            if !fold { return memcmp(p, np, m) == 0 }
            for j in 0..<m where Self.lower(p[j]) != np[j] { return false }
            return true
        }
    }
}
