/// What running a user detector's command gave (`UserDetector`): what it printed (at most
/// `DetectorAnswer.longest` bytes) and how it ended. It comes back to the program as a work's
/// result; the program makes the item's title from it (`DetectorTitle`) or takes the item away.
public struct DetectorAnswer: WorkOutput, Hashable {
    /// How the command ended.
    public enum Outcome: Hashable, Sendable {
        /// It exited with status 0 (or was stopped once it had printed more than enough).
        case succeeded
        /// It exited with another status (128 + a signal's number for a signal).
        case failed(status: Int32)
        /// It ran past `UserDetector.timeLimit` and was killed.
        case timedOut
        /// It could not be started (the reason, one line).
        case notStarted(String)
    }

    /// The most output kept, in bytes (a menu shows one line of it).
    public static let longest = 16384

    /// What it printed on standard output (its standard error is not shown).
    public var output: [UInt8]
    /// How it ended.
    public var outcome: Outcome

    /// An answer.
    public init(output: [UInt8], outcome: Outcome) {
        self.output = output
        self.outcome = outcome
    }

    /// Why it gives no title, for the status bar ("timed out after 200 ms"), or nil when it succeeded.
    public var failure: String? {
        switch outcome {
        case .succeeded: return nil
        case let .failed(status) where status > 128: return "killed by signal \(status - 128)"
        case let .failed(status): return "exit status \(status)"
        case .timedOut: return "timed out after \(UserDetector.timeLimit) ms"
        case let .notStarted(reason): return reason
        }
    }
}
