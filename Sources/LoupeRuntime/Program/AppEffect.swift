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
    /// Open a link (a URL, `mailto:` and an address, or a path) with the user's opener, the
    /// target as one argument, never through a shell (the edit menu's Open).
    case open(String)
    /// Edit a file in the user's editor, at a line when given: the terminal is restored while
    /// the editor runs and the program is drawn again after (the edit menu's Open in editor).
    case edit(path: String, line: Int?)
    /// Run a user's command (a menu's user action) with `input` on its standard input.
    case run(command: String, input: String)
    /// A menu item of an embedding program's own was chosen: its id and the text it acts on.
    case menuItem(id: String, text: String)
}
