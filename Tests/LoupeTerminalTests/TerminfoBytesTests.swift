import CNCursesW
import LoupeCore
import Testing
@testable import LoupeTerminal

/// `TerminfoBytes.move` writes ECMA-48's cursor position itself for the entries that have it:
/// the same bytes as terminfo's own `tiparm` and `tputs`. ncurses is one global screen: these
/// are `FrameRendererTests`' (a serialized suite).
extension FrameRendererTests {
    /// The bytes terminfo itself makes for `cup` to a cell.
    static func terminfoMove(_ cup: UnsafePointer<CChar>, _ row: Int, _ column: Int) throws -> [UInt8] {
        let string = try #require(loupe_tiparm2(cup, Int32(row), Int32(column)))
        var out: [UInt8] = []
        TerminfoBytes.put(string, to: &out)
        return out
    }

    @Test(arguments: ["xterm-256color", "screen", "vt100", "linux"])
    func aCursorMoveIsTheBytesTerminfoMakes(term: String) throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 80, rows: 24), term: term))
        defer { screen.close() }
        let cup = try #require(loupe_tigetstr("cup"))
        for (row, column) in [(0, 0), (1, 0), (0, 9), (9, 10), (23, 79), (99, 199), (999, 1000), (4095, 9)] {
            var mine: [UInt8] = []
            #expect(TerminfoBytes.move(cup, row: row, column: column, to: &mine))
            #expect(mine == (try Self.terminfoMove(cup, row, column)), "\(term) at \(row),\(column)")
        }
    }

    @Test func anotherCursorMoveIsLeftToTerminfo() throws {
        let screen = try #require(HeadlessScreen(size: GridSize(columns: 80, rows: 24), term: "xterm-256color"))
        defer { screen.close() }
        // ADM-3A's `cup`: the row and column as characters, offset by a space.
        let adm3a = "\u{1B}=%p1%' '%+%c%p2%' '%+%c"
        var mine: [UInt8] = []
        #expect(TerminfoBytes.move(adm3a, row: 3, column: 7, to: &mine))
        #expect(mine == [0x1B, 0x3D, 0x20 + 3, 0x20 + 7])
    }
}
