import Glibc
import LoupeCore

/// A terminal's size as the kernel keeps it (TIOCGWINSZ): its cells, and its pixels when the
/// terminal says.
struct WindowSize {
    /// Columns x rows, never zero.
    let cells: GridSize
    /// The size of one cell in pixels, when the terminal reports its pixels.
    let cellPixels: (width: Int, height: Int)?

    /// The size of the terminal open at `fd`; nil when it is no terminal or says no size.
    init?(fd: Int32) {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return nil }
        cells = GridSize(columns: Int(ws.ws_col), rows: Int(ws.ws_row))
        cellPixels = ws.ws_xpixel > 0 && ws.ws_ypixel > 0
            ? (Int(ws.ws_xpixel) / Int(ws.ws_col), Int(ws.ws_ypixel) / Int(ws.ws_row)) : nil
    }
}
