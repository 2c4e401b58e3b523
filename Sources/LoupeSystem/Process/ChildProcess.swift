import FoundationEssentials
import Glibc
import LoupeRuntime

/// Runs a program with an argument vector and waits for it, with `posix_spawn` and
/// `waitpid`: no shell, no quoting.
///
/// Not Foundation's `Process`: its `waitUntilExit` polls every 50 ms (which would make
/// each tmux call cost up to 50 ms), and its children inherit the caller's blocked
/// signal mask and open descriptors. Here the child gets an empty signal mask, default
/// signal handlers, and only descriptors 0, 1 and 2.
public enum ChildProcess {
    /// What a run gave back.
    public struct Output {
        /// The exit status, or 128 + the signal that ended it.
        public var status: Int32
        /// What it wrote on standard output.
        public var stdout: Data
        /// What it wrote on standard error.
        public var stderr: Data
    }

    /// Why a program could not be started.
    public struct SpawnError: Error, CustomStringConvertible {
        /// The program.
        public var path: String
        /// The `errno` posix_spawn gave.
        public var code: Int32
        /// One line naming the program and the reason.
        public var description: String { "cannot start \(path): \(String(cString: strerror(code)))" }
    }

    /// Runs `path` with `arguments` (not including the program name), feeding `stdin` when given.
    public static func run(_ path: String, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil) throws -> Output {
        try start(path, arguments, stdin: stdin, environment: environment).wait()
    }

    /// A started child: its output is read on a thread of its own until `wait()` collects it.
    public final class Running {
        /// The child's process id.
        public let pid: pid_t
        private let exchange: PipeExchange
        private var status: Int32?

        fileprivate init(pid: pid_t, exchange: PipeExchange) {
            self.pid = pid
            self.exchange = exchange
        }

        /// Whether the child has exited (it is reaped then; `wait()` still gives its output).
        public var hasExited: Bool {
            if status != nil { return true }
            var raw: Int32 = 0
            var reaped = waitpid(pid, &raw, WNOHANG)
            while reaped == -1 && errno == EINTR { reaped = waitpid(pid, &raw, WNOHANG) }
            guard reaped == pid else { return reaped == -1 }
            status = ChildProcess.exitStatus(raw)
            return true
        }

        /// Whether the child has exited, without reaping it: until `wait()` its pid, and the id of
        /// the process group it leads (`ownGroup`), stay taken, so `killGroup` cannot reach another's.
        public var hasExitedUnreaped: Bool {
            if status != nil { return true }
            var info = siginfo_t()
            var r = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            while r == -1 && errno == EINTR { r = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) }
            return r == -1 || info.si_signo == SIGCHLD
        }

        /// Kills the process group the child leads (started with `ownGroup`): it and what it started.
        public func killGroup() {
            guard status == nil else { return }
            kill(-pid, SIGKILL)
        }

        /// Waits for the child to exit and for its output to end.
        public func wait() -> Output {
            let (stdout, stderr) = exchange.collect()
            if status == nil {
                var raw: Int32 = 0
                var reaped = waitpid(pid, &raw, 0)
                while reaped == -1 && errno == EINTR { reaped = waitpid(pid, &raw, 0) }
                status = reaped == pid ? ChildProcess.exitStatus(raw) : 127
            }
            return Output(status: status ?? 127, stdout: stdout, stderr: stderr)
        }
    }

    /// Starts `path` with `arguments` without waiting for it; `wait()` on the result collects it.
    /// With `ownGroup` the child leads a process group of its own (its pid is the group's id), so
    /// it and every process it starts can be killed together; `outputLimit` caps the bytes kept
    /// of each of its outputs.
    public static func start(_ path: String, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
                             ownGroup: Bool = false, outputLimit: Int = .max) throws -> Running {
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1], inPipe: [Int32] = [-1, -1]
        guard makePipe(&outPipe), makePipe(&errPipe) else { throw SpawnError(path: path, code: errno) }
        if stdin != nil { guard makePipe(&inPipe) else { throw SpawnError(path: path, code: errno) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdin != nil {
            posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        closeFrom3(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        cleanSignals(&attributes)
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            var flags: Int16 = 0
            posix_spawnattr_getflags(&attributes, &flags)
            posix_spawnattr_setflags(&attributes, flags | Int16(POSIX_SPAWN_SETPGROUP))
        }

        let env = environment ?? ProcessEnvironment.current()
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        close(outPipe[1]); close(errPipe[1])
        if stdin != nil { close(inPipe[0]) }
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            if stdin != nil { close(inPipe[1]) }
            throw SpawnError(path: path, code: spawned)
        }

        let exchange = PipeExchange(input: stdin.map { (inPipe[1], $0) }, output: outPipe[0], errors: errPipe[0], limit: outputLimit)
        if !BackgroundThread.run({ exchange.run() }) { exchange.run() }  // no thread: serve the pipes here
        return Running(pid: pid, exchange: exchange)
    }

    /// The exit status, or 128 + the signal, from a raw `waitpid` status: the low 7 bits
    /// are the signal that ended the child, the next 8 its exit status.
    static func exitStatus(_ raw: Int32) -> Int32 {
        let signal = raw & 0x7f
        return signal == 0 ? (raw >> 8) & 0xff : 128 + signal
    }

    /// Gives the child an empty signal mask and default handlers for the usual signals.
    public static func cleanSignals(_ attributes: inout posix_spawnattr_t) {
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2, SIGWINCH, SIGCONT, SIGTSTP, SIGTTIN, SIGTTOU] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    /// Opens a pipe whose ends are closed on exec (the child gets copies on 0, 1, 2 only).
    static func makePipe(_ fds: inout [Int32]) -> Bool {
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Adds "close every descriptor from 3 on" to spawn actions: glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (looked up at run time, as Swift's
    /// Glibc module does not export it; a static binary finds nothing), or else
    /// `closeEachFrom3`.
    public static func closeFrom3(_ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") {
            let closeFrom = unsafeBitCast(symbol, to: CloseFrom.self)
            if closeFrom(&actions, 3) == 0 { return }
        }
        closeEachFrom3(&actions)
    }

    /// Adds a close to spawn actions for each descriptor from 3 on that is open now (listed
    /// with `readdir`: FileManager's listing costs 0.1 ms more, on the way to `loupe tmux`'s popup).
    public static func closeEachFrom3(_ actions: inout posix_spawn_file_actions_t) {
        guard let directory = opendir("/proc/self/fd") else { return }
        defer { closedir(directory) }
        let listing = dirfd(directory)
        while let entry = readdir(directory) {
            // The entry's name is the descriptor's number ("." and ".." are not numbers: -1).
            var fd: Int32 = 0
            withUnsafeBytes(of: entry.pointee.d_name) { name in
                for byte in name.prefix(while: { $0 != 0 }) {
                    guard byte >= 0x30, byte <= 0x39, fd < 100_000_000 else { fd = -1; return }
                    fd = fd * 10 + Int32(byte - 0x30)
                }
            }
            if fd > 2 && fd != listing { posix_spawn_file_actions_addclose(&actions, fd) }
        }
    }
}
