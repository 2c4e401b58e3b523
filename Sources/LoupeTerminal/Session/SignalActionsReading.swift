import Glibc
import LoupeRuntime

/// The signal actions in place before a terminal is opened, read by whichever of two threads
/// gets there first: the opening's thread needs them before ncurses installs its handlers
/// (`SignalRelay.currentActions`, 13 system calls, 0.035 ms), and the thread that started it,
/// which has time to spare before it takes the terminal, reads them meanwhile (`readIfFirst`),
/// so that the opening's thread, the longer of the two chains to the first frame, finds them
/// read. Actions are the process's: either thread reads the same.
final class SignalActionsReading: @unchecked Sendable {  // `actions` is written once, before `done` completes, and read after it
    private let claim = FirstClaim()
    private let done = Completion<Bool>()
    private var actions: [(Int32, sigaction)] = []

    init() {}

    /// Reads the actions, unless the other thread began already.
    func readIfFirst() {
        guard claim.claim() else { return }
        actions = SignalRelay.currentActions()
        done.complete(true)
    }

    /// The actions: read here when the other thread has not begun, else as it read them (waiting
    /// for it to finish, a matter of microseconds).
    func actionsRead() -> [(Int32, sigaction)] {
        readIfFirst()
        _ = done.wait()
        return actions
    }
}
