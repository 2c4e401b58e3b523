import CNCursesW
import Glibc
import LoupeCore
import LoupeRuntime
import LoupeSystem

/// The ncurses terminal as a `Backend`: it reads the terminal and the signals, decodes input
/// (keys, SGR/X10 mouse, replies) with `InputDecoder`, presents frames through `FrameRenderer`
/// (only changed cells are drawn) and carries out effects. It decides nothing about the program:
/// everything the terminal reports reaches the program as an event, in this order on the first
/// turn: the colour mode the session can show, then the real screen size; later a background
/// colour (the reply to OSC 11), pixel mouse switched on, the focus (mode 1004), new sizes (SIGWINCH),
/// and what the terminal can draw: the first turn asks (`TerminalModes.drawingProbe`, before the
/// first frame, which is never waited for); the answers come as `.version`, `.sextantAdvance` and
/// `.font` reports (the font of a local xterm from its command line, after the first frame), and
/// whether the terminal draws whole grapheme clusters (`.wholeClusters`, when it answers DECRQM
/// 2027 as set: the renderer then writes them; tmux, known from the environment, is not asked).
/// SIGTSTP and SIGCONT from outside suspend and resume (the mouse modes re-sent).
public struct TerminalBackend: Backend {
    let session: TerminalSession
    let options: TerminalOptions
    let clock: any LoupeClock
    let renderer: FrameRenderer
    var decoder = InputDecoder()
    var pendingSince: Instant?
    var turn = 0
    /// Whether a frame was presented (the first goes out through `FrameRenderer.renderFirst`).
    var presented = false
    /// The drawing probe (`TerminalModes.drawingProbe`) asked on the first turn, until it is
    /// written: with the first frame's bytes, before them, or alone.
    var probe: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    /// The arguments of the xterm this terminal is, when it runs on this machine (looked up once).
    var localXterm: [String]??
    /// Whether a font here covers the sextants (fontconfig asked once, only for a local xterm).
    var sextantsInstalled: Bool?
    /// When `options.afterFirstScreen` is due: set on the second turn, nil once it has run.
    var afterFirstScreenDue: Instant?
    /// Why the input ended, when it did: 129 the terminal hung up, 1 the terminal could not be read.
    public private(set) var endStatus: Int32?

    /// A backend on an open session, its time from `clock`.
    public init(session: TerminalSession, options: TerminalOptions, clock: any LoupeClock = MonotonicClock()) {
        self.session = session
        self.options = options
        self.clock = clock
        let write: (([UInt8]) -> Void)? = session.profile.drawsWholeClusters ? { [session] in session.writeRaw(bytes: $0) } : nil
        renderer = FrameRenderer(window: session.standardScreen, colorMode: session.colorMode, wholeClusters: write)
        decoder.cellPixelSize = session.cellPixelSize()
    }

    /// The time on the clock.
    public var now: Instant { clock.now }

    /// The first turn reports the colour mode and the size (then `options.firstInput` and what the
    /// terminal holds already, when there is first input) and asks what the terminal draws (the
    /// probe goes out with the first frame); the second starts the input (the first frame is on
    /// screen; when it went out as its own bytes, the input's start went with them) and the
    /// keypad's application mode, and calls `onInteractive`; then it waits on the terminal and
    /// the signals until input, a signal, the deadline or the Esc timeout, and calls
    /// `afterFirstScreen` once its time has come.
    public mutating func nextEvents(deadline: Instant?) -> [InputEvent]? {
        turn += 1
        if turn == 1 {
            if session.profile.canProbeDrawing {
                // Written with the first frame, before it (`present`).
                probe = Array(TerminalModes.drawingProbe.utf8)
                // A terminal that answers neither the position nor DA1 leaves shift+F3 alone after a while.
                decoder.positionReportAwaitedUntil = now.adding(milliseconds: 3000)
            }
            let time = now
            var first: [InputEvent] = [.terminal(.colorMode(session.colorMode), time: time), .resize(session.size, time: time)]
            if !options.firstInput.isEmpty {
                first += options.firstInput.map { event in
                    var stamped = event
                    stamped.time = time
                    return .mouse(stamped)
                }
                first += readWaiting()
            }
            return first
        }
        var events: [InputEvent] = []
        if turn == 2 {
            writeProbe()
            session.startInput()
            session.startKeypad()
            options.onInteractive()
            afterFirstScreenDue = now.adding(milliseconds: options.firstScreenGrace)
            if session.profile.canProbeDrawing, let font = localFont(named: xtermArguments().flatMap(LocalTerminalFont.fontArgument)) {
                events.append(.terminal(.font(font), time: now))
            }
        }
        var fds = [pollfd(fd: session.fd, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: session.signals.readFD, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: options.work.mailbox.wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        let ready = poll(&fds, 3, timeout(deadline))
        if ready < 0 && errno != EINTR {
            endStatus = 1
            return nil
        }
        if ready > 0 && fds[1].revents != 0 { events += signalEvents() }
        if ready > 0 && fds[2].revents != 0 {
            // What work on threads produced (a search's matches, a big copy's text or outcome), in order.
            events += options.work.mailbox.take(at: now)
        }
        if ready > 0 && fds[0].revents != 0 {
            let n = read(session.fd, &buffer, buffer.count)
            if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) {
                endStatus = 129
                return nil
            }
            if n > 0 { events += decodeRead(n) }
        }
        if let since = pendingSince, decoder.hasPending, now.milliseconds(since: since) >= options.escapeTimeout {
            events += translate(decoder.flush(at: now))
            pendingSince = nil
        }
        if let due = afterFirstScreenDue, now >= due {
            afterFirstScreenDue = nil
            options.afterFirstScreen()
        }
        return events
    }

    /// What the terminal holds already, decoded, without waiting.
    mutating func readWaiting() -> [InputEvent] {
        var events: [InputEvent] = []
        var p = pollfd(fd: session.fd, events: Int16(POLLIN), revents: 0)
        while poll(&p, 1, 0) > 0 && p.revents & Int16(POLLIN) != 0 {
            let n = read(session.fd, &buffer, buffer.count)
            guard n > 0 else { break }
            events += decodeRead(n)
        }
        return events
    }

    /// The events in the `n` bytes just read into the buffer (a sequence cut short waits for its rest).
    mutating func decodeRead(_ n: Int) -> [InputEvent] {
        let time = now
        if !decoder.hasPending { pendingSince = time }
        let events = translate(decoder.feed(buffer[0..<n], at: time))
        pendingSince = decoder.hasPending ? (pendingSince ?? time) : nil
        return events
    }

    /// Draws the frame and its overlays; ncurses sends only what changed.
    public mutating func present(base: CellBuffer, overlays: [FrameOverlay]) {
        present(base: base, overlays: overlays, damage: .all)
    }

    /// Draws the damaged cells of the frame and its overlays; ncurses sends only what changed.
    public mutating func present(base: CellBuffer, overlays: [FrameOverlay], damage: FrameDamage) {
        if !presented {
            presented = true
            let session = session
            // Once the first frame's bytes are out, the frame is on screen: the mouse goes on at
            // once (the second turn would do it after ncurses' own drawing of the frame). Overlays
            // on the first frame (the lens of a drag begun before the program) follow through
            // ncurses, as the changes they are.
            // ncurses' screen takes the terminal's size once those bytes are out (it was made smaller, `SilentScreen`).
            // The drawing probe, the frame and the input's start leave in one write: each write
            // wakes the terminal. Then the terminal has the processor to take the frame in
            // (`TerminalOptions.firstFrameRest`), unless overlays are still to come.
            let probe = probe, rest = overlays.isEmpty ? options.firstFrameRest : 0
            if renderer.renderFirst(base: base, overlays: [], screen: session.size,
                                    write: {
                                        session.writeRaw(bytes: probe + $0 + session.inputStartBytes())
                                        session.giveWay(milliseconds: rest)
                                    },
                                    fit: { session.fitScreen() }, silently: { session.discardingOutput($0) }) {
                self.probe = []
                if !overlays.isEmpty { renderer.render(base: base, overlays: overlays, damage: .none) }
                return
            }
            // What the session's start kept back goes first (the probe's write would take it too).
            session.sendPendingOutput()
            writeProbe()
            session.fitScreen()
        }
        renderer.render(base: base, overlays: overlays, damage: damage)
    }

    /// Writes the drawing probe if it has not gone out with the first frame.
    mutating func writeProbe() {
        guard !probe.isEmpty else { return }
        session.writeRaw(bytes: probe)
        probe = []
    }

    /// Copy (OSC 52 and the options' clipboards, whose outcome comes back as `.copied`: at once,
    /// or for a big copy once its thread is done), bell, suspend, mouse tracking; work through the
    /// options' `WorkQueue` (what it makes at once comes back now, the rest through the mailbox);
    /// the program's own requests through the options' handler (an editor it names runs in this
    /// terminal, restored while it runs and drawn again after).
    public mutating func perform(_ effect: AppEffect) -> [InputEvent] {
        switch effect {
        case let .copy(text):
            let osc52 = options.copyWithOSC52 && text.utf8.count <= Clipboard.osc52Limit
            if osc52 { session.writeRaw(Clipboard.osc52(text)) }
            guard let copies = options.copies else { return [.copied(CopyOutcome(sentToTerminal: osc52), time: now)] }
            return copies.copy(text, sentToTerminal: osc52).map { [.copied($0, time: now)] } ?? []
        case let .setHoverTracking(on): session.setHoverTracking(on)
        case .bell: beep()
        case .suspend: session.suspend()
        case let .work(work): return options.work.carryOut(work, now: now)
        case let .cancel(id): options.work.cancel(id)
        case let .request(request):
            guard let arguments = options.request(request) else { break }
            session.runInTerminal(arguments)
            renderer.overlays.invalidate()
        case .quit: break
        }
        return []
    }

    /// The xterm's arguments when this terminal is an xterm on this machine.
    mutating func xtermArguments() -> [String]? {
        if localXterm == nil { localXterm = .some(LocalTerminalFont.xtermArguments(ttyFD: session.fd)) }
        return localXterm ?? nil
    }

    /// A font report for `name`: local when the terminal is an xterm on this machine, whose
    /// fonts fontconfig is asked about (once); nil without a name.
    mutating func localFont(named name: String?) -> TerminalFont? {
        guard let name, !name.isEmpty else { return nil }
        let isLocal = xtermArguments() != nil
        if isLocal && sextantsInstalled == nil { sextantsInstalled = LocalTerminalFont.sextantsInstalled(environment: options.environment) }
        return TerminalFont(name: name, isLocal: isLocal, sextantsInstalled: isLocal && sextantsInstalled == true)
    }

    /// Milliseconds to wait: until the deadline or the Esc timeout, or forever (-1).
    func timeout(_ deadline: Instant?) -> Int32 {
        var wait = Double.infinity
        let time = now
        if let deadline { wait = max(0, deadline.milliseconds(since: time)) }
        if let due = afterFirstScreenDue { wait = min(wait, max(0, due.milliseconds(since: time))) }
        if decoder.hasPending, let since = pendingSince {
            wait = min(wait, max(0, options.escapeTimeout - time.milliseconds(since: since)))
        }
        return wait.isFinite ? Int32(min(wait.rounded(.up), 60_000)) : -1
    }

    /// SIGWINCH is a new size; SIGTSTP and SIGCONT suspend and resume here (nothing for the program).
    mutating func signalEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        for signo in session.signals.drain() {
            switch signo {
            case SIGWINCH:
                let size = session.resize()
                if let cell = session.cellPixelSize() { decoder.cellPixelSize = cell }  // font size may change too
                renderer.overlays.invalidate()
                events.append(.resize(size, time: now))
            case SIGTSTP: session.suspend()
            case SIGCONT: session.resume()
            default: break
            }
        }
        return events
    }

    /// Decoded input as events; replies to the backend's own queries switch pixel mouse on (reported as an event).
    mutating func translate(_ inputs: [DecodedInput]) -> [InputEvent] {
        var events: [InputEvent] = []
        for input in inputs {
            switch input {
            case let .key(k): events.append(.key(k))
            case let .mouse(m): events.append(.mouse(m))
            case let .modeReport(mode, value) where mode == 2027:
                // Grapheme clustering: set (1) or permanently (3); reset but settable (2) is set now.
                guard value == 1 || value == 2 || value == 3 else { break }
                if value == 2 { session.writeRaw(TerminalModes.clustersOn) }
                let session = session
                renderer.writeWholeClusters { session.writeRaw(bytes: $0) }
                events.append(.terminal(.wholeClusters(true), time: now))
            case .modeReport, .cellPixelSize:
                let before = session.pixelsEnabled
                session.handleReply(input, decoder: &decoder)
                if session.pixelsEnabled != before { events.append(.terminal(.pixelMouse(session.pixelsEnabled), time: now)) }
            case let .defaultBackground(red, green, blue):
                events.append(.terminal(.background(red: red, green: green, blue: blue), time: now))
            case let .focus(gained):
                events.append(.terminal(.focus(gained), time: now))
            case let .version(text):
                events.append(.terminal(.version(text), time: now))
            case let .cursorPosition(row, column) where row == 1 && column >= 1:
                // The probe wrote one sextant at column 1 of row 1.
                events.append(.terminal(.sextantAdvance(column - 1), time: now))
            case let .font(name):
                if let font = localFont(named: name) { events.append(.terminal(.font(font), time: now)) }
            case .cursorPosition, .deviceAttributes:
                break
            }
        }
        return events
    }
}
