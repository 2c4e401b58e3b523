/// What came of a copy, as the front end saw it: which clipboards took the text, whether it was
/// written to the terminal as OSC 52 (which no terminal acknowledges, so nobody knows whether it
/// arrived), and which failed and why. It comes back to the program as an event
/// (`InputEvent.copied`), so the status bar says what really happened.
///
/// ```swift
/// CopyOutcome(takenBy: ["xclip"])                     // the desktop clipboard has it
/// CopyOutcome(sentToTerminal: true)                   // only OSC 52: sent, not known to be taken
/// CopyOutcome(failures: ["xclip: exited with status 1"])
/// ```
public struct CopyOutcome: Hashable, Sendable {
    /// The clipboards that reported success, by name ("xclip", "tmux buffer", "copy command").
    public var takenBy: [String]
    /// Whether the text was written to the terminal as OSC 52.
    public var sentToTerminal: Bool
    /// The clipboards that failed, each as "name: why".
    public var failures: [String]

    /// An outcome: by default nothing took the text and nothing failed (no clipboard at all).
    public init(takenBy: [String] = [], sentToTerminal: Bool = false, failures: [String] = []) {
        self.takenBy = takenBy
        self.sentToTerminal = sentToTerminal
        self.failures = failures
    }

    /// Whether a clipboard reported that it holds the text.
    public var isTaken: Bool { !takenBy.isEmpty }
}
