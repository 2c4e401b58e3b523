import CNCursesW
import Glibc
import LoupeCore

/// An ncurses screen that writes to a temporary file instead of a terminal: for tests and
/// benchmarks of the renderer (what was drawn, and how many bytes it cost).
public final class HeadlessScreen {
    /// The renderer drawing on this screen.
    public let renderer: FrameRenderer
    /// The colour mode used.
    public let colorMode: ColorMode
    private let screen: OpaquePointer
    private let outFile: UnsafeMutablePointer<FILE>
    private let inFile: UnsafeMutablePointer<FILE>
    private let window: WindowPointer
    private var closed = false

    /// Opens a screen of `size` for terminfo entry `term` (nil when ncurses refuses); with
    /// `drawsWholeClusters`, as for a terminal that draws whole grapheme clusters in one cell
    /// (the renderer writes them after ncurses' output, as `TerminalBackend` does).
    /// One screen is open at a time in a process (ncurses has one current screen): this waits
    /// until any other `HeadlessScreen` is closed, or `exclusively`'s body has ended.
    public init?(size: GridSize, term: String = "xterm-256color", colorMode: ColorMode = .palette256, drawsWholeClusters: Bool = false) {
        ScreenGate.enter()
        setlocale(LC_ALL, "C.UTF-8")
        guard let out = tmpfile() else { ScreenGate.leave(); return nil }
        guard let inp = fopen("/dev/null", "r") else { fclose(out); ScreenGate.leave(); return nil }
        guard let scr = newterm(term, out, inp) else { fclose(out); fclose(inp); ScreenGate.leave(); return nil }
        set_term(scr)
        resizeterm(Int32(size.rows), Int32(size.columns))
        guard let std = loupe_stdscr() else { endwin(); delscreen(scr); fclose(out); fclose(inp); ScreenGate.leave(); return nil }
        leaveok(std, true)
        typeahead(-1)  // /dev/null always "has input": never let ncurses cut an update short
        var mode = colorMode
        if mode != .monochrome {
            if has_colors() { start_color(); use_default_colors() } else { mode = .monochrome }
        }
        screen = scr
        outFile = out
        inFile = inp
        window = std
        self.colorMode = mode
        renderer = FrameRenderer(window: std, colorMode: mode, wholeClusters: drawsWholeClusters ? { bytes in
            fflush(out)
            _ = bytes.withUnsafeBytes { write(fileno(out), $0.baseAddress, $0.count) }
        } : nil)
    }

    /// The standard screen window.
    public var standardScreen: WindowPointer { window }

    /// Bytes ncurses has written to the "terminal" so far.
    public var bytesWritten: Int {
        fflush(outFile)
        var st = stat()
        guard fstat(fileno(outFile), &st) == 0 else { return 0 }
        return Int(st.st_size)
    }

    /// Everything written so far, as text (escape sequences included).
    public var output: String {
        fflush(outFile)
        let fd = fileno(outFile)
        var bytes: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 65536)
        var offset: off_t = 0
        while true {
            let n = pread(fd, &buf, buf.count, offset)
            if n <= 0 { break }
            bytes += buf[0..<n]
            offset += off_t(n)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many rows of what ncurses believes the terminal shows are marked changed: the next
    /// update compares each of them with the new screen across its whole width (0 after an update).
    public var rowsMarkedChangedOnScreen: Int {
        guard let current = loupe_curscr() else { return 0 }
        return (0..<Int32(loupe_getmaxy(current))).filter { is_linetouched(current, $0) }.count
    }

    /// Runs `body` (an ncurses update) with ncurses' output thrown away, as
    /// `TerminalSession.discardingOutput` does (for `FrameRenderer.renderFirst`).
    public func discardingOutput(_ body: () -> Void) {
        TerminalSession.discardingOutput(of: outFile, body)
    }

    /// What ncurses' standard screen holds now.
    public func capture() -> CellBuffer {
        WindowCapture.snapshot(of: window, colorMode: colorMode)
    }

    /// The composed screen without the renderer's overlay panels.
    public func captureWithoutOverlays() -> CellBuffer {
        WindowCapture.composedScreen(excluding: renderer.overlays.windows, colorMode: colorMode)
    }

    /// Ends the screen; safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        set_term(screen)
        renderer.overlays.removeAll()
        endwin()
        delscreen(screen)
        fclose(outFile)
        fclose(inFile)
        ScreenGate.leave()
    }

    deinit { close() }

    /// Runs `body`, which opens an ncurses screen of its own (a `TerminalSession` on a
    /// pseudo-terminal, say), while no `HeadlessScreen` is open, and opens none until it ends.
    public static func exclusively<T>(_ body: () throws -> T) rethrows -> T {
        ScreenGate.enter()
        defer { ScreenGate.leave() }
        return try body()
    }
}
