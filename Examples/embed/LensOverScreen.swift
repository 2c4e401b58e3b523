import LoupeCore
import LoupeRuntime

/// The loupe over a screen the host program drew itself: while the left button is held, the
/// lens shows the spot under the pointer enlarged; `q` quits. A program for `ProgramLoop`, so
/// the lens slides in and out on the loop's ticks.
struct LensOverScreen: InteractiveModel {
    /// The host's screen, without the lens.
    let screen: CellBuffer
    let controller: LoupeController
    let renderer: LoupeRenderer?
    var loupe = LoupeState()
    var pointer: MouseEvent?
    var now = Instant.zero

    init(screen: CellBuffer, config: LoupeConfig, magnifier: Magnifier) {
        self.screen = screen
        controller = LoupeController(config: config)
        renderer = LoupeRenderer(magnifier: magnifier, config: config)
    }

    mutating func handle(_ event: InputEvent) -> [AppEffect] {
        if event.time > now { now = event.time }
        switch event {
        case let .key(k) where k.key == .character("q"): return [.quit(status: 0, output: nil)]
        case let .mouse(m) where m.button == .left: pointer = m.action == .release ? nil : m
        default: break
        }
        loupe = controller.reduce(loupe, input, now: now)
        return []
    }

    /// What the loupe follows: the held pointer, or nothing.
    var input: LoupeInput {
        guard let p = pointer else { return .idle(screenSize: screen.size) }
        return LoupeInput(screenSize: screen.size, focusColumn: LoupeInput.focusColumn(at: p.position, subCell: p.subCell),
                          focusRow: p.position.row, caretColumn: Double(p.position.column), selecting: true)
    }

    func baseFrame() -> CellBuffer { screen }

    func overlays() -> [FrameOverlay] {
        guard let layer = renderer?.layer(for: loupe, source: screen, now: now) else { return [] }
        return layer.panels(over: screen)
    }

    func nextDeadline() -> Instant? { controller.nextDeadline(loupe, now: now) }
}
