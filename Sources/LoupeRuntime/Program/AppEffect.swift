import LoupeCore

/// What an interactive model asks its front end to do after an event.
///
/// The runtime knows the terminal's own effects (copy, quit, mouse tracking, bell, suspend) and
/// two generic ones: `work`, slow work whose results come back as events, which a backend carries
/// out without knowing what it is; and `request`, a value only the embedding program understands
/// (the pager's Open, Open in editor, user commands and menu items, see `PagerRequest`), which a
/// backend hands to the program's handler.
public enum AppEffect: Hashable {
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
    /// Carry out a piece of work (a search, a big copy's text, taking in a stream's new lines);
    /// what it produces comes back as `InputEvent.result` events (see `Work`).
    case work(Work)
    /// Stop the work of that id (its results already on their way may still arrive).
    case cancel(WorkID)
    /// A request for the embedding program's own handler (the pager's Open, Open in editor, a
    /// user's command, a menu item of its own); a backend without a handler ignores it.
    case request(AppRequest)
}

/// A value only the embedding program understands, carried by `AppEffect.request` through the
/// runtime untouched (the pager's `PagerRequest`): compared and hashed as the value is.
public struct AppRequest: Hashable, Sendable {
    /// The request.
    public let value: any Hashable & Sendable

    /// Wraps a request.
    public init(_ value: any Hashable & Sendable) {
        self.value = value
    }

    /// Equal when the values are.
    public static func == (a: AppRequest, b: AppRequest) -> Bool { AnyHashable(a.value) == AnyHashable(b.value) }

    /// Hashes the value.
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(value)) }
}
