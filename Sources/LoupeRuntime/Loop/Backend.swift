import LoupeCore

/// Where a program's events come from and where its frames go: the ncurses terminal, the
/// asciicast recorder, a test. `ProgramLoop` drives every backend the same way; a backend
/// decides nothing about the program (it reads, shows and carries out, no more).
///
/// ```swift
/// struct Headless: Backend {
///     var now = Instant.zero
///     var pending: [[InputEvent]]
///     var shown: CellBuffer?
///     mutating func nextEvents(deadline: Instant?) -> [InputEvent]? {
///         pending.isEmpty ? nil : pending.removeFirst()
///     }
///     mutating func present(base: CellBuffer, overlays: [FrameOverlay]) { shown = base }
///     mutating func perform(_ effect: AppEffect) -> [InputEvent] { [] }
/// }
/// ```
public protocol Backend {
    /// The time on the backend's clock: a monotonic clock live, a virtual one in a recording or a test.
    var now: Instant { get }

    /// Waits for what happens next, at the latest until `deadline` (nil: for as long as it takes),
    /// and returns the events that arrived, in time order. Everything the terminal reports is an
    /// event: keys, the mouse, a new size, its background colour. An empty list means time passed
    /// or the screen must be drawn again (after a resume); nil means the input has ended (the
    /// terminal hung up, the script is over), and the loop returns.
    mutating func nextEvents(deadline: Instant?) -> [InputEvent]?

    /// Shows the program's screen: the base frame, and the overlays above it, bottom first.
    /// Called after every batch of events; a backend draws only what changed (`FrameDiff`).
    mutating func present(base: CellBuffer, overlays: [FrameOverlay])

    /// Shows the program's screen, knowing which cells of the base changed since the last
    /// frame (`damage`: rows, whole or some of their columns); a backend that cannot use that shows it as `present(base:overlays:)` does.
    mutating func present(base: CellBuffer, overlays: [FrameOverlay], damage: FrameDamage)

    /// Carries out an effect the program asked for: copy, bell, suspend, mouse tracking, work,
    /// and returns what came of it at once, as events the loop hands the program straight away (a
    /// copy's outcome, `.copied`: which clipboards took the text; a work's results, `.result`).
    /// What comes of it later (a big copy or a search on a thread of its own) arrives through
    /// `nextEvents`, in the order it was produced (see `WorkQueue`, `EventMailbox`).
    /// (`quit` never reaches a backend: it ends the loop.)
    mutating func perform(_ effect: AppEffect) -> [InputEvent]
}

extension Backend {
    /// Ignores the damage: the frame is compared with the last one.
    public mutating func present(base: CellBuffer, overlays: [FrameOverlay], damage: FrameDamage) {
        present(base: base, overlays: overlays)
    }
}
