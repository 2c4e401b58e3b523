import Foundation
import LoupeCore
import LoupeFiles
@testable import LoupePager
import LoupeRuntime
import Testing

/// Issue 27: the reducer only decides. Slow work (a search, a big copy's text, taking in a
/// stream's new lines, reading to the end) is an effect value, and what it makes comes back as
/// events the reducer takes in as values.
@Suite("Pager: work as effects, results as events")
struct PagerEffectsTests {
    /// `Sources/LoupePager`, found from this file's place in the repository.
    static let pagerDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/LoupePager")

    /// Every reducer file (`PagerReducer*.swift` and the features, `*Feature.swift` and
    /// `Features/`, in any folder), with its text.
    static func reducerSources() throws -> [(name: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: pagerDirectory, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            let reduces = name.hasPrefix("PagerReducer") || name.hasSuffix("Feature.swift") || url.deletingLastPathComponent().lastPathComponent == "Features"
            guard url.pathExtension == "swift", reduces, name != "LayerCache.swift" else { continue }
            files.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return files
    }

    /// What a reducer may not call: growing an index, taking in a stream, reading to the end,
    /// taking a lock, or reading what another thread writes (the types that hold such state).
    static let forbidden = ["refresh()", "loadAll()", "withLock", "Mutex", ".read {", "Atomic", "Completion", "LazyLinkMap",
                            "BackgroundThread", "WorkQueue", "EventMailbox", "carryOut", ".start()", "ensure(", "index(through"]

    @Test("the reducer files grow no index, take in no stream, read to no end, take no lock and touch nothing a thread writes")
    func reducerFilesOnlyDecide() throws {
        let files = try Self.reducerSources()
        #expect(files.count >= 20, "found only \(files.map(\.name)) under \(Self.pagerDirectory.path)")
        for (name, text) in files {
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for word in Self.forbidden {
                #expect(!code.contains(word), "\(name) uses \(word)")
            }
        }
    }

    // MARK: A growing input

    @Test("a growing input's new lines come as an event: the reducer asks for the take-in and never refreshes the input itself")
    func arrivalsComeAsEvents() throws {
        let doc = GrowingStub(["hello"])
        var s = GrowingInputTests.state(doc)
        doc.queued = ["world", "again"]
        let effects = PagerReducer.reduce(&s, .tick(Instant(milliseconds: 50)))
        #expect(doc.refreshes == 0, "the reducer did not look")
        #expect(s.document.document.lineCount == 1)
        let work = try #require(works(effects).first)
        #expect(work.id.kind == "take-in")
        let results = work.carryOutAtOnce(now: Instant(milliseconds: 50))
        #expect(doc.refreshes == 1, "the backend carried the take-in out")
        #expect(results == [.result(WorkResult(work: work.id, sequence: 0, value: PagerWork.Arrived(firstChanged: 1)), time: Instant(milliseconds: 50))])
        let revision = s.contentRevision
        #expect(works(PagerReducer.reduce(&s, results[0])).isEmpty, "a result asks for no take-in of its own")
        #expect(s.contentRevision != revision && s.arrivals == 1, "the new lines are drawn")
        #expect(doc.refreshes == 1)
    }

    // MARK: A search

    static let text = (0..<20_000).map { $0 % 7 == 0 ? "line \($0) needle" : "line \($0) hay" }.joined(separator: "\n")

    static func key(_ c: Character, _ ms: Double) -> InputEvent { .key(KeyEvent(.character(c), time: Instant(milliseconds: ms))) }

    @Test("a search's results arrive as events (chunks of matches, values), and a replay of the same events gives the same state")
    func searchResultsAsEventsReplayTheSame() throws {
        let start = PagerState(document: InMemoryDocument(TextImporter().importText(Self.text)), size: GridSize(columns: 40, rows: 10),
                               settings: PagerSettings(title: "t"))
        var live = start
        var events: [InputEvent] = [Self.key("/", 10)]
        _ = PagerReducer.reduce(&live, events[0])
        var works: [Work] = []
        for (i, c) in "needle".enumerated() {
            let key = Self.key(c, 20 + Double(i) * 10)
            events.append(key)
            works += LoupePagerTests.works(PagerReducer.reduce(&live, key))
        }
        let enter = InputEvent.key(KeyEvent(.enter, time: Instant(milliseconds: 100)))
        events.append(enter)
        _ = PagerReducer.reduce(&live, enter)
        let search = try #require(works.last)
        #expect(search.id.kind == "find")
        #expect(live.find.total == 0, "nothing is found until results arrive")
        // The results arrive over time, as from a thread: a key comes between two of them.
        let results = search.carryOutAtOnce(now: Instant(milliseconds: 200))
        #expect(results.count == 4, "one event a chunk: of 4,096 lines, 8,192, the 7,712 left, and the empty segment before the start")
        for (i, result) in results.enumerated() {
            guard case let .result(value, _) = result else { continue }
            let stamped = InputEvent.result(value, time: Instant(milliseconds: 200 + Double(i)))
            events.append(stamped)
            _ = PagerReducer.reduce(&live, stamped)
            if i == 1 {
                let n = Self.key("n", 201.5)
                events.append(n)
                _ = PagerReducer.reduce(&live, n)
            }
        }
        #expect(live.find.total == 2858 && live.find.isComplete)
        #expect(live.find.results?.total == 2858)
        var replay = start
        for event in events { _ = PagerReducer.reduce(&replay, event) }
        #expect(replay == live, "the same events, the same state")
        #expect(replay.find.current == live.find.current && replay.find.results == live.find.results)
    }

    @Test("n and N typed before the results came are made in order once they come", arguments: [("nn", 3), ("nnN", 2), ("nNn", 2), ("N", 2858)])
    func stepsTypedAhead(_ typed: String, _ ordinal: Int) throws {
        var s = PagerState(document: InMemoryDocument(TextImporter().importText(Self.text)), size: GridSize(columns: 40, rows: 10),
                           settings: PagerSettings(title: "t"))
        var searches: [Work] = []
        for (i, c) in "/needle".enumerated() { searches += works(PagerReducer.reduce(&s, Self.key(c, 10 + Double(i)))) }
        _ = PagerReducer.reduce(&s, .key(KeyEvent(.enter, time: Instant(milliseconds: 20))))
        for (i, c) in typed.enumerated() { _ = PagerReducer.reduce(&s, Self.key(c, 30 + Double(i))) }
        #expect(s.find.current == nil, "nothing found yet")
        let search = try #require(searches.last)
        for result in search.carryOutAtOnce(now: Instant(milliseconds: 40)) { _ = PagerReducer.reduce(&s, result) }
        #expect(s.find.ordinal == ordinal, "\(typed): match \(String(describing: s.find.ordinal))")
        #expect(s.find.pending == nil && s.find.stepsAhead == 0)
        let line = try #require(s.find.current?.line)
        let shown = s.viewport.top.line..<(s.viewport.top.line + s.viewport.height)
        #expect(shown.contains(line) || s.scrollAnimation != nil, "the match it ended on is shown")
    }

    @Test("a new query cancels the search it replaces, and the old search's late results change nothing")
    func staleResultsAreIgnored() throws {
        var s = PagerState(document: InMemoryDocument(TextImporter().importText(Self.text)), size: GridSize(columns: 40, rows: 10),
                           settings: PagerSettings(title: "t"))
        _ = PagerReducer.reduce(&s, Self.key("/", 10))
        let first = try #require(works(PagerReducer.reduce(&s, Self.key("n", 20))).first)
        let effects = PagerReducer.reduce(&s, Self.key("e", 30))
        #expect(effects.first == .cancel(first.id))
        let before = s
        for result in first.carryOutAtOnce(now: Instant(milliseconds: 40)) { _ = PagerReducer.reduce(&s, result) }
        #expect(s.find == before.find, "results of the search given up are not taken in")
    }

    // MARK: Reading to the end

    static func lazyFile() -> (FileDocument, PagerState) {
        let text = (0..<5_000).map { "row \($0)" }.joined(separator: "\n")
        let document = FileDocument(file: MappedFile(bytes: Array(text.utf8), name: "t"))
        return (document, PagerState(document: document, size: GridSize(columns: 40, rows: 10), settings: PagerSettings(title: "t")))
    }

    @Test("G on a lazy document asks for read-to-end as an effect, and scrolls to the end when its result comes")
    func endAsksToReadToTheEnd() throws {
        let (document, start) = Self.lazyFile()
        var s = start
        let effects = PagerReducer.reduce(&s, Self.key("G", 10))
        let work = try #require(works(effects).first)
        #expect(work.id.kind == "read-to-end")
        #expect(!document.isComplete, "the reducer did not read it")
        #expect(s.viewport.top.line < 100)
        let results = work.carryOutAtOnce(now: Instant(milliseconds: 10))
        #expect(document.isComplete)
        for result in results { _ = PagerReducer.reduce(&s, result) }
        #expect(s.viewport.top.line == 5_000 - 9)
    }

    @Test("select all on a lazy document asks for read-to-end as an effect, and selects everything when its result comes")
    func selectAllAsksToReadToTheEnd() throws {
        let (document, start) = Self.lazyFile()
        var s = start
        let effects = PagerReducer.reduce(&s, .key(KeyEvent(.character("a"), modifiers: .ctrl, time: Instant(milliseconds: 10))))
        let work = try #require(works(effects).first)
        #expect(work.id.kind == "read-to-end" && !document.isComplete && s.selection.isEmpty)
        for result in work.carryOutAtOnce(now: Instant(milliseconds: 10)) { _ = PagerReducer.reduce(&s, result) }
        #expect(s.selection.range?.upperBound.line == 4_999)
    }

    // MARK: Indexing further

    /// A lazy document that counts what is asked of it: lines past those found read as nothing.
    final class LazyStub: IncrementalDocument {
        let total: Int
        private(set) var known: Int
        private(set) var indexCalls = 0
        init(total: Int, known: Int) { (self.total, self.known) = (total, known) }
        var lineCount: Int { known }
        var isComplete: Bool { known == total }
        func line(_ i: Int) -> [Cell] { i < known ? TextImporter().importText("line \(i)").lines.first ?? [] : [] }
        func loadAll() { known = total }
        func index(through line: Int) {
            indexCalls += 1
            known = min(total, max(known, line + 1))
        }
    }

    @Test("a lazy file's lines are indexed further by work the reducer asks for, a few hundred lines at a time, and paging never stops at the lines found")
    func pagingIndexesAsWork() throws {
        let doc = LazyStub(total: 100_000, known: 300)
        var s = PagerState(document: doc, size: GridSize(columns: 40, rows: 21), settings: PagerSettings(title: "t"))
        let page = s.viewport.height - 1  // a page keeps a line of the last
        var asked = 0
        for i in 1...400 {
            let calls = doc.indexCalls
            let effects = PagerReducer.reduce(&s, .key(KeyEvent(.pageDown, time: Instant(milliseconds: Double(i) * 20))))
            #expect(doc.indexCalls == calls, "the reducer indexes nothing itself")
            #expect(s.viewport.top.line == i * page, "page \(i) moved a whole page")
            for work in works(effects) {
                #expect(work.id.kind == "index")
                asked += 1
                for result in work.carryOutAtOnce(now: s.now) { _ = PagerReducer.reduce(&s, result) }
            }
            #expect(doc.known >= s.viewport.top.line + 2 * page, "the lines after the screen are known before the next key")
        }
        #expect(asked >= 400 * page / 512 && asked <= 400 * page / 256 + 1, "asked \(asked) times for \(400 * page) lines")
        #expect(doc.known < 100_000, "only what paging needs is indexed")
    }

    @Test("a lazy file indexed as far as a pager opening on its screen asks needs no indexing for its first frame; one with half as many lines does",
          arguments: [10, 60, 200])
    func openingIndexesEnough(_ rows: Int) {
        let size = GridSize(columns: 80, rows: rows)
        let events: [InputEvent] = [.terminal(.colorMode(.palette256), time: Instant(milliseconds: 5)), .resize(size, time: Instant(milliseconds: 5))]
        for (known, asks) in [(PagerState.linesIndexedAtOpening(rows: rows), false), (PagerState.linesIndexedAtOpening(rows: rows) / 2, true)] {
            var s = PagerState(document: LazyStub(total: 100_000, known: known), size: size, settings: PagerSettings(title: "t"))
            let asked = events.flatMap { works(PagerReducer.reduce(&s, $0)) }.filter { $0.id.kind == "index" }
            #expect(asked.isEmpty != asks, "\(rows) rows, \(known) lines known: \(asked.count) index works")
        }
    }

    @Test("a match past the lines indexed is shown once the index has grown to it")
    func farMatchWaitsForTheIndex() throws {
        let text = (0..<20_000).map { $0 == 15_000 ? "far needle" : "line \($0)" }.joined(separator: "\n")
        let document = FileDocument(file: MappedFile(bytes: Array(text.utf8), name: "t"))
        var s = PagerState(document: document, size: GridSize(columns: 40, rows: 10), settings: PagerSettings(title: "t"))
        var pending: [Work] = []
        func feed(_ event: InputEvent) { pending += works(PagerReducer.reduce(&s, event)) }
        feed(Self.key("/", 10))
        for (i, c) in "needle".enumerated() { feed(Self.key(c, 20 + Double(i))) }
        feed(.key(KeyEvent(.enter, time: Instant(milliseconds: 40))))
        var kinds: [String] = []
        while !pending.isEmpty {
            let work = pending.removeFirst()
            kinds.append(work.id.kind)
            let known = document.lineCount
            for result in work.carryOutAtOnce(now: s.now) {
                feed(result)
                if work.id.kind == "find" { #expect(document.lineCount == known, "taking a search's results indexes nothing") }
            }
        }
        #expect(kinds.contains("find") && kinds.last == "index", "the index grew by work, after the search: \(kinds)")
        #expect(s.find.current?.line == 15_000)
        #expect(document.lineCount > 15_000 && !document.isComplete)
        let shown = s.viewport.top.line..<(s.viewport.top.line + s.viewport.height)
        #expect(shown.contains(15_000), "the match is on screen: \(shown)")
    }
}
