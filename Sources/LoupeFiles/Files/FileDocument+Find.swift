#if canImport(Glibc)
import Glibc
#endif
import LoupeCore

extension FileDocument: FindableDocument {
    /// The mapped file, read by the search on its own thread (the document's caches are not touched).
    public var findCorpus: any FindCorpus { FileFindCorpus(file: file, importer: importer) }
}

/// A mapped file as a search reads it: line by line with `memchr`, as `LineIndex` cuts lines,
/// keeping no index (memory stays flat however long the file).
struct FileFindCorpus: FindCorpus {
    let file: MappedFile
    let importer: TextImporter

    func makeCursor() -> any FindCursor { FileFindCursor(file: file, importer: importer) }
}

/// Walks a mapped file's lines in order. A line's raw bytes are tested for a literal query
/// before the line is decoded: a line without it, and without escape sequences that could hide
/// one, has no match; a printable ASCII line is counted without decoding it at all.
struct FileFindCursor: FindCursor {
    let file: MappedFile
    let importer: TextImporter
    var line = 0
    var lineStart = 0
    var released = 0

    mutating func count(_ matcher: FindMatcher, lines range: Range<Int>, found: (Int, Int) -> Void) -> Int {
        let bytes = file.bytes, total = bytes.count
        if range.lowerBound < line { line = 0; lineStart = 0 }
        var links = HyperlinkTable()
        while line < range.upperBound && lineStart < total {
            let next = LineIndex.nextLineStart(lineStart: lineStart, from: lineStart, in: bytes, count: total)
            if line >= range.lowerBound {
                var end = next
                if end > lineStart && bytes[end - 1] == 0x0A { end -= 1 }
                if end > lineStart && bytes[end - 1] == 0x0D { end -= 1 }
                let n = count(matcher, UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), &links)
                if n > 0 { found(line, n) }
            }
            line += 1
            lineStart = next
            if lineStart - released >= 1 << 24 {  // give the scanned pages back, as the indexer does
                file.dropPages(released..<lineStart)
                released = lineStart
            }
        }
        return line
    }

    func count(_ matcher: FindMatcher, _ bytes: UnsafeBufferPointer<UInt8>, _ links: inout HyperlinkTable) -> Int {
        if let needle = matcher.literalBytes, let base = bytes.baseAddress, !needle.isEmpty,
           memchr(base, 0x1B, bytes.count) == nil {
            let fold = matcher.ignoresCase
            guard let first = Self.find(needle, in: bytes, from: 0, fold: fold) else { return 0 }
            if !matcher.query.options.wholeWord && bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
                var n = 0, at: Int? = first
                while let i = at {
                    n += 1
                    at = Self.find(needle, in: bytes, from: i + needle.count, fold: fold)
                }
                return n
            }
        }
        return matcher.count(in: importer.importLine(bytes, hyperlinks: &links))
    }

    /// The first occurrence of `needle` at or after `from`, ASCII letters folded when `fold`.
    static func find(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, fold: Bool) -> Int? {
        guard let base = bytes.baseAddress, bytes.count - from >= needle.count else { return nil }
        if !fold {
            // memchr to each candidate first byte, then compare the rest.
            let first = needle[0], n = needle.count
            var i = from
            while i <= bytes.count - n, let hit = memchr(base + i, Int32(first), bytes.count - n + 1 - i) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, needle, n) == 0 { return at }
                i = at + 1
            }
            return nil
        }
        let lower = needle.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        let first = lower[0], firstUpper = first >= 97 && first <= 122 ? first - 32 : first
        var i = from
        let last = bytes.count - lower.count
        while i <= last {
            let b = bytes[i]
            if b == first || b == firstUpper {
                var j = 1
                while j < lower.count {
                    var c = bytes[i + j]
                    if c >= 65 && c <= 90 { c += 32 }
                    if c != lower[j] { break }
                    j += 1
                }
                if j == lower.count { return i }
            }
            i += 1
        }
        return nil
    }

    func fraction(before line: Int) -> Double {
        file.bytes.count == 0 ? 1 : min(1, Double(lineStart) / Double(file.bytes.count))
    }
}
