import ArgumentParser
import LoupeConfiguration
import LoupePager

/// The menus' options `loupe view` and `loupe tmux` share: the user's own items (the program
/// Open runs is among the loupe's options, `--open-command`, for `pick` too). The configuration
/// file's `[[menu.actions]]` apply to both.
struct MenuOptions: ParsableArguments {
    @Option(name: .customLong("menu-action"), parsing: .singleValue,
            help: ArgumentHelp("A menu item of your own, TITLE=COMMAND: the shell command gets the selection on standard input (repeatable).",
                               valueName: "title=command"))
    var menuActions: [String] = []

    func validate() throws {
        for action in menuActions { _ = try MenuActionOption.parse(action) }
    }

    /// The user's items: the configuration file's first, then the command line's.
    func items(_ config: Configuration) throws -> [MenuItem] {
        try Self.items(config, commandLine: menuActions)
    }

    /// The user's items: the configuration file's first, then `commandLine`'s (`--menu-action` values).
    static func items(_ config: Configuration, commandLine: [String]) throws -> [MenuItem] {
        (config.file?.menuActions ?? []).map { MenuItem.userAction(title: $0.title, command: $0.command) }
            + (try commandLine.map(MenuActionOption.parse))
    }
}
