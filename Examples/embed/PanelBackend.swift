import CNCursesW
import Glibc
import LoupeCore
import LoupeRuntime
import LoupeTerminal

/// A backend for a program that owns its ncurses screen: it reads the tty bytes itself
/// (ncurses 6.4 merges mouse events that arrive together), and presents only the overlays, as
/// panels above the program's own windows; the program's base frame is already on screen.
struct PanelBackend: Backend {
    let panels = OverlayPanels(colorMode: .palette256)
    let clock = MonotonicClock()
    var decoder = InputDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)

    var now: Instant { clock.now }

    mutating func nextEvents(deadline: Instant?) -> [InputEvent]? {
        var p = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        let wait = deadline.map { Int32(max(0, $0.milliseconds(since: now)).rounded(.up)) } ?? -1
        guard poll(&p, 1, wait) > 0 else { return [] }
        let n = read(0, &buffer, buffer.count)
        guard n > 0 else { return nil }
        return decoder.feed(buffer[0..<n], at: now).compactMap { input -> InputEvent? in
            switch input {
            case let .key(k): return .key(k)
            case let .mouse(m): return .mouse(m)
            default: return nil
            }
        }
    }

    mutating func present(base: CellBuffer, overlays: [FrameOverlay]) {
        panels.apply(overlays, screen: base.size)
        update_panels()
        doupdate()
    }

    mutating func perform(_ effect: AppEffect) -> [InputEvent] { [] }
}
