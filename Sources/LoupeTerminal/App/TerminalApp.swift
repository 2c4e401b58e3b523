import CNCursesW
import Glibc
import LoupeCore

/// Runs any `InteractiveModel` in the terminal: the live front end of `loupe view` and `loupe pick`.
///
/// The loop polls the terminal and a signal self-pipe with a timeout from the
/// model's `nextDeadline()`, decodes input (keys, SGR/X10 mouse, replies) with
/// `InputDecoder`, feeds the model in time order (the first event is always a
/// `.resize` with the real screen size), acts on its effects and renders once
/// per batch of input through `FrameRenderer` (only changed cells are drawn).
/// SIGWINCH becomes `.resize`; SIGTSTP/Ctrl-Z suspend and SIGCONT resumes with
/// the mouse modes re-sent; the terminal is restored on every way out.
public enum TerminalApp {
    /// Runs `model` until it quits (or Ctrl-C: status 130, or the terminal hangs up: status 129).
    ///
    /// Throws `TerminalError` before touching the terminal when there is no usable one;
    /// print its description (one line) and exit non-zero.
    ///
    /// `configure` runs once the terminal is open, before the first event: the place to give the
    /// model what only the session knows, such as `session.colorMode` (the profile's colour mode
    /// lowered to what the terminfo entry can emit).
    public static func run<M: InteractiveModel>(model: inout M, options: TerminalOptions,
                                                configure: (inout M, TerminalSession) -> Void = { _, _ in }) throws -> TerminalExit {
        let session = try TerminalSession(environment: options.environment, hover: options.hoverTracking,
                                          minimum: options.minimumSize, ttyPath: options.ttyPath)
        defer { session.close() }
        configure(&model, session)
        var loop = RunLoop(session: session, options: options)
        return loop.run(&model)
    }

    /// Runs a model given by value (see `run(model:options:)` with `inout`).
    public static func run<M: InteractiveModel>(model: M, options: TerminalOptions,
                                                configure: (inout M, TerminalSession) -> Void = { _, _ in }) throws -> TerminalExit {
        var m = model
        return try run(model: &m, options: options, configure: configure)
    }
}

/// The state of one run: session, decoder, renderer and clock.
struct RunLoop {
    let session: TerminalSession
    let options: TerminalOptions
    let clock = MonotonicClock()
    let renderer: FrameRenderer
    var decoder = InputDecoder()
    var pendingSince: Instant?
    var exit: TerminalExit?

    init(session: TerminalSession, options: TerminalOptions) {
        self.session = session
        self.options = options
        renderer = FrameRenderer(window: session.standardScreen, colorMode: session.colorMode)
        decoder.cellPixelSize = session.cellPixelSize()
    }

    mutating func run<M: InteractiveModel>(_ model: inout M) -> TerminalExit {
        apply(model.handle(.resize(session.size, time: clock.now)))
        renderer.render(model)
        session.startInput()
        options.onInteractive()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while exit == nil {
            var fds = [pollfd(fd: session.fd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: session.signals.readFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, timeout(model))
            if ready < 0 && errno != EINTR { return TerminalExit(status: 1) }
            var dirty = false
            if ready > 0 && fds[1].revents != 0 { dirty = handleSignals(&model) || dirty }
            if ready > 0 && fds[0].revents != 0 {
                let n = read(session.fd, &buffer, buffer.count)
                if n == 0 || (n < 0 && errno != EINTR && errno != EAGAIN) { return TerminalExit(status: 129) }
                if n > 0 {
                    let now = clock.now
                    if !decoder.hasPending { pendingSince = now }
                    dirty = feed(decoder.feed(buffer[0..<n], at: now), to: &model) || dirty
                    pendingSince = decoder.hasPending ? (pendingSince ?? now) : nil
                }
            }
            if let since = pendingSince, decoder.hasPending, clock.now.milliseconds(since: since) >= options.escapeTimeout {
                dirty = feed(decoder.flush(at: clock.now), to: &model) || dirty
                pendingSince = nil
            }
            if exit == nil, let deadline = model.nextDeadline(), clock.now >= deadline {
                apply(model.handle(.tick(clock.now)))
                dirty = true
            }
            if dirty && exit == nil { renderer.render(model) }
        }
        return exit ?? TerminalExit(status: 0)
    }

    /// Milliseconds to wait: until the model's deadline or the Esc timeout, or forever (-1).
    func timeout<M: InteractiveModel>(_ model: M) -> Int32 {
        var wait = Double.infinity
        let now = clock.now
        if let deadline = model.nextDeadline() { wait = max(0, deadline.milliseconds(since: now)) }
        if decoder.hasPending, let since = pendingSince {
            wait = min(wait, max(0, options.escapeTimeout - now.milliseconds(since: since)))
        }
        return wait.isFinite ? Int32(min(wait.rounded(.up), 60_000)) : -1
    }

    /// Handles relayed signals; returns whether the screen needs drawing.
    mutating func handleSignals<M: InteractiveModel>(_ model: inout M) -> Bool {
        var dirty = false
        for signo in session.signals.drain() {
            switch signo {
            case SIGWINCH:
                let size = session.resize()
                if let cell = session.cellPixelSize() { decoder.cellPixelSize = cell }  // font size may change too
                renderer.overlays.invalidate()
                apply(model.handle(.resize(size, time: clock.now)))
                dirty = true
            case SIGTSTP:
                session.suspend()
                dirty = true
            case SIGCONT:
                session.resume()
                dirty = true
            default: break
            }
        }
        return dirty
    }

    /// Feeds decoded input to the model; returns whether anything reached it.
    mutating func feed<M: InteractiveModel>(_ inputs: [DecodedInput], to model: inout M) -> Bool {
        var dirty = false
        for input in inputs where exit == nil {
            switch input {
            case let .key(k) where k.modifiers == .ctrl && k.key == .character("c") && options.ctrlCQuits:
                exit = TerminalExit(status: 130)
            case let .key(k) where k.modifiers == .ctrl && k.key == .character("z") && options.ctrlZSuspends:
                session.suspend()
                dirty = true
            case let .key(k):
                apply(model.handle(.key(k)))
                dirty = true
            case let .mouse(m):
                apply(model.handle(.mouse(m)))
                dirty = true
            case .modeReport, .cellPixelSize:
                session.handleReply(input, decoder: &decoder)
            case let .defaultBackground(red, green, blue):
                model.adoptTerminalBackground(red: red, green: green, blue: blue)
                dirty = true
            }
        }
        return dirty
    }

    mutating func apply(_ effects: [AppEffect]) {
        for effect in effects where exit == nil {
            switch effect {
            case let .copy(text):
                if options.copyWithOSC52 { session.writeRaw(Clipboard.osc52(text)) }
                options.copy(text)
            case let .quit(status, output): exit = TerminalExit(status: status, output: output)
            case let .setHoverTracking(on): session.setHoverTracking(on)
            case .bell: beep()
            }
        }
    }
}
