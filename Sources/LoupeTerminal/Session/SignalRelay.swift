import Glibc

/// State the signal handlers read: set before they are installed, never resized after.
/// Held behind a raw pointer so that a handler touches no Swift runtime (no exclusivity checks, no locks).
struct EmergencyState {
    /// The terminal to restore, or -1.
    var ttyFD: Int32 = -1
    /// Whether `termios` holds the modes to put back.
    var haveTermios = false
    /// The terminal modes before the program started.
    var termios = Glibc.termios()
    /// Bytes of the reset string (mouse modes off, cursor on, alternate screen left).
    var resetLength = 0
    /// The write end of the self-pipe, or -1.
    var wakeFD: Int32 = -1
}

/// The one `EmergencyState` of the process and the reset string buffer.
// nonisolated(unsafe) (both pointers): they never change; the memory behind them is written by
// the session on the main thread before the handlers are installed or while it holds the terminal,
// and read by signal handlers, which may take no lock (async-signal safety).
nonisolated(unsafe) let emergencyState: UnsafeMutablePointer<EmergencyState> = {
    let p = UnsafeMutablePointer<EmergencyState>.allocate(capacity: 1)
    p.initialize(to: EmergencyState())
    return p
}()
let emergencyResetCapacity = 512
nonisolated(unsafe) let emergencyResetBytes: UnsafeMutablePointer<UInt8> = {
    let p = UnsafeMutablePointer<UInt8>.allocate(capacity: emergencyResetCapacity)
    p.initialize(repeating: 0, count: emergencyResetCapacity)
    return p
}()

/// Restores the terminal from inside a signal handler: `write(2)` and `tcsetattr`, both async-signal-safe.
func emergencyRestore() {
    let state = emergencyState
    let fd = state.pointee.ttyFD
    guard fd >= 0 else { return }
    if state.pointee.resetLength > 0 { _ = write(fd, emergencyResetBytes, state.pointee.resetLength) }
    if state.pointee.haveTermios { _ = tcsetattr(fd, TCSANOW, &state.pointee.termios) }
}

/// Fatal signals: restore the terminal, then die of the same signal with the default action.
private func fatalSignalHandler(_ signo: Int32) {
    emergencyRestore()
    emergencyState.pointee.ttyFD = -1
    signal(signo, SIG_DFL)
    raise(signo)
}

/// Signals the run loop handles: one byte (the signal number) down the self-pipe.
func relaySignalHandler(_ signo: Int32) {
    let fd = emergencyState.pointee.wakeFD
    guard fd >= 0 else { return }
    var byte = UInt8(truncatingIfNeeded: signo)
    let saved = errno
    _ = write(fd, &byte, 1)
    errno = saved
}

/// Signal handling for a terminal session: a self-pipe for SIGWINCH/SIGTSTP/SIGCONT, and an
/// async-signal-safe restore for SIGTERM, SIGHUP, SIGINT, SIGQUIT and crash signals.
final class SignalRelay {
    /// The read end of the self-pipe (poll it; read signal numbers from it).
    let readFD: Int32
    private let writeFD: Int32
    static let relayed: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]
    static let fatal: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]
    /// Signals left ignored when the program started with them ignored (nohup, background jobs).
    /// (An array, not a `Set`: a set's type is made at run time, which searches every conformance
    /// in the program, on the way to the first frame.)
    static let keepIgnored: [Int32] = [SIGHUP, SIGINT, SIGQUIT]
    /// The actions in place before `install`, put back by `uninstall`.
    private var previous: [(Int32, sigaction)] = []
    /// SIGPIPE's action before `install` ignored it (nil until then).
    private var previousPipe: sigaction?
    private var previousMask: sigset_t?

    /// Creates the pipe (non-blocking, close-on-exec).
    init() throws {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else {
            throw TerminalError.cannotStart("cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    /// Sets the restore string and modes, then installs every handler.
    /// The reset string starts with CAN, which makes the terminal drop an escape sequence
    /// that the signal cut in half.
    func install(ttyFD: Int32, termios saved: termios?, reset: [UInt8]) {
        setReset([0x18] + reset)
        emergencyState.pointee.termios = saved ?? termios()
        emergencyState.pointee.haveTermios = saved != nil
        emergencyState.pointee.wakeFD = writeFD
        emergencyState.pointee.ttyFD = ttyFD
        if previous.isEmpty { remember(Self.currentActions()) }
        for s in SignalRelay.relayed { Self.handle(s, relaySignalHandler) }
        for (s, old) in previous where SignalRelay.fatal.contains(s) {
            if SignalRelay.keepIgnored.contains(s), unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == 1 { continue }
            Self.handle(s, fatalSignalHandler)
        }
        unblock()
        // A write to a closed terminal must not kill us before we restore: EPIPE/EIO are handled.
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var old = sigaction()
        sigaction(SIGPIPE, &ignore, &old)
        if previousPipe == nil { previousPipe = old }
    }

    /// Unblocks the handled signals on the calling thread (a mask is a thread's own: call it
    /// on the thread that runs the session too, when another one installed the handlers).
    /// A program may start with these signals blocked (inherited from whatever started it),
    /// and a resize or SIGTERM would then wait forever.
    func unblock() {
        var handled = sigset_t()
        sigemptyset(&handled)
        for s in SignalRelay.relayed + SignalRelay.fatal { sigaddset(&handled, s) }
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &handled, &mask)
        if previousMask == nil { previousMask = mask }
    }

    /// Replaces the reset string (for example when hover tracking changes); truncated to the buffer.
    func setReset(_ reset: [UInt8]) {
        let n = min(reset.count, emergencyResetCapacity)
        emergencyState.pointee.resetLength = 0
        for i in 0..<n { emergencyResetBytes[i] = reset[i] }
        emergencyState.pointee.resetLength = n
    }

    /// Notes `actions` (what `currentActions` read before ncurses installed its own handlers,
    /// on any thread: actions are the process's) to put back at the end.
    func remember(_ actions: [(Int32, sigaction)]) {
        previous = actions
    }

    /// The actions of the signals the relay handles, as they are now (13 `sigaction` calls).
    static func currentActions() -> [(Int32, sigaction)] {
        (relayed + fatal).map { s in
            var old = sigaction()
            sigaction(s, nil, &old)
            return (s, old)
        }
    }

    /// Puts back the actions that were in place before `install` and forgets the terminal.
    func uninstall() {
        emergencyState.pointee.ttyFD = -1
        emergencyState.pointee.wakeFD = -1
        for (s, old) in previous {
            var action = old
            sigaction(s, &action, nil)
        }
        if var pipe = previousPipe {
            sigaction(SIGPIPE, &pipe, nil)
            previousPipe = nil
        }
        if var mask = previousMask {
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            previousMask = nil
        }
        previous = []
    }

    /// Signal numbers that arrived since the last call, in order.
    func drain() -> [Int32] {
        var out: [Int32] = []
        var buf = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readFD, &buf, buf.count)
            if n <= 0 { break }
            out.append(contentsOf: buf[0..<n].map { Int32($0) })
        }
        return out
    }

    /// Installs a handler with SA_RESTART off (so poll wakes) and the signal unblocked.
    static func handle(_ signo: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signo, &action, nil)
    }

    deinit {
        close(readFD)
        close(writeFD)
    }
}
