import Glibc
import LoupeCore
import LoupeRuntime
import LoupeSystem

/// A terminal opened on a thread of its own while the program still reads its configuration
/// and its content: `loupe view` and `loupe pick` start one first thing, so the slow half of
/// opening (ncurses reading the terminfo entry and making its screen) overlaps theirs.
/// Whatever the thread has not begun when `take` is called, `take` does itself: on a busy
/// machine the thread may wait many milliseconds for a processor.
///
/// Nothing is written to the terminal, and its modes stay as they were, until `take` says the
/// program will run: a missing file or a bad configuration is reported after `abandon`, on a
/// terminal that never saw the program. Put it in `TerminalOptions.opening` and the
/// `TerminalApp` takes it instead of opening a terminal.
///
/// The terminal need not be known yet: `loupe tmux` opens the one its popup lends it
/// (`init(environment:minimum:waitingFor:)`) on the thread that waits for the popup, while it
/// parses the pane on its own.
public final class TerminalOpening: @unchecked Sendable {  // `go`, `opened` and `secondHalf` are thread-safe themselves
    /// How the opening ended (not a generic `Result`: its type is made at run time, and its
    /// error's conformance searched for, on the way to the first frame).
    private enum Outcome {
        case opened(TerminalSession)
        /// Made on the caller's thread (no thread could be started): the rest is done when taken.
        case made(TerminalSession.SilentScreen)
        case failed(TerminalError)
        /// No terminal came: what `waitingFor` threw, handed on as it is.
        case noTerminal(any Error)
        case abandoned
    }

    private let go = Completion<Bool>()
    private let opened: HandOver<Outcome>

    /// Starts opening the terminal at `ttyPath` on another thread, for `environment` (nil: the
    /// process's, read on that thread). The locale's character type is set there, before ncurses
    /// makes the screen (see `init(environment:minimum:waitingFor:)`).
    ///
    /// With `atTake`, no thread is started: `take` opens the terminal on the caller's thread (for
    /// when the other processor is known to be taken, where the thread would wait).
    ///
    /// Once the thread is started, the caller reads the signal actions the session will put back
    /// (`SignalActionsReading`), unless that thread got there first: it has the longer way to go.
    public convenience init(environment: [String: String]? = nil, minimum: GridSize = GridSize(columns: 20, rows: 5),
                            ttyPath: String = "/dev/tty", atTake: Bool = false, alongside: (@Sendable () -> Void)? = nil) {
        self.init(environment: environment, minimum: minimum, waitingFor: { ttyPath }, atTake: atTake, alongside: alongside)
        if !atTake { signalActions.readIfFirst() }
    }

    /// Starts opening, on another thread, the terminal whose path `waitingFor` gives there once
    /// it is known (it may wait for it); what it throws, `take` throws. Otherwise as `init(environment:minimum:ttyPath:)`.
    ///
    /// The locale's character type is set by the thread that makes ncurses' screen, just before
    /// it (`setlocale` reads the locale's files: 0.08 ms the main thread, the longer of the two
    /// chains to the first frame, no longer spends). The calling thread must not rely on it
    /// before `take`, which gives it the locale's character tables too (`TerminalSession.useGlobalLocale`).
    ///
    /// The thread runs `alongside` once the session is handed over (or once `take` has done the
    /// rest itself): work for the caller's way to its first frame that any thread may do. With
    /// `atTake` there is no thread: `take` does it all, and `alongside` never runs.
    public init(environment: [String: String]?, minimum: GridSize, waitingFor ttyPath: @escaping () throws -> String,
                atTake: Bool = false, alongside: (@Sendable () -> Void)? = nil) {
        self.minimum = minimum
        let go = self.go, secondHalf = self.secondHalf, signalActions = self.signalActions
        let caller = pthread_self()
        let open: () -> Outcome = {
            let made: TerminalSession.SilentScreen
            let path: String
            do { path = try ttyPath() } catch {
                return .noTerminal(error)
            }
            do {
                made = try TerminalSession.SilentScreen(environment: environment ?? ProcessEnvironment.current(), ttyPath: path,
                                                        actions: signalActions.actionsRead,
                                                        beforeScreen: TerminalSession.useLocaleCharacterType)
            } catch {
                return .failed(TerminalOpening.terminalError(error))
            }
            // Built on the caller's thread when no thread could be made (or `take` came first): waiting
            // for its word here would never end.
            if pthread_equal(pthread_self(), caller) != 0 { return .made(made) }
            // `take` already waits (a busy machine, where this thread waited for a processor): it does the rest.
            guard secondHalf.claim() else { return .made(made) }
            guard go.wait() else {
                made.abandon()
                return .abandoned
            }
            return TerminalOpening.start(made, minimum: minimum)
        }
        opened = atTake ? HandOver.atTake(open) : HandOver.start(open, afterwards: alongside)
    }

    private let minimum: GridSize
    /// The signal actions the session puts back at its end, read by the opening's thread or,
    /// when the tty is known from the start, by the caller meanwhile.
    private let signalActions = SignalActionsReading()
    /// Whether the second half of opening (`start`) is claimed: by the thread when it gets there
    /// before `take` is called, else by `take`, which then does it itself rather than wait for the
    /// thread to get a processor again.
    private let secondHalf = FirstClaim()

    /// The second half of opening: the session on a screen made silently.
    private static func start(_ made: TerminalSession.SilentScreen, minimum: GridSize) -> Outcome {
        do { return .opened(try TerminalSession(made, hover: false, minimum: minimum)) } catch {
            return .failed(terminalError(error))
        }
    }

    /// Lets the opening go on to the terminal (its modes, the alternate screen) while the caller
    /// goes on: call it once nothing can stop the program before it runs.
    public func proceed() {
        go.complete(true)
    }

    /// Lets the opening go on (see `proceed`) and returns the session once it is open, ready for
    /// this thread; throws the `TerminalError` of a terminal that cannot be used (no terminal, an
    /// unknown one, too small), or when already abandoned, and what `waitingFor` threw.
    public func take(hover: Bool) throws -> TerminalSession {
        go.complete(true)
        _ = secondHalf.claim()
        var outcome = opened.take()
        if case let .made(made)? = outcome { outcome = Self.start(made, minimum: minimum) }
        switch outcome {
        case let .opened(session)?:
            session.signals.unblock()  // a signal mask is a thread's own
            TerminalSession.useGlobalLocale()  // and so are the locale's character tables
            session.mouseModes.hover = hover
            return session
        case let .failed(error)?:
            throw error
        case let .noTerminal(error)?:
            throw error
        case .abandoned?, .made?, nil:
            throw TerminalError.cannotStart("the terminal was given up before it was used")
        }
    }

    /// The program will not run: once this returns the terminal is as it was (without a byte
    /// written, unless `proceed` came first). Call it before reporting an error; it waits for
    /// `waitingFor` to return, so make that give up first. Nothing happens after `take`.
    public func abandon() {
        go.complete(false)
        // A terminal not begun is not opened now only to be put away.
        switch opened.discard() {
        case let .opened(session)?: session.close()
        case let .made(made)?: made.abandon()
        default: break
        }
    }

    deinit { abandon() }

    private static func terminalError(_ error: any Error) -> TerminalError {
        error as? TerminalError ?? .cannotStart("\(error)")
    }
}
