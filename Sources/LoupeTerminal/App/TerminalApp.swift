import LoupeCore
import LoupeRuntime

/// Runs any `InteractiveModel` in the terminal: the live front end of `loupe view`, `loupe pick`
/// and `loupe tmux`, through the one `ProgramLoop` on a `TerminalBackend`.
///
/// The terminal is restored on every way out (quit, Ctrl-C as the program decides, a hang-up,
/// a signal, a crash).
public enum TerminalApp {
    /// Runs `model` until it quits, or until the terminal hangs up (status 129).
    ///
    /// Throws `TerminalError` before touching the terminal when there is no usable one;
    /// print its description (one line) and exit non-zero.
    public static func run<M: InteractiveModel>(model: inout M, options: TerminalOptions,
                                                clock: any LoupeClock = MonotonicClock()) throws -> ProgramExit {
        let session = try open(options)
        defer { session.close() }
        return loop(&model, in: session, options: options, clock: clock)
    }

    static func open(_ options: TerminalOptions) throws -> TerminalSession {
        if let opening = options.opening { return try opening.take(hover: options.hoverTracking) }
        return try TerminalSession(environment: options.environment, hover: options.hoverTracking,
                            minimum: options.minimumSize, ttyPath: options.ttyPath)
    }

    static func loop<M: InteractiveModel>(_ model: inout M, in session: TerminalSession, options: TerminalOptions,
                                          clock: any LoupeClock) -> ProgramExit {
        var backend = TerminalBackend(session: session, options: options, clock: clock)
        let exit = ProgramLoop.run(&model, on: &backend)
        return exit ?? ProgramExit(status: backend.endStatus ?? 0)
    }

    /// Runs a model given by value (see `run(model:options:clock:)` with `inout`).
    public static func run<M: InteractiveModel>(model: M, options: TerminalOptions,
                                                clock: any LoupeClock = MonotonicClock()) throws -> ProgramExit {
        var m = model
        return try run(model: &m, options: options, clock: clock)
    }
}
