import ArgumentParser
import LoupePager

/// `--menu-action TITLE=COMMAND`: a user's item for the menus.
enum MenuActionOption {
    /// The item an option's value stands for; a value without a title or a command is an error.
    static func parse(_ value: String) throws -> MenuItem {
        guard let equals = value.firstIndex(of: "=") else {
            throw ValidationError("--menu-action needs TITLE=COMMAND, got '\(value)'")
        }
        let title = value[..<equals].trimmingCharacters(in: .whitespaces)
        let command = value[value.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty, !command.isEmpty else { throw ValidationError("--menu-action needs a title and a command, got '\(value)'") }
        return .userAction(title: title, command: command)
    }
}
