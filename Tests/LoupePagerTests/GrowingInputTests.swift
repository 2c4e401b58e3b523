import LoupeCore
import LoupePager
import LoupeRuntime
import Testing

/// A document that grows when the test says: `arrive` queues lines, `refresh` takes them in.
final class GrowingStub: GrowingDocument {
    var lines: [String] = []
    var queued: [String] = []
    var ended = false
    var statusNote: String?
    var refreshes = 0
    init(_ lines: [String]) { self.lines = lines }
    var lineCount: Int { lines.count }
    func line(_ i: Int) -> [Cell] { i < lines.count ? TextImporter().importText(lines[i]).lines.first ?? [] : [] }
    var isComplete: Bool { ended && queued.isEmpty }
    func loadAll() {}
    func index(through line: Int) {}
    func refresh() -> Int? {
        refreshes += 1
        guard !queued.isEmpty else { return nil }
        let first = lines.count
        lines += queued
        queued = []
        return first
    }
}

@Suite struct GrowingInputTests {
    static func state(_ doc: GrowingStub, follow: Bool = false) -> PagerState {
        PagerState(document: doc, size: GridSize(columns: 40, rows: 6), settings: PagerSettings(title: "in", follow: follow))
    }

    static func tick(_ s: inout PagerState) {
        let at = s.nextDeadline ?? s.now
        _ = reduceCarryingOut(&s, .tick(at))
    }

    static func key(_ c: Character, _ ms: Double) -> InputEvent { .key(KeyEvent(.character(c), time: Instant(milliseconds: ms))) }

    @Test func aGrowingInputIsLookedAtOnTicksUntilItEnds() {
        let doc = GrowingStub(["hello"])
        var s = Self.state(doc)
        #expect(s.nextDeadline == Instant(milliseconds: 50), "looked at every 50 ms while it may grow")
        doc.queued = ["world"]
        let revision = s.contentRevision
        Self.tick(&s)
        #expect(s.document.document.lineCount == 2 && s.contentRevision != revision, "the new line is drawn")
        doc.ended = true
        Self.tick(&s)
        #expect(s.nextDeadline == nil, "an ended input needs no more ticks")
    }

    @Test func copiesOfTheStateKeepTheirOwnLayoutMemo() {
        let long = String(repeating: "word ", count: 12)  // 60 columns: two rows at 40
        let doc = GrowingStub([long, "short", long])
        var s = Self.state(doc, follow: true)
        #expect(s.layout.rememberedLines == 2, "the long lines on screen are laid out once")
        let before = s
        doc.queued = [long, long, "short", long]
        Self.tick(&s)
        #expect(s.viewport.top == VisualRow(line: 4, row: 0), "following: the last lines are in view")
        #expect(s.layout.rememberedLines == 4, "and laid out")
        #expect(before.layout.rememberedLines == 2, "an earlier copy of the state does not see it")
        let fresh = DocumentLayout(width: 40)
        for line in 0..<doc.lineCount { #expect(s.layout.rowStarts(ofLine: line, in: doc) == fresh.rowStarts(ofLine: line, in: doc)) }
    }

    @Test func followKeepsTheEndInViewUntilAnotherKeyAndFStartsIt() {
        let doc = GrowingStub((1...3).map { "line \($0)" })
        var s = Self.state(doc, follow: true)
        #expect(s.following)
        doc.queued = (4...20).map { "line \($0)" }
        Self.tick(&s)
        #expect(s.viewport.top == VisualRow(line: 15, row: 0), "the last 5 rows (20 lines, 5 content rows) are in view")
        _ = reduceCarryingOut(&s, Self.key("k", s.now.milliseconds + 1))
        #expect(!s.following && s.viewport.top == VisualRow(line: 14, row: 0))
        doc.queued = (21...30).map { "line \($0)" }
        Self.tick(&s)
        #expect(s.viewport.top == VisualRow(line: 14, row: 0), "not following: the view stays")
        _ = reduceCarryingOut(&s, Self.key("F", s.now.milliseconds + 1))
        #expect(s.following && s.viewport.top == VisualRow(line: 25, row: 0))
        doc.queued = ["line 31"]
        Self.tick(&s)
        #expect(s.viewport.top == VisualRow(line: 26, row: 0))
        let view = PagerView(magnifier: nil)
        var drawn = view
        drawn.update(to: s)
        let status = (0..<40).map { drawn.base[$0, 5].grapheme }.joined()
        #expect(status.contains("of 31+") && status.contains("following"), "\(status)")
    }
}
