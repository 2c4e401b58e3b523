import LoupeCore

/// Why `loupe tmux` cannot go on, each with a one-line message a person can act on.
public enum TmuxError: Error, Hashable, CustomStringConvertible {
    /// `TMUX` is not set: the command runs outside tmux.
    case notInTmux
    /// No `tmux` executable on PATH.
    case tmuxNotFound
    /// `tmux -V` printed something that is not a version.
    case unknownVersion(String)
    /// tmux has no server at the socket `TMUX` names.
    case noServer(String)
    /// The target pane does not exist.
    case noSuchPane(String)
    /// A tmux command failed; `message` is what tmux said.
    case commandFailed(command: String, message: String)
    /// The picker stopped with an error and no selection; `message` is what it said.
    case pickerFailed(String)
    /// A tmux command printed something Loupe cannot read.
    case unexpectedOutput(command: String, output: String)

    /// One line naming the problem.
    public var description: String {
        switch self {
        case .notInTmux:
            return "not inside tmux (TMUX is not set): run this command from a tmux pane or a key binding (see docs/tmux.md)"
        case .tmuxNotFound:
            return "tmux was not found on PATH"
        case let .unknownVersion(text):
            return "cannot read the tmux version from `tmux -V` (it printed \(Self.clip(text)))"
        case let .noServer(message):
            return "no tmux server is running (\(Self.clip(message)))"
        case let .noSuchPane(pane):
            return "no tmux pane \(Self.clip(pane)): give a pane id such as %3 (see `tmux list-panes -a`)"
        case let .commandFailed(command, message):
            // A detached session has no client to show a popup in.
            let hint = message.contains("no current client") ? " (no tmux client shows this session: attach one with `tmux attach`, then run it from there)" : ""
            return "tmux \(command) failed: \(Self.clip(message))\(hint)"
        case let .pickerFailed(message):
            return "the picker failed: \(Self.clip(message))"
        case let .unexpectedOutput(command, output):
            return "tmux \(command) printed something unexpected: \(Self.clip(output))"
        }
    }

    /// The first line of a message, without control characters, at most 200 characters.
    static func clip(_ s: String) -> String {
        let line = s.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first.map(String.init) ?? ""
        let safe = String(line.unicodeScalars.map { ControlPictures.isControl($0) ? "?" : Character($0) })
        let quoted = safe.count > 200 ? String(safe.prefix(200)) + "…" : safe
        return quoted.isEmpty ? "nothing" : "'\(quoted)'"
    }
}
