import CNCursesW
import LoupeCore

/// The bytes that write whole grapheme clusters over the cells ncurses drew them in
/// (`ClusterCells`), as ncurses itself would send a cell: the cursor placed with the terminfo
/// entry's `cup`, the cell's attributes and colours switched by ncurses' own `vid_puts` (so
/// ncurses goes on believing what the terminal's attributes are), then the cluster's UTF-8.
/// They end with normal attributes and the cursor moved back to the cell ncurses left it on
/// (`ClusterCells.prepare` has it left on the last cluster's). Only clusters that passed the cell model are written, and a
/// control character never is (a cluster holding one is left out). A cluster in the bottom-right
/// cell is left out on a terminal that scrolls when that cell is written (automatic margins without `xenl`).
enum ClusterBytes {
    /// The bytes for `cells` (in screen order) on a screen of `screen`, the cursor at `cursor`
    /// before and after them. Bytes that only change attributes must be sent all the same:
    /// ncurses already believes the terminal has them.
    static func make(_ cells: [(row: Int, column: Int, cluster: ClusterCells.Drawn)], screen: GridSize,
                     cursor: (row: Int, column: Int)) -> [UInt8] {
        guard !cells.isEmpty, let cup = loupe_tigetstr("cup") else { return [] }
        let scrollsAtCorner = loupe_tigetflag("am") && !loupe_tigetflag("xenl")
        // Moving with attributes on is safe only where the entry says so (`msgr`), as for ncurses.
        let movesInAnyLook = loupe_tigetflag("msgr")
        var out: [UInt8] = []
        out.reserveCapacity(cells.count * 32)
        var look: (attributes: attr_t, pair: Int32)?
        func normal() {
            TerminfoBytes.attributes(loupe_A_NORMAL, pair: 0, to: &out)
            look = nil
        }
        // From whatever ncurses believes the attributes are to normal.
        normal()
        var moved = false
        for (row, column, cluster) in cells {
            if scrollsAtCorner && row == screen.rows - 1 && column + cluster.width >= screen.columns { continue }
            if cluster.scalars.contains(where: TerminalGlyph.isControl) { continue }
            if !movesInAnyLook && look != nil { normal() }
            guard TerminfoBytes.move(cup, row: row, column: column, to: &out) else { break }
            moved = true
            let wanted = (attributes: cluster.attributes, pair: cluster.pair)
            if look.map({ $0 != wanted }) ?? (wanted != (loupe_A_NORMAL, 0)) {
                // A colour goes back to the terminal's default through normal attributes (`sgr0`):
                // ncurses would send `op` for it itself, not through the function it is given.
                if look != nil { normal() }
                TerminfoBytes.attributes(wanted.attributes, pair: wanted.pair, to: &out)
                look = wanted
            }
            for s in cluster.scalars { UTF8.encode(s) { out.append($0) } }
        }
        normal()
        if moved { _ = TerminfoBytes.move(cup, row: cursor.row, column: cursor.column, to: &out) }
        return out
    }
}
