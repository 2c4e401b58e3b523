/// How one turn of `ProgramLoop` ended (`ProgramLoop.turn`).
public enum LoopTurn: Hashable, Sendable {
    /// Events and a tick, if one was due, were fed and the screen presented: the loop goes on.
    case presented
    /// The program quit (its first `quit` effect); the screen it ended in was presented.
    case quit(ProgramExit)
    /// The backend's input ended (`nextEvents` returned nil): nothing was fed or presented.
    case inputEnded
}
