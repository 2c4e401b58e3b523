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

    @Test func aFrameDrawingTheCornerOfATerminalThatScrollsThereIsLeftToNcurses() throws {
        let size = GridSize(columns: 12, rows: 4)
        #expect(try Self.firstFrame(term: "ansi", size: size, lastRow: String(repeating: "x", count: 12)) == nil)
        let short = try #require(try Self.firstFrame(term: "ansi", size: size, lastRow: String(repeating: "x", count: 11)))
        #expect(String(decoding: short, as: UTF8.self).contains("\u{1B}[4;1H" + String(repeating: "x", count: 11)))
        // A terminal that waits at the margin (`xenl`) takes the corner as bytes.
        #expect(try Self.firstFrame(term: "xterm-256color", size: size, lastRow: String(repeating: "x", count: 12)) != nil)
    }
}
