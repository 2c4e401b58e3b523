import LoupeCore
import LoupeRuntime

/// What the pager asks of the program that embeds it, beyond what any terminal does: the
/// runtime carries it untouched (`AppEffect.request`) to the program's handler (`loupe view`
/// opens with the user's opener, runs the user's command, names the editor or `man` to run).
public enum PagerRequest: Hashable, Sendable {
    /// Open a link (a URL, `mailto:` and an address, or a path) with the user's opener, the
    /// target as one argument, never through a shell (the edit menu's Open).
    case open(String)
    /// Edit a file in the user's editor, at a line when given (the edit menu's Open in editor).
    case edit(path: String, line: Int?)
    /// Run a user's command (a menu's user action) with `input` on its standard input.
    case run(command: String, input: String)
    /// Show a man page in the terminal (the context menu's Look Up), as the editor runs.
    case manPage(ManPage)
    /// A menu item of an embedding program's own was chosen: its id and the text it acts on.
    case menuItem(id: String, text: String)

    /// The request of an effect, when it is one of the pager's.
    public init?(_ effect: AppEffect) {
        guard case let .request(request) = effect, let mine = request.value as? PagerRequest else { return nil }
        self = mine
    }
}

extension AppEffect {
    /// The pager's request to open a link (`PagerRequest.open`).
    public static func open(_ target: String) -> AppEffect { .request(AppRequest(PagerRequest.open(target))) }
    /// The pager's request to edit a file (`PagerRequest.edit`).
    public static func edit(path: String, line: Int?) -> AppEffect { .request(AppRequest(PagerRequest.edit(path: path, line: line))) }
    /// The pager's request to run a user's command (`PagerRequest.run`).
    public static func run(command: String, input: String) -> AppEffect { .request(AppRequest(PagerRequest.run(command: command, input: input))) }
    /// The pager's request to show a man page (`PagerRequest.manPage`).
    public static func manPage(_ page: ManPage) -> AppEffect { .request(AppRequest(PagerRequest.manPage(page))) }
    /// The pager's report of an embedding program's menu item (`PagerRequest.menuItem`).
    public static func menuItem(id: String, text: String) -> AppEffect { .request(AppRequest(PagerRequest.menuItem(id: id, text: text))) }
}
