@testable import LoupeCore
@testable import LoupeFiles
import Testing

/// Searching a mapped file (raw bytes tested before lines are decoded) finds exactly what
/// searching its decoded lines finds.
@Suite("Find over a file")
struct FileFindTests {
    static func count(_ corpus: any FindCorpus, _ m: FindMatcher) -> [Int: Int] {
        var found: [Int: Int] = [:]
        var cursor = corpus.makeCursor()
        var line = 0
        while true {
            let reached = cursor.count(m, lines: line..<(line + 7)) { found[$0] = $1 }
            if reached < line + 7 { break }
            line = reached
        }
        return found
    }

    @Test("the byte prefilter agrees with the decoded lines, for random files and queries, with the line index and without")
    func prefilterAgrees() throws {
        var rng = SystemRandomNumberGenerator()
        let pieces = ["ab", "AB", "a", "b", " ", "\t", "\u{1B}[31m", "\u{1B}[0m", "é", "日本", "\r", "x", "Ab"]
        for _ in 0..<150 {
            let text = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                Int.random(in: 0..<6, using: &rng) == 0 ? "\n" : pieces.randomElement(using: &rng) ?? "a"
            }.joined()
            let file = MappedFile(bytes: Array(text.utf8), name: "t")
            let document = FileDocument(file: file)
            document.loadAll()
            let memory = InMemoryDocument(lines: (0..<document.lineCount).map { document.line($0) })
            for q in ["ab", "Ab", "a b", "b", "日本", "x"] {
                for options in [FindOptions(), FindOptions(caseMode: .sensitive), FindOptions(wholeWord: true)] {
                    guard case let .success(m) = FindQuery(q, options: options).compile() else { continue }
                    let expected = Self.count(memory, m)
                    #expect(Self.count(document.findCorpus, m) == expected, "indexed: \(text.debugDescription) / \(q) \(options)")
                    let walked = ByteFindCorpus(bytes: file.bytes, owner: file, importer: TextImporter(), dropPages: { _ in })
                    #expect(Self.count(walked, m) == expected, "walked: \(text.debugDescription) / \(q) \(options)")
                }
            }
        }
    }

    @Test("a search of a file restarts for the lines before its start")
    func restarts() {
        let file = MappedFile(bytes: Array((0..<50).map { $0 % 10 == 3 ? "hit \($0)" : "miss" }.joined(separator: "\n").utf8), name: "t")
        var results = FindResults(start: 25)
        guard case let .success(m) = FindQuery("hit").compile() else { return }
        FindScan.run(FileDocument(file: file).findCorpus, matcher: m, from: 25, chunkLines: 4, shouldStop: { false }) { results.add($0) }
        #expect(results.isComplete && results.total == 5)
        #expect(results.next(after: MatchPosition(line: 25, index: -1)) == .match(MatchPosition(line: 33, index: 0), wrapped: false))
        #expect(results.ordinal(of: MatchPosition(line: 33, index: 0)) == 4)
    }
}

@Suite("Byte pattern")
struct BytePatternTests {
    @Test("finds the first occurrence exactly as a plain scan does, folded or not, for random bytes")
    func agreesWithAPlainScan() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("aAbBzZ \n.e".utf8)
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...60, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? 0x61 }
            let needle = (0..<Int.random(in: 1...4, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? 0x61 }
            let fold = Bool.random(using: &rng)
            let from = Int.random(in: 0...text.count, using: &rng)
            let pattern = BytePattern(needle, fold: fold)
            var expected: Int?
            var i = from
            while expected == nil && i + needle.count <= text.count {
                var same = true
                for j in 0..<needle.count where BytePattern.lower(text[i + j]) != BytePattern.lower(needle[j]) || (!fold && text[i + j] != needle[j]) {
                    same = false
                }
                if same { expected = i }
                i += 1
            }
            var found: Int?
            text.withUnsafeBufferPointer { b in
                if let base = b.baseAddress { found = pattern.firstIndex(in: base, from: from, to: text.count) }
            }
            #expect(found == expected, "\(text) \(needle) fold \(fold) from \(from)")
        }
    }
}

extension FileFindTests {
    @Test("a search takes the background index once it is finished, without the document reading to its end")
    func searchUsesTheFinishedBackgroundIndex() throws {
        let text = (0..<5_000).map { $0 % 100 == 7 ? "hit \($0)" : "row \($0)" }.joined(separator: "\n")
        let file = MappedFile(bytes: Array(text.utf8), name: "t")
        let document = FileDocument(file: file)
        let indexer = try #require(BackgroundIndexer.attach(to: document))
        #expect((document.findCorpus as? ByteFindCorpus)?.index == nil, "nothing finished yet")
        indexer.start()
        _ = indexer.wait()
        #expect(!document.isComplete, "the document itself has not read to its end")
        let corpus = try #require(document.findCorpus as? ByteFindCorpus)
        #expect(corpus.index?.isComplete == true)
        guard case let .success(m) = FindQuery("hit").compile() else { return }
        #expect(Self.count(corpus, m).count == 50)
    }
}
