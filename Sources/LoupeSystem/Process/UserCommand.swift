/// A menu's user action: a command run by `/bin/sh -c` (it is the user's own command line, as
/// `--copy-command` is) with the selection on its standard input, its output discarded.
public enum UserCommand {
    /// Runs `command` with `input` on its standard input and waits for it; true on status 0.
    @discardableResult
    public static func run(_ command: String, input: String) -> Bool {
        Clipboard.pipe(input, to: "/bin/sh", arguments: ["-c", command])
    }
}
