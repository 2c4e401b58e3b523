import Glibc

/// The borrowing side of `TerminalRelay`: listens on a Unix socket, waits for the relay
/// started in a popup or window to connect, and gives back the path of its terminal.
///
/// Create it, start whatever runs `loupe tmux-relay <socketPath>`, call `receive`,
/// draw on the terminal it names, then `finish` (the relay exits and the popup closes).
public final class TerminalHandoff {
    /// Why no terminal arrived.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The socket could not be set up.
        case socket(String)
        /// The program that was to start the relay ended before the relay connected.
        case launcherEnded
        /// The relay connected but gave no terminal (its reason, if it said one).
        case noTerminal(String)
        /// Nothing connected within the time allowed.
        case timedOut(seconds: Int)

        /// One line for the user.
        public var description: String {
            switch self {
            case let .socket(why): return "cannot set up the relay socket: \(why)"
            case .launcherEnded: return "the popup closed before the picker could start in it"
            case let .noTerminal(why): return "the popup gave no terminal: \(why)"
            case let .timedOut(seconds): return "the popup did not start within \(seconds) s"
            }
        }
    }

    /// Where the relay connects.
    public let socketPath: String
    private let listener: Int32
    private var connection: Int32 = -1

    /// Listens at `socketPath` (a path that does not exist yet, in a private folder).
    public init(socketPath: String) throws {
        self.socketPath = socketPath
        do { listener = try UnixSocket.listen(at: socketPath) } catch {
            throw Failure.socket("\(error)")
        }
    }

    /// Waits until the relay connects and names its terminal. `stillLaunching` is asked
    /// every 10 ms: when it returns false (the launching program has exited) the wait
    /// ends with `launcherEnded`. From then on the relay passes SIGWINCH on to `resizeTarget`
    /// (this process unless told otherwise).
    public func receive(timeout seconds: Int = 30, resizeTarget: pid_t = getpid(), stillLaunching: () -> Bool) throws -> String {
        var waited = 0
        while connection < 0 {
            var p = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, 10)
            if ready > 0, let fd = UnixSocket.accept(listener) {
                connection = fd
                break
            }
            if ready == 0 {
                waited += 10
                if !stillLaunching() { throw Failure.launcherEnded }
                if waited >= seconds * 1000 { throw Failure.timedOut(seconds: seconds) }
            }
        }
        guard let line = UnixSocket.readLine(connection, timeout: 5000) else {
            throw Failure.noTerminal("it said nothing")
        }
        if line.hasPrefix("error ") { throw Failure.noTerminal(String(line.dropFirst(6))) }
        guard line.hasPrefix("tty /") else { throw Failure.noTerminal("unexpected reply '\(line.prefix(80))'") }
        UnixSocket.send(connection, "pid \(resizeTarget)\n")
        return String(line.dropFirst(4))
    }

    /// Lets the relay exit with `status` (which closes the popup) and stops listening.
    public func finish(status: Int32) {
        if connection >= 0 {
            UnixSocket.send(connection, "exit \(status)\n")
            close(connection)
            connection = -1
        }
    }

    deinit {
        finish(status: 1)
        close(listener)
        unlink(socketPath)
    }
}
