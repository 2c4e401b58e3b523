@testable import LoupeCore
import Testing

@Suite("Find scan and results")
struct FindScanTests {
    static func document(_ lines: [String]) -> InMemoryDocument {
        InMemoryDocument(TextImporter().importText(Array(lines.joined(separator: "\n").utf8)))
    }

    static func scan(_ doc: InMemoryDocument, _ q: String, from start: Int = 0, chunk: Int = 3, options: FindOptions = FindOptions()) -> FindResults {
        var results = FindResults(start: start)
        guard case let .success(m) = FindQuery(q, options: options).compile() else { return results }
        FindScan.run(doc, matcher: m, from: start, chunkLines: chunk, shouldStop: { false }) { results.add($0) }
        return results
    }

    /// Every match, by a plain scan of the whole text.
    static func bruteForce(_ doc: InMemoryDocument, _ q: String) -> [MatchPosition] {
        guard case let .success(m) = FindQuery(q).compile() else { return [] }
        return (0..<doc.lineCount).flatMap { line in m.matches(in: doc.line(line)).indices.map { MatchPosition(line: line, index: $0) } }
    }

    /// Walks the results with `next` from before the first line, collecting every match once.
    static func walk(_ r: FindResults) -> [MatchPosition] {
        var out: [MatchPosition] = []
        var at = MatchPosition(line: 0, index: -1)
        while case let .match(p, wrapped) = r.next(after: at), !wrapped, out.count < 10_000 {
            out.append(p)
            at = p
        }
        return out
    }

    @Test("streamed results equal a scan of the whole text, for random documents, queries and start lines")
    func streamedEqualsBruteForce() {
        var rng = SystemRandomNumberGenerator()
        let alphabet = ["a", "b", "A", "ab", " ", "日", "\t", "é", "x"]
        for _ in 0..<200 {
            let lines = (0..<Int.random(in: 0...20, using: &rng)).map { _ in
                (0..<Int.random(in: 0...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? "a" }.joined()
            }
            let doc = Self.document(lines)
            let query = (0..<Int.random(in: 1...3, using: &rng)).map { _ in ["a", "b", "ab", "日", "A"].randomElement(using: &rng) ?? "a" }.joined()
            let start = Int.random(in: 0...max(0, lines.count), using: &rng)
            let results = Self.scan(doc, query, from: start, chunk: Int.random(in: 1...5, using: &rng))
            let expected = Self.bruteForce(doc, query)
            #expect(results.isComplete)
            #expect(results.total == expected.count, "\(lines) / \(query)")
            #expect(Self.walk(results) == expected, "\(lines) / \(query) from \(start)")
            for (i, p) in expected.enumerated() { #expect(results.ordinal(of: p) == i + 1) }
        }
    }

    @Test("next and previous wrap, and say so")
    func wrapping() {
        let doc = Self.document(["x", "hit", "x", "hit hit", "x"])
        let r = Self.scan(doc, "hit", from: 2)
        #expect(r.next(after: MatchPosition(line: 2, index: -1)) == .match(MatchPosition(line: 3, index: 0), wrapped: false))
        #expect(r.next(after: MatchPosition(line: 3, index: 0)) == .match(MatchPosition(line: 3, index: 1), wrapped: false))
        #expect(r.next(after: MatchPosition(line: 3, index: 1)) == .match(MatchPosition(line: 1, index: 0), wrapped: true))
        #expect(r.previous(before: MatchPosition(line: 1, index: 0)) == .match(MatchPosition(line: 3, index: 1), wrapped: true))
        #expect(r.previous(before: MatchPosition(line: 3, index: 1)) == .match(MatchPosition(line: 3, index: 0), wrapped: false))
        #expect(Self.scan(doc, "nothing").next(after: MatchPosition(line: 0, index: -1)) == .none)
    }

    @Test("a step over lines not yet searched waits; one over searched lines does not")
    func pending() {
        let doc = Self.document((0..<10).map { $0 == 8 ? "hit" : "x" })
        var r = FindResults(start: 0)
        guard case let .success(m) = FindQuery("hit").compile() else { return }
        var chunks: [FindScanChunk] = []
        FindScan.run(doc, matcher: m, from: 0, chunkLines: 4, shouldStop: { false }) { chunks.append($0) }
        r.add(chunks[0])
        #expect(r.next(after: MatchPosition(line: 0, index: -1)) == .pending, "lines 4-9 are not searched yet")
        r.add(chunks[1])
        #expect(r.next(after: MatchPosition(line: 0, index: -1)) == .pending)
        r.add(chunks[2])
        #expect(r.next(after: MatchPosition(line: 0, index: -1)) == .match(MatchPosition(line: 8, index: 0), wrapped: false))
        #expect(r.progress > 0.99)
    }

    @Test("a stopped scan publishes nothing more")
    func stopping() {
        let doc = Self.document((0..<100).map { _ in "hit" })
        guard case let .success(m) = FindQuery("hit").compile() else { return }
        var chunks = 0
        FindScan.run(doc, matcher: m, from: 0, chunkLines: 10, shouldStop: { chunks >= 2 }) { _ in chunks += 1 }
        #expect(chunks == 2)
    }

    @Test("chunks that grow: each twice the one before up to the most, in both segments, with the same matches")
    func growingChunks() {
        let doc = Self.document((0..<100).map { $0 % 7 == 3 ? "hit \($0)" : "x" })
        guard case let .success(m) = FindQuery("hit").compile() else { return }
        var chunks: [FindScanChunk] = []
        var results = FindResults(start: 40)
        FindScan.run(doc, matcher: m, from: 40, chunkLines: 2, maxChunkLines: 16, shouldStop: { false }) { chunks.append($0); results.add($0) }
        #expect(chunks.filter { $0.segment == .after }.map(\.scannedTo) == [42, 46, 54, 70, 86, 100])
        #expect(chunks.filter { $0.segment == .before }.map(\.scannedTo) == [2, 6, 14, 30, 40])
        #expect(results.isComplete && results.total == Self.bruteForce(doc, "hit").count)
        #expect(Self.walk(results) == Self.bruteForce(doc, "hit"))
    }

    @Test("hits keep counts of 255 and more, and sum by blocks")
    func bigCounts() {
        var hits = FindHits()
        for line in 0..<3000 { hits.append(line: line * 2, count: line == 7 ? 1000 : 1 + line % 3) }
        let expected = (0..<3000).map { $0 == 7 ? 1000 : 1 + $0 % 3 }
        #expect(hits.total == expected.reduce(0, +))
        #expect(hits.count(onLine: 14) == 1000 && hits.count(onLine: 15) == 0)
        for i in [0, 1, 7, 8, 1023, 1024, 1025, 2999] { #expect(hits.matches(before: i) == expected.prefix(i).reduce(0, +)) }
    }
}

/// A search stopped before it has walked to its start line stops walking: typing a query a letter
/// at a time starts one search a letter, each stopping the one before.
@Suite("Find scan, stopped")
struct FindScanStopTests {
    /// The furthest line any cursor of the corpus was asked to reach.
    final class Furthest: @unchecked Sendable {  // used on the test's thread only
        var line = 0
    }

    struct Corpus: FindCorpus {
        let inner: InMemoryDocument
        let furthest: Furthest
        func makeCursor() -> any FindCursor { Cursor(inner: inner.makeCursor(), furthest: furthest) }
    }

    struct Cursor: FindCursor {
        var inner: any FindCursor
        let furthest: Furthest
        mutating func count(_ matcher: FindMatcher, lines: Range<Int>, found: (Int, Int) -> Void) -> Int {
            furthest.line = max(furthest.line, lines.upperBound)
            return inner.count(matcher, lines: lines, found: found)
        }
        func fraction(before line: Int) -> Double { inner.fraction(before: line) }
        mutating func read(lines: Range<Int>, each: (Int, [Cell]) -> Void) -> Int { inner.read(lines: lines, each: each) }
    }

    @Test("a search stopped at once walks no further than a chunk or so toward its start line")
    func aStoppedSearchStopsWalking() {
        let doc = FindScanTests.document((0..<20_000).map { "line \($0)" })
        guard case let .success(m) = FindQuery("line 19").compile() else { Issue.record("query"); return }
        let furthest = Furthest()
        var asked = 0
        FindScan.run(Corpus(inner: doc, furthest: furthest), matcher: m, from: 19_990, chunkLines: 10, shouldStop: {
            asked += 1
            return asked > 2
        }) { _ in Issue.record("a stopped search published") }
        #expect(furthest.line <= 2 * 10 * FindScan.walkChunks, "walked to line \(furthest.line) of 19,990")
        // Not stopped, it walks there and finds what is after it, then what is before.
        var results = FindResults(start: 19_990)
        FindScan.run(Corpus(inner: doc, furthest: Furthest()), matcher: m, from: 19_990, chunkLines: 10, shouldStop: { false }) { results.add($0) }
        #expect(results.isComplete && results.total == 1111)
    }
}
