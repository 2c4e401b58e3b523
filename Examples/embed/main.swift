// An existing ncurses program that embeds the loupe: it draws its own screen with plain
// ncurses calls and, while the mouse drags, shows a lens over it as an ncurses panel.
//
// Build: it is not part of the package by default. Add this target to Package.swift
//     .executableTarget(name: "loupe-embed-example",
//                       dependencies: ["LoupeTerminal", "LoupeCore", "CNCursesW"],
//                       path: "Examples/embed"),
// then `swift run loupe-embed-example` in a terminal (drag with the left button; q quits).
//
// The three pieces of LoupeTerminal it uses:
//  - InputDecoder: the program reads the tty bytes itself (ncurses 6.4 merges mouse events),
//  - WindowCapture: the program's screen, without the lens, as a ScreenSnapshot,
//  - OverlayPanels: FrameOverlays shown as panels above the program's windows.
import CNCursesW
import Glibc
import LoupeCore
import LoupeTerminal

/// A 2x lens over `snapshot` centred on `point` (stand-in for the loupe's own overlay,
/// which the core builds from the same snapshot and the selection state).
func simpleLens(_ snapshot: ScreenSnapshot, at point: GridPoint) -> FrameOverlay {
    let style = Style(foreground: .indexed(15), background: .indexed(238))
    var lens = CellBuffer(size: GridSize(columns: 24, rows: 6), fill: .blank(style))
    for r in 0..<6 {
        for c in 0..<24 {
            let source = snapshot[point.column - 6 + c / 2, point.row - 1 + r / 2]
            if source.width == 1 { lens[c, r] = Cell(source.grapheme, style: style) }
        }
    }
    return FrameOverlay(origin: GridPoint(column: point.column - 12, row: point.row - 7), cells: lens)
}

setlocale(LC_ALL, "")
initscr()
raw()
noecho()
curs_set(0)
start_color()
use_default_colors()
init_pair(1, Int16(COLOR_CYAN), -1)

// The program's own drawing.
for row in 0..<Int32(LINES - 1) {
    attron(loupe_COLOR_PAIR(row % 3 == 0 ? 1 : 0))
    mvaddstr(row, 2, "line \(row): the quick brown fox jumps over the lazy dog — 日本語 テキスト")
    attroff(loupe_COLOR_PAIR(1))
}
mvaddstr(LINES - 1, 0, "drag with the mouse to see the lens; q quits")
refresh()

// Mouse: SGR button tracking, sent by the program (and turned off at the end).
let modes = TerminalModes.buttonTracking
_ = modes.withCString { write(1, $0, strlen($0)) }

let panels = OverlayPanels(colorMode: .palette256)
var decoder = InputDecoder()
var buffer = [UInt8](repeating: 0, count: 4096)
var running = true
while running {
    let n = read(0, &buffer, buffer.count)
    if n <= 0 { break }
    for input in decoder.feed(buffer[0..<n], at: .zero) {
        switch input {
        case let .key(k) where k.key == .character("q"):
            running = false
        case let .mouse(m) where m.action == .press || m.action == .drag:
            let screen = WindowCapture.composedScreen(excluding: panels.windows)
            panels.apply([simpleLens(screen, at: m.position)], screen: screen.size)
        case let .mouse(m) where m.action == .release:
            panels.apply([], screen: GridSize(columns: Int(COLS), rows: Int(LINES)))
        default:
            break
        }
    }
    update_panels()
    doupdate()
}

let off = TerminalModes.mouseOff
_ = off.withCString { write(1, $0, strlen($0)) }
panels.removeAll()
endwin()
