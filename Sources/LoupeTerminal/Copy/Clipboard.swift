import Foundation

/// Ways to hand copied text to the outside world: OSC 52, the tmux buffer, or a command.
public enum Clipboard {
    /// The OSC 52 sequence that sets the clipboard (`ESC ] 52 ; c ; base64 BEL`).
    ///
    /// It is written straight to the terminal; inside tmux it reaches the outer
    /// terminal when tmux's `set-clipboard` option is on (tmux then also keeps a buffer).
    public static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }

    /// Loads text into the tmux paste buffer with `tmux load-buffer -` (only when `TMUX` is set).
    @discardableResult
    public static func copyToTmux(_ text: String, environment: [String: String]) -> Bool {
        guard let tmux = environment["TMUX"], !tmux.isEmpty else { return false }
        return pipe(text, to: "/usr/bin/env", arguments: ["tmux", "load-buffer", "-"])
    }

    /// Pipes text to `/bin/sh -c command` (`--copy-command`); true when it exits with status 0.
    @discardableResult
    public static func copy(_ text: String, toCommand command: String) -> Bool {
        pipe(text, to: "/bin/sh", arguments: ["-c", command])
    }

    /// A copy handler for `TerminalOptions.copy`: the tmux buffer when inside tmux, then
    /// `command` (from `--copy-command`) when given. OSC 52 is written by `TerminalApp` itself.
    public static func handler(environment: [String: String], command: String? = nil) -> (String) -> Void {
        return { text in
            copyToTmux(text, environment: environment)
            if let command, !command.isEmpty { copy(text, toCommand: command) }
        }
    }

    /// Runs an executable with `text` on its standard input, its output discarded; waits for it.
    static func pipe(_ text: String, to executable: String, arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
