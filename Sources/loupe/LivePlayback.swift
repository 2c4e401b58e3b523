#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoupeCore
import LoupeDemo

/// The terminal state to put back on exit, kept where a signal handler can reach it.
private nonisolated(unsafe) var savedTerminal = termios()
private nonisolated(unsafe) var terminalFD: Int32 = -1

/// Leaves the alternate screen, shows the cursor and restores the tty modes (async-signal-safe).
private func restoreTerminal() {
    let restore: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    _ = write(1, restore.utf8Start, restore.utf8CodeUnitCount)
    if terminalFD >= 0 { _ = tcsetattr(terminalFD, TCSANOW, &savedTerminal) }
}

/// Plays a recording in the current terminal in real time: the alternate screen, the cursor hidden,
/// `q` (or Ctrl-C) stops it, and the terminal is restored on every way out, SIGTERM included.
enum LivePlayback {
    /// How long the last frame stays after the script ends.
    static let holdMilliseconds = 1500.0

    static func play(_ recording: DemoRecording) throws {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            throw CommandFailure("live playback needs a terminal (/dev/tty); use --record OUT.cast to render without one")
        }
        defer { close(fd) }
        try checkSize(fd: fd, recording)
        guard tcgetattr(fd, &savedTerminal) == 0 else {
            throw CommandFailure("live playback needs a terminal: cannot read the terminal's modes")
        }
        var raw = savedTerminal
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        terminalFD = fd
        _ = tcsetattr(fd, TCSANOW, &raw)
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(sig) { s in
                restoreTerminal()
                _exit(128 + s)
            }
        }
        defer {
            restoreTerminal()
            terminalFD = -1
        }
        emit("\u{1B}[?1049h")
        let start = monotonicMilliseconds()
        for event in recording.events {
            guard case let .output(time, bytes) = event else { continue }
            if waitForQuit(fd: fd, until: start + time.milliseconds) { return }
            emit(bytes)
        }
        _ = waitForQuit(fd: fd, until: start + recording.duration.milliseconds + holdMilliseconds)
    }

    /// Refuses to play in a terminal smaller than the largest size the script uses (the frames would wrap).
    static func checkSize(fd: Int32, _ recording: DemoRecording) throws {
        var ws = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0, ws.ws_row > 0 else { return }
        var needed = recording.initialSize
        for case let .resize(_, size) in recording.events {
            needed = GridSize(columns: max(needed.columns, size.columns), rows: max(needed.rows, size.rows))
        }
        if Int(ws.ws_col) < needed.columns || Int(ws.ws_row) < needed.rows {
            throw CommandFailure("the script needs a \(needed) terminal and this one is \(ws.ws_col)x\(ws.ws_row): "
                + "make it larger, or render with --record OUT.cast")
        }
    }

    /// Waits until a monotonic time; true if the user pressed q, Q, Esc or Ctrl-C meanwhile.
    static func waitForQuit(fd: Int32, until deadline: Double) -> Bool {
        while true {
            let left = deadline - monotonicMilliseconds()
            if left <= 0 { return false }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let n = poll(&p, 1, Int32(min(left, 1000).rounded(.up)))
            guard n > 0 else { continue }
            var byte: UInt8 = 0
            if read(fd, &byte, 1) == 1, [UInt8(ascii: "q"), UInt8(ascii: "Q"), 0x1B, 0x03].contains(byte) { return true }
        }
    }

    static func emit(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { chunk -> Int in
                guard let base = chunk.baseAddress else { return 0 }
                return write(1, base, chunk.count)
            }
            if n <= 0 { if errno == EINTR { continue } else { return } }
            offset += n
        }
    }

    static func monotonicMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }
}
