import LoupeCore
import LoupeFiles
@testable import LoupePager
import LoupeRuntime
import LoupeTesting
import Testing

/// Issue 18: the text of a big selection is made off the interface's thread (`CopyJob`), with
/// its progress in the status bar, Esc to cancel, and the copy delivered when it is done.
@Suite("Pager: big copies")
struct BigCopyTests {
    static let text = (0..<40).map { "line \($0)" }.joined(separator: "\n")

    /// A pager whose copies of more than 3 lines are made by a `CopyJob`.
    static func state(purpose: PagerSettings.Purpose = .view, text: String = text) -> PagerState {
        var settings = PagerSettings(purpose: purpose, title: "t")
        settings.selection.immediateTextLines = 3
        return PagerState(document: InMemoryDocument(TextImporter().importText(text)), size: GridSize(columns: 40, rows: 10),
                          settings: settings)
    }

    static func mouse(_ action: MouseAction, _ c: Int, _ r: Int, _ ms: Double, _ modifiers: Modifiers = []) -> InputEvent {
        .mouse(MouseEvent(action, .left, at: GridPoint(column: c, row: r), modifiers: modifiers, time: Instant(milliseconds: ms)))
    }

    static func key(_ k: Key, _ ms: Double) -> InputEvent { .key(KeyEvent(k, time: Instant(milliseconds: ms))) }

    /// Drags from the first cell of row 0 to the end of row 7 (lines 0 to 7).
    static func dragEightLines(_ s: inout PagerState) -> [AppEffect] {
        _ = PagerReducer.reduce(&s, mouse(.press, 0, 0, 10))
        _ = PagerReducer.reduce(&s, mouse(.drag, 20, 7, 30))
        return PagerReducer.reduce(&s, mouse(.release, 20, 7, 50))
    }

    static let eightLines = (0..<8).map { "line \($0)" }.joined(separator: "\n")

    static func status(_ s: PagerState) -> String {
        PagerView.statusLine(s, rows: []).left
    }

    @Test("a big selection's release copies nothing yet: it asks for its text to be made (a work), and the status bar says so")
    func releaseAsksForACopyJob() throws {
        var s = Self.state()
        let effects = Self.dragEightLines(&s)
        #expect(!effects.contains { if case .copy = $0 { return true } else { return false } })
        let job = try #require(s.copy)
        #expect(works(effects).map(\.id) == [job.work], "the text is asked for as an effect, made by no one in the reducer")
        #expect(job.request.span == .stream(TextPosition(line: 0, offset: 0)..<TextPosition(line: 7, offset: 6)))
        #expect(job.lines == 8)
        #expect(Self.status(s).contains("copying 8 lines… 0% · Esc cancels"), "\(Self.status(s))")
    }

    @Test("the extraction's results come back as events: its progress, then the exact text delivered to the copy sinks")
    func extractionResultsAsEvents() throws {
        var s = Self.state()
        let work = try #require(works(Self.dragEightLines(&s)).first)
        let results = work.carryOutAtOnce(now: Instant(milliseconds: 60))
        #expect(results.count >= 2)
        var effects: [AppEffect] = []
        for result in results { effects += PagerReducer.reduce(&s, result) }
        #expect(effects == [.copy(Self.eightLines)])
        #expect(s.copy == nil)
        _ = PagerReducer.reduce(&s, .copied(CopyOutcome(takenBy: ["tmux buffer"]), time: s.now))
        #expect(s.message == "copied 8 lines")
        #expect(s.selectionText == Self.eightLines, "the same text the small path makes")
    }

    @Test("while the text is being made the pager answers keys, its progress shows as it comes, and the copy comes when it is done")
    func progressThenDelivery() throws {
        var s = Self.state(text: (0..<40_000).map { "line \($0)" }.joined(separator: "\n"))
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 0, 0, 10))
        _ = PagerReducer.reduce(&s, Self.key(.character("G"), 20))
        let work = try #require(works(PagerReducer.reduce(&s, Self.mouse(.release, 5, 8, 30, .shift))).first)
        let results = work.carryOutAtOnce(now: Instant(milliseconds: 40))
        #expect(results.count > 2, "a progress event a chunk of lines")
        _ = PagerReducer.reduce(&s, results[1])
        #expect(Self.status(s).contains("copying 40000 lines… 20%"), "\(Self.status(s))")
        let top = s.viewport.top
        _ = PagerReducer.reduce(&s, Self.key(.character("g"), 80))
        #expect(s.viewport.top != top, "g scrolled while the copy goes on")
        var effects: [AppEffect] = []
        for result in results.dropFirst(2) { effects += PagerReducer.reduce(&s, result) }
        #expect(effects.count == 1 && s.copy == nil)
    }

    @Test("Esc cancels the copy being made: its work is cancelled, nothing is copied, and a late result is ignored")
    func escCancels() throws {
        var s = Self.state()
        let work = try #require(works(Self.dragEightLines(&s)).first)
        #expect(PagerReducer.reduce(&s, Self.key(.escape, 90)) == [.cancel(work.id)])
        #expect(s.copy == nil)
        #expect(s.message == "copy cancelled")
        #expect(!s.selection.isEmpty, "Esc stopped the copy only; a second Esc clears the selection")
        for result in work.carryOutAtOnce(now: Instant(milliseconds: 100)) {
            #expect(PagerReducer.reduce(&s, result).isEmpty, "what the cancelled work made is not copied")
        }
        #expect(s.message == "copy cancelled")
    }

    @Test("a new copy gives up the one being made")
    func aNewCopyReplacesTheOld() throws {
        var s = Self.state()
        let first = try #require(works(Self.dragEightLines(&s)).first)
        _ = PagerReducer.reduce(&s, Self.mouse(.press, 0, 1, 200))
        _ = PagerReducer.reduce(&s, Self.mouse(.drag, 3, 8, 220))
        let effects = PagerReducer.reduce(&s, Self.mouse(.release, 3, 8, 240))
        #expect(effects.contains(.cancel(first.id)))
        #expect(works(effects).map(\.id) == [try #require(s.copy?.work)])
        #expect(s.copy?.request.span.lines.lowerBound == 1)
    }

    /// Alt-drags a block from column 5 of row 0 to column 6 of row 7 (lines 0 to 7, the numbers).
    static func dragEightLineBlock(_ s: inout PagerState) -> [AppEffect] {
        _ = PagerReducer.reduce(&s, mouse(.press, 5, 0, 10, .alt))
        _ = PagerReducer.reduce(&s, mouse(.drag, 6, 7, 30, .alt))
        return PagerReducer.reduce(&s, mouse(.release, 6, 7, 50, .alt))
    }

    @Test("a big block selection is made the same way: asked for, the block's text delivered as its result, Esc cancels")
    func aBigBlockGoesTheSameWay() throws {
        var s = Self.state(text: (0..<40).map { "line \($0 * 3)" }.joined(separator: "\n"))
        let effects = Self.dragEightLineBlock(&s)
        #expect(!effects.contains { if case .copy = $0 { return true } else { return false } }, "nothing is made on the interface's thread")
        let request = try #require(s.copy?.request)
        #expect(request.span == .block(top: VisualRow(line: 0, row: 0), bottom: VisualRow(line: 7, row: 0), columns: 5..<7, width: 40, overflow: .wrap))
        #expect(Self.status(s).contains("copying 8 lines… 0% · Esc cancels"), "\(Self.status(s))")
        let running = try #require(works(effects).first)
        #expect(PagerReducer.reduce(&s, Self.key(.escape, 90)) == [.cancel(running.id)])
        #expect(s.copy == nil && s.message == "copy cancelled")

        let again = try #require(works(Self.dragEightLineBlock(&s)).first)
        let block = "0\n3\n6\n9\n12\n15\n18\n21"
        var delivered: [AppEffect] = []
        for result in again.carryOutAtOnce(now: s.now) { delivered += PagerReducer.reduce(&s, result) }
        #expect(delivered == [.copy(block)])
        _ = PagerReducer.reduce(&s, .copied(CopyOutcome(sentToTerminal: true), time: s.now))
        #expect(s.message == "sent 8 lines to the terminal (OSC 52)")
        #expect(s.selectionText == block, "the same text the small path makes")
    }

    @Test("in a picker a big selection ends the session with its text once it is made")
    func pickerQuitsWithTheText() throws {
        var model = PagerModel(document: InMemoryDocument(TextImporter().importText(Self.text)), size: GridSize(columns: 40, rows: 10),
                               settings: Self.state(purpose: .pick).settings, magnifier: nil)
        _ = model.handle(Self.mouse(.press, 0, 0, 10))
        _ = model.handle(Self.mouse(.drag, 20, 7, 30))
        let work = try #require(works(model.handle(Self.mouse(.release, 20, 7, 50))).first)
        let effects = work.carryOutAtOnce(now: Instant(milliseconds: 60)).flatMap { model.handle($0) }
        #expect(effects == [.quit(status: 0, output: Self.eightLines)])
    }

    @Test("the menu's Copy of a big selection is made the same way (it was refused above 200,000 lines)")
    func menuCopy() {
        var f = PagerDriver(String(repeating: "a\n", count: 200_100), size: GridSize(columns: 60, rows: 12), magnifier: false)
        f.key(.character("a"), modifiers: .ctrl)
        f.mouse(.press, 5, 5, .right)
        f.mouse(.release, 5, 5, .right)
        f.key(.down)
        #expect(f.model.state.menu?.highlighted.map { f.model.state.menu?.items[$0].title } == "Copy")
        let effects = f.key(.enter)
        let copied = effects == [.setHoverTracking(false), .copy(Array(repeating: "a", count: 200_100).joined(separator: "\n"))]
        #expect(copied, "the context menu gives back its tracking, and the whole text is copied")
        #expect(f.model.state.message == "copied 200100 lines")
    }
}

extension BigCopyTests {
    /// A file of every kind of line a background copy reads: CRLF ends, colours, a tab, wide
    /// characters, a control, trailing spaces, an empty line, and no newline at its end.
    static let fileText = (0..<3_000).map { i in
        switch i % 6 {
        case 0: return "plain \(i)\r"
        case 1: return "\u{1B}[31mred\u{1B}[0m \(i)\tafter tab   "
        case 2: return "wide 漢字 \(i) \u{07} bell"
        case 3: return ""
        case 4: return "\u{1B}]8;;http://e/\(i)\u{1B}\\link\u{1B}]8;;\u{1B}\\ \(i)"
        default: return "bidi \u{202E}\(i)"
        }
    }.joined(separator: "\n")

    @Test("on its own thread (a WorkQueue, as live) the copy of a file is the text the interface would have copied, its result posted as an event")
    func backgroundCopyOfAFile() async throws {
        let bytes = Array(Self.fileText.utf8)
        let document = FileDocument(file: MappedFile(bytes: bytes, name: "t"))
        var settings = PagerSettings(title: "t")
        settings.selection.immediateTextLines = 100
        var model = PagerModel(document: document, size: GridSize(columns: 50, rows: 10), settings: settings, magnifier: nil)
        _ = model.handle(Self.mouse(.press, 2, 0, 10))
        _ = model.handle(Self.mouse(.drag, 4, 0, 12))
        _ = model.handle(Self.mouse(.release, 4, 0, 14))
        _ = model.handle(.copied(CopyOutcome(takenBy: ["xclip"]), time: Instant(milliseconds: 15)))
        #expect(model.state.message == "copied 3 characters")
        let queue = WorkQueue()
        for case let .work(work) in model.handle(Self.key(.character("G"), 20)) {
            for result in queue.carryOut(work, now: Instant(milliseconds: 20)) { _ = model.handle(result) }
        }
        #expect(model.handle(Self.mouse(.press, 3, 8, 30, .shift)).isEmpty)
        let extraction = try #require(works(model.handle(Self.mouse(.release, 3, 8, 40))).first)
        let range = try #require(model.state.selection.range)
        let expected = SelectionText.text(of: range, in: document, trim: true)
        #expect(queue.carryOut(extraction, now: Instant(milliseconds: 40)).isEmpty, "all of it on the thread")
        var copied: [AppEffect] = []
        var ms = 50.0
        while copied.isEmpty && ms < 30_000 {
            try await Task.sleep(for: .milliseconds(5))
            ms += 5
            for event in queue.mailbox.take(at: Instant(milliseconds: ms)) { copied += model.handle(event) }
        }
        #expect(copied == [.copy(expected)])
        #expect(expected.hasPrefix("ain 0\n"))
        _ = model.handle(.copied(CopyOutcome(takenBy: ["xclip"]), time: Instant(milliseconds: ms)))
        #expect(model.state.message == "copied \(range.upperBound.line + 1) lines")
    }
}
