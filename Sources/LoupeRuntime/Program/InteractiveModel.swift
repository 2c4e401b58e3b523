import LoupeCore

/// What `ProgramLoop` runs: events in, effects and frames out.
///
/// The live terminal, the demo recorder and the tests run a program through the same loop
/// (`ProgramLoop.run`), so a recording shows exactly what a person sees:
/// 1. every event the backend delivers (keys, mouse, resize, terminal reports) and a `.tick`
///    when `nextDeadline()` has passed go to `handle`, in time order;
/// 2. the effects go back to the backend (`quit` ends the loop);
/// 3. the backend shows `baseFrame()` and each of `overlays()` on top (`frame()`, the two composed).
///
/// The pager implements it as a reducer over an `Equatable` state plus a view that keeps
/// the render caches; a program's decisions (Ctrl-C, suspend) are its own, as effects.
public protocol InteractiveModel {
    /// Feeds one event: mouse, key, resize, terminal report or tick. Events must come in time order.
    mutating func handle(_ event: InputEvent) -> [AppEffect]
    /// The screen without overlays: content, selection highlight, status bar.
    func baseFrame() -> CellBuffer
    /// Overlays drawn over the base, bottom first (the loupe).
    func overlays() -> [FrameOverlay]
    /// The next instant at which the model needs a `.tick` (animation, auto-scroll), or nil when idle.
    func nextDeadline() -> Instant?
    /// The cells of the base frame changed since the last call (rows, whole or some of their
    /// columns; the loop asks just before it presents a frame). A model that does not track
    /// them says `.all` (the default).
    mutating func takeBaseDamage() -> FrameDamage
}

extension InteractiveModel {
    /// Every row, always: the backend compares the frame with the last one itself.
    public mutating func takeBaseDamage() -> FrameDamage { .all }

    /// The base frame with every overlay drawn on it, clipped to the screen; an overlay
    /// edge that cuts a wide character turns the cut half into a blank.
    public func frame() -> CellBuffer {
        var out = baseFrame()
        for overlay in overlays() { out.draw(overlay) }
        return out
    }
}
