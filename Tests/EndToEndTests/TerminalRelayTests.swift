import Foundation
import Testing
@testable import LoupeRelay

/// The relay a tmux popup runs (`loupe-relay SOCKET`, or `loupe tmux-relay SOCKET` when
/// only `loupe` is installed), run here on a pseudo-terminal of the test's own, with the
/// test as the waiting side (`TerminalHandoff`, or the raw protocol where a test needs to
/// misbehave).
@Suite("terminal relay")
struct TerminalRelayTests {
    /// Both ways to start the relay: the small program and loupe's own subcommand.
    static let forms: [String] = ["loupe-relay", "loupe tmux-relay"]

    static func command(_ form: String, _ socket: String, mouse: Bool = false) throws -> [String] {
        let loupe = try #require(LoupeBinary.path)
        let flag = mouse ? ["--mouse"] : []
        if form == "loupe-relay" {
            return [URL(fileURLWithPath: loupe).deletingLastPathComponent().appendingPathComponent("loupe-relay").path] + flag + [socket]
        }
        return [loupe, "tmux-relay"] + flag + [socket]
    }

    /// A folder for the socket, removed afterwards.
    final class Folder {
        let path = NSTemporaryDirectory() + "loupe-relay-test-\(UInt32.random(in: 0...UInt32.max))"
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// A pseudo-terminal: the side the relay gets as standard input, and its name.
    final class PseudoTerminal {
        let master: Int32
        let slave: Int32
        let name: String
        init() throws {
            // /dev/ptmx with Linux's ioctls (Swift's Glibc module has no posix_openpt):
            // TIOCSPTLCK unlocks the new terminal, TIOCGPTN gives its number.
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0, number: UInt32 = 0
            guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
                throw TmuxTestServer.Failure(message: "no pseudo-terminal")
            }
            name = "/dev/pts/\(number)"
            slave = open(name, O_RDWR | O_NOCTTY)
        }
        deinit { close(slave); close(master) }
    }

    /// A started program: its pid, exit status and standard error (in a file).
    final class Spawned {
        let pid: pid_t
        let errPath = NSTemporaryDirectory() + "loupe-relay-err-\(UInt32.random(in: 0...UInt32.max))"
        init(_ argv: [String], stdin: Int32?, stdout: Int32? = nil) throws {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            if let stdin { posix_spawn_file_actions_adddup2(&actions, stdin, 0) } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
            if let stdout { posix_spawn_file_actions_adddup2(&actions, stdout, 1) } else {
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            }
            posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var defaults = sigset_t()
            sigemptyset(&defaults)
            sigaddset(&defaults, SIGWINCH)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            var empty = sigset_t()
            sigemptyset(&empty)
            posix_spawnattr_setsigmask(&attributes, &empty)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            let cArgs = argv.map { strdup($0) } + [nil]
            defer { for p in cArgs { free(p) } }
            var pid: pid_t = 0
            guard posix_spawn(&pid, argv[0], &actions, &attributes, cArgs, environ) == 0 else {
                throw TmuxTestServer.Failure(message: "cannot start \(argv[0])")
            }
            self.pid = pid
        }
        deinit {
            kill(pid, SIGKILL)
            _ = reap(timeout: 1)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        private var status: Int32?
        /// Waits at most `timeout` seconds for the exit; nil if it is still running.
        func reap(timeout: Double) -> Int32? {
            if let status { return status }
            let end = Date().addingTimeInterval(timeout)
            repeat {
                var raw: Int32 = 0
                if waitpid(pid, &raw, WNOHANG) == pid {
                    status = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
                    return status
                }
                usleep(5_000)
            } while Date() < end
            return nil
        }
        var stderr: String { (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "" }
    }

    /// A relay started on a pseudo-terminal, connected to a handoff in this process.
    final class Lent {
        let folder: Folder
        let tty: PseudoTerminal
        let handoff: TerminalHandoff
        let relay: Spawned
        /// The terminal the relay named.
        let name: String

        init(_ form: String, resizeTarget: pid_t = getpid(), mouse: Bool = false) throws {
            folder = try Folder()
            tty = try PseudoTerminal()
            handoff = try TerminalHandoff(socketPath: folder.path + "/relay")
            relay = try Spawned(try TerminalRelayTests.command(form, handoff.socketPath, mouse: mouse), stdin: tty.slave, stdout: tty.slave)
            let relay = self.relay
            name = try handoff.receive(timeout: 10, resizeTarget: resizeTarget) { relay.reap(timeout: 0) == nil }
        }
    }

    @Test("it names its terminal, and exits with the status it is given (which closes the popup)", arguments: forms)
    func handsOverAndExits(_ form: String) throws {
        let lent = try Lent(form)
        #expect(lent.name == lent.tty.name)
        #expect(lent.relay.reap(timeout: 0.2) == nil, "it waits while the terminal is lent")
        lent.handoff.finish(status: 3)
        #expect(lent.relay.reap(timeout: 5) == 3)
    }

    /// What the terminal's other side (tmux, for a popup) reads within `milliseconds`.
    static func written(_ tty: PseudoTerminal, within milliseconds: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var p = pollfd(fd: tty.master, events: Int16(POLLIN), revents: 0)
        var chunk = [UInt8](repeating: 0, count: 256)
        while poll(&p, 1, milliseconds) > 0 {
            let n = read(tty.master, &chunk, chunk.count)
            guard n > 0 else { break }
            bytes += chunk[0..<n]
        }
        return bytes
    }

    @Test("--mouse: before it connects, it asks for the mouse and the terminal stops echoing and collecting lines", arguments: forms)
    func asksForTheMouse(_ form: String) throws {
        let lent = try Lent(form, mouse: true)
        #expect(String(decoding: Self.written(lent.tty, within: 200), as: UTF8.self) == "\u{1B}[?1002h\u{1B}[?1006h")
        var modes = termios()
        #expect(tcgetattr(lent.tty.slave, &modes) == 0)
        #expect(modes.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        // A drag tmux hands the popup waits for the borrower whole, and nothing of it shows on the screen.
        let report = Array("\u{1B}[<32;5;3M".utf8)
        #expect(write(lent.tty.master, report, report.count) == report.count)
        #expect(Self.written(lent.tty, within: 100).isEmpty, "not echoed")
        var p = pollfd(fd: lent.tty.slave, events: Int16(POLLIN), revents: 0)
        let readable = poll(&p, 1, 1000) == 1
        #expect(readable, "readable with no newline after it")
        var got = [UInt8](repeating: 0, count: 64)
        let n = readable ? read(lent.tty.slave, &got, got.count) : 0
        #expect(Array(got[0..<max(0, n)]) == report)
        lent.handoff.finish(status: 0)
        #expect(lent.relay.reap(timeout: 5) == 0)
        // Without it the relay writes nothing and leaves the terminal's modes alone.
        let plain = try Lent(form)
        #expect(Self.written(plain.tty, within: 200).isEmpty)
        #expect(tcgetattr(plain.tty.slave, &modes) == 0)
        #expect(modes.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
        plain.handoff.finish(status: 0)
    }

    @Test("SIGWINCH (tmux resized the popup) is passed on to the borrower", arguments: forms)
    func passesResizesOn(_ form: String) throws {
        let marks = try Folder()
        let marked = marks.path + "/winch"
        // A stand-in borrower that notes each SIGWINCH it gets.
        let borrower = try Spawned(["/bin/sh", "-c", "trap 'echo w >> \(marked)' WINCH; while :; do sleep 0.05; done"], stdin: nil)
        let lent = try Lent(form, resizeTarget: borrower.pid)
        let relay = lent.relay
        var arrived = false
        for _ in 0..<50 where !arrived {
            kill(relay.pid, SIGWINCH)
            usleep(100_000)
            arrived = FileManager.default.fileExists(atPath: marked)
        }
        #expect(arrived)
        #expect(relay.reap(timeout: 0) == nil, "SIGWINCH does not end the relay")
        lent.handoff.finish(status: 0)
        #expect(relay.reap(timeout: 5) == 0)
    }

    @Test("when the borrower goes away without a word (killed), the relay exits 1 and the popup closes", arguments: forms)
    func borrowerGone(_ form: String) throws {
        let folder = try Folder(), tty = try PseudoTerminal()
        let path = folder.path + "/relay"
        let listener = try UnixSocket.listen(at: path)
        defer { close(listener) }
        let relay = try Spawned(try Self.command(form, path), stdin: tty.slave)
        var connection: Int32?
        for _ in 0..<500 where connection == nil {
            connection = UnixSocket.accept(listener)
            if connection == nil { usleep(10_000) }
        }
        let fd = try #require(connection)
        #expect(UnixSocket.readLine(fd, timeout: 5000) == "tty \(tty.name)")
        close(fd)
        #expect(relay.reap(timeout: 5) == 1)
    }

    @Test("nobody listening: a clear message and exit 1, at once", arguments: forms)
    func nobodyListening(_ form: String) throws {
        let folder = try Folder(), tty = try PseudoTerminal()
        let relay = try Spawned(try Self.command(form, folder.path + "/missing"), stdin: tty.slave)
        #expect(relay.reap(timeout: 5) == 1)
        #expect(relay.stderr.contains("cannot reach the waiting loupe"), "\(relay.stderr)")
    }

    @Test("standard input not a terminal: the borrower is told why, and the relay exits 1", arguments: forms)
    func notATerminal(_ form: String) throws {
        let folder = try Folder()
        let handoff = try TerminalHandoff(socketPath: folder.path + "/relay")
        let relay = try Spawned(try Self.command(form, handoff.socketPath), stdin: nil)
        #expect(throws: TerminalHandoff.Failure.noTerminal("the popup's standard input is not a terminal")) {
            _ = try handoff.receive(timeout: 10) { relay.reap(timeout: 0) == nil }
        }
        #expect(relay.reap(timeout: 5) == 1)
    }

    @Test("the program that was to start the relay ended first: the wait ends, it does not hang")
    func launcherEnded() throws {
        let folder = try Folder()
        let handoff = try TerminalHandoff(socketPath: folder.path + "/relay")
        var asked = 0
        #expect(throws: TerminalHandoff.Failure.launcherEnded) {
            _ = try handoff.receive(timeout: 10) { asked += 1; return asked < 3 }
        }
    }

    @Test("loupe-relay with the wrong arguments says how it is used (exit 64)")
    func usage() throws {
        let relay = try Spawned([try Self.command("loupe-relay", "/x")[0]], stdin: nil)
        #expect(relay.reap(timeout: 5) == 64)
        #expect(relay.stderr.contains("usage: loupe-relay [--mouse] SOCKET"))
    }
}
