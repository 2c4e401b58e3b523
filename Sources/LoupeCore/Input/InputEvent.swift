/// Everything a front end or a demo script feeds into Loupe's reducers.
public enum InputEvent: Hashable, Sendable {
    /// A mouse event.
    case mouse(MouseEvent)
    /// A key press.
    case key(KeyEvent)
    /// The screen changed size.
    case resize(GridSize, time: Instant)
    /// Time passed with no input (drives animation and auto-scroll).
    case tick(Instant)
    /// The terminal reported something about itself (its background colour, its colour mode...).
    case terminal(TerminalReport, time: Instant)
    /// What came of a `.copy` effect: the clipboards that took the text, or why none did.
    /// Outcomes come back in the order the copies were asked for.
    case copied(CopyOutcome, time: Instant)
    /// What a piece of work the program asked for produced (`AppEffect.work`): a search's new
    /// matches, a stream's arrived lines, a big copy's text. Results of one work come in the
    /// order it produced them.
    case result(WorkResult, time: Instant)

    /// When the event happened.
    public var time: Instant {
        switch self {
        case let .mouse(m): return m.time
        case let .key(k): return k.time
        case let .resize(_, t): return t
        case let .tick(t): return t
        case let .terminal(_, t): return t
        case let .copied(_, t): return t
        case let .result(_, t): return t
        }
    }
}
