import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import LoupeCore

@_silgen_name("wcwidth") private func glibcWcwidth(_ c: Int32) -> Int32

/// One tricky grapheme: what Loupe's model says, and what glibc's `wcwidth` (what ncurses draws) says.
struct TrickyGrapheme: CustomTestStringConvertible, Sendable {
    let text: String
    let name: String
    /// Clusters libunistring finds in `text`.
    let clusters: Int
    /// Loupe's width (sum over clusters; a zero-width cluster counts 0).
    let width: Int
    /// Loupe's width with East Asian ambiguous = wide.
    let wideAmbiguous: Int
    /// glibc `wcswidth` of the whole text: per code point, -1 if any is unprintable.
    let glibc: Int
    var testDescription: String { name }

    init(_ text: String, _ name: String, clusters: Int = 1, width: Int, wideAmbiguous: Int? = nil, glibc: Int) {
        self.text = text
        self.name = name
        self.clusters = clusters
        self.width = width
        self.wideAmbiguous = wideAmbiguous ?? width
        self.glibc = glibc
    }
}

/// The grapheme table: at least 40 cases, each fixing Loupe's width and recording where glibc disagrees.
let trickyGraphemes: [TrickyGrapheme] = [
    .init("a", "ASCII letter", width: 1, glibc: 1),
    .init("世", "CJK ideograph", width: 2, glibc: 2),
    .init("한", "Hangul syllable", width: 2, glibc: 2),
    .init("\u{1100}\u{1161}\u{11A8}", "Hangul jamo L+V+T", width: 2, glibc: 2),
    .init("\u{1100}", "Hangul jamo L alone", width: 2, glibc: 2),
    .init("\u{1161}", "Hangul jamo V alone", width: 0, glibc: 0),
    .init("ｱ", "halfwidth katakana", width: 1, glibc: 1),
    .init("Ａ", "fullwidth Latin A", width: 2, glibc: 2),
    .init("😀", "emoji", width: 2, glibc: 2),
    .init("👍🏽", "emoji with skin tone", width: 2, glibc: 4),
    .init("👨‍👩‍👧‍👦", "ZWJ family of four", width: 2, glibc: 8),
    .init("🏳️‍🌈", "rainbow flag (VS16 + ZWJ)", width: 2, glibc: 3),
    .init("🧑‍💻", "technologist (ZWJ)", width: 2, glibc: 4),
    .init("🇫🇷", "flag: regional indicator pair", width: 2, glibc: 2),
    .init("🇦", "lone regional indicator", width: 1, glibc: 1),
    .init("🇦🇧🇨", "three regional indicators", clusters: 2, width: 3, glibc: 3),
    .init("1️⃣", "keycap 1", width: 2, glibc: 1),
    .init("#️⃣", "keycap #", width: 2, glibc: 1),
    .init("☺️", "VS16 makes emoji presentation", width: 2, glibc: 1),
    .init("☺︎", "VS15 makes text presentation", width: 1, glibc: 1),
    .init("❤", "heart, text by default", width: 1, glibc: 1),
    .init("❤️", "heart with VS16", width: 2, glibc: 1),
    .init("✈︎", "airplane with VS15", width: 1, glibc: 1),
    .init("⌚", "watch, emoji by default", width: 2, glibc: 2),
    .init("⌚︎", "watch with VS15", width: 1, glibc: 2),
    .init("🫠", "emoji from Unicode 14", width: 2, glibc: 2),
    .init("e\u{301}", "e + combining acute", width: 1, glibc: 1),
    .init("z\u{337}\u{349}", "combining stack", width: 1, glibc: 1),
    .init("\u{301}", "lone combining mark", width: 0, glibc: 0),
    .init("\u{200B}", "zero-width space", width: 0, glibc: 0),
    .init("\u{200D}", "zero-width joiner alone", width: 0, glibc: 0),
    .init("\u{2060}", "word joiner", width: 0, glibc: 0),
    .init("\u{FEFF}", "zero-width no-break space", width: 0, glibc: 0),
    .init("α", "Greek alpha (ambiguous)", width: 1, wideAmbiguous: 2, glibc: 1),
    .init("─", "box drawing (ambiguous)", width: 1, wideAmbiguous: 2, glibc: 1),
    .init("…", "ellipsis (ambiguous)", width: 1, wideAmbiguous: 2, glibc: 1),
    .init("\u{00AD}", "soft hyphen (libunistring: format, zero width)", width: 0, glibc: 1),
    .init("\u{1FB00}", "sextant block", width: 1, glibc: 1),
    .init("\u{1CD00}", "octant block (unassigned for glibc 2.36)", width: 1, glibc: -1),
    .init("\u{0E01}\u{0E33}", "Thai ko kai + sara am (spacing mark)", width: 1, glibc: 2),
    .init("क्षि", "Devanagari conjunct (Unicode 14: breaks after virama)", clusters: 2, width: 2, glibc: 3),
    .init("\u{0627}\u{0644}", "Arabic alef + lam", clusters: 2, width: 2, glibc: 2),
    .init("\u{3000}", "ideographic space", width: 2, glibc: 2),
    .init("\u{FFFD}", "replacement character", width: 1, wideAmbiguous: 2, glibc: 1),
    .init("\u{2400}", "control picture for NUL", width: 1, glibc: 1),
    .init("\u{E000}", "private use", width: 1, wideAmbiguous: 2, glibc: 1),
    .init("\r\n", "CR LF is one cluster", width: -1, glibc: -1),
]

@Suite("Grapheme width table")
struct GraphemeTableTests {
    init() { _ = setlocale(LC_ALL, "C.UTF-8") }

    @Test("the table is big enough")
    func tableSize() {
        #expect(trickyGraphemes.count >= 40)
    }

    @Test("libunistring clusters and Loupe's widths", arguments: trickyGraphemes)
    func modelWidth(_ g: TrickyGrapheme) {
        let scalars = Array(g.text.unicodeScalars)
        let ranges = GraphemeSegmenter.clusterRanges(scalars)
        #expect(ranges.count == g.clusters)
        let widths = ranges.map { GraphemeWidth.width(ofCluster: scalars[$0]) }
        let sum = widths.contains(-1) ? -1 : widths.reduce(0, +)
        #expect(sum == g.width)
        let wide = ranges.map { GraphemeWidth.width(ofCluster: scalars[$0], policy: WidthPolicy(ambiguousIsWide: true)) }
        #expect((wide.contains(-1) ? -1 : wide.reduce(0, +)) == g.wideAmbiguous)
    }

    @Test("what glibc's wcwidth says, and where it disagrees", arguments: trickyGraphemes)
    func glibcWidth(_ g: TrickyGrapheme) {
        var sum = 0
        for s in g.text.unicodeScalars {
            let w = Int(glibcWcwidth(Int32(bitPattern: s.value)))
            if w < 0 { sum = -1; break }
            sum += w
        }
        #expect(sum == g.glibc)
    }

    @Test("the cases where the two disagree are the ones the renderer must reconcile")
    func disagreements() {
        let disagreeing = trickyGraphemes.filter { $0.width != $0.glibc }.map(\.name)
        #expect(disagreeing.count >= 10)
        #expect(disagreeing.contains("ZWJ family of four"))
        #expect(disagreeing.contains("keycap 1"))
        #expect(disagreeing.contains("octant block (unassigned for glibc 2.36)"))
    }

    @Test("imported cells never split a cluster and take the cluster's width")
    func importedCells() {
        let text = trickyGraphemes.filter { $0.width > 0 }.map(\.text).joined(separator: "|")
        let line = TextImporter().importText(text).lines[0]
        var rebuilt = ""
        for cell in line where !cell.isContinuation { rebuilt += cell.grapheme }
        #expect(rebuilt == text.replacingOccurrences(of: "\r\n", with: ""))
        for (i, cell) in line.enumerated() where cell.isWide {
            #expect(i + 1 < line.count && line[i + 1].isContinuation)
        }
    }
}

/// A whole text's width (`GraphemeWidth.width(ofText:)`): printable ASCII goes a column a byte
/// without being cut into clusters, and with Latin-1's printable characters (each a cluster of
/// its own, but the soft hyphen) a scalar at a time; it is the same sum over the clusters as any other text.
@Test(arguments: [WidthPolicy.standard, WidthPolicy(ambiguousIsWide: true)])
func aTextsWidthIsTheSumOverItsClusters(policy: WidthPolicy) {
    func overClusters(_ text: String) -> Int {
        let scalars = Array(text.unicodeScalars)
        return GraphemeSegmenter.clusterRanges(scalars).reduce(0) { sum, range in
            let w = GraphemeWidth.width(ofCluster: scalars[range], policy: policy)
            return sum + (w < 0 ? 1 : w)
        }
    }
    let printable = String(String.UnicodeScalarView((0x20..<0x7F).compactMap(Unicode.Scalar.init)))
    let latin1 = String(String.UnicodeScalarView((0xA0...0xFF).compactMap(Unicode.Scalar.init)))
    for text in [printable, "lines 1-59/12,345,678  48%", "", "a\tb", "a\r\nb", "\u{7F}x", "\u{0}y", "日本 café e\u{301}", "👍🏽 🇫🇷", "±½ ambiguous",
                 latin1, printable + latin1, " notes.txt · lines 1-59 of 573+ ", "a\u{AD}b", "é\u{301}·", "×÷ ¡¿ ÿ"] {
        #expect(GraphemeWidth.width(ofText: text, policy: policy) == overClusters(text), "\(text.debugDescription)")
    }
    #expect(GraphemeWidth.width(ofText: printable, policy: policy) == 95)
}
