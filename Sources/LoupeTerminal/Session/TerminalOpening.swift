import LoupeCore
import LoupeRuntime

/// A terminal opened on a thread of its own while the program still reads its configuration
/// and its content: `loupe view` and `loupe pick` start one first thing, so the slow half of
/// opening (ncurses reading the terminfo entry and making its screen) overlaps theirs.
///
/// Nothing is written to the terminal, and its modes stay as they were, until `take` says the
/// program will run: a missing file or a bad configuration is reported after `abandon`, on a
/// terminal that never saw the program. Put it in `TerminalOptions.opening` and the
/// `TerminalApp` takes it instead of opening a terminal.
public final class TerminalOpening: @unchecked Sendable {  // `go` and `opened` are thread-safe themselves
    private let go = Completion<Bool>()
    private let opened: HandOver<Result<TerminalSession, TerminalError>?>

    /// Starts opening the terminal at `ttyPath` on another thread. The locale's character type
    /// is set here, on the calling thread, before that thread starts (see `TerminalSession`).
    public init(environment: [String: String], minimum: GridSize = GridSize(columns: 20, rows: 5), ttyPath: String = "/dev/tty") {
        TerminalSession.useLocaleCharacterType()
        let go = self.go
        opened = HandOver.start {
            let made: TerminalSession.SilentScreen
            do {
                made = try TerminalSession.SilentScreen(environment: environment, ttyPath: ttyPath)
            } catch {
                return .failure(TerminalOpening.terminalError(error))
            }
            guard go.wait() else {
                made.abandon()
                return nil
            }
            do { return .success(try TerminalSession(made, hover: false, minimum: minimum)) } catch {
                return .failure(TerminalOpening.terminalError(error))
            }
        }
    }

    /// Lets the opening go on to the terminal (its modes, the alternate screen) while the caller
    /// goes on: call it once nothing can stop the program before it runs.
    public func proceed() {
        go.complete(true)
    }

    /// Lets the opening go on (see `proceed`) and returns the session once it is open, ready for
    /// this thread; throws the `TerminalError` of a terminal that cannot be used (no terminal, an
    /// unknown one, too small), or when already abandoned.
    public func take(hover: Bool) throws -> TerminalSession {
        go.complete(true)
        guard case let result?? = opened.take() else {
            throw TerminalError.cannotStart("the terminal was given up before it was used")
        }
        let session = try result.get()
        session.signals.unblock()  // a signal mask is a thread's own
        session.hoverTracking = hover
        return session
    }

    /// The program will not run: once this returns the terminal is as it was (without a byte
    /// written, unless `proceed` came first). Call it before reporting an error. Nothing happens after `take`.
    public func abandon() {
        go.complete(false)
        if case let .success(session)?? = opened.take() { session.close() }
    }

    deinit { abandon() }

    private static func terminalError(_ error: any Error) -> TerminalError {
        error as? TerminalError ?? .cannotStart("\(error)")
    }
}
