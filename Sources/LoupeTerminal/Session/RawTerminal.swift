import Glibc
import LoupeCore

/// The terminal in raw mode without ncurses, for output that is already terminal bytes (a
/// recording played live): keys arrive byte by byte (Ctrl-C as a byte, not a signal), and the
/// terminal is restored on every way out (`close`, SIGTERM, SIGHUP, a crash) by the same signal
/// handling as a `TerminalSession`.
public final class RawTerminal {
    /// The terminal device.
    public let fd: Int32
    private let relay: SignalRelay
    private var saved = termios()
    private let reset: String
    private var closed = false

    /// Opens `ttyPath` in raw mode and writes `enter` (the alternate screen, say); `reset` is
    /// written back on every way out (leave the alternate screen, show the cursor).
    public init(ttyPath: String = "/dev/tty", enter: String, reset: String) throws {
        fd = open(ttyPath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw TerminalError.noTerminal(reason: "cannot open \(ttyPath): \(String(cString: strerror(errno)))") }
        guard tcgetattr(fd, &saved) == 0 else {
            Glibc.close(fd)
            throw TerminalError.noTerminal(reason: "\(ttyPath) is not a terminal")
        }
        do { relay = try SignalRelay() } catch {
            Glibc.close(fd)
            throw error
        }
        self.reset = reset
        relay.install(ttyFD: fd, termios: saved, reset: Array(reset.utf8))
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        _ = tcsetattr(fd, TCSANOW, &raw)
        write(enter)
    }

    /// The terminal's size, when it says.
    public var size: GridSize? { WindowSize(fd: fd)?.cells }

    /// Writes text to the terminal, all of it (retrying after EINTR).
    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { chunk -> Int in
                guard let base = chunk.baseAddress else { return 0 }
                return Glibc.write(fd, base, chunk.count)
            }
            if n <= 0 { if errno == EINTR { continue } else { return } }
            offset += n
        }
    }

    /// One byte typed within `milliseconds`, or nil.
    public func readByte(within milliseconds: Int32) -> UInt8? {
        _ = relay.drain()  // resizes and the like mean nothing here
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&p, 1, max(0, milliseconds)) > 0 else { return nil }
        var byte: UInt8 = 0
        return read(fd, &byte, 1) == 1 ? byte : nil
    }

    /// Writes the reset, puts the terminal modes and signal actions back, and closes the device.
    public func close() {
        guard !closed else { return }
        closed = true
        write(reset)
        _ = tcsetattr(fd, TCSANOW, &saved)
        relay.uninstall()
        Glibc.close(fd)
    }

    deinit { close() }
}
