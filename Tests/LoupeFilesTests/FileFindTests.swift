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
        // Escapes of every kind the importer knows: SGR (with a private marker too), another control
        // sequence, one left open (abandoned, or completed by the next piece), a hyperlink, a
        // charset, a lone ESC.
        let pieces = ["ab", "AB", "a", "b", " ", "\t", "\u{1B}[31m", "\u{1B}[0m", "é", "日本", "\r", "x", "Ab",
                      "\u{1B}[1;38:5:196m", "\u{1B}[K", "\u{1B}[?25h", "\u{1B}[>4m", "\u{1B}[", "\u{1B}[3", "\u{1B}",
                      "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}(B", "\u{7F}"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                Int.random(in: 0..<6, using: &rng) == 0 ? "\n" : pieces.randomElement(using: &rng) ?? "a"
            }.joined()
            let file = MappedFile(bytes: Array(text.utf8), name: "t")
            let document = FileDocument(file: file)
            document.loadAll()
            let memory = InMemoryDocument(lines: (0..<document.lineCount).map { document.line($0) })
            for q in ["ab", "Ab", "a b", "b", "日本", "x", "a.b", "ab+x", "(a|b)b", "b\\sa", "x?ab"] {
                for options in [FindOptions(), FindOptions(caseMode: .sensitive), FindOptions(wholeWord: true),
                                FindOptions(regularExpression: true), FindOptions(caseMode: .sensitive, regularExpression: true)] {
                    guard case let .success(m) = FindQuery(q, options: options).compile() else { continue }
                    let expected = Self.count(memory, m)
                    #expect(Self.count(document.findCorpus, m) == expected, "indexed: \(text.debugDescription) / \(q) \(options)")
                    let walked = ByteFindCorpus(bytes: file.bytes, owner: file, importer: TextImporter(), dropPages: { _ in })
                    #expect(Self.count(walked, m) == expected, "walked: \(text.debugDescription) / \(q) \(options)")
                }
            }
        }
    }

    @Test("a coloured line's matches are counted in the text it shows: across its colours, case folded, none inside a sequence")
    func colouredLines() throws {
        let lines = [
            "\u{1B}[2m00040000\u{1B}[0m  \u{1B}[1;31mERROR\u{1B}[0m  needle-40000 in GET",
            "nee\u{1B}[31mdle and NEEDLE\u{1B}[K, need\u{1B}[?25hle",
            "\u{1B}[38;5;208mneedle\u{1B}[0m\u{1B}[3",
            "ne\u{1B}]8;;http://x\u{1B}\\edle",
            "\u{1B}[31mno match here: nee dle\u{1B}[0m",
        ]
        let file = MappedFile(bytes: Array(lines.joined(separator: "\n").utf8), name: "t")
        guard case let .success(m) = FindQuery("needle").compile() else { Issue.record("no matcher"); return }
        let found = Self.count(ByteFindCorpus(bytes: file.bytes, owner: file, importer: TextImporter(), dropPages: { _ in }), m)
        // The third line's open sequence at its end shows as a placeholder: decoded, still one match.
        #expect(found == [0: 1, 1: 3, 2: 1, 3: 1])
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
    @Test("finds the first occurrence exactly as a plain scan does, folded or not, for random bytes, whatever its block")
    func agreesWithAPlainScan() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("aAbBzZ \n.e".utf8)
        for _ in 0..<4000 {
            let text = (0..<Int.random(in: 0...60, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? 0x61 }
            let needle = (0..<Int.random(in: 1...4, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? 0x61 }
            let fold = Bool.random(using: &rng)
            let from = Int.random(in: 0...text.count, using: &rng)
            // Blocks of a few bytes: matches across their ends, a case found in one block and the other in the next.
            let block = Bool.random(using: &rng) ? Int.random(in: 1...7, using: &rng) : 4096
            let pattern = BytePattern(needle, fold: fold, block: block)
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
            #expect(found == expected, "\(text) \(needle) fold \(fold) from \(from) block \(block)")
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

/// A search gives the pages it has read back as it goes (`MappedFile.releaseStep` at a time),
/// also on its second pass: from where it started to the end, then from the first line round to
/// where it started (the pager's search from a view at the end, after G).
@Suite("Find over a file, memory")
struct FileFindMemoryTests {
    /// The ranges a corpus gave back, in order.
    final class Dropped: @unchecked Sendable {  // written and read on the test's thread only
        var ranges: [Range<Int>] = []
    }

    @Test("a search started near the end gives back what it reads on its way round from the first line", arguments: [false, true])
    func aWrappedSearchGivesItsPagesBack(indexed: Bool) throws {
        // Bytes made directly (no array of lines): the test process's own peak is every spawned
        // child's floor in `SnapshotLimitTests`' measure.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10_500_000)
        var lineStarts: [Int] = []
        for i in 0..<250_000 {
            lineStarts.append(bytes.count)
            bytes += (i % 1000 == 7 ? "line \(i) has the needle in it\n" : "line \(i) of a log, nothing here at all\n").utf8
        }
        let file = MappedFile(bytes: bytes, name: "t")
        bytes = []
        let total = file.bytes.count
        #expect(total > 3 * MappedFile.releaseStep)
        let dropped = Dropped()
        var corpus = ByteFindCorpus(bytes: file.bytes, owner: file, importer: TextImporter(), dropPages: { dropped.ranges.append($0) })
        if indexed {
            var index = LineIndex(byteCount: total)
            index.complete(in: file.bytes)
            corpus.index = index
        }
        guard case let .success(m) = FindQuery("needle").compile() else { Issue.record("query"); return }
        var cursor = corpus.makeCursor()
        let start = 200_000
        var found = 0
        _ = cursor.count(m, lines: start..<lineStarts.count) { _, n in found += n }
        let firstPass = dropped.ranges.count
        _ = cursor.count(m, lines: 0..<start) { _, n in found += n }
        #expect(found == 250, "every match, once")
        let secondPass = dropped.ranges.dropFirst(firstPass)
        let given = secondPass.reduce(0) { $0 + $1.count }
        let read = lineStarts[start]
        #expect(given >= read - 2 * MappedFile.releaseStep, "gave back \(given) of the \(read) bytes read on the way round")
        #expect(secondPass.allSatisfy { $0.upperBound <= read + LineIndex.maxLineBytes }, "nothing past where it stopped")
    }

    @Test("with the line index, a search walks to a far start line by its checkpoints, not line by line")
    func theWalkToAFarStartJumps() throws {
        var bytes: [UInt8] = []
        for i in 0..<500_000 { bytes += "line \(i) of a log\n".utf8 }
        let file = MappedFile(bytes: bytes, name: "t")
        bytes = []
        var index = LineIndex(byteCount: file.bytes.count)
        index.complete(in: file.bytes)
        guard case let .success(m) = FindQuery("needle").compile() else { Issue.record("query"); return }
        for indexed in [false, true] {
            let dropped = Dropped()
            var corpus = ByteFindCorpus(bytes: file.bytes, owner: file, importer: TextImporter(), dropPages: { dropped.ranges.append($0) })
            corpus.index = indexed ? index : nil
            var cursor = corpus.makeCursor()
            #expect(cursor.count(m, lines: 499_990..<499_990) { _, _ in } == 499_990)
            var lines: [String] = []
            _ = cursor.read(lines: 499_990..<499_992) { lines.append($1.map(\.grapheme).joined()) }
            #expect(lines == ["line 499990 of a log", "line 499991 of a log"])
            if indexed {
                #expect(dropped.ranges.count <= 1, "walked: \(dropped.ranges.count) steps given back")
            } else {
                #expect(dropped.ranges.count >= 2, "the walk without an index reads every line")
            }
        }
    }
}
