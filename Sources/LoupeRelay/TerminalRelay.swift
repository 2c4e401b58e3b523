import Glibc

/// The pid SIGWINCH is passed on to, read by the relay's signal handler.
// nonisolated(unsafe): the pointer itself never changes; the pid it points to is written once by
// the relay before the handler is installed and only read by the handler (a signal handler can
// take no lock).
nonisolated(unsafe) private let relayPeer: UnsafeMutablePointer<pid_t> = {
    let p = UnsafeMutablePointer<pid_t>.allocate(capacity: 1)
    p.initialize(to: 0)
    return p
}()

private func forwardWindowChange(_ signo: Int32) {
    let saved = errno
    if relayPeer.pointee > 0 { kill(relayPeer.pointee, SIGWINCH) }
    errno = saved
}

/// Lends a terminal to another process: the small program a tmux popup (or window) runs
/// so that the waiting `loupe tmux` process draws in the popup itself.
///
/// The relay connects to the Unix socket the waiting process listens on (`TerminalHandoff`)
/// and the two exchange lines:
/// 1. relay: `tty /dev/pts/N` (its standard input's terminal), or `error <why>`;
/// 2. handoff: `pid <n>`; from then on the relay passes every SIGWINCH (the popup was
///    resized) on to that process;
/// 3. handoff, when done with the terminal: `exit <status>`, and the relay exits with it.
///
/// If the other side goes away without step 3 the relay exits with status 1, so the
/// popup never outlives the process that draws in it. The relay reads nothing from the
/// terminal: all input goes to the borrower.
///
/// With `mouse` (a picker opened by a drag in the pane, `loupe tmux --press`) the relay first
/// asks for the mouse, before it connects: tmux drops the mouse events meant for a popup whose
/// program has not asked for them, and the rest of the drag goes to the popup from the moment
/// it has. They wait in the terminal until the borrower reads them; the terminal stops echoing
/// and collecting lines first, so none shows on the screen or is held back in a line.
public enum TerminalRelay {
    /// What asks a terminal for the mouse: button-event tracking (1002), SGR reports (1006).
    public static let mouseOn = "\u{1B}[?1002h\u{1B}[?1006h"

    /// Runs the relay on its standard input's terminal; returns the exit status.
    /// Problems are written to standard error as one line. `mouse`: ask for the mouse first.
    public static func run(socketPath: String, mouse: Bool = false) -> Int32 {
        if mouse { askForMouse() }
        let socket: Int32
        do { socket = try UnixSocket.connect(to: socketPath) } catch {
            complain("cannot reach the waiting loupe (\(error))")
            return 1
        }
        defer { close(socket) }
        guard isatty(0) == 1, let name = ttyname(0) else {
            UnixSocket.send(socket, "error the popup's standard input is not a terminal\n")
            complain("standard input is not a terminal")
            return 1
        }
        guard UnixSocket.send(socket, "tty \(String(cString: name))\n") else { return 1 }
        var status: Int32 = 1
        while let line = UnixSocket.readLine(socket) {
            if line.hasPrefix("pid "), let pid = pid_t(line.dropFirst(4)), pid > 0 {
                relayPeer.pointee = pid
                var action = sigaction()
                action.__sigaction_handler.sa_handler = forwardWindowChange
                sigemptyset(&action.sa_mask)
                action.sa_flags = Int32(SA_RESTART)
                sigaction(SIGWINCH, &action, nil)
            } else if line.hasPrefix("exit "), let code = Int32(line.dropFirst(5)) {
                status = code
                break
            }
        }
        return status
    }

    /// Non-canonical, no echo and no signal keys on standard input's terminal, then `mouseOn`
    /// on standard output (the same terminal in a popup).
    static func askForMouse() {
        var modes = termios()
        if tcgetattr(0, &modes) == 0 {
            modes.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG | IEXTEN)
            modes.c_iflag &= ~tcflag_t(ICRNL | IXON)
            _ = tcsetattr(0, TCSANOW, &modes)
        }
        let bytes = Array(mouseOn.utf8)
        _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    }

    private static func complain(_ message: String) {
        // Named as it was called (`tloupe-relay` for a `make install PROGRAM=tloupe`).
        let called = CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "loupe-relay"
        let line = Array("\(called): \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
