import FoundationEssentials
import Glibc

/// Ways to hand copied text to the outside world: OSC 52, the tmux buffer, a command, a
/// clipboard program (`ClipboardProvider`); which of them a copy goes to is a `ClipboardPlan`.
public enum Clipboard {
    /// The OSC 52 sequence that sets the clipboard (`ESC ] 52 ; c ; base64 BEL`).
    ///
    /// It is written straight to the terminal; inside tmux it reaches the outer
    /// terminal when tmux's `set-clipboard` option is on (tmux then also keeps a buffer).
    /// The most text sent to the terminal's clipboard with OSC 52 (1 MiB, about 1.4 MB of
    /// base64): larger copies go to the tmux buffer or the copy command only, never cut (a cut
    /// sequence would show its payload as text).
    public static let osc52Limit = 1 << 20

    public static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}"
    }

    /// Whether the program runs inside tmux (`TMUX` is set).
    public static func isInsideTmux(_ environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty
    }

    /// Loads text into a new tmux paste buffer (only when `TMUX` is set): `tmux load-buffer -w -`,
    /// which also sets the outer terminal's clipboard as tmux's own copy mode does (tmux 3.2 and
    /// later), else plain `load-buffer -` for an older tmux. One copy, one buffer: inside tmux the
    /// copy goes through tmux alone (an OSC 52 as well would make a second buffer with
    /// `set-clipboard on`).
    @discardableResult
    public static func copyToTmux(_ text: String, environment: [String: String]) -> Bool {
        guard isInsideTmux(environment) else { return false }
        return pipe(text, to: "/usr/bin/env", arguments: ["tmux", "load-buffer", "-w", "-"])
            || pipe(text, to: "/usr/bin/env", arguments: ["tmux", "load-buffer", "-"])
    }

    /// Runs an executable with `text` on its standard input, its output discarded; waits for it;
    /// true when it exits with status 0.
    static func pipe(_ text: String, to executable: String, arguments: [String]) -> Bool {
        pipeStatus(text, to: executable, arguments: arguments) == 0
    }

    /// Runs an executable with `text` on its standard input, its output discarded; waits for it
    /// and returns its exit status (128 + the signal that ended it), or nil when it could not start.
    ///
    /// posix_spawn and waitpid on that one child (Foundation's Process reaps children in ways
    /// that clash with other code waiting for its own); SIGPIPE is ignored while writing, so
    /// a command that does not read cannot kill the program. The child gets no descriptor of
    /// the program's but 0, 1 and 2 (a clipboard owner such as xclip stays on in the
    /// background: holding a pipe of the program's, it would keep a pipeline from ending).
    static func pipeStatus(_ text: String, to executable: String, arguments: [String]) -> Int32? {
        var fds: [Int32] = [-1, -1]
        guard Glibc.pipe(&fds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        ChildProcess.closeFrom3(&actions)
        let argv = [executable] + arguments
        var cargs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for a in cargs { free(a) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, nil, &cargs, environ)
        close(fds[0])
        guard rc == 0 else { close(fds[1]); return nil }
        var ignore = sigaction(), previous = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigaction(SIGPIPE, &ignore, &previous)
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            offset += n
        }
        close(fds[1])
        sigaction(SIGPIPE, &previous, nil)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return nil }
        }
        return ChildProcess.exitStatus(status)
    }
}
