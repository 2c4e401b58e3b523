/// A user's item for the menus from the configuration file (`[[menu.actions]]`): a title and a
/// shell command that gets the selection on standard input (as `--menu-action TITLE=COMMAND`).
public struct ConfigMenuAction: Hashable, Sendable {
    /// The item's title.
    public var title: String
    /// The shell command it runs.
    public var command: String

    /// An action.
    public init(title: String, command: String) {
        self.title = title
        self.command = command
    }
}
