/// The front-end logic shared by the live terminal and the demo player: events in, frames out.
///
/// The live ncurses front end and the headless demo recorder drive the same
/// model in the same way, so a recording shows exactly what a person sees:
/// 1. feed every decoded event (and a `.tick` when a deadline passes) to `handle`;
/// 2. act on the returned effects;
/// 3. draw `baseFrame()` and then each of `overlays()` on top (or `frame()`, the two composed).
public protocol InteractiveModel {
    /// Feeds one event: mouse, key, resize or tick. Events must come in time order.
    mutating func handle(_ event: InputEvent) -> [AppEffect]
    /// The screen without overlays: content, selection highlight, status bar.
    func baseFrame() -> Frame
    /// Overlays drawn over the base, bottom first (the loupe).
    func overlays() -> [FrameOverlay]
    /// The next instant at which the model needs a `.tick` (animation, auto-scroll), or nil when idle.
    func nextDeadline() -> Instant?
    /// The terminal's default background colour, when the terminal says it (after the first
    /// frame): the model may shade and fade against it. By default nothing changes.
    mutating func adoptTerminalBackground(red: UInt8, green: UInt8, blue: UInt8)
}

extension InteractiveModel {
    /// Does nothing: most models draw nothing that depends on the terminal's background.
    public mutating func adoptTerminalBackground(red: UInt8, green: UInt8, blue: UInt8) {}
}

extension InteractiveModel {
    /// The base frame with every overlay drawn on it, clipped to the screen; an overlay
    /// edge that cuts a wide character turns the cut half into a blank.
    public func frame() -> Frame {
        var out = baseFrame()
        for overlay in overlays() {
            for r in 0..<overlay.cells.rows {
                for c in 0..<overlay.cells.columns {
                    let cell = overlay.cells[c, r]
                    if cell.isContinuation { continue }
                    out.put(cell, column: overlay.origin.column + c, row: overlay.origin.row + r)
                }
            }
        }
        return out
    }
}
