import ArgumentParser
import LoupeConfiguration
import LoupePager

/// The menus' options `loupe view` and `loupe tmux` share: the program Open runs and the user's
/// own items. The configuration file's `[view] open-command` and `[[menu.actions]]` apply to both.
struct MenuOptions: ParsableArguments {
    @Option(name: .customLong("open-command"), help: "The program the menus' Open runs with a link as one argument, no shell (default: $BROWSER, else xdg-open).")
    var openCommand: String?

    @Option(name: .customLong("menu-action"), parsing: .singleValue,
            help: ArgumentHelp("A menu item of your own, TITLE=COMMAND: the shell command gets the selection on standard input (repeatable).",
                               valueName: "title=command"))
    var menuActions: [String] = []

    func validate() throws {
        for action in menuActions { _ = try MenuActionOption.parse(action) }
    }

    /// The options given, by configuration key path (the command-line layer).
    var commandLine: [String: ConfigValue] {
        openCommand.map { [ConfigKey.openCommand.path: .string($0)] } ?? [:]
    }

    /// The opener to use (nil: `$BROWSER`, else `xdg-open`).
    func opener(_ config: Configuration) -> String? {
        let opener = config.value(ConfigKey.openCommand)?.string ?? ""
        return opener.isEmpty ? nil : opener
    }

    /// The user's items: the configuration file's first, then the command line's.
    func items(_ config: Configuration) throws -> [MenuItem] {
        (config.file?.menuActions ?? []).map { MenuItem.userAction(title: $0.title, command: $0.command) }
            + (try menuActions.map(MenuActionOption.parse))
    }
}
