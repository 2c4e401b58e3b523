import Glibc

/// A pseudo-terminal for a session under test: the session opens its name; the test reads what
/// it wrote from the master side, and writes the terminal's replies there.
final class PseudoTerminal {
    let master: Int32
    let name: String
    init?() {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_NONBLOCK)
        var unlock: Int32 = 0, number: UInt32 = 0
        // TIOCSPTLCK unlocks the new terminal, TIOCGPTN gives its number.
        guard master >= 0, ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            return nil
        }
        name = "/dev/pts/\(number)"
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 800, ws_ypixel: 480)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }
    /// Everything written to the terminal since the last read.
    func read() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = Glibc.read(master, &chunk, chunk.count)
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    deinit { close(master) }
}

extension PseudoTerminal {
    /// Gives the terminal a new size, as a terminal's window does when resized.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(columns * 10), ws_ypixel: UInt16(rows * 20))
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Writes bytes as the terminal would send them (a reply, a key).
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
    }
}
