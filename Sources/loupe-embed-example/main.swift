// An existing ncurses program that embeds the loupe: it draws its own screen with plain
// ncurses calls and, while the mouse drags, shows Loupe's lens over it as an ncurses panel.
//
// Run it in a terminal: `swift run loupe-embed-example` (drag with the left button; q quits).
//
// The pieces it uses:
//  - InputDecoder (LoupeTerminal): the program reads the tty bytes itself (ncurses 6.4 merges mouse events);
//  - WindowCapture (LoupeTerminal): the program's screen, without the lens, as a ScreenSnapshot;
//  - LoupeController + LoupeRenderer + Magnifier (LoupeCore): where the lens goes and what it shows;
//  - OverlayPanels (LoupeTerminal): the lens shown as a panel above the program's windows.
// This loop only wakes on input, so the loupe's slide animations are switched off (durations 0);
// a program with a timer feeds `LoupeController.reduce` on ticks too (see `TerminalApp`).
import CNCursesW
import Glibc
import LoupeCore
import LoupeTerminal

var config = LoupeConfig(zoom: 3, tier: .quadrant)
config.showDuration = 0
config.hideDuration = 0
config.followLag = 0
let controller = LoupeController(config: config)
var loupe = LoupeState()
let renderer: LoupeRenderer? = (try? Magnifier.bundled()).map { LoupeRenderer(magnifier: $0, config: config) }
let clock = MonotonicClock()

/// The lens for the pointer over `screen` while the button is held; none otherwise.
func lens(_ screen: ScreenSnapshot, pointer: MouseEvent) -> [FrameOverlay] {
    let held = pointer.action == .press || pointer.action == .drag
    let input = held
        ? LoupeInput(screenSize: screen.size, focusColumn: LoupeInput.focusColumn(at: pointer.position, subCell: pointer.subCell),
                     focusRow: pointer.position.row, caretColumn: Double(pointer.position.column), selecting: true)
        : LoupeInput.idle(screenSize: screen.size)
    loupe = controller.reduce(loupe, input, now: clock.now)
    guard let layer = renderer?.layer(for: loupe, source: screen, now: clock.now) else { return [] }
    return [layer.flattened(over: screen)]
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
        case let .mouse(m) where m.button == .left:
            let screen = WindowCapture.composedScreen(excluding: panels.windows)
            panels.apply(lens(screen, pointer: m), screen: screen.size)
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
