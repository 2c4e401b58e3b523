import LoupeCore

/// What an interactive model asks its front end to do after an event.
public enum AppEffect: Hashable, Sendable {
    /// A selection gesture completed: the text to copy (the front end sends it to the clipboard, tmux, a command...).
    case copy(String)
    /// The program should end with this status; `output` is printed on standard output after the terminal is restored.
    case quit(status: Int32, output: String?)
    /// Mouse reporting should switch between button tracking (1002) and any-motion tracking (1003, hover).
    case setHoverTracking(Bool)
    /// Ring the bell (for example, an action that cannot be done).
    case bell
    /// Suspend the program as the shell's job control does (Ctrl-Z): the terminal is restored
    /// until the program is continued, then redrawn.
    case suspend
}
