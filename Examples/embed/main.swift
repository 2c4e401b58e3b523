// An existing ncurses program that embeds the loupe: it draws its own screen with plain
// ncurses calls and, while the mouse drags, shows Loupe's lens over it as an ncurses panel.
//
// Run it in a terminal: `swift run loupe-embed-example` (drag with the left button; q quits).
//
// The pieces it uses:
//  - WindowCapture (LoupeTerminal): the program's screen, without the lens, as a CellBuffer;
//  - LensOverScreen (this folder): a program for the loop: the loupe over that screen;
//  - PanelBackend (this folder): reads the tty bytes with InputDecoder (ncurses 6.4 merges mouse
//    events) and shows the lens with OverlayPanels, as a panel above the program's windows;
//  - ProgramLoop (LoupeRuntime): the same loop as `loupe view` and the demo recorder, so the lens
//    slides in and out on its ticks.
import CNCursesW
import Glibc
import LoupeCore
import LoupeRuntime
import LoupeTerminal

setlocale(LC_ALL, "")
initscr()
raw()
noecho()
curs_set(0)
start_color()
use_default_colors()
init_pair(1, Int16(COLOR_CYAN), -1)

// The program's own drawing.
for row in 0..<Int32(loupe_LINES() - 1) {
    attron(loupe_COLOR_PAIR(row % 3 == 0 ? 1 : 0))
    mvaddstr(row, 2, "line \(row): the quick brown fox jumps over the lazy dog — 日本語 テキスト")
    attroff(loupe_COLOR_PAIR(1))
}
mvaddstr(loupe_LINES() - 1, 0, "drag with the mouse to see the lens; q quits")
refresh()

// Mouse: SGR button tracking and focus reports, sent by the program (and turned off at the end).
let modes = MouseModes().bytes
_ = modes.withCString { write(1, $0, strlen($0)) }

// The loupe over what the program drew, run by the one program loop until q.
var lens = LensOverScreen(screen: WindowCapture.composedScreen(excluding: []), config: LoupeConfig(zoom: 3, tier: .quadrant),
                          magnifier: .standard)
var backend = PanelBackend()
ProgramLoop.run(&lens, on: &backend)
backend.panels.removeAll()

let off = TerminalModes.mouseOff
_ = off.withCString { write(1, $0, strlen($0)) }
endwin()
