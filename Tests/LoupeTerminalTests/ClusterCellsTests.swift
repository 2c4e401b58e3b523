import CNCursesW
import LoupeCore
import Testing
@testable import LoupeTerminal

private let coder = "\u{1F9D1}\u{200D}\u{1F4BB}"   // 🧑‍💻
private let artist = "\u{1F9D1}\u{200D}\u{1F3A8}"  // 🧑‍🎨
private let person = "\u{1F9D1}"                   // 🧑, what ncurses holds of both

/// A headless screen drawing whole clusters, and what it wrote since the last look.
private final class Recorder {
    let screen: HeadlessScreen
    private var seen = 0

    init?(columns: Int = 20, rows: Int = 5, wholeClusters: Bool = true) {
        guard let screen = HeadlessScreen(size: GridSize(columns: columns, rows: rows), drawsWholeClusters: wholeClusters) else { return nil }
        self.screen = screen
    }

    /// The bytes written since the last call.
    func written() -> String {
        let bytes = Array(screen.output.utf8)
        defer { seen = bytes.count }
        return String(decoding: bytes[min(seen, bytes.count)...], as: UTF8.self)
    }

    /// Renders a frame (every cell compared with the last frame) and returns what it wrote.
    func render(_ base: CellBuffer, overlays: [FrameOverlay] = [], damage: FrameDamage = .all) -> String {
        _ = written()
        screen.renderer.render(base: base, overlays: overlays, damage: damage)
        return written()
    }
}

/// A frame with texts cut into cells as tmux cuts them (a character after a zero-width joiner
/// joins its cell), or as `cells` says.
private func frame(_ rows: [(row: Int, column: Int, text: String)], columns: Int = 20, style: Style = .plain,
                   cells: WidthPolicy.Cells = .tmux) -> CellBuffer {
    var f = CellBuffer(columns: columns, rows: 5)
    for r in rows {
        let line = TextImporter(policy: WidthPolicy(cells: cells)).importText(r.text).lines.first ?? []
        for (i, cell) in line.enumerated() where r.column + i < columns {
            var c = cell
            c.style = style
            f[r.column + i, r.row] = c
        }
    }
    return f
}

/// The cursor move to a zero-based cell in xterm-256color (`cup`).
private func cup(_ row: Int, _ column: Int) -> String { "\u{1B}[\(row + 1);\(column + 1)H" }

/// Whole clusters written after ncurses' updates (`ClusterCells`). ncurses is one global screen:
/// these tests are `FrameRendererTests`' (a serialized suite), so they never run beside another of its.
extension FrameRendererTests {
    @Test func aClusterIsWrittenWholeRightAfterTheUpdateInItsCell() throws {
        let r = try #require(Recorder())
        let out = r.render(frame([(1, 2, "x\(coder)y")]))
        // After ncurses' own output, which leaves the cursor on the cluster's cell: the cluster,
        // and the cursor moved back there.
        #expect(out.hasSuffix("  x\(person)y\u{08}\u{08}\u{08}" + cup(1, 3) + coder + cup(1, 3)), "\(out.debugDescription)")
        // ncurses itself holds the first emoji: its columns stay right.
        #expect(r.screen.capture().text(ofRow: 1).hasPrefix("  x\(person)y"))
    }

    @Test func withoutWholeClustersNothingButNcursesOutput() throws {
        let r = try #require(Recorder(wholeClusters: false))
        let out = r.render(frame([(1, 2, "x\(coder)y")]))
        #expect(!out.contains("\u{200D}"), "\(out.debugDescription)")
        #expect(out.contains(person))
    }

    @Test func aClusterStartingWithTheSameEmojiIsWrittenOverTheLastOne() throws {
        let r = try #require(Recorder())
        // A skin tone is a cell of its own in tmux; kitty, WezTerm, foot and Ghostty join it.
        _ = r.render(frame([(0, 0, coder), (2, 4, "\u{1F44D}\u{1F3FB}")], cells: .graphemes))
        let out = r.render(frame([(0, 0, artist), (2, 4, "\u{1F44D}\u{1F3FD}")], cells: .graphemes))
        #expect(out.contains(cup(0, 0) + artist), "\(out.debugDescription)")
        #expect(out.contains(cup(2, 4) + "\u{1F44D}\u{1F3FD}"), "\(out.debugDescription)")
        #expect(!out.contains(coder))
    }

    @Test func anUnchangedClusterIsNotWrittenAgainUnlessNcursesDrewItsRow() throws {
        let r = try #require(Recorder())
        var f = frame([(0, 0, coder), (3, 0, artist)])
        _ = r.render(f)
        #expect(!r.render(f).contains("\u{200D}"), "nothing changed")
        f.write("Z", column: 10, row: 3)
        let out = r.render(f)
        #expect(out.contains(cup(3, 0) + artist), "ncurses drew row 3: \(out.debugDescription)")
        #expect(!out.contains(coder), "row 0 was not drawn")
    }

    @Test func aClusterGivingWayToItsOwnFirstEmojiHasNcursesDrawTheCellAgain() throws {
        let r = try #require(Recorder())
        _ = r.render(frame([(1, 0, "a\(coder)b")]))
        let out = r.render(frame([(1, 0, "a\(person)b")]))
        // ncurses believes the cell shows 🧑 already: without being told, it would send nothing.
        #expect(out.contains(person) && !out.contains("\u{200D}"), "\(out.debugDescription)")
        #expect(r.render(frame([(1, 0, "a\(person)b")])).count < 16, "and then nothing more")
    }

    @Test func aPanelHidesAClusterWhichComesBackWhenThePanelGoes() throws {
        let r = try #require(Recorder())
        let base = frame([(1, 3, coder)])
        _ = r.render(base)
        var box = CellBuffer(columns: 8, rows: 3)
        box.fill(box.bounds, with: .blank(Style(background: .indexed(4))))
        let covered = r.render(base, overlays: [FrameOverlay(origin: GridPoint(column: 0, row: 0), cells: box)], damage: .none)
        #expect(!covered.contains("\u{200D}"), "under the panel: \(covered.debugDescription)")
        let uncovered = r.render(base, overlays: [], damage: .none)
        #expect(uncovered.contains(cup(1, 3) + coder), "\(uncovered.debugDescription)")
        // A panel's own clusters are written where the panel shows them.
        let lens = frame([(1, 1, artist)], columns: 8)
        let shown = r.render(base, overlays: [FrameOverlay(origin: GridPoint(column: 10, row: 1), cells: lens)], damage: .none)
        #expect(shown.contains(cup(2, 11) + artist), "\(shown.debugDescription)")
    }

    @Test func aResumeOrANewScreenWritesEveryClusterAgain() throws {
        let r = try #require(Recorder())
        let base = frame([(0, 0, coder), (4, 10, artist)])
        _ = r.render(base)
        r.screen.renderer.invalidate()
        let again = r.render(base)
        #expect(again.contains(cup(0, 0) + coder) && again.contains(cup(4, 10) + artist), "\(again.debugDescription)")
        clearok(loupe_curscr(), true)  // as `TerminalSession.resume` does
        let resumed = r.render(base, damage: .none)
        #expect(resumed.contains(cup(0, 0) + coder) && resumed.contains(cup(4, 10) + artist), "\(resumed.debugDescription)")
    }

    @Test func aStyledClusterIsWrittenInItsCellsLookAndTheCursorIsLeftWhereNcursesBelievesItIs() throws {
        let r = try #require(Recorder())
        let style = Style(foreground: .indexed(1), background: .indexed(4), attributes: .bold)
        let out = r.render(frame([(2, 5, coder), (3, 1, artist)], style: style))
        // ncurses' own update ends by leaving the cursor on the last cluster's cell (after its
        // 🧑, two backspaces); the clusters' bytes come after it, in the cells' look, and end by
        // moving the cursor back there, in normal attributes.
        let look = "\u{1B}(B\u{1B}[0;1m\u{1B}[31m\u{1B}[44m", normal = "\u{1B}(B\u{1B}[m"
        #expect(out.hasSuffix(cup(3, 1) + person + "\u{08}\u{08}\u{1B}[39;49m" + normal
                              + cup(2, 5) + look + coder + cup(3, 1) + artist + normal + cup(3, 1)), "\(out.debugDescription)")
    }

    @Test func theFirstFramesBytesHoldTheWholeClusters() throws {
        let r = try #require(Recorder())
        let base = frame([(0, 0, "a\(coder)b"), (3, 2, "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}!")])
        var bytes: [UInt8] = []
        let drawn = r.screen.renderer.renderFirst(base: base, overlays: [], write: { bytes += $0 }, silently: r.screen.discardingOutput)
        #expect(drawn)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("a" + coder) && text.contains("\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"), "\(text.debugDescription)")
        #expect(text.contains(coder + cup(0, 3) + "b"), "the cell after a cluster is placed: \(text.debugDescription)")
        _ = r.written()
        #expect(!r.render(base).contains("\u{200D}"), "the record knows they are shown")
    }

    @Test func scrollingOneLineWritesTheClusterThatTookTheCellOfOneStartingAlike() throws {
        let r = try #require(Recorder())
        _ = r.render(frame([(0, 0, "a \(coder) b"), (1, 0, "a \(artist) b"), (2, 0, "c")]))
        let out = r.render(frame([(0, 0, "a \(artist) b"), (1, 0, "c")]))
        #expect(out.contains(cup(0, 2) + artist), "\(out.debugDescription)")
        #expect(!out.contains(coder))
    }
}
