import CNCursesW
import LoupeCore
import Testing
@testable import LoupeTerminal

/// `FirstFrameBytes` on a terminal that scrolls when its bottom-right cell is written (automatic
/// margins without `xenl`, as `ansi`): a frame that draws that cell is left to ncurses, which
/// knows how to reach it; one that leaves it blank goes out as bytes. The cell ends a run of plain
/// text in the look already on, the case written without looking at each cell's position.
/// ncurses is one global screen: these are `FrameRendererTests`' (a serialized suite).
extension FrameRendererTests {
    /// The first frame's bytes on a fresh screen of `term`, or nil when ncurses had to draw it.
    static func firstFrame(term: String, size: GridSize, lastRow text: String) throws -> [UInt8]? {
        let screen = try #require(HeadlessScreen(size: size, term: term))
        defer { screen.close() }
        var frame = CellBuffer(size: size)
        frame.write("top line", column: 0, row: 0)
        frame.write(text, column: 0, row: size.rows - 1)
        var bytes: [UInt8] = []
        let made = screen.renderer.renderFirst(base: frame, overlays: [], write: { bytes += $0 }, silently: screen.discardingOutput)
        return made ? bytes : nil
    }

    /// A coloured log's screen goes back and forth between a few looks: the bytes of a change
    /// made once are written again without ncurses (`Writer.changes`), and ncurses, which did not
    /// see them, is told at the end: it believes the attributes normal, as the terminal shows them.
    @Test func afterChangesOfLookWrittenAgainNcursesBelievesWhatTheTerminalShows() throws {
        let size = GridSize(columns: 20, rows: 3)
        let screen = try #require(HeadlessScreen(size: size, term: "xterm-256color"))
        defer { screen.close() }
        let red = Style(foreground: .indexed(1)), green = Style(foreground: .indexed(2), attributes: .bold)
        var frame = CellBuffer(size: size)
        // Red to normal, made by ncurses on the first row; green then red by ncurses on the second,
        // whose end (red to normal) is the first row's change written again.
        frame.write("ab", column: 0, row: 0, style: red)
        frame.write("x", column: 2, row: 0)
        frame.write("cd", column: 0, row: 1, style: green)
        frame.write("ef", column: 2, row: 1, style: red)
        let bytes = try #require(FirstFrameBytes.make(frame, drawer: CellDrawer(mode: screen.colorMode), screen: size))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(["ab", "x", "cd", "ef"].allSatisfy(text.contains))
        var then: [UInt8] = []
        TerminfoBytes.attributes(loupe_A_NORMAL, pair: 0, to: &then)
        #expect(then.isEmpty, "ncurses believes other attributes: \(String(decoding: then, as: UTF8.self).debugDescription)")
    }

    /// Plain blanks between words go out as spaces when they are few (at most 3 where the terminal
    /// moves along a row by a count, `cuf`; else 8), and the cursor moves over more: a log's columns
    /// go out as one run of text.
    @Test(arguments: [("xterm-256color", 3), ("vt52", 8)])
    func fewBlanksBetweenWordsGoAsSpacesAndMoreAreMovedOver(term: String, most: Int) throws {
        let size = GridSize(columns: 40, rows: 3)
        let screen = try #require(HeadlessScreen(size: size, term: term))
        defer { screen.close() }
        let few = String(repeating: " ", count: most), more = String(repeating: " ", count: most + 1)
        var frame = CellBuffer(size: size)
        frame.write("ab" + few + "cd" + more + "ef", column: 0, row: 0)
        frame.write("gh" + few + "ij", column: 0, row: 1)
        let bytes = try #require(FirstFrameBytes.make(frame, drawer: CellDrawer(mode: screen.colorMode), screen: size))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("ab" + few + "cd") && text.contains("gh" + few + "ij"))
        #expect(!text.contains("cd" + more), "the wider gap was written as spaces")
        #expect(text.contains("ef"))
    }

    @Test func aFrameDrawingTheCornerOfATerminalThatScrollsThereIsLeftToNcurses() throws {
        let size = GridSize(columns: 12, rows: 4)
        #expect(try Self.firstFrame(term: "ansi", size: size, lastRow: String(repeating: "x", count: 12)) == nil)
        let short = try #require(try Self.firstFrame(term: "ansi", size: size, lastRow: String(repeating: "x", count: 11)))
        #expect(String(decoding: short, as: UTF8.self).contains("\u{1B}[4;1H" + String(repeating: "x", count: 11)))
        // A terminal that waits at the margin (`xenl`) takes the corner as bytes.
        #expect(try Self.firstFrame(term: "xterm-256color", size: size, lastRow: String(repeating: "x", count: 12)) != nil)
    }
}

/// The first frame on a screen ncurses made at another size than the terminal's (a session makes
/// it at the entry's size, `SilentScreen`): the bytes are made for the terminal's size, the screen
/// is fitted only after they are out, and ncurses then holds the same frame as on a screen made at
/// the right size, with nothing of its own sent.
extension FrameRendererTests {
    @Test(arguments: [GridSize(columns: 200, rows: 60), GridSize(columns: 34, rows: 8)])
    func aFirstFrameOnAScreenFittedAfterItsBytesIsTheSame(size: GridSize) throws {
        var frame = CellBuffer(size: size)
        frame.write("top line 中文 café", column: 0, row: 0, style: Style(foreground: .indexed(2)))
        frame.write("bottom", column: size.columns - 6, row: size.rows - 1, style: Style(attributes: .bold))
        func firstFrame(madeAt made: GridSize) throws -> (bytes: [UInt8], held: CellBuffer, sent: Int, fittedAfterBytes: Bool) {
            let screen = try #require(HeadlessScreen(size: made))
            defer { screen.close() }
            let start = screen.output.utf8.count
            var bytes: [UInt8] = []
            var fittedAfterBytes = false
            let drawn = screen.renderer.renderFirst(base: frame, overlays: [], screen: size, write: { bytes += $0 }, fit: {
                fittedAfterBytes = !bytes.isEmpty
                resizeterm(Int32(size.rows), Int32(size.columns))
            }, silently: screen.discardingOutput)
            #expect(drawn)
            return (bytes, screen.capture(), screen.output.utf8.count - start, fittedAfterBytes)
        }
        let right = try firstFrame(madeAt: size), small = try firstFrame(madeAt: GridSize(columns: 80, rows: 24))
        #expect(small.bytes == right.bytes)
        #expect(small.held == right.held, "ncurses holds another frame")
        #expect(small.sent == 0 && right.sent == 0, "ncurses' own update reached the terminal")
        #expect(small.fittedAfterBytes)
    }

    /// Two spellings of one letter, composed and decomposed, go out each as the file has it: the
    /// drawer's glyphs are kept by the cluster's bytes (kept by `String`, which finds the two
    /// equal, the second was drawn with the first's scalar).
    @Test func equivalentSpellingsAreDrawnAsSpelled() throws {
        let size = GridSize(columns: 12, rows: 3)
        let screen = try #require(HeadlessScreen(size: size, term: "xterm-256color"))
        defer { screen.close() }
        var frame = CellBuffer(size: size)
        frame.write("a\u{E9}b", column: 0, row: 0)
        frame.write("ae\u{301}b", column: 0, row: 1)
        var bytes: [UInt8] = []
        #expect(screen.renderer.renderFirst(base: frame, overlays: [], write: { bytes += $0 }, silently: screen.discardingOutput))
        let sent = Array(bytes)
        func contains(_ text: String) -> Bool {
            let needle = Array(text.utf8)
            return sent.indices.contains { sent[$0...].starts(with: needle) }
        }
        #expect(contains("a\u{E9}b"))
        #expect(contains("e\u{301}"))
    }
}
