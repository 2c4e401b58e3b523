import LoupeCore
import Testing

@Suite struct CellGraphemeTests {
    /// Clusters of every length around the 15 bytes held in place, in several scripts.
    static let clusters: [String] = [
        "", " ", "a", "~", "é", "e\u{301}", "日", "ก", "क्षि", "🇫🇷", "👍🏽",
        "❤️", "1️⃣", String(repeating: "x", count: 14), String(repeating: "x", count: 15),
        String(repeating: "x", count: 16), "a" + String(repeating: "\u{301}", count: 7),
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "a" + String(repeating: "\u{308}", count: 40),
    ]

    @Test func theBlanksAndTheContinuationsClustersAreTheirText() {
        #expect(CellGrapheme.space == CellGrapheme(" "))
        #expect(CellGrapheme.space == CellGrapheme(ascii: 0x20))
        #expect(CellGrapheme.space.string == " " && CellGrapheme.space.singleByte == 0x20)
        #expect(CellGrapheme.space.withUTF8 { Array($0) } == [0x20])
        #expect(CellGrapheme.empty == CellGrapheme(""))
        #expect(CellGrapheme.empty.isEmpty && CellGrapheme.empty.string.isEmpty)
        #expect(CellGrapheme.empty.withUTF8 { $0.count } == 0)
        #expect(CellGrapheme.space != CellGrapheme.empty)
    }

    @Test(arguments: clusters)
    func aClusterComesBackWithItsBytes(_ text: String) {
        let held = CellGrapheme(text)
        #expect(Array(held.string.utf8) == Array(text.utf8))
        #expect(held.withUTF8 { Array($0) } == Array(text.utf8))
        #expect(held.isEmpty == text.isEmpty)
        #expect(held.singleByte == (text.utf8.count == 1 ? text.utf8.first : nil))
        var cell = Cell(text, width: 2)
        #expect(Array(cell.grapheme.utf8) == Array(text.utf8))
        cell.grapheme = "b"
        #expect(cell.grapheme == "b" && cell.cluster.singleByte == 0x62)
    }

    @Test func equalWhenTheBytesAreEqual() {
        for a in Self.clusters {
            for b in Self.clusters {
                let same = Array(a.utf8) == Array(b.utf8)
                #expect((CellGrapheme(a) == CellGrapheme(b)) == same, "\(a.debugDescription) \(b.debugDescription)")
                if same { #expect(CellGrapheme(a).hashValue == CellGrapheme(b).hashValue) }
            }
        }
    }

    /// Canonically equivalent, spelled differently: two clusters, each given back as it came
    /// (a copy gives the file's own bytes), short or long.
    @Test func equivalentSpellingsStayApart() {
        let composed = "\u{E9}", decomposed = "e\u{301}"
        #expect(composed == decomposed)  // String's own equality
        #expect(CellGrapheme(composed) != CellGrapheme(decomposed))
        let longComposed = "\u{E9}" + String(repeating: "\u{323}", count: 8)
        let longDecomposed = "e\u{301}" + String(repeating: "\u{323}", count: 8)
        #expect(longComposed.utf8.count > 15 && longDecomposed.utf8.count > 15)
        #expect(CellGrapheme(longComposed) != CellGrapheme(longDecomposed))
        #expect(Array(CellGrapheme(longDecomposed).string.utf8) == Array(longDecomposed.utf8))
        #expect(Array(CellGrapheme(longComposed).string.utf8) == Array(longComposed.utf8))
    }

    @Test func asciiCellsAreTheirByte() {
        for byte in UInt8(0)..<0x80 {
            #expect(CellGrapheme(ascii: byte) == CellGrapheme(String(UnicodeScalar(byte))))
            #expect(Cell(ascii: byte, style: .plain) == Cell(String(UnicodeScalar(byte))))
        }
        #expect(Cell.blank() == Cell(" ") && Cell.blank().isBlank)
        #expect(Cell.continuation() == Cell("", width: 0) && Cell.continuation().isContinuation)
    }

    /// A cell is plain bytes: copies move no reference count (what made every copy of a page's
    /// cells a call and a retain each).
    @Test func aCellIsPlainBytes() {
        #expect(_isPOD(Cell.self))
        #expect(_isPOD(CellGrapheme.self))
        #expect(MemoryLayout<Cell>.stride <= 32)
    }

    /// Long clusters made on many threads at once each come back as made.
    @Test func longClustersFromManyThreads() async {
        let made = await withTaskGroup(of: [(String, CellGrapheme)].self) { group in
            for t in 0..<8 {
                group.addTask {
                    (0..<200).map { i in
                        let text = "a" + String(repeating: "\u{301}", count: 8) + "\(t % 2)-\(i)"
                        return (text, CellGrapheme(text))
                    }
                }
            }
            var all: [(String, CellGrapheme)] = []
            for await part in group { all += part }
            return all
        }
        for (text, held) in made {
            #expect(Array(held.string.utf8) == Array(text.utf8))
            #expect(held == CellGrapheme(text))
        }
    }
}
