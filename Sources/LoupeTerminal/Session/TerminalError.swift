import LoupeCore

/// Why the terminal front end could not start or had to stop; each message is one line a person can act on.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `/dev/tty` could not be opened (no controlling terminal: cron, a pipe, a container without -t).
    case noTerminal(reason: String)
    /// TERM is unset or empty.
    case termNotSet
    /// TERM is "dumb".
    case dumbTerminal
    /// TERM names an entry the terminfo database does not have.
    case unknownTerminal(String)
    /// ncurses could not start on the terminal.
    case cannotStart(String)
    /// The terminal is smaller than the program needs.
    case tooSmall(columns: Int, rows: Int, minColumns: Int, minRows: Int)

    /// From the pure profile check.
    init(_ error: TerminalProfileError) {
        switch error {
        case .termNotSet: self = .termNotSet
        case .dumbTerminal: self = .dumbTerminal
        }
    }

    /// One line saying what is wrong and what to do.
    public var description: String {
        switch self {
        case let .noTerminal(reason):
            return "no terminal to draw on (\(reason)): run loupe from an interactive terminal"
        case .termNotSet: return TerminalProfileError.termNotSet.description
        case .dumbTerminal: return TerminalProfileError.dumbTerminal.description
        case let .unknownTerminal(term):
            return "unknown terminal type TERM=\(term): install its terminfo entry or set TERM=xterm-256color"
        case let .cannotStart(reason): return "cannot start the terminal screen: \(reason)"
        case let .tooSmall(c, r, mc, mr):
            return "the terminal is \(c)x\(r), too small: loupe needs at least \(mc)x\(mr) (columns x rows)"
        }
    }
}
