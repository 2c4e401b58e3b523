import ArgumentParser
import LoupeCore
import LoupePager

/// `--menu-action TITLE=COMMAND`: a user's item for the menus.
enum MenuActionOption {
    /// The item an option's value stands for; a value without a title or a command is an error.
    static func parse(_ value: String) throws -> MenuItem {
        guard let equals = value.firstIndex(of: "=") else {
            throw ValidationError("--menu-action needs TITLE=COMMAND, got '\(value)'")
        }
        let title = String(value[..<equals].trimmingWhitespace())
        let command = String(value[value.index(after: equals)...].trimmingWhitespace())
        guard !title.isEmpty, !command.isEmpty else { throw ValidationError("--menu-action needs a title and a command, got '\(value)'") }
        return .userAction(title: title, command: command)
    }
}
