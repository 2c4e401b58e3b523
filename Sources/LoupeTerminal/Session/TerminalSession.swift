import CNCursesW
import Glibc
import LoupeCore
import LoupeRuntime
import LoupeSystem

/// An ncurses screen on `/dev/tty` with the modes Loupe needs, and everything to restore them.
///
/// Opening it: `setlocale(LC_CTYPE, "")` (what ncurses needs for wide characters; every other
/// category stays "C", so messages stay as written and no other locale file is read), `newterm` on `/dev/tty` (so standard input
/// may carry data, as with less and fzf), raw mode, keypad, alternate screen,
/// hidden cursor, default colours. `startInput()` (once the first frame is drawn)
/// then sends SGR mouse with button tracking (1002) or any-motion (1003) itself,
/// a DECRQM query for SGR-Pixels (1016) whose reply is handled in `handleReply`, and
/// an OSC 11 query for the default background, whose reply goes to the model. Closing it (and
/// SIGTERM, SIGHUP, SIGINT or a crash, through an async-signal-safe handler)
/// turns every mouse mode off, shows the cursor, leaves the alternate screen
/// and puts the tty modes back.
public final class TerminalSession {
    /// The terminal file descriptor (read input from it; poll it).
    public let fd: Int32
    /// What the environment says about the terminal.
    public let profile: TerminalProfile
    /// The colour mode actually used: the profile's, lowered to what the terminfo entry can emit.
    public let colorMode: ColorMode
    /// The mouse modes negotiated with the terminal: every switch sends them whole (`MouseModes.bytes`).
    public internal(set) var mouseModes: MouseModes
    /// Whether any-motion (hover) tracking is on.
    public var hoverTracking: Bool { mouseModes.hover }
    /// Whether SGR-Pixels was switched on.
    public var pixelsEnabled: Bool { mouseModes.pixels }
    /// The self-pipe the signal handlers write to.
    let signals: SignalRelay

    private let screen: OpaquePointer
    private let window: WindowPointer
    private let outFile: UnsafeMutablePointer<FILE>
    private let inFile: UnsafeMutablePointer<FILE>
    private var closed = false
    private var pixelsSupported = false
    private var inputStarted = false
    private var keypadStarted = false
    /// What ncurses sent during the session's start (the resume: the alternate screen and the
    /// screen's set-up; the default colours; the cursor hidden), not written yet: it goes out
    /// first with the next bytes written, or by `sendPendingOutput`.
    private var pendingOutput: [UInt8] = []
    private let resetBytes: [UInt8]
    /// The terminal's size while ncurses' screen is smaller, made so (see `SilentScreen`), until `fitScreen`.
    private var unfitted: GridSize?

    /// Opens the terminal. Throws a `TerminalError` (one clear line) when there is none, TERM is
    /// unset, dumb or unknown, or the screen is smaller than `minimum`; the terminal is then untouched.
    public convenience init(environment: [String: String], hover: Bool = false,
                            minimum: GridSize = GridSize(columns: 20, rows: 5), ttyPath: String = "/dev/tty") throws {
        TerminalSession.useLocaleCharacterType()
        try self.init(SilentScreen(environment: environment, ttyPath: ttyPath), hover: hover, minimum: minimum)
    }

    /// What ncurses needs for wide characters: the locale's character type, from the
    /// environment (every other category stays "C"). Set on the thread that goes on to use
    /// the locale (glibc updates the character class tables of the calling thread only), before
    /// any other thread uses it: a thread started earlier may make the screen (ncurses asks the
    /// locale's character set) once it is set, as `TerminalOpening`'s does.
    static func useLocaleCharacterType() {
        setlocale(LC_CTYPE, "")
    }

    /// Gives the calling thread the process's locale's character tables: glibc keeps a copy of
    /// their addresses for each thread, which `setlocale` updates for its own thread alone (the
    /// `<ctype.h>` classes ncurses asks of a byte). For a thread that draws after another set the locale.
    static func useGlobalLocale() {
        loupe_use_global_locale()
    }

    /// ncurses' screen made on the terminal, nothing written to it yet: the first half of
    /// opening, the slow one (the terminfo entry read, the screen's windows allocated), which
    /// `TerminalOpening` does while the program is still reading its content.
    struct SilentScreen {
        let profile: TerminalProfile
        let fd: Int32
        let saved: termios?
        let relay: SignalRelay
        let out: UnsafeMutablePointer<FILE>
        let inp: UnsafeMutablePointer<FILE>
        let screen: OpaquePointer
        let window: WindowPointer
        /// The terminal's size, which ncurses' screen is not made at (see `init`): nil when the
        /// terminal says no size (ncurses then works it out as usual, and the screen has it).
        let terminalSize: GridSize?

        /// Makes the screen. newterm puts the tty in its modes; they are put back at once, so
        /// the terminal stays as it was until the session starts (an error printed meanwhile
        /// reads as usual). `actions` gives the signal actions to put back at the end, read
        /// before ncurses installs its handlers (by default here and now). `beforeScreen` runs
        /// just before ncurses makes the screen (after the profile, the tty, the signal relay and
        /// the room for the windows): the last moment the locale may be set.
        init(environment: [String: String], ttyPath: String, actions: () -> [(Int32, sigaction)] = SignalRelay.currentActions,
             beforeScreen: () -> Void = {}) throws {
            do { profile = try TerminalProfile(environment: environment) } catch let e as TerminalProfileError {
                throw TerminalError(e)
            }
            fd = open(ttyPath, O_RDWR | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { throw TerminalError.noTerminal(reason: "cannot open \(ttyPath): \(String(cString: strerror(errno)))") }
            guard isatty(fd) == 1 else {
                Glibc.close(fd)
                throw TerminalError.noTerminal(reason: "\(ttyPath) is not a terminal")
            }
            var modes = termios()
            saved = tcgetattr(fd, &modes) == 0 ? modes : nil
            do { relay = try SignalRelay() } catch {
                Glibc.close(fd)
                throw error
            }
            relay.remember(actions())  // read before ncurses installs handlers of its own
            // ncurses makes its screen at the terminfo entry's size (80x24 for most), not the
            // terminal's: three windows of the terminal's size are a fresh page of memory for every
            // 146 cells, about 250 pages for 200x60, and newterm took 0.9 ms there against 0.3 at
            // 80x24 (docs/performance.md). The session gives the screen the terminal's size once
            // the first frame's bytes are out (`TerminalSession.fitScreen`), the size ncurses takes itself.
            terminalSize = WindowSize(fd: fd).map { Self.sizeNcursesTakes($0.cells, environment: environment) }
            // ncurses' windows, made in lines of a few KB (see `ThreadArena`).
            ThreadArena.reserve(bytes: 3 * Self.entrySizeArea * MemoryLayout<cchar_t>.stride + 64 * 1024)
            guard let out = fdopen(dup(fd), "w"), let inp = fdopen(dup(fd), "r") else {
                Glibc.close(fd)
                throw TerminalError.cannotStart("cannot open streams on the terminal")
            }
            beforeScreen()
            // The entry's size rather than the kernel's or the environment's (this screen's choice,
            // made as newterm makes it: the next screen made chooses again).
            if terminalSize != nil { use_env(false) }
            let made = newterm(profile.term, out, inp)
            use_env(true)
            guard let scr = made else {
                fclose(out); fclose(inp)
                relay.uninstall()
                // newterm says only that it failed: setupterm tells an unknown terminal from a missing database.
                var err: Int32 = 0
                let known = setupterm(profile.term, fd, &err) == OK
                if known, let term = loupe_cur_term() { del_curterm(term) }
                Glibc.close(fd)
                throw !known && err != 0 ? TerminalError.cannotStart("no terminfo database found") : TerminalError.unknownTerminal(profile.term)
            }
            if var saved { tcsetattr(fd, TCSANOW, &saved) }
            guard let std = loupe_stdscr() else {
                Self.putAway(scr, out: out, inp: inp, relay: relay, saved: saved, fd: fd)
                throw TerminalError.cannotStart("ncurses made no standard screen")
            }
            self.out = out
            self.inp = inp
            screen = scr
            window = std
        }

        /// The cells of an 80x24 screen, the size of most terminfo entries (room made for its windows).
        static let entrySizeArea = 80 * 24

        /// The size ncurses gives a screen on a terminal of `size` when it asks the kernel:
        /// LINES and COLUMNS in the environment, when set to a number, before it.
        static func sizeNcursesTakes(_ size: GridSize, environment: [String: String]) -> GridSize {
            func number(_ name: String) -> Int? { environment[name].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } }
            return GridSize(columns: number("COLUMNS") ?? size.columns, rows: number("LINES") ?? size.rows)
        }

        /// Puts the screen away without a byte written: the tty's modes and the signal actions as they were.
        func abandon() {
            Self.putAway(screen, out: out, inp: inp, relay: relay, saved: saved, fd: fd)
        }

        /// Deletes a screen that never wrote to the terminal and closes what it was made with.
        /// ncurses holds what newterm would send first (the alternate screen, the scrolling
        /// region) and sends it when the screen is deleted: its stream is pointed at /dev/null first.
        private static func putAway(_ screen: OpaquePointer, out: UnsafeMutablePointer<FILE>, inp: UnsafeMutablePointer<FILE>,
                                    relay: SignalRelay, saved: termios?, fd: Int32) {
            _ = TerminalSession.pointAtNull(fileno(out))
            delscreen(screen)
            fclose(out)
            fclose(inp)
            relay.uninstall()
            if var saved { tcsetattr(fd, TCSANOW, &saved) }
            Glibc.close(fd)
        }
    }

    /// Starts the session on a screen made silently: the tty's modes, the alternate screen,
    /// colours, the signal handlers. Throws when the screen is smaller than `minimum` (the
    /// terminal is then put back).
    init(_ made: SilentScreen, hover: Bool, minimum: GridSize) throws {
        profile = made.profile
        fd = made.fd
        screen = made.screen
        window = made.window
        outFile = made.out
        inFile = made.inp
        mouseModes = MouseModes(hover: hover)
        signals = made.relay
        unfitted = made.terminalSize.flatMap { $0 != TerminalSession.screenSize(made.window) ? $0 : nil }
        // ncurses flushes its output at every cursor move for as long as a screen has never been
        // suspended (its state stays "initial" after newterm), so a frame would leave in a write
        // per line and a terminal could show it half drawn. Suspending and resuming once, now,
        // ends that. It must come before colours start: a resume with colours on sends the
        // terminal's palette reset (orig_colors, OSC 104), which would wipe a palette of the user's.
        // The suspension's bytes are thrown away (what newterm holds, the alternate screen entered,
        // then the cursor to the bottom and the alternate screen left): the resume sends the
        // screen's set-up again, whole, to a terminal that never saw it leave. Its tty modes are
        // left as they are too (they are the shell's still: newterm's were put back), without a
        // wait for the terminal to take the bytes first (tcsetattr's drain, 0.1 ms on a pty): its
        // tcsetattr fails on /dev/null, which ncurses notes in a flag only its own getch reads.
        Self.discardingOutput(of: outFile) { endwin() }
        // What the resume, the colours' start and the hidden cursor send is kept, and goes out
        // first with the next bytes written (the first frame's): written now, each of its three
        // writes would wake the terminal, and the tty modes set next would wait for it to read
        // them (ncurses sets them with TCSADRAIN). The resume's own setting of the tty modes
        // fails on the memory file: they are set whole by `raw()` after, as the resume would have.
        var colors = ColorMode.monochrome
        let window = made.window, wanted = made.profile.colorMode
        pendingOutput = Self.keepingOutput(of: outFile) {
            doupdate()
            // Default colours are colour pair 0 made anew, for which ncurses looks at every cell it
            // believes the screen shows, to draw again those in that pair: all of a blank screen's, a
            // pass of 0.37 M instructions. A screen to be drawn from scratch is not looked at: so is
            // this one, whose first update (the first frame) then draws it whole, as it would anyway.
            if let current = loupe_curscr() { clearok(current, true) }
            colors = TerminalSession.startColors(wanted)
            leaveok(window, true)
            curs_set(0)
        }
        colorMode = colors
        resetBytes = TerminalSession.resetSequence()
        raw(); noecho(); nonl()
        typeahead(-1)  // we read the tty ourselves: pending mouse bytes must not cut ncurses' updates short
        // The keypad comes after the first frame (`startKeypad`).
        signals.install(ttyFD: fd, termios: made.saved, reset: resetBytes)
        let size = self.size
        if size.columns < minimum.columns || size.rows < minimum.rows {
            close()
            throw TerminalError.tooSmall(columns: size.columns, rows: size.rows, minColumns: minimum.columns, minRows: minimum.rows)
        }
    }

    /// Puts the terminal's keypad in application mode (terminfo's `smkx`, with `keypad`), which
    /// ncurses then takes out of it and back with the screen (a suspend, an editor run, the end).
    /// Called once the first frame is out: `keypad` first builds ncurses' table of the terminal's
    /// keys (0.05 ms, which the session's opening, on the way to the first frame, no longer
    /// spends), and the keys read before it come in the normal mode, which `InputDecoder` reads too.
    public func startKeypad() {
        guard !keypadStarted else { return }
        keypadStarted = true
        sendPendingOutput()
        keypad(window, true)
    }

    /// Turns the mouse modes on and asks about SGR-Pixels: call once, after the first
    /// frame is on screen, so no mouse report arrives before the content it points at
    /// (and the terminal's "mouse on" means the program is ready for it).
    public func startInput() {
        writeRaw(bytes: inputStartBytes())
    }

    /// What `startInput` writes, for a caller that writes it after other bytes in one write (the
    /// first frame's): nothing once the input has started.
    public func inputStartBytes() -> [UInt8] {
        guard !inputStarted else { return [] }
        inputStarted = true
        var text = mouseModes.bytes + TerminalModes.queryPixels
        if cellPixelSize() == nil { text += TerminalModes.queryCellSize }
        if profile.canAskForColors { text += TerminalModes.queryBackground }
        return Array(text.utf8)
    }

    /// Starts colours and returns the mode used: direct colour needs `COLORS` = 2^24.
    private static func startColors(_ wanted: ColorMode) -> ColorMode {
        guard wanted != .monochrome, has_colors() else { return .monochrome }
        start_color()
        use_default_colors()
        let colors = loupe_COLORS()
        let capability: ColorMode = colors >= 0x1000000 ? .truecolor : colors >= 256 ? .palette256 : colors >= 8 ? .palette8 : .monochrome
        return min(wanted, capability)
    }

    /// The precomputed reset string: mouse modes off, attributes off, cursor visible, keypad off, alternate screen left.
    private static func resetSequence() -> [UInt8] {
        func cap(_ name: String, _ fallback: String) -> String {
            loupe_tigetstr(name).map { String(cString: $0) } ?? fallback
        }
        let s = TerminalModes.mouseOff + "\u{1B}[m" + cap("cnorm", "\u{1B}[?25h") + cap("rmkx", "") + cap("rmcup", "\u{1B}[?1049l")
        return Array(s.utf8)
    }

    /// The screen's size: the terminal's, which ncurses' screen has once `fitScreen` has run.
    public var size: GridSize {
        unfitted ?? Self.screenSize(window)
    }

    private static func screenSize(_ window: WindowPointer) -> GridSize {
        GridSize(columns: Int(loupe_getmaxx(window)), rows: Int(loupe_getmaxy(window)))
    }

    /// Gives ncurses' screen the terminal's size when it was made smaller (`SilentScreen`): call
    /// it before anything is drawn through ncurses. A first frame sent as bytes of its own goes
    /// out before (`FrameRenderer.renderFirst`): the screen's memory is made after it.
    public func fitScreen() {
        guard let size = unfitted else { return }
        unfitted = nil
        resizeterm(Int32(size.rows), Int32(size.columns))
        sendScrollingRegion(rows: size.rows)
    }

    /// Sets the terminal's scrolling region to all `rows` (terminfo's `csr`). ncurses sent the
    /// region of the screen it was made at (24 rows, at the session's start) and sends one again
    /// only when it scrolls or resumes: left so, the terminal would scroll those rows alone, and
    /// go on so for the shell after Loupe. The change homes the cursor on most terminals, which
    /// nothing minds: ncurses' next update of a fitted screen draws it from a clear, or (the first
    /// frame's) ends at the top left, where the frame's own bytes leave the cursor too.
    private func sendScrollingRegion(rows: Int) {
        guard rows > 0, let csr = loupe_tigetstr("csr"), let region = loupe_tiparm2(csr, 0, Int32(rows - 1)) else { return }
        var bytes: [UInt8] = []
        TerminfoBytes.put(region, to: &bytes)
        writeRaw(bytes: bytes)
    }

    /// The standard screen window (the base frame is drawn there).
    public var standardScreen: WindowPointer { window }

    /// The size of the terminal at `path` (TIOCGWINSZ), when it says, without opening a screen on
    /// it: a program builds its first frame at this size while the screen is being opened.
    public static func size(ofTerminalAt path: String = "/dev/tty") -> GridSize? {
        let fd = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { Glibc.close(fd) }
        return WindowSize(fd: fd)?.cells
    }

    /// The cell size in pixels from TIOCGWINSZ, when the terminal reports it.
    public func cellPixelSize() -> (width: Int, height: Int)? {
        WindowSize(fd: fd)?.cellPixels
    }

    /// Writes bytes straight to the terminal (after ncurses' own output).
    public func writeRaw(_ s: String) {
        writeRaw(bytes: Array(s.utf8))
    }

    /// Writes bytes straight to the terminal (after ncurses' own output, and what the session's
    /// start kept back, `pendingOutput`).
    public func writeRaw(bytes: [UInt8]) {
        fflush(outFile)
        var bytes = bytes
        if !pendingOutput.isEmpty {
            bytes = pendingOutput + bytes
            pendingOutput = []
        }
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }

    /// Sends what the session's start kept back (`pendingOutput`), if it is not out yet: call it
    /// before ncurses sends anything of its own.
    public func sendPendingOutput() {
        if !pendingOutput.isEmpty { writeRaw(bytes: []) }
    }

    /// Runs `body` with what is written to `file` kept in memory, not sent: returns it (empty,
    /// when no memory file could be made: then it was sent).
    static func keepingOutput(of file: UnsafeMutablePointer<FILE>, _ body: () -> Void) -> [UInt8] {
        let memory = loupe_memory_file("loupe-output")
        guard memory >= 0 else {
            body()
            return []
        }
        defer { Glibc.close(memory) }
        guard redirectingOutput(of: file, to: memory, body) else { return [] }
        let length = Int(lseek(memory, 0, SEEK_CUR))
        guard length > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: length)
        let read = bytes.withUnsafeMutableBytes { pread(memory, $0.baseAddress, length, 0) }
        return Array(bytes.prefix(max(read, 0)))
    }

    /// Runs `body` with what is written to `file` going to `target` instead, then puts `file`
    /// back; false when it could not be pointed there (`body` runs all the same, its output sent).
    @discardableResult
    private static func redirectingOutput(of file: UnsafeMutablePointer<FILE>, to target: Int32, _ body: () -> Void) -> Bool {
        let out = fileno(file)
        let kept = dup(out)
        guard kept >= 0, dup2(target, out) >= 0 else {
            if kept >= 0 { Glibc.close(kept) }
            body()
            return false
        }
        body()
        dup2(kept, out)
        Glibc.close(kept)
        return true
    }

    /// Waits until the terminal has input for the program, or for `milliseconds`, reading
    /// nothing (see `TerminalOptions.firstFrameRest`).
    public func giveWay(milliseconds: Int32) {
        guard milliseconds > 0 else { return }
        var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, milliseconds)
    }

    /// Runs `body` (an ncurses update) with ncurses' output thrown away: ncurses comes to believe
    /// the screen shows what it drew, while the terminal gets nothing. Everything ncurses sends
    /// within `body` goes: `doupdate` sends all it holds before it returns.
    /// (Should /dev/null not open, the terminal gets the update: the same frame drawn twice.)
    public func discardingOutput(_ body: () -> Void) {
        TerminalSession.discardingOutput(of: outFile, body)
    }

    /// Runs `body` with what is written to `file` thrown away (see `discardingOutput(_:)`).
    static func discardingOutput(of file: UnsafeMutablePointer<FILE>, _ body: () -> Void) {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0 else { return body() }
        defer { Glibc.close(null) }
        redirectingOutput(of: file, to: null, body)
    }

    /// Makes `fd` write to /dev/null; false when /dev/null cannot be opened.
    private static func pointAtNull(_ fd: Int32) -> Bool {
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0 else { return false }
        dup2(null, fd)
        Glibc.close(null)
        return true
    }

    /// Sends the mouse modes whole (again after every resume: ncurses does not know them).
    public func sendMouseModes() {
        writeRaw(mouseModes.bytes)
    }

    /// Switches any-motion tracking on or off, sending the whole set of modes (SGR-Pixels last
    /// when it was granted, so the reports stay in pixels).
    public func setHoverTracking(_ on: Bool) {
        guard on != mouseModes.hover else { return }
        mouseModes.hover = on
        sendMouseModes()
    }

    /// Acts on a terminal reply: switches SGR-Pixels on when DECRQM says it exists and the cell size is known.
    public func handleReply(_ input: DecodedInput, decoder: inout InputDecoder) {
        switch input {
        case let .modeReport(1016, value) where value == 1 || value == 2:
            pixelsSupported = true
            enablePixelsIfPossible(decoder: &decoder)
        case .cellPixelSize:
            enablePixelsIfPossible(decoder: &decoder)
        default: break
        }
    }

    private func enablePixelsIfPossible(decoder: inout InputDecoder) {
        if decoder.cellPixelSize == nil, let size = cellPixelSize() { decoder.cellPixelSize = size }
        guard pixelsSupported, !pixelsEnabled, decoder.cellPixelSize != nil else { return }
        mouseModes.pixels = true
        // The whole set with pixels last, then DECRQM again: its reply marks where pixel reports begin.
        writeRaw(mouseModes.bytes + TerminalModes.queryPixels)
    }

    /// Reads the new window size after SIGWINCH and resizes ncurses' screen; returns the size.
    @discardableResult
    public func resize() -> GridSize {
        sendPendingOutput()
        fitToTerminal()
        return size
    }

    /// ncurses' screen at the size the kernel gives the terminal now (at the size kept, when it gives none).
    private func fitToTerminal() {
        guard let cells = WindowSize(fd: fd)?.cells else { return fitScreen() }
        let wasUnfitted = unfitted != nil
        unfitted = nil
        resizeterm(Int32(cells.rows), Int32(cells.columns))
        if wasUnfitted { sendScrollingRegion(rows: cells.rows) }
    }

    /// Leaves the screen (modes off, tty restored), stops the process (SIGTSTP), and comes back when continued.
    public func suspend() {
        writeRaw(TerminalModes.mouseOff)
        endwin()
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        SignalRelay.handle(SIGTSTP, relaySignalHandler)
        resume()
    }

    /// Runs a program in the terminal (an editor) and waits for it: the terminal is restored
    /// first, as for a suspend, the program gets it on its standard input, output and error,
    /// and the screen comes back after. The arguments go through `/usr/bin/env` (a `PATH`
    /// look-up, no shell). Returns the program's exit status, or nil when it could not start.
    @discardableResult
    public func runInTerminal(_ arguments: [String]) -> Int32? {
        writeRaw(TerminalModes.mouseOff)
        def_prog_mode()
        endwin()
        defer { resume() }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, fd, target) }
        ChildProcess.closeFrom3(&actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        ChildProcess.cleanSignals(&attributes)
        let argv: [UnsafeMutablePointer<CChar>?] = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return nil }
        }
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Re-enters the screen after a stop (own or external SIGSTOP): program modes, mouse modes, full redraw.
    public func resume() {
        sendPendingOutput()
        // The size the terminal took meanwhile: ncurses, its screen made at the entry's size, does
        // not ask the kernel itself.
        fitToTerminal()
        reset_prog_mode()
        refresh()
        curs_set(0)
        sendMouseModes()
        clearok(loupe_curscr(), true)
    }

    /// Restores the terminal and frees the screen; safe to call twice.
    public func close() {
        guard !closed else { return }
        closed = true
        writeRaw(TerminalModes.mouseOff)
        // Closed before its screen was fitted: the terminal scrolls whole again all the same.
        if let size = unfitted { sendScrollingRegion(rows: size.rows) }
        endwin()
        writeRaw(String(decoding: resetBytes, as: UTF8.self))
        signals.uninstall()
        delscreen(screen)
        fclose(outFile)
        fclose(inFile)
        Glibc.close(fd)
    }

    deinit { close() }
}
